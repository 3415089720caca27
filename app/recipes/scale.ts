import {
  boughtWeight,
  butterAmount,
  canCount,
  herbAmount,
  METRIC_CANS_G,
  pinchAmount,
  G_PER_OZ,
  kitchenFraction,
  metricPoured,
  metricSpoons,
  metricVolume,
  wholeCount,
  metricWeight,
  OZ_PER_LB,
  TBSP_PER_STICK,
  TSP_PER_CUP,
  TSP_PER_TBSP,
  usVolume,
  usWeight,
} from "./measure";
import { amountValue } from "./amount-text";
import { CATALOG, catalogEntry, type CatalogEntry } from "./catalog";
import type { Ingredient, Recipe, Unit } from "./types";
import type { UnitSystem } from "./units";

export { kitchenFraction } from "./measure";

export const MULTIPLIERS = [1, 2, 3, 4, 5] as const;
export type Multiplier = (typeof MULTIPLIERS)[number];

/** "Scale to what you have" takes 1/2 to 5 in tenths; the amount rules are checked at 1X-5X and twenty of those. */
export const MIN_FACTOR = 0.5;
export const MAX_FACTOR = 5;
export const CHECKED_FACTORS = [
  ...MULTIPLIERS,
  ...[0.5, 0.6, 0.7, 0.8, 0.9, 1.1, 1.2, 1.3, 1.4, 1.5, 1.7, 1.9, 2.2, 2.5, 2.7, 3.3, 3.7, 4.1, 4.4, 4.9],
] as const;

export function parseMultiplier(value: string | null | undefined): Multiplier {
  const n = Number(value);
  return (MULTIPLIERS as readonly number[]).includes(n) ? (n as Multiplier) : 1;
}

export const TSP_IN: Partial<Record<Unit, number>> = { tsp: 1, tbsp: TSP_PER_TBSP, cup: TSP_PER_CUP, stick: TBSP_PER_STICK * TSP_PER_TBSP };
export const OZ_IN: Partial<Record<Unit, number>> = { oz: 1, lb: OZ_PER_LB };

export const isPoured = (item: string) => CATALOG[item]?.measure === "pour";

export const isButter = (item: string) => CATALOG[item]?.measure === "butter";

const PLURAL_UNITS: Partial<Record<Unit, [string, string]>> = {
  pinch: ["pinch", "pinches"],
  clove: ["clove", "cloves"],
  can: ["can", "cans"],
  slice: ["slice", "slices"],
  sprig: ["sprig", "sprigs"],
  bunch: ["bunch", "bunches"],
};

// How to fill a cup ("spooned and leveled", "packed") means nothing on a scale.
const CUP_FILLING = /^(spooned and leveled|(loosely )?packed)(, |$)/;

export interface AmountOptions {
  units?: UnitSystem;
  /** Weigh every share of an ingredient whose list line is weighed (a chopped herb in metric, flour past 8 cups), so the steps add up to it. */
  weighAll?: boolean;
  /** By ingredient name (Recipe.gramsPerCup). */
  gramsPerCup?: Readonly<Record<string, number>>;
}

export interface ScaledIngredient {
  amount: string;
  item: string;
  note?: string;
}

/** Past this a US page weighs a dry good its recipe gives the weight of. */
export const DRY_CUPS_AT_MOST = 8;

/** What a 15 oz can of something given by the cup holds, unless the catalog says (beans drained give less). */
const CUPS_PER_SMALL_CAN = 1.75;
/** The small can when the catalog names none: beans and most vegetables. */
const SMALL_CAN_OZ = 15;

interface Quantity {
  amount: string;
  weighed: boolean;
  /** What to buy, when the amount alone does not say: "(from 2 packets)", before the recipe's note. */
  buying?: string;
  /** What to do with the rest, after the recipe's note: "keep the rest of the can, covered, in the fridge". */
  rest?: string;
}

