// The kitchen's units and how a cook writes a number of them: the rules are in docs/recipes.md ("Amounts and
// units"); ./us-amounts and ./metric-amounts write amounts with them, ./amount-rules checks the results.
import type { Unit } from "~/recipes/types";

export const TSP_PER_TBSP = 3;
export const TSP_PER_CUP = 48;
export const TBSP_PER_STICK = 8;
export const TSP_PER_STICK = 24;
export const OZ_PER_STICK = 4;
/** Two pounds, two of the boxes a shop sells: past them butter is weighed. */
export const BUTTER_STICKS_AT_MOST = 8;
/** A US teaspoon in millilitres (a US cup is 236.6 ml). */
export const ML_PER_TSP = 4.92892;
export const G_PER_OZ = 28.3495;
export const OZ_PER_LB = 16;
export const METRIC_TSP_ML = 5;

/** Rounding an amount by less than this share of it changes nothing in the dish. */
export const TOLERANCE = 0.05;
/** 4 tbsp = 1/4 cup = 60 ml: past it, cups or millilitres. */
export const SPOON_LIMIT_TSP = 12;
export const HALF_CUPS_FROM_CUPS = 4;
/** Two quarts: past them a liquid is poured from a quart jug, not counted out by the cup. */
export const POURED_QUARTS_FROM_CUPS = 8;

/** [below, step], smallest first; water follows a jug's 50 ml marks. Under 20 g, only what is weighed at all. */
export const GRAM_STEPS: readonly [number, number][] = [
  [250, 5],
  [1000, 10],
  [Infinity, 100],
];
export const ML_STEPS: readonly [number, number][] = [
  [100, 5],
  [250, 10],
  [1000, 25],
  [Infinity, 100],
];
export const WATER_ML_STEPS: readonly [number, number][] = [
  [100, 5],
  [250, 10],
  [500, 25],
  [1000, 50],
  [Infinity, 100],
];
export const METRIC_CANS_G = [400, 800] as const;
/** What a shop's scale or a pack reads for meat, vegetables, pasta and yogurt: 450 g, not 455 g; 700 g, not 675 or 680 g. */
export const BOUGHT_GRAM_STEPS: readonly [number, number][] = [
  [250, 5],
  [500, 25],
  [1000, 50],
  [Infinity, 100],
];
/** A pinch is about 1/16 tsp: two are the 1/8 tsp spoon. */
export const PINCHES_PER_TSP = 16;

/** Things counted one by one at a scale (eggs, packets, loaves, pieces of hand work): rounded as a cook rounds, never none. */
export const wholeCount = (value: number) => Math.max(1, Math.round(value));
/** Chopped herbs: past 3 tbsp, cups or grams. */
export const HERB_SPOONS_AT_MOST_TSP = 9;
/** Under this a metric cook spoons what a spoon measures: "1 tbsp unsalted butter", not "14 g" (issue 60). */
export const LIGHTEST_WEIGHED_G = 20;
/** A recipe gives the weight per cup of what it has at least a spoonful of this weight of at 1X. */
export const SPOONFUL_WORTH_WEIGHING_G = 10;

/** Slack for comparing amounts worked out in floating point. */
export const EPS = 1e-6;

const FRACTIONS: [number, string][] = [
  [0, ""],
  [1 / 8, "1/8"],
  [1 / 4, "1/4"],
  [1 / 3, "1/3"],
  [1 / 2, "1/2"],
  [2 / 3, "2/3"],
  [3 / 4, "3/4"],
  [1, ""],
];

/** 1.5 -> "1 1/2"; eighths only as 1/8, since no measure holds 3/8, 5/8 or 7/8. */
export function kitchenFraction(value: number): string {
  let whole = Math.floor(value + EPS);
  const rest = value - whole;
  let best = FRACTIONS[0];
  for (const f of FRACTIONS) if (Math.abs(rest - f[0]) < Math.abs(rest - best[0]) - EPS) best = f;
  if (best[0] === 1) {
    whole += 1;
    best = FRACTIONS[0];
  }
  if (whole === 0 && !best[1]) return "1/8"; // never "0" for a real amount
  return [whole || "", best[1]].filter(Boolean).join(" ");
}

/** Teaspoons and ounces in each unit a recipe gives a volume or a weight in; undefined for the other units. */
export const TSP_IN: Record<"tsp" | "tbsp" | "cup" | "stick", number> & Partial<Record<Unit, number>> = {
  tsp: 1,
  tbsp: TSP_PER_TBSP,
  cup: TSP_PER_CUP,
  stick: TBSP_PER_STICK * TSP_PER_TBSP,
};
export const OZ_IN: Record<"oz" | "lb", number> & Partial<Record<Unit, number>> = { oz: 1, lb: OZ_PER_LB };

/** The step a scale or a jug reads at `value`, from a table of [below, step] that ends below Infinity. */
export function stepAt(value: number, steps: readonly [number, number][]): number {
  const found = steps.find(([below]) => value < below);
  if (!found) throw new RangeError(`No step reads ${value}`);
  return found[1];
}

export function roundToStep(value: number, steps: readonly [number, number][]): number {
  const step = stepAt(value, steps);
  return Math.round(value / step) * step;
}
