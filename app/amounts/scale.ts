// How much of an ingredient at a scale, written as the catalog says a cook measures it (docs/recipes.md): this picks
// the writer (./us-amounts, ./metric-amounts, ./catalog-amounts, ./cans); ./divided makes a list and its steps agree.
import { amountValue } from "./amount-text";
import { cans } from "./cans";
import { CATALOG, catalogEntry } from "./catalog";
import { BEATEN_TSP, herbAmount, pinchAmount, type Quantity, yeastAmount } from "./catalog-amounts";
import {
  BUTTER_STICKS_AT_MOST,
  EPS,
  G_PER_OZ,
  kitchenFraction,
  LIGHTEST_WEIGHED_G,
  OZ_IN,
  OZ_PER_LB,
  SPOON_LIMIT_TSP,
  SPOONFUL_WORTH_WEIGHING_G,
  TSP_IN,
  TSP_PER_CUP,
  TSP_PER_TBSP,
  TSP_PER_STICK,
  wholeCount,
} from "./measure";
import { renderMeasures } from "./measure-tokens";
import { boughtWeight, metricPoured, metricSpoons, metricVolume, metricWeight } from "./metric-amounts";
import type { Ingredient, Recipe, Unit } from "~/recipes/types";
import type { UnitSystem } from "./units";
import { butterAmount, usVolume, usWeight } from "./us-amounts";

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
  /** A metric list's say, from its recipes' pages: weigh it (true) or measure it by the spoon and jug (false). */
  weigh?: boolean;
  /** Measured as this is at 1X (an herb spooned, poured or weighed): a step's list line, a shopping list's largest use. */
  asListed?: Ingredient;
  gramsPerCup?: Readonly<Record<string, number>>;
}

export interface ScaledIngredient {
  amount: string;
  item: string;
  note?: string;
}

/** Past this a US page weighs a dry good its recipe gives the weight of. */
const DRY_CUPS_AT_MOST = 8;