/** How much of an ingredient at `x`, written as the catalog says a cook measures it (docs/recipes.md). */
function quantity(ing: Ingredient, x: number, { units = "us", gramsPerCup = {}, weighAll = false }: AmountOptions): Quantity {
  const entry = catalogEntry(ing.item);
  const value = ing.amount * (ing.notScaled ? 1 : x);
  const metric = units === "metric";
  const grams = gramsPerCup[ing.item];
  if (ing.unit === "pinch") return { amount: pinchAmount(value, metric), weighed: false };
  const tspEach = TSP_IN[ing.unit];
  if (ing.unit === "can" || (entry.measure === "canned" && tspEach !== undefined)) return cans(ing, value, entry, metric);
  if (tspEach !== undefined) {
    const tsp = value * tspEach;
    if (entry.measure === "herb") return { amount: herbAmount(tsp, metric, entry.gramsPerCup ?? 0, weighAll), weighed: false };
    if (entry.measure === "yeast") {
      const yeast = yeastAmount(tsp, metric);
      if (yeast) return yeast;
    }
    if (metric && grams) return { amount: metricWeight((tsp / TSP_PER_CUP) * grams), weighed: true };
    // Twenty cups of flour are counted wrong more often than weighed wrong: past 8 cups a US page weighs what its recipe
    // gives the weight of, and says about how many cups that is.
    if (grams && entry.measure === "spoon" && (tsp > DRY_CUPS_AT_MOST * TSP_PER_CUP || weighAll))
      return { amount: usWeight(((tsp / TSP_PER_CUP) * grams) / G_PER_OZ, true), weighed: true, buying: `(about ${usVolume(tsp)})` };
    if (metric) return { amount: entry.measure === "pour" ? metricPoured(tsp, isWater(ing.item)) : metricSpoons(tsp), weighed: false };
    return {
      amount: entry.measure === "butter" ? butterAmount(tsp / TSP_PER_TBSP) : usVolume(tsp, entry.measure === "pour"),
      weighed: false,
    };
  }
  const ozEach = OZ_IN[ing.unit];
  if (ozEach !== undefined) {
    const oz = value * ozEach;
    if (!metric) return { amount: usWeight(oz, ing.unit === "lb"), weighed: false };
    return { amount: entry.measure === "weigh" ? boughtWeight(oz * G_PER_OZ) : metricWeight(oz * G_PER_OZ), weighed: false };
  }
  // A recipe's own grams and millilitres are a baker's, kept to the gram.
  if (ing.unit === "g" || ing.unit === "kg") return { amount: metricWeight(value * (ing.unit === "kg" ? 1000 : 1), true), weighed: false };
  if (ing.unit === "ml" || ing.unit === "l")
    return { amount: metricVolume(value * (ing.unit === "l" ? 1000 : 1), { exact: true }), weighed: false };
  const count = countOf(ing, x);
  const names = PLURAL_UNITS[ing.unit];
  const unit = names ? ` ${count > 1 ? names[1] : names[0]}` : "";
  return { amount: `${kitchenFraction(count)}${unit}`, weighed: false };
}

/** A US packet and a metric sachet hold 2 1/4 tsp (7 g). */
const TSP_PER_PACKET = 2.25;
const G_PER_PACKET = 7;

/** Whole packets when the amount is within a tenth or so of them; a spoon below one, grams past it on a metric page. */
function yeastAmount(tsp: number, metric: boolean): Quantity | null {
  const packets = tsp / TSP_PER_PACKET;
  if (packets < 0.9) return null;
  const whole = wholeCount(packets);
  // A packet too many rises a little faster; one too few, noticeably slower: whole packets never fall short.
  if (whole >= packets * 0.97 && whole <= packets * 1.12) {
    const name = metric ? ["sachet", "sachets"] : ["packet", "packets"];
    const each = whole > 1 ? " each" : "";
    return { amount: `${whole} ${whole > 1 ? name[1] : name[0]}`, weighed: false, buying: metric ? `(7 g${each})` : `(2 1/4 tsp${each})` };
  }
  const bought = `(from ${Math.ceil(packets - 1e-9)} ${metric ? "sachets" : "packets"})`;
  return metric
    ? { amount: metricWeight(packets * G_PER_PACKET), weighed: true, buying: bought }
    : { amount: usVolume(tsp), weighed: false, buying: bought };
}

/** Cans as the shops sell them: "2 cans (15 oz each)", "1/2 can (400 g)" with the rest kept. */
function cans(ing: Ingredient, value: number, entry: CatalogEntry, metric: boolean): Quantity {
  const { amount, count } = cansOf(smallCans(ing, value, entry), entry, metric);
  return { amount, weighed: false, ...(Number.isInteger(count) ? {} : { rest: "keep the rest of the can, covered, in the fridge" }) };
}

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

