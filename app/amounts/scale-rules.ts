// What issue 60 found a cook would not write, as named checks of a written line against the amount it stands for
// (the exact scale) and against the same line at the other scales. ./amount-rules reads one amount by itself.
import { amountValue, parseAmount } from "./amount-text";
import { BEATEN_TSP } from "./catalog-amounts";
import { catalogEntry } from "./catalog";
import { PINCHES_PER_TSP, TSP_IN } from "./measure";
import { COUNTED_UNITS, isButter } from "./scale";
import type { Ingredient } from "~/recipes/types";
import type { UnitSystem } from "./units";

/** One line as a page writes it: the list's or a step's, at one scale in one system. */
export interface WrittenLine {
  ing: Ingredient;
  scale: number;
  units: UnitSystem;
  amount: string;
  note?: string;
  /** A step's share of its list line: part of what was weighed, in the scale's 5 g steps. */
  share?: boolean;
}

/** What the recipe asks for at the scale, in the ingredient's own unit. */
const exactOf = (line: Pick<WrittenLine, "ing" | "scale">) => line.ing.amount * (line.ing.notScaled ? 1 : line.scale);

const grams = (amount: string) => {
  const parts = parseAmount(amount)?.parts ?? [];
  return parts.length && parts.every((p) => p.unit === "g" || p.unit === "kg")
    ? parts.reduce((t, p) => t + p.value * (p.unit === "kg" ? 1000 : 1), 0)
    : undefined;
};
/** A recipe's own grams at the scale, to the gram: a baker's amount, written as it is. */
const ownGrams = (line: WrittenLine, g: number) =>
  (line.ing.unit === "g" || line.ing.unit === "kg") && Math.abs(g - Math.round(exactOf(line) * (line.ing.unit === "kg" ? 1000 : 1))) < 0.5;
const isMultiple = (value: number, of: number) => Math.abs(value / of - Math.round(value / of)) < 1e-6;

/** Under 20 g a metric cook spoons what they spoon ("14 g butter" is a tablespoon converted); what is weighed, in 5 g steps. */
export function smallWeight(line: WrittenLine): string | null {
  const g = grams(line.amount);
  if (g === undefined || g >= 20 || ownGrams(line, g)) return null;
  const measure = catalogEntry(line.ing.item).measure;
  const weighs = measure === "weigh" || measure === "herb" || line.share || g / line.scale >= 19;
  if (!weighs) return `"${line.amount}": under 20 g a cook spoons it`;
  return isMultiple(g, 5) ? null : `"${line.amount}": under 20 g a scale is read in 5 g steps`;
}

/** Large weights: from 250 g, 10 g steps (what is bought, a shop's 25 g); from 1 kg, 50 g steps; a recipe's own grams as they are. */
export function largeWeight(line: WrittenLine): string | null {
  const g = grams(line.amount);
  if (g === undefined || g < 250 || ownGrams(line, g)) return null;
  const step = g >= 1000 ? 50 : catalogEntry(line.ing.item).measure === "weigh" ? 25 : 10;
  return isMultiple(g, step) ? null : `"${line.amount}": from ${g >= 1000 ? "1 kg" : "250 g"} a scale is read in ${step} g steps`;
}

/** Counted things a cook cannot cut by eye (an egg): within 1.5x of the exact scale, or a word ("beat it and use half"). */
export function countNearExact(line: WrittenLine): string | null {
  if (!COUNTED_UNITS.has(line.ing.unit) || BEATEN_TSP[line.ing.item] === undefined) return null;
  const written = parseAmount(line.amount)?.parts[0]?.value;
  const exact = exactOf(line);
  if (written === undefined || (written <= exact * 1.5 && written >= exact / 1.5)) return null;
  return /\buse\b/.test(line.note ?? "") ? null : `"${line.amount}" for ${exact.toFixed(2)}, with no word on how much of it to use`;
}

/** Spoons a cook can tell apart: within 15% of the exact scale, or a quarter teaspoon for a small amount. */
const SPOONS_NEAR = 0.15;
const SPOONS_NEAR_TSP = 0.25;
/** Notes that say the amount follows the pot, the pan or the taste rather than the rest of the recipe. */
const FOLLOWS = /\b(per pot|per bowl|for the pan|to taste|for dusting|for rolling|for kneading|for greasing)\b/;