function quantity(
  ing: Ingredient,
  scale: number,
  { units = "us", gramsPerCup = {}, weighAll = false, weigh, asListed }: AmountOptions,
): Quantity {
  const entry = catalogEntry(ing.item);
  const value = ing.amount * (ing.notScaled ? 1 : scale);
  const metric = units === "metric";
  const grams = gramsPerCup[ing.item];
  if (ing.unit === "pinch") return { amount: pinchAmount(value, metric), weighed: false };
  const tspEach = TSP_IN[ing.unit];
  if (ing.unit === "can" || (entry.measure === "canned" && tspEach !== undefined)) return cans(ing, value, entry, metric);
  if (tspEach !== undefined) {
    const tsp = value * tspEach;
    if (entry.measure === "herb") {
      // One measure at every scale, chosen from the recipe as written (or weighed with its list line).
      const asWritten = asListed ? asListed.amount * (TSP_IN[asListed.unit] ?? 0) : ing.amount * tspEach;
      const weighed = weighAll || (weigh ?? (asWritten / TSP_PER_CUP) * (entry.gramsPerCup ?? 0) >= SPOONFUL_WORTH_WEIGHING_G - 0.5);
      const how = weighed ? "weigh" : asWritten >= SPOON_LIMIT_TSP - EPS ? "jug" : "spoon";
      return { amount: herbAmount(tsp, metric, entry.gramsPerCup ?? 0, how), weighed: false };
    }
    if (entry.measure === "yeast") {
      const yeast = yeastAmount(tsp, metric);
      if (yeast) return yeast;
    }
    const weight = (tsp / TSP_PER_CUP) * grams;
    // Weighed at every scale what the recipe as written has 20 g or more of, in 5 g steps below 20 g; the rest from
    // 20 g, keeping the spoons of the smaller batches in words ("30 g pecans (about 4 tbsp)", issue 60).
    const weighedAt1X = ((ing.amount * tspEach) / TSP_PER_CUP) * grams >= LIGHTEST_WEIGHED_G - 0.5;
    if (metric && grams && weigh !== false && (weigh || weighedAt1X || weight >= LIGHTEST_WEIGHED_G - 0.5 || weighAll)) {
      const amount = entry.measure === "weigh" ? boughtWeight(weight) : metricWeight(weight);
      const spooned = !weighedAt1X && !ing.notScaled && entry.measure !== "weigh";
      return { amount, weighed: true, ...(spooned ? { buying: `(about ${metricSpoons(writtenTsp(amount, grams, tsp))})` } : {}) };
    }
    // Twenty cups of flour are counted wrong more often than weighed wrong: past 8 cups a US page weighs what its recipe
    // gives the weight of, and says about how many cups that is.
    if (!metric && grams && entry.measure === "spoon" && (tsp > DRY_CUPS_AT_MOST * TSP_PER_CUP || weighAll)) {
      // A step's share under a pound in ounces: "4 oz", not "1/4 lb" of flour.
      const oz = ((tsp / TSP_PER_CUP) * grams) / G_PER_OZ;
      const amount = usWeight(oz, oz >= OZ_PER_LB);
      return { amount, weighed: true, buying: `(about ${usVolume(writtenTsp(amount, grams, tsp))})` };
    }
    if (metric) return { amount: entry.measure === "pour" ? metricPoured(tsp, isWater(ing.item)) : metricSpoons(tsp), weighed: false };
    if (entry.measure === "butter" && tsp > BUTTER_STICKS_AT_MOST * TSP_PER_STICK + EPS) {
      // Weighed past two pounds, with the sticks the smaller batches counted in words (issue 60).
      return { amount: butterAmount(tsp / TSP_PER_TBSP), weighed: false, buying: `(${butterAmount(tsp / TSP_PER_TBSP, true)})` };
    }
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
  const count = countOf(ing, scale);
  const names = PLURAL_UNITS[ing.unit];
  const unit = names ? ` ${count > 1 ? names[1] : names[0]}` : "";
  return { amount: `${kitchenFraction(count)}${unit}`, weighed: false, ...partOfOne(ing, count, value) };
}

/** An egg that stands for under two-thirds of one is not rounded up to twice the need: beat it and use part (issue 60). */
function partOfOne({ item, whole }: Pick<Ingredient, "item" | "whole">, count: number, value: number): Pick<Quantity, "rest"> {
  if (BEATEN_TSP[item] === undefined || count <= value * 1.5) return {};
  // The dish needs it whole (one yolk is the least a mayonnaise is made with): the recipe's word for that.
  return { rest: whole ?? `beat it and use ${value < 0.55 ? "half" : "two-thirds"}` };
}

/** The volume a written weight is, for the words beside it: two scales that write "30 g" say the same spoons. */
function writtenTsp(amount: string, gramsPerCup: number, otherwise: number): number {
  const written = amountValue(amount);
  return written?.kind === "weight" ? (written.value / gramsPerCup) * TSP_PER_CUP : otherwise;
}

export const isWhole = (ing: Pick<Ingredient, "item" | "unit">) => COUNTED_UNITS.has(ing.unit) && !CATALOG[ing.item]?.halves;

/** Counted one by one: a plain count ("2 large eggs"), cloves, slices, sprigs. */
export const COUNTED_UNITS: ReadonlySet<Unit> = new Set<Unit>(["", "clove", "slice", "sprig"]);

/** Counted things: whole at every scale, never below one; halves where cooks halve them (an onion), a quarter below a half. */
export function countAsCooked(item: string, value: number): number {
  const halves = CATALOG[item]?.halves && value < 3;
  if (halves) return value < 3 / 8 ? 1 / 4 : Math.round(value * 2) / 2;
  return wholeCount(value);
}

function countOf(ing: Ingredient, scale: number): number {
  const value = ing.amount * (ing.notScaled ? 1 : scale);
  return COUNTED_UNITS.has(ing.unit) ? countAsCooked(ing.item, value) : value;
}

export const isWater = (item: string) => /\bwater$/i.test(item);

// "{count:1|packet|packets}" in a note: a count that goes with the amount, so it scales with it.
const COUNT = /\{count:([\d.]+)\|([^|{}]+)\|([^|{}]+)\}/g;

export function scaleNote(note: string, scale: number): string {
  return note.replace(COUNT, (_whole, n: string, singular: string, plural: string) => {
    const count = Number(n) * scale;
    return `${kitchenFraction(count)} ${count > 1 ? plural : singular}`;
  });
}

export function scaleIngredient(ing: Ingredient, scale: number, options: AmountOptions = {}): ScaledIngredient {
  const { amount, weighed, buying, rest } = quantity(ing, scale, options);
  let note = options.units === "metric" && ing.metricNote !== undefined ? ing.metricNote : ing.note;
  if (note && weighed) note = note.replace(CUP_FILLING, "");
  if (note) note = scaleNote(note, ing.notScaled ? 1 : scale);
  if (buying) note = note ? `${buying}, ${note}` : buying;
  if (rest) note = note ? `${note}; ${rest}` : rest;
  return {
    amount,
    item: ing.unit === "" && countOf(ing, scale) > 1 && ing.plural ? ing.plural : ing.item,
    ...(note ? { note } : {}),
  };
}

/** A chopped herb's weight is the catalog's; anything else's, its recipe's. */
export const gramsPerCupOf = (recipe: Pick<Recipe, "gramsPerCup">, item: string): number | undefined =>
  CATALOG[item]?.measure === "herb" ? CATALOG[item].gramsPerCup : recipe.gramsPerCup?.[item];

export function ingredientText(ing: Ingredient, scale: number, options: AmountOptions = {}): string {
  const s = scaleIngredient(ing, scale, options);
  const note = s.note ? `${s.note.startsWith("(") ? " " : ", "}${s.note}` : "";
  return `${s.amount} ${s.item}${note}`;
}

/** At a scale such as 2.7X, "3 loaves" or "32 slices", never "2 2/3 loaves"; below one, a loaf may be 2/3 of one. */
const yieldCount = (value: number): number => (value > 1 && !Number.isInteger(value) ? Math.round(value) : value);

type Serving = Recipe["servings"][number];

/** The yield's count at a scale; a piece of a size (a pizza) is one smaller piece below one, not half of one. */
export const servingCount = (s: Serving, scale: number): number =>
  s.inches ? Math.max(1, yieldCount(s.number * scale)) : yieldCount(s.number * scale);

/** How wide a round is when the dough for one of `servingCount` pieces is spread as thin as at 1X. */
export const pieceInches = (s: Serving, scale: number, inchesAt1X: number): number =>
  Math.round(inchesAt1X * Math.sqrt((s.number * scale) / Math.max(1, servingCount(s, scale))));

export function servingsText(recipe: Pick<Recipe, "servings">, scale: number, units: UnitSystem = "us"): string {
  return recipe.servings
    .map((s) => {
      const value = s.number * scale;
      if (s.measure) {
        // In metric a yield is spooned under 60 ml and read off a jug above, like what is poured: a jar of spice mix
        // at 5X is 375 ml, not 25 tablespoons.
        const tsp = value * TSP_IN[s.measure];
        return units === "us" ? usVolume(tsp) : metricPoured(tsp);
      }
      const names = units === "metric" && s.metric ? s.metric : s;
      const n = servingCount(s, scale);
      const size = s.inches ? ` (${renderMeasures(`{inch:${pieceInches(s, scale, s.inches)}}`, units)})` : "";
      return `${kitchenFraction(n)} ${n > 1 ? (names.plural ?? names.unit) : names.unit}${size}`;
    })
    .join(" · ");
}