export const isWhole = (ing: Pick<Ingredient, "item" | "unit">) => COUNTED_UNITS.has(ing.unit) && !CATALOG[ing.item]?.halves;

/** Counted one by one: a plain count ("2 large eggs"), cloves, slices, sprigs. */
export const COUNTED_UNITS: ReadonlySet<Unit> = new Set<Unit>(["", "clove", "slice", "sprig"]);

/** Counted things are whole at every scale, or halves where cooks halve them (an onion, a lemon); never below one. */
export function countAsCooked(item: string, value: number): number {
  const halves = CATALOG[item]?.halves && value < 3;
  if (halves) return Math.max(1 / 2, Math.round(value * 2) / 2);
  return wholeCount(value);
}

function countOf(ing: Ingredient, x: number): number {
  const value = ing.amount * (ing.notScaled ? 1 : x);
  return COUNTED_UNITS.has(ing.unit) ? countAsCooked(ing.item, value) : value;
}

const isWater = (item: string) => /\bwater$/i.test(item);

// "{count:1|packet|packets}" in a note: a count that goes with the amount, so it scales with it.
const COUNT = /\{count:([\d.]+)\|([^|{}]+)\|([^|{}]+)\}/g;

export function scaleNote(note: string, x: number): string {
  return note.replace(COUNT, (_whole, n: string, singular: string, plural: string) => {
    const count = Number(n) * x;
    return `${kitchenFraction(count)} ${count > 1 ? plural : singular}`;
  });
}

export function scaleIngredient(ing: Ingredient, x: number, options: AmountOptions = {}): ScaledIngredient {
  const { amount, weighed, buying, rest } = quantity(ing, x, options);
  let note = options.units === "metric" && ing.metricNote !== undefined ? ing.metricNote : ing.note;
  if (note && weighed) note = note.replace(CUP_FILLING, "");
  if (note) note = scaleNote(note, ing.notScaled ? 1 : x);
  if (buying) note = note ? `${buying}, ${note}` : buying;
  if (rest) note = note ? `${note}; ${rest}` : rest;
  return {
    amount,
    item: ing.unit === "" && countOf(ing, x) > 1 && ing.plural ? ing.plural : ing.item,
    ...(note ? { note } : {}),
  };
}

/** The steps' uses of a listed ingredient, in order, when it is divided among them and they add up to it at 1X. */
function dividedUses(recipe: Pick<Recipe, "steps">, ing: Ingredient): Ingredient[] {
  const uses = recipe.steps.flatMap((s) => s.ingredients).filter((i) => i.item === ing.item && i.unit === ing.unit);
  return uses.length > 1 && Math.abs(uses.reduce((t, u) => t + u.amount, 0) - ing.amount) < 1e-9 ? uses : [];
}

/** One amount in the list's units of `ing` ("tsp" for a spoon, grams where a metric page weighs it); NaN if none. */
function perUnitOf(recipe: Pick<Recipe, "gramsPerCup">, ing: Ingredient, kind: "volume" | "weight" | "count"): number {
  if (kind === "count") return 1;
  if (kind === "volume") return TSP_IN[ing.unit] ?? NaN;
  if (OZ_IN[ing.unit] !== undefined) return OZ_IN[ing.unit]! * G_PER_OZ;
  if (ing.unit === "g") return 1;
  return ((TSP_IN[ing.unit] ?? NaN) * (gramsPerCupOf(recipe, ing.item) ?? NaN)) / TSP_PER_CUP;
}

/**
 * An ingredient list's line: what its steps ask for, added up as the steps write it (the oatmeal's milk at 5X is its
 * two steps' 5 cups and 1 1/4 cups: 6 1/4 cups, not 6 1/2), or where no measure reads that sum, the smallest amount
 * the list's measure writes above it, so the steps never need more than the list says; the steps are then balanced
 * to add up to it (balancedUses).
 */
