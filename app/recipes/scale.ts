/**
 * Amounts at any multiplier, in US measures or metric, written as a cook
 * writes them (the rules are in ./measure): "1/2 cup + 2 tbsp", "1 1/2 lb",
 * "2 cans (15 oz each)", "125 g", "1.2 kg", "1 1/2 tsp". Here is decided
 * which kind of measure an ingredient gets, once for every multiplier.
 */
import {
  butterAmount,
  G_PER_OZ,
  kitchenFraction,
  metricCan,
  metricPoured,
  metricSpoons,
  metricVolume,
  metricWeight,
  OZ_PER_LB,
  TBSP_PER_STICK,
  TSP_PER_CUP,
  TSP_PER_TBSP,
  usVolume,
  usWeight,
} from "./measure";
import type { Ingredient, Recipe, Unit } from "./types";
import type { UnitSystem } from "./units";

export { kitchenFraction } from "./measure";

export const MULTIPLIERS = [1, 2, 3, 4, 5] as const;
export type Multiplier = (typeof MULTIPLIERS)[number];

/** "Scale to what you have" takes any factor from 1/2 to 5 in tenths; the amount rules are checked at these as well as 1X-5X. */
export const MIN_FACTOR = 0.5;
export const MAX_FACTOR = 5;
export const CHECKED_FACTORS = [...MULTIPLIERS, 0.5, 0.6, 0.7, 1.3, 1.5, 2.7, 3.3, 4.4, 4.9] as const;

/** The multiplier named by a query value ("2", "3"...); anything else is 1. */
export function parseMultiplier(value: string | null | undefined): Multiplier {
  const n = Number(value);
  return (MULTIPLIERS as readonly number[]).includes(n) ? (n as Multiplier) : 1;
}

const TSP_IN: Partial<Record<Unit, number>> = { tsp: 1, tbsp: TSP_PER_TBSP, cup: TSP_PER_CUP, stick: TBSP_PER_STICK * TSP_PER_TBSP };
const OZ_IN: Partial<Record<Unit, number>> = { oz: 1, lb: OZ_PER_LB };

// What is poured, by the item's last word: "whole milk" is poured, "plain whole-milk yogurt" is not.
const POURED = /^(water|milk|broth|stock|cream|juice|oil|wine|vinegar|syrup|honey|extract)$/i;

/** A liquid: millilitres on a metric page past the spoons, and never weighed. */
export const isPoured = (item: string) => POURED.test(item.split(/\s+/).pop() ?? "");

/** Butter is measured by the stick and its tablespoon marks, never in cups. */
export const isButter = (item: string) => /\bbutter\b/i.test(item) && !/\b(peanut|nut|almond|cookie|apple)\b/i.test(item);

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

/** What the amount rules need beyond the ingredient: the reader's units and the recipe's weights. */
export interface AmountOptions {
  units?: UnitSystem;
  /** Grams in a US cup, by ingredient name (Recipe.gramsPerCup). */
  gramsPerCup?: Readonly<Record<string, number>>;
}

export interface ScaledIngredient {
  /** The whole quantity with its measures: "1/2 cup + 2 tbsp", "3", "125 g". */
  amount: string;
  item: string;
  note?: string;
}

/**
 * The quantity of `ing` at multiplier `x` in `units`, and whether a volume
 * became a weight. The kind of measure follows the ingredient, never the
 * multiplier: what the recipe gives grams per cup for is weighed at every
 * scale, what is poured is spooned then poured, and the rest is spooned.
 */
function quantity(ing: Ingredient, x: number, { units = "us", gramsPerCup = {} }: AmountOptions): { amount: string; weighed: boolean } {
  // Salt for a pot of pasta water goes with the pot, not the multiplier.
  const value = ing.amount * (ing.notScaled ? 1 : x);
  const metric = units === "metric";
  const grams = gramsPerCup[ing.item];
  const poured = isPoured(ing.item);
  const tspEach = TSP_IN[ing.unit];
  if (tspEach !== undefined) {
    const tsp = value * tspEach;
    if (metric && grams) return { amount: metricWeight((tsp / TSP_PER_CUP) * grams), weighed: true };
    if (metric) return { amount: poured ? metricPoured(tsp, isWater(ing.item)) : metricSpoons(tsp), weighed: false };
    return { amount: isButter(ing.item) ? butterAmount(tsp / TSP_PER_TBSP) : usVolume(tsp, poured), weighed: false };
  }
  const ozEach = OZ_IN[ing.unit];
  if (ozEach !== undefined) {
    const oz = value * ozEach;
    return { amount: metric ? metricWeight(oz * G_PER_OZ) : usWeight(oz, ing.unit === "lb"), weighed: false };
  }
  // A recipe's own grams and millilitres are a baker's, kept to the gram.
  if (ing.unit === "g" || ing.unit === "kg") return { amount: metricWeight(value * (ing.unit === "kg" ? 1000 : 1), true), weighed: false };
  if (ing.unit === "ml" || ing.unit === "l")
    return { amount: metricVolume(value * (ing.unit === "l" ? 1000 : 1), { exact: true }), weighed: false };
  // Counted things: "2", "1 1/2", "3 cloves", "2 cans (15 oz each)".
  const count = countOf(ing, x);
  const names = PLURAL_UNITS[ing.unit];
  const unit = names ? ` ${count > 1 ? names[1] : names[0]}` : "";
  const size = ing.size ? ` (${sizeText(ing.size, metric)}${count > 1 ? " each" : ""})` : "";
  return { amount: `${kitchenFraction(count)}${unit}${size}`, weighed: false };
}

