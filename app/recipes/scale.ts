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

/** "Scale to what you have" takes 1/2 to 5 in tenths; the amount rules are checked at these too. */
export const MIN_FACTOR = 0.5;
export const MAX_FACTOR = 5;
export const CHECKED_FACTORS = [...MULTIPLIERS, 0.5, 0.6, 0.7, 1.3, 1.5, 2.7, 3.3, 4.4, 4.9] as const;

export function parseMultiplier(value: string | null | undefined): Multiplier {
  const n = Number(value);
  return (MULTIPLIERS as readonly number[]).includes(n) ? (n as Multiplier) : 1;
}

export const TSP_IN: Partial<Record<Unit, number>> = { tsp: 1, tbsp: TSP_PER_TBSP, cup: TSP_PER_CUP, stick: TBSP_PER_STICK * TSP_PER_TBSP };
export const OZ_IN: Partial<Record<Unit, number>> = { oz: 1, lb: OZ_PER_LB };

// What is poured, by the item's last word: "whole milk" is poured, "plain whole-milk yogurt" is not.
const POURED = /^(water|milk|broth|stock|cream|juice|oil|wine|vinegar|syrup|honey|extract)$/i;

export const isPoured = (item: string) => POURED.test(item.split(/\s+/).pop() ?? "");

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

export interface AmountOptions {
  units?: UnitSystem;
  /** By ingredient name (Recipe.gramsPerCup). */
  gramsPerCup?: Readonly<Record<string, number>>;
}

export interface ScaledIngredient {
  amount: string;
  item: string;
  note?: string;
}

/** The kind of measure follows the ingredient, never the multiplier (docs/recipes.md). */
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
  const count = countOf(ing, x);
  const names = PLURAL_UNITS[ing.unit];
  const unit = names ? ` ${count > 1 ? names[1] : names[0]}` : "";
  const size = ing.size ? ` (${sizeText(ing.size, metric)}${count > 1 ? " each" : ""})` : "";
  return { amount: `${kitchenFraction(count)}${unit}${size}`, weighed: false };
}

export const isWhole = (ing: Pick<Ingredient, "item" | "unit">) => ing.unit === "" && /\begg/i.test(ing.item);

/** At 2.7X a clove or can comes in quarters, not eighths: the 1/8 is a teaspoon's, not a clove's. */
function countOf(ing: Ingredient, x: number): number {
  const value = ing.amount * (ing.notScaled ? 1 : x);
  if (isWhole(ing)) return Math.max(1, Math.round(value));
  return value >= 1 && kitchenFraction(value).endsWith("1/8") ? Math.round(value * 4) / 4 : value;
}

const isWater = (item: string) => /\bwater$/i.test(item);

function sizeText(size: NonNullable<Ingredient["size"]>, metric: boolean): string {
  if (size.unit === "oz") return metric ? `${metricCan(size.amount * G_PER_OZ)} g` : `${kitchenFraction(size.amount)} oz`;
  return size.unit === "g" ? metricWeight(size.amount, true) : metricVolume(size.amount, { exact: true });
}

// "{count:1|packet|packets}" in a note: a count that goes with the amount, so it scales with it.
const COUNT = /\{count:([\d.]+)\|([^|{}]+)\|([^|{}]+)\}/g;

export function scaleNote(note: string, x: number): string {
  return note.replace(COUNT, (_whole, n: string, singular: string, plural: string) => {
    const count = Number(n) * x;
    return `${kitchenFraction(count)} ${count > 1 ? plural : singular}`;
  });
}

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

export function ingredientText(ing: Ingredient, x: number, options: AmountOptions = {}): string {
  const s = scaleIngredient(ing, x, options);
  const note = s.note ? `${s.note.startsWith("(") ? " " : ", "}${s.note}` : "";
  return `${s.amount} ${s.item}${note}`;
}

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
      // At a factor such as 2.7X, "3 loaves" or "32 slices", never "2 2/3 loaves"; below one, a loaf may be 2/3 of one.
      const n = value > 1 && !Number.isInteger(value) ? Math.round(value) : value;
      return `${kitchenFraction(n)} ${n > 1 ? (names.plural ?? names.unit) : names.unit}`;
    })
    .join(" · ");
}