export function listedIngredient(
  recipe: Pick<Recipe, "steps" | "gramsPerCup">,
  ing: Ingredient,
  x: number,
  units: UnitSystem = "us",
): ScaledIngredient {
  const options = { units, gramsPerCup: recipe.gramsPerCup };
  const own = scaleIngredient(ing, x, options);
  const uses = dividedUses(recipe, ing);
  if (!uses.length) return own;
  const butter = isButter(ing.item);
  const stepOptions = { ...options, weighAll: weighed(ing, own.amount) };
  const parts = uses.map((u) => amountValue(scaleIngredient(u, x, stepOptions).amount, butter));
  const kind = parts[0]?.kind;
  if (!kind || parts.some((p) => p?.kind !== kind)) return own;
  const total = parts.reduce((t, p) => t + p!.value, 0);
  const perUnit = perUnitOf(recipe, ing, kind);
  if (!Number.isFinite(perUnit)) return own;
  // Past 4 cups a page writes half cups where a quarter changes little; the steps' 5 cups and 1 1/4 cups are 6 1/4, and
  // their 15 cups and 1 2/3 cups are 16 3/4 (a quarter cup's measure), not 4 1/2 quarts.
  if (kind === "volume" && units === "us" && !butter && total > 4 * TSP_PER_CUP) {
    const quarters = Math.ceil(total / 12 - 1e-6) / 4;
    return { amount: `${kitchenFraction(quarters)} cups`, item: own.item, ...(own.note ? { note: own.note } : {}) };
  }
  // The sum as the list's measure writes it, or the smallest amount it writes above the sum: never less than the steps
  // use, but for chopped herbs, which a cook measures to a tenth or so (6 tbsp is a third of a cup, not a half).
  const shortBy = catalogEntry(ing.item).measure === "herb" ? HERB_SLACK : 1e-6;
  let ask = total;
  for (let i = 0; i < 12; i++, ask *= 1.03) {
    const written = scaleIngredient({ ...ing, amount: ask / perUnit, notScaled: undefined }, 1, options);
    const back = amountValue(written.amount, butter);
    if (back?.kind === kind && back.value >= total * (1 - shortBy)) return { ...written, note: own.note };
  }
  return own;
}

/** The list line's amount in the ingredient's own unit (cups for cups): what a shopping list buys at least. */
export function listedValue(recipe: Pick<Recipe, "steps" | "gramsPerCup">, ing: Ingredient, x: number, units: UnitSystem): number {
  const exact = ing.amount * (ing.notScaled ? 1 : x);
  const written = amountValue(listedIngredient(recipe, ing, x, units).amount, isButter(ing.item));
  if (!written) return exact;
  const perUnit = perUnitOf(recipe, ing, written.kind);
  return Number.isFinite(perUnit) ? Math.max(exact, written.value / perUnit) : exact;
}

const HERB_SLACK = 0.12;

/** A chopped herb's weight is the catalog's; anything else's, its recipe's. */
export const gramsPerCupOf = (recipe: Pick<Recipe, "gramsPerCup">, item: string): number | undefined =>
  CATALOG[item]?.measure === "herb" ? CATALOG[item].gramsPerCup : recipe.gramsPerCup?.[item];

/** A line that weighs what its recipe gives by the spoon or cup (an herb in metric, flour past 8 cups): its steps weigh too. */
const weighed = (ing: Ingredient, amount: string) =>
  TSP_IN[ing.unit] !== undefined && amountValue(amount, isButter(ing.item))?.kind === "weight";

/** Amounts that differ by less are the same to a cook: a metric tablespoon is 15 ml, the US one 14.8. */
const SAME_AMOUNT = 0.02;

const balancedCache = new WeakMap<object, Map<string, ScaledIngredient[] | null>>();

/**
 * A divided ingredient's step amounts, made to add up to its list line where the list had to write more than the steps'
 * sum: of the amounts each step's measure writes near its share, the set whose sum is the list's, nearest the shares
 * (salt at 1/2X: 1/4 tsp and 1/4 tsp under a list's 1/2 tsp, not 1/4 tsp and 1/8 tsp). Null where they already add up,
 * or no such set is near enough.
 */
function balancedUses(recipe: Pick<Recipe, "steps" | "gramsPerCup">, listed: Ingredient, x: number, units: UnitSystem) {
  const key = `${listed.item}|${listed.unit}|${x}|${units}`;
  const cache = balancedCache.get(recipe) ?? new Map<string, ScaledIngredient[] | null>();
  balancedCache.set(recipe, cache);
  if (cache.has(key)) return cache.get(key)!;
  const found = balance(recipe, listed, x, units);
  cache.set(key, found);
  return found;
}