/** Eggs and yolks are used whole, whatever the factor. */
export const isWhole = (ing: Pick<Ingredient, "item" | "unit">) => ing.unit === "" && /\begg/i.test(ing.item);

/**
 * How many of a counted ingredient at `x`: whole eggs (at least one), and
 * quarters of a clove or can at a factor such as 2.7X, where an eighth would
 * come out (the 1/8 is a teaspoon's, not a clove's).
 */
function countOf(ing: Ingredient, x: number): number {
  const value = ing.amount * (ing.notScaled ? 1 : x);
  if (isWhole(ing)) return Math.max(1, Math.round(value));
  return value >= 1 && kitchenFraction(value).endsWith("1/8") ? Math.round(value * 4) / 4 : value;
}

const isWater = (item: string) => /\bwater$/i.test(item);

/** A can's size as its label prints it: the US can's ounces, or the metric can a shop sells in its place. */
function sizeText(size: NonNullable<Ingredient["size"]>, metric: boolean): string {
  if (size.unit === "oz") return metric ? `${metricCan(size.amount * G_PER_OZ)} g` : `${kitchenFraction(size.amount)} oz`;
  return size.unit === "g" ? metricWeight(size.amount, true) : metricVolume(size.amount, { exact: true });
}

// "{count:1|packet|packets}" in a note: a count that goes with the amount, so it scales with it.
const COUNT = /\{count:([\d.]+)\|([^|{}]+)\|([^|{}]+)\}/g;

/** A note at multiplier `x`: its counts scaled ("(5 packets)"), everything else as written. */
export function scaleNote(note: string, x: number): string {
  return note.replace(COUNT, (_whole, n: string, singular: string, plural: string) => {
    const count = Number(n) * x;
    return `${kitchenFraction(count)} ${count > 1 ? plural : singular}`;
  });
}

/** One ingredient line at multiplier `x`: {amount "1 1/2 cups", item "all-purpose flour", note "sifted"}. */
export function scaleIngredient(ing: Ingredient, x: number, options: AmountOptions = {}): ScaledIngredient {
  const { amount, weighed } = quantity(ing, x, options);
  let note = options.units === "metric" && ing.metricNote !== undefined ? ing.metricNote : ing.note;
  if (note && weighed) note = note.replace(CUP_FILLING, "");
  if (note) note = scaleNote(note, ing.notScaled ? 1 : x);
  return {
    amount,
    item: ing.unit === "" && countOf(ing, x) > 1 && ing.plural ? ing.plural : ing.item,
    ...(note ? { note } : {}),
  };
}

/** The ingredient as one line of text: "1 1/2 cups all-purpose flour, sifted". */
export function ingredientText(ing: Ingredient, x: number, options: AmountOptions = {}): string {
  const s = scaleIngredient(ing, x, options);
  const note = s.note ? `${s.note.startsWith("(") ? " " : ", "}${s.note}` : "";
  return `${s.amount} ${s.item}${note}`;
}

/** "4 servings · 16 pancakes", "2 loaves · 24 slices", "1/4 cup + 1 tbsp" at multiplier `x` in `units`. */
export function servingsText(recipe: Pick<Recipe, "servings">, x: number, units: UnitSystem = "us"): string {
  return recipe.servings
    .map((s) => {
      const value = s.number * x;
      if (s.measure) {
        // A yield in cups pours like a sauce; one in tablespoons (a spice mix) is spooned.
        const tsp = value * TSP_IN[s.measure]!;
        if (units === "us") return usVolume(tsp);
        return s.measure === "tbsp" ? metricSpoons(tsp) : metricPoured(tsp);
      }
      const names = units === "metric" && s.metric ? s.metric : s;
      // At a factor such as 2.7X, "3 loaves" or "32 slices", never "2 2/3 loaves"; below one, a loaf may be 2/3 of one.
      const n = value > 1 && !Number.isInteger(value) ? Math.round(value) : value;
      // A yield written only in the plural ("servings", "wraps") is one serving or wrap at 1/2X.
      const unit = n > 1 ? (names.plural ?? names.unit) : names.plural ? names.unit : names.unit.replace(/^(\S+?)s\b/, "$1");
      return `${kitchenFraction(n)} ${unit}`;
    })
    .join(" · ");
}
