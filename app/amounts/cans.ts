// Canned goods: a recipe's cans and cups of them are counted in small cans' worth, then written in the cans a shop sells.
import type { CatalogEntry } from "./catalog-types";
import type { Quantity } from "./catalog-amounts";
import { EPS, G_PER_OZ, kitchenFraction, METRIC_CANS_G, ML_PER_TSP, TSP_IN, TSP_PER_CUP } from "./measure";
import { metricPoured, metricVolume } from "./metric-amounts";
import { cupText, range } from "./plainest";
import { usVolume } from "./us-amounts";
import type { Ingredient } from "~/recipes/types";

/** What a 15 oz can of something given by the cup holds, unless the catalog says (beans drained give less). */
const CUPS_PER_SMALL_CAN = 1.75;
/** The small can when the catalog names none: beans and most vegetables. */
const SMALL_CAN_OZ = 15;
/** Within this share of the need a soup or a sauce does not notice; past it a cook opens more and keeps the rest. */
const CLOSE = 0.1;
/** The US sizes sold, in ounces, smallest first. */
const canSizes = (entry: CatalogEntry) => entry.cans ?? [SMALL_CAN_OZ, 28];

/** Whole cans or half the smaller (`need` in grams): fewest within CLOSE, else the least above, the page saying to keep the rest. */
export function canCount(needG: number, sizes: readonly [number, number]): { count: number; size: number; close: boolean } {
  const ways = [
    ...range(1 / 2, Math.max(1, Math.ceil(needG / sizes[0]) + 1), 1 / 2).map((count) => ({ count, size: sizes[0] })),
    ...range(1, Math.max(1, Math.ceil(needG / sizes[1]) + 1), 1).map((count) => ({ count, size: sizes[1] })),
  ];
  const off = (w: { count: number; size: number }) => (w.count * w.size - needG) / needG;
  const near = ways.filter((w) => Math.abs(off(w)) <= CLOSE + EPS);
  const chosen = near.length
    ? near.sort(
        (a, b) =>
          Math.ceil(a.count) - Math.ceil(b.count) ||
          Number(!Number.isInteger(a.count)) - Number(!Number.isInteger(b.count)) ||
          Math.abs(off(a)) - Math.abs(off(b)),
      )[0]
    : ways.filter((w) => off(w) > 0).sort((a, b) => off(a) - off(b) || Math.ceil(a.count) - Math.ceil(b.count))[0];
  return { ...chosen, close: near.length > 0 };
}

const REST = "keep the rest of the can, covered, in the fridge";
const REST_OF_CANS = "keep the rest, covered, in the fridge";

/** "2 cans (15 oz each)", "1/2 can (400 g)"; cups under a can that no half or whole can meets are measured from one. */
export function cans(ing: Ingredient, value: number, entry: CatalogEntry, metric: boolean): Quantity {
  const tsp = value * (TSP_IN[ing.unit] ?? 0);
  const { amount, count, close, smallWorth } = cansOf(smallCans(ing, value, entry), entry, metric);
  const volume = () => (metric ? metricPoured(tsp, false) : usVolume(tsp));
  // Given by the cup: cups from one can below a can's worth, then cans with the cups to use in words (to the quarter
  // cup), so a reader comparing scales sees one measure grow (issue 60: the chickpeas went 1/2 can, 1 cup, 1 1/2 cans).
  if (tsp > 0 && tsp < fromOneCanTsp(entry))
    return { amount: volume(), weighed: false, buying: `(from a ${canLabel(entry, metric, 0)} can)`, rest: REST };
  // Cans a little short of the need (within CLOSE) are used whole: never "use about 2 cups" of a can that holds 1 3/4.
  const held = smallWorth * (entry.cupsPerCan ?? CUPS_PER_SMALL_CAN) * TSP_PER_CUP;
  const about = (t: number, round = Math.round) =>
    metric ? metricVolume(t * ML_PER_TSP) : cupText(Math.max(1 / 4, round((t / TSP_PER_CUP) * 4) / 4));
  const cups = tsp > 0 ? { buying: tsp > held + EPS ? `(about ${about(held, Math.floor)} in all)` : `(use about ${about(tsp)})` } : {};
  return { amount, weighed: false, ...cups, ...(Number.isInteger(count) && close ? {} : { rest: count > 1 ? REST_OF_CANS : REST }) };
}

/** Under a can by more than CLOSE, cups may be measured from one rather than written in cans. */
export const fromOneCanTsp = (entry: CatalogEntry) => ((entry.cupsPerCan ?? CUPS_PER_SMALL_CAN) * TSP_PER_CUP) / (1 + CLOSE);

/** "15 oz" or "400 g": the smaller (0) or larger (1) can sold here. */
const canLabel = (entry: CatalogEntry, metric: boolean, size: 0 | 1) =>
  metric ? `${METRIC_CANS_G[size]} g` : `${kitchenFraction(canSizes(entry)[size])} oz`;

/** Everything canned is counted in small cans' worth: a recipe's 14.5 oz can and a 15 oz one are both a 400 g tin. */
export function smallCans(ing: Ingredient, value: number, entry: CatalogEntry): number {
  const sizes = canSizes(entry);
  return ing.unit === "can"
    ? (value * (ing.size?.amount ?? sizes[0])) / sizes[0]
    : (value * (TSP_IN[ing.unit] ?? 0)) / TSP_PER_CUP / (entry.cupsPerCan ?? CUPS_PER_SMALL_CAN);
}

/** `small` cans' worth in the cans a shop sells here; `whole` for a shopping list, which buys no half can. */
export function cansOf(
  small: number,
  entry: CatalogEntry,
  metric: boolean,
  whole = false,
): { amount: string; count: number; close: boolean; smallWorth: number } {
  const [smallG, largeG] = metric ? METRIC_CANS_G : canSizes(entry).map((oz) => oz * G_PER_OZ);
  const chosen = canCount(small * smallG, [smallG, largeG]);
  const count = whole ? Math.ceil(chosen.count - 1e-9) : chosen.count;
  const label = canLabel(entry, metric, chosen.size === smallG ? 0 : 1);
  const amount = `${kitchenFraction(count)} ${count > 1 ? "cans" : "can"} (${label}${count > 1 ? " each" : ""})`;
  return { amount, count, close: chosen.close, smallWorth: (count * chosen.size) / smallG };
}