/** Spoons far from the exact scale: "1 tbsp + 1 tsp kosher salt" where 3.2 tsp is exact is a quarter more salt. */
export function spoonNearExact(line: WrittenLine): string | null {
  const parts = parseAmount(line.amount)?.parts ?? [];
  if (!parts.length || !parts.every((p) => p.unit === "tsp" || p.unit === "tbsp" || p.unit === "pinch")) return null;
  if (line.ing.notScaled || FOLLOWS.test(`${line.ing.note ?? ""} ${line.note ?? ""}`)) return null;
  const perUnit = line.ing.unit === "pinch" ? 1 / PINCHES_PER_TSP : TSP_IN[line.ing.unit];
  if (perUnit === undefined) return null;
  const exact = exactOf(line) * perUnit;
  const written = amountValue(line.amount, isButter(line.ing.item))?.value;
  if (written === undefined) return null;
  const off = Math.abs(written - exact);
  if (off <= Math.max(SPOONS_NEAR * exact, SPOONS_NEAR_TSP) + 1e-9) return null;
  return `"${line.amount}" where ${Math.round(exact * 100) / 100} tsp is exact (${Math.round(((written - exact) / exact) * 100)}%)`;
}

type Measure = "volume" | "weight" | "packet" | "can" | "count";
const MEASURE_OF: Record<string, Measure> = {
  tsp: "volume",
  tbsp: "volume",
  cup: "volume",
  quart: "volume",
  stick: "volume",
  pinch: "volume",
  ml: "volume",
  L: "volume",
  g: "weight",
  kg: "weight",
  oz: "weight",
  lb: "weight",
  packet: "packet",
  sachet: "packet",
  can: "can",
};
const measureOf = (amount: string): Measure => MEASURE_OF[parseAmount(amount)?.parts[0]?.unit ?? ""] ?? "count";
/** Words that name each measure, for a line that keeps the old one in words: "5 lb (about 18 1/2 cups)". */
const WORDS: Record<Measure, RegExp> = {
  volume: /\b(tsp|tbsp|cups?|quarts?|sticks?|ml|L)\b/,
  weight: /\b(g|kg|oz|lb)\b/,
  packet: /\b(packets?|sachets?)\b/,
  can: /\bcans?\b/,
  count: /\d/,
};

/** One measure per line across the scales (`lines`, by scale): from 1/2X up it switches at most once, keeping the old in words. */
export function oneMeasure(lines: readonly WrittenLine[]): string | null {
  const sorted = [...lines].sort((a, b) => a.scale - b.scale);
  const seen: { measure: Measure; from: WrittenLine }[] = [];
  for (const line of sorted) {
    const measure = measureOf(line.amount);
    if (seen.at(-1)?.measure !== measure) seen.push({ measure, from: line });
  }
  const say = () => seen.map((s) => `"${s.from.amount}" at ${s.from.scale}X`).join(", then ");
  if (seen.length > 2) return `measured ${seen.length} ways: ${say()}`;
  if (seen.length === 2) {
    const old = WORDS[seen[0].measure];
    const bare = sorted.find((l) => l.scale >= seen[1].from.scale && !old.test(l.note ?? ""));
    if (bare) return `${say()}, and "${bare.amount}" at ${bare.scale}X no longer says the ${seen[0].measure} in words`;
  }
  return null;
}

/** A can holds what the line asks of it: never "(use about 2 cups)" from a can of 1 3/4 cups. Cans given by the cup. */
export function canHolds(line: WrittenLine): string | null {
  const cans = /^(\d+(?: 1\/2)?|1\/2) cans? \((\d+(?: 1\/2)?) (oz|g)( each)?\)$/.exec(line.amount);
  const use = /use about ([^)]+)\)/.exec(line.note ?? "")?.[1];
  if (!cans || !use) return null;
  const count = parseAmount(cans[1])?.parts[0]?.value ?? NaN;
  const size = parseAmount(cans[2])?.parts[0]?.value ?? NaN;
  const entry = catalogEntry(line.ing.item);
  const smallOz = entry.cans?.[0] ?? 15;
  // A metric tin is counted as the small US can: 400 g and 15 oz are the same can on a shelf.
  const smalls = count * (cans[3] === "g" ? size / 400 : size / smallOz) || NaN;
  const heldTsp = smalls * (entry.cupsPerCan ?? 1.75) * 48;
  const asked = amountValue(use)?.value ?? NaN;
  return asked > heldTsp * 1.02 ? `"${line.amount}" holds about ${Math.round(heldTsp / 12) / 4} cups, not "${use}"` : null;
}
