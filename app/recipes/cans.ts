// Canned goods: a recipe's cans and cups of them are counted in small cans' worth, then written in the cans a shop sells.
import type { CatalogEntry } from "./catalog";
import type { Quantity } from "./catalog-amounts";
import { EPS, G_PER_OZ, kitchenFraction, METRIC_CANS_G, TSP_IN, TSP_PER_CUP } from "./measure";
import { metricPoured } from "./metric-amounts";
import { range } from "./plainest";
import { usVolume } from "./us-amounts";
import type { Ingredient } from "./types";

/** What a 15 oz can of something given by the cup holds, unless the catalog says (beans drained give less). */
const CUPS_PER_SMALL_CAN = 1.75;
/** The small can when the catalog names none: beans and most vegetables. */
const SMALL_CAN_OZ = 15;

/** `sizes` are one can of each size sold, in grams; `need` is grams. Whole cans, or half of the smaller one. */
export function canCount(needG: number, sizes: readonly [number, number]): { count: number; size: number } {
  const ways = [
    ...range(1 / 2, Math.max(1, Math.ceil(needG / sizes[0]) + 1), 1 / 2).map((count) => ({ count, size: sizes[0] })),
    ...range(1, Math.max(1, Math.ceil(needG / sizes[1]) + 1), 1).map((count) => ({ count, size: sizes[1] })),
  ];
  // Within 15% a soup or a sauce does not notice; then fewest cans, and whole ones before a half.
  const error = (w: { count: number; size: number }) => Math.abs(w.count * w.size - needG) / needG;
  const close = ways.filter((w) => error(w) <= 0.15 + EPS);
  const pool = close.length ? close : ways;
  return pool.sort((a, b) =>
    close.length
      ? Math.ceil(a.count) - Math.ceil(b.count) ||
        Number(!Number.isInteger(a.count)) - Number(!Number.isInteger(b.count)) ||
        error(a) - error(b)
      : error(a) - error(b),
  )[0];
}

const REST = "keep the rest of the can, covered, in the fridge";

/**
 * Cans as the shops sell them: "2 cans (15 oz each)", "1/2 can (400 g)" with the rest kept. Cups a recipe gives under
 * one can that neither half a can nor a whole one meets within 15% are measured from one: half a harira's 1/2 cup of
 * crushed tomatoes is not half a can, nor its 1 1/3 cups at 1.3X.
 */
export function cans(ing: Ingredient, value: number, entry: CatalogEntry, metric: boolean): Quantity {
  const small = smallCans(ing, value, entry);
  const tsp = value * (TSP_IN[ing.unit] ?? 0);
  if (tsp > 0 && tsp < fromOneCanTsp(entry) && !halfOrWholeCan(small)) {
    const sizes = entry.cans ?? [SMALL_CAN_OZ, 28];
    const can = metric ? `${METRIC_CANS_G[0]} g` : `${kitchenFraction(sizes[0])} oz`;
    return { amount: metric ? metricPoured(tsp, false) : usVolume(tsp), weighed: false, buying: `(from a ${can} can)`, rest: REST };
  }
  const { amount, count } = cansOf(small, entry, metric);
  return { amount, weighed: false, ...(Number.isInteger(count) ? {} : { rest: REST }) };
}

/** Under a can by more than canCount's 15%, cups may be measured from one rather than written in cans. */
export const fromOneCanTsp = (entry: CatalogEntry) => ((entry.cupsPerCan ?? CUPS_PER_SMALL_CAN) * TSP_PER_CUP) / 1.15;
// Half a can or a whole one within 15% of `small` cans' worth: written in cans.
const halfOrWholeCan = (small: number) => [0.5, 1].some((count) => Math.abs(count - small) <= 0.15 * small + EPS);

/** Everything canned is counted in small cans' worth: a recipe's 14.5 oz can and a 15 oz one are both a 400 g tin. */
export function smallCans(ing: Ingredient, value: number, entry: CatalogEntry): number {
  const sizes = entry.cans ?? [SMALL_CAN_OZ, 28];
  return ing.unit === "can"
    ? (value * (ing.size?.amount ?? sizes[0])) / sizes[0]
    : (value * (TSP_IN[ing.unit] ?? 0)) / TSP_PER_CUP / (entry.cupsPerCan ?? CUPS_PER_SMALL_CAN);
}

/** `small` cans' worth in the cans a shop sells here; `whole` for a shopping list, which buys no half can. */
export function cansOf(small: number, entry: CatalogEntry, metric: boolean, whole = false): { amount: string; count: number } {
  const sizes = entry.cans ?? [SMALL_CAN_OZ, 28];
  const [smallG, largeG] = metric ? METRIC_CANS_G : sizes.map((oz) => oz * G_PER_OZ);
  const chosen = canCount(small * smallG, [smallG, largeG]);
  const count = whole ? Math.ceil(chosen.count - 1e-9) : chosen.count;
  const label = metric ? `${chosen.size} g` : `${kitchenFraction(sizes[chosen.size === smallG ? 0 : 1])} oz`;
  return { amount: `${kitchenFraction(count)} ${count > 1 ? "cans" : "can"} (${label}${count > 1 ? " each" : ""})`, count };
}