function balance(recipe: Pick<Recipe, "steps" | "gramsPerCup">, listed: Ingredient, x: number, units: UnitSystem) {
  const uses = dividedUses(recipe, listed);
  const butter = isButter(listed.item);
  const line = listedIngredient(recipe, listed, x, units).amount;
  const options = { units, gramsPerCup: recipe.gramsPerCup, weighAll: weighed(listed, line) };
  const total = amountValue(line, butter);
  const own = uses.map((u) => scaleIngredient(u, x, options));
  const values = own.map((o) => amountValue(o.amount, butter));
  if (!total || values.some((v) => v?.kind !== total.kind)) return null;
  const sum = values.reduce((t, v) => t + v!.value, 0);
  if (Math.abs(total.value - sum) <= SAME_AMOUNT * total.value) return null;
  const shares = uses.map((u) => (total.value * u.amount) / listed.amount);
  // What each step's measure writes from half to twice its share: the amounts a cook could be asked for.
  const choices = uses.map((u) => {
    const seen = new Map<string, { value: number; scaled: ScaledIngredient }>();
    for (let f = 0.5; f <= 2.001; f += 0.02) {
      const scaled = scaleIngredient({ ...u, amount: u.amount * f }, x, options);
      const v = amountValue(scaled.amount, butter);
      if (v?.kind === total.kind && !seen.has(scaled.amount)) seen.set(scaled.amount, { value: v.value, scaled });
    }
    return [...seen.values()];
  });
  let best: { cost: number; picked: ScaledIngredient[] } | null = null;
  const walk = (i: number, sofar: number, cost: number, picked: ScaledIngredient[]) => {
    if (best && cost >= best.cost) return;
    if (i === uses.length) {
      // Never more than the list says, and no less than a cook could tell from it.
      if (sofar <= total.value * (1 + 1e-9) && sofar >= total.value * (1 - SAME_AMOUNT)) best = { cost, picked };
      return;
    }
    for (const c of choices[i]) walk(i + 1, sofar + c.value, cost + Math.abs(c.value - shares[i]) / shares[i], [...picked, c.scaled]);
  };
  walk(0, 0, 0, []);
  return best ? (best as { picked: ScaledIngredient[] }).picked : null;
}

/**
 * A step's amount: a divided ingredient that its list weighs is weighed in each step too, and the steps add up to the
 * list (balancedUses).
 */
export function stepIngredient(
  recipe: Pick<Recipe, "steps" | "gramsPerCup">,
  listed: Ingredient | undefined,
  use: Ingredient,
  x: number,
  units: UnitSystem = "us",
): ScaledIngredient {
  const divided = listed ? dividedUses(recipe, listed) : [];
  if (!listed || !divided.length) return scaleIngredient(use, x, { units, gramsPerCup: recipe.gramsPerCup });
  const balanced = balancedUses(recipe, listed, x, units);
  const at = divided.indexOf(use);
  if (balanced && at >= 0) return balanced[at];
  const weighAll = weighed(use, listedIngredient(recipe, listed, x, units).amount);
  return scaleIngredient(use, x, { units, gramsPerCup: recipe.gramsPerCup, weighAll });
}

export function ingredientText(ing: Ingredient, x: number, options: AmountOptions = {}): string {
  const s = scaleIngredient(ing, x, options);
  const note = s.note ? `${s.note.startsWith("(") ? " " : ", "}${s.note}` : "";
  return `${s.amount} ${s.item}${note}`;
}

/** At a factor such as 2.7X, "3 loaves" or "32 slices", never "2 2/3 loaves"; below one, a loaf may be 2/3 of one. */
export const yieldCount = (value: number): number => (value > 1 && !Number.isInteger(value) ? Math.round(value) : value);

export function servingsText(recipe: Pick<Recipe, "servings">, x: number, units: UnitSystem = "us"): string {
  return recipe.servings
    .map((s) => {
      const value = s.number * x;
      if (s.measure) {
        // In metric a yield is spooned under 60 ml and read off a jug above, like what is poured: a jar of spice mix
        // at 5X is 375 ml, not 25 tablespoons.
        const tsp = value * TSP_IN[s.measure]!;
        return units === "us" ? usVolume(tsp) : metricPoured(tsp);
      }
      const names = units === "metric" && s.metric ? s.metric : s;
      const n = yieldCount(value);
      return `${kitchenFraction(n)} ${n > 1 ? (names.plural ?? names.unit) : names.unit}`;
    })
    .join(" · ");
}
