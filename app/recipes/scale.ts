/**
 * Amounts as a cook writes them, at any multiplier: kitchen fractions for
 * cups, spoons and counted things (1/2, 1 1/3, 3/4), whole grams and
 * millilitres, and no 0.3333333.
 */
import type { Ingredient, Recipe, Unit } from "./schema";

export const MULTIPLIERS = [1, 2, 3, 4, 5] as const;
export type Multiplier = (typeof MULTIPLIERS)[number];

/** The multiplier named by a query value ("2", "3"...); anything else is 1. */
export function parseMultiplier(value: string | null | undefined): Multiplier {
  const n = Number(value);
  return (MULTIPLIERS as readonly number[]).includes(n) ? (n as Multiplier) : 1;
}

const FRACTIONS: [number, string][] = [
  [0, ""],
  [1 / 8, "1/8"],
  [1 / 4, "1/4"],
  [1 / 3, "1/3"],
  [3 / 8, "3/8"],
  [1 / 2, "1/2"],
  [5 / 8, "5/8"],
  [2 / 3, "2/3"],
  [3 / 4, "3/4"],
  [7 / 8, "7/8"],
  [1, ""],
];

/** 1.5 -> "1 1/2", 0.333 -> "1/3", 2 -> "2": the nearest eighth or third. */
export function kitchenFraction(value: number): string {
  let whole = Math.floor(value);
  const rest = value - whole;
  let best = FRACTIONS[0];
  for (const f of FRACTIONS) if (Math.abs(rest - f[0]) < Math.abs(rest - best[0])) best = f;
  if (best[0] === 1) {
    whole += 1;
    best = FRACTIONS[0];
  }
  if (whole === 0 && !best[1]) return kitchenFraction(1 / 8); // never "0" for a real amount
  return [whole || "", best[1]].filter(Boolean).join(" ");
}

const FRACTION_UNITS = new Set<Unit>(["", "cup", "tbsp", "tsp", "oz", "lb", "pinch", "clove", "can", "slice", "sprig", "bunch", "stick"]);

const PLURAL_UNITS: Partial<Record<Unit, string>> = {
  cup: "cups",
  pinch: "pinches",
  clove: "cloves",
  can: "cans",
  slice: "slices",
  sprig: "sprigs",
  bunch: "bunches",
  stick: "sticks",
};

const isWholeMultiple = (value: number, of: number) => Math.abs(value / of - Math.round(value / of)) < 1e-9;

/**
 * The amount and unit to show for `amount` of `unit` at multiplier `x`:
 * spoons that add up to a neater measure move up (3 tsp -> 1 tbsp,
 * 4 tbsp -> 1/4 cup).
 */
export function scaleQuantity(amount: number, unit: Unit, x: number): { value: number; unit: Unit } {
  let value = amount * x;
  let u = unit;
  if (u === "tsp" && value >= 3 && isWholeMultiple(value, 3)) {
    value /= 3;
    u = "tbsp";
  }
  if (u === "tbsp" && value >= 4 && isWholeMultiple(value, 4)) {
    value /= 16;
    u = "cup";
  }
  return { value, unit: u };
}

/** "1 1/2", "250", "1.25" for one amount in its unit. */
export function formatAmount(value: number, unit: Unit): string {
  if (FRACTION_UNITS.has(unit)) return kitchenFraction(value);
  if (unit === "g" || unit === "ml") return String(Math.max(1, Math.round(value)));
  // kg and l: up to two decimals, no trailing zeros.
  return String(Math.round(value * 100) / 100);
}

export function formatUnit(unit: Unit, value: number): string {
  return value > 1 && PLURAL_UNITS[unit] ? PLURAL_UNITS[unit]! : unit;
}

export interface ScaledIngredient {
  amount: string;
  unit: string;
  item: string;
  note?: string;
}

/**
 * Cup sets have no eighths: 7/8 cup is measured as 3/4 cup and 2 tbsp
 * (1/8 cup). The amount and unit for an odd number of eighths of a cup, or
 * null for any other amount.
 */
function cupsAndSpoons(value: number): { amount: string; unit: string } | null {
  const eighths = Math.round(value * 8);
  if (Math.abs(value * 8 - eighths) > 0.01 || eighths % 2 === 0) return null;
  const cups = value - 1 / 8;
  if (cups < 1e-9) return { amount: "2", unit: "tbsp" };
  return { amount: kitchenFraction(cups), unit: `${formatUnit("cup", cups)} + 2 tbsp` };
}

/** One ingredient line at multiplier `x`: {amount "1 1/2", unit "cups", item "all-purpose flour"}. */
export function scaleIngredient(ing: Ingredient, x: number): ScaledIngredient {
  const { value, unit } = scaleQuantity(ing.amount, ing.unit, x);
  const counted = unit === "";
  return {
    amount: formatAmount(value, unit),
    unit: formatUnit(unit, value),
    ...(unit === "cup" ? cupsAndSpoons(value) : null),
    item: counted && value > 1 && ing.plural ? ing.plural : ing.item,
    ...(ing.note ? { note: ing.note } : {}),
  };
}

/** The ingredient as one line of text: "1 1/2 cups all-purpose flour, sifted". */
export function ingredientText(ing: Ingredient, x: number): string {
  const s = scaleIngredient(ing, x);
  const note = s.note ? `${s.note.startsWith("(") ? " " : ", "}${s.note}` : "";
  return [s.amount, s.unit, s.item].filter(Boolean).join(" ") + note;
}

/** "4 servings · 16 pancakes", "2 loaves · 24 slices" at multiplier `x`. */
export function servingsText(recipe: Pick<Recipe, "servings">, x: number): string {
  return recipe.servings
    .map((s) => `${kitchenFraction(s.number * x)} ${s.number * x > 1 && s.plural ? s.plural : s.unit}`)
    .join(" · ");
}
