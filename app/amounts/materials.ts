// The one place that knows a recipe's materials (its pans, pots and batches) at a scale: the page, the print view and the checker ask here.
import { formatMinutes, upperFirst } from "./format";
import { wholeCount } from "./measure";
import { renderMeasures } from "./measure-tokens";
import { panPlan } from "./scaled-text";
import type { Capacity, Material, Recipe } from "~/recipes/types";
import type { UnitSystem } from "./units";

export type CapacityPlan =
  | { kind: "fits" }
  | { kind: "larger"; item: string; pots: number }
  /** In the largest piece, `minutes` each. */
  | { kind: "batches"; count: number; minutes: number; perBatch: number }
  /** The checker refuses such a recipe. */
  | { kind: "overflow" };

const EPSILON = 1e-9;

/** What a capacity's load depends on besides the scale: the pans the steps fill (Capacity.inPans). */
export type Equipped = Pick<Recipe, "materials" | "pans" | "servings">;

/** The pans the steps fill at `scale`, for a capacity counted in pans; none without `pans`. */
export const pansAt = (recipe: Pick<Recipe, "pans" | "servings">, scale: number): number | undefined =>
  recipe.pans ? panPlan(recipe, scale).reduce((t, l) => t + l.pans, 0) : undefined;

// Things counted one by one are whole: 2.7X of one loaf is three a little smaller.
const loadAt = (capacity: Capacity, scale: number, pans?: number) =>
  capacity.inPans && pans !== undefined ? pans : capacity.counted ? wholeCount(capacity.perRecipe * scale) : capacity.perRecipe * scale;

/** `pans`: the recipe's pans at `scale` (pansAt), where the capacity counts them. */
export function capacityPlan(capacity: Capacity, scale: number, pans?: number): CapacityPlan {
  const load = loadAt(capacity, scale, pans);
  if (load <= capacity.holds + EPSILON) return { kind: "fits" };
  const larger = capacity.larger?.find((l) => load <= l.holds + EPSILON);
  if (larger) return { kind: "larger", item: larger.item, pots: larger.pots ?? 1 };
  if (!capacity.batches) return { kind: "overflow" };
  const biggest = capacity.larger?.at(-1)?.holds ?? capacity.holds;
  return { kind: "batches", count: Math.ceil(load / biggest - EPSILON), minutes: capacity.batches.minutes, perBatch: biggest };
}

/**
 * How many pots an ingredient given per pot (notScaled: the pasta water's salt) goes into at `x`: what a shopping list
 * buys of it. Batches share one pot of water, so only a larger choice of two pots adds one.
 */
export function potsFor(recipe: Equipped & Pick<Recipe, "steps">, item: string, scale: number): number {
  const steps = new Set(recipe.steps.filter((s) => s.ingredients.some((i) => i.item === item && i.notScaled)).map((s) => s.num));
  const plans = capacities(recipe)
    .filter((c) => c.steps.some((s) => steps.has(s)))
    .map((c) => capacityPlan(c, scale, pansAt(recipe, scale)));
  return Math.max(1, ...plans.map((p) => (p.kind === "larger" ? p.pots : 1)));
}

const goes = (plan: CapacityPlan) => (plan.kind === "batches" ? plan.count : 1);

/**
 * The minutes batches at `x` add beyond 1X's (fewer below 1X), as prep (work by hand) or cook time, by the last step each
 * capacity names: where recipeTimes (times.ts) counts them.
 */
export function batchMinutesByStep(recipe: Equipped, scale: number): Map<string, { prep: number; cook: number }> {
  const added = new Map<string, { prep: number; cook: number }>();
  for (const c of capacities(recipe)) {
    const step = c.steps.at(-1);
    if (!c.batches || !step) continue;
    const minutes = (goes(capacityPlan(c, scale, pansAt(recipe, scale))) - goes(capacityPlan(c, 1, pansAt(recipe, 1)))) * c.batches.minutes;
    const sums = added.get(step) ?? { prep: 0, cook: 0 };
    sums[c.batches.time ?? "cook"] += minutes;
    added.set(step, sums);
  }
  return added;
}

export interface EquipmentNote {
  material: Material;
  capacity: Capacity;
  plan: CapacityPlan;
  text: string;
}

function capacities(recipe: Pick<Recipe, "materials">): Capacity[] {
  return recipe.materials.flatMap((m) => m.capacity ?? []);
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const fraction = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 10) / 10));

function noteText(material: Material, c: Capacity, plan: CapacityPlan, scale: number, pans?: number): string | null {
  const base = `the ${material.name ?? lowerFirst(material.item)}`;
  const at = `At ${scale}X`;
  switch (plan.kind) {
    case "fits":
      return null;
    case "larger":
      return `${at}, ${base} is too small for ${c.what}. Use ${plan.item}.`;
    case "overflow":
      return `${at}, ${base} is too small for ${c.what}. Work in batches.`;
    case "batches": {
      const all = formatMinutes(plan.count * plan.minutes);
      const each = `${plan.count} batches of about ${plan.minutes} minutes, about ${all} in all`;
      const how = c.batches!.how;
      if (c.counted) {
        const total = loadAt(c, scale, pans);
        const made = `${fraction(total)} ${total === 1 ? c.counted.one : c.counted.other}`;
        const perBatch = plan.perBatch === 1 ? "one" : fraction(plan.perBatch);
        return `${scale === 1 ? "" : `${at}: `}${made}, ${perBatch} at a time: ${each}. ${how}`;
      }
      // Past bigger equipment, `how` says what to batch in.
      if (c.larger?.length) return `${at}: ${c.what} in ${each}. ${how}`;
      return `${scale === 1 ? upperFirst(base) : `${at}, ${base}`} takes ${c.what} in ${each}. ${how}`;
    }
  }
}

export function equipmentNotes(recipe: Equipped, scale: number, units: UnitSystem = "us"): EquipmentNote[] {
  const notes: EquipmentNote[] = [];
  const pans = pansAt(recipe, scale);
  for (const material of recipe.materials) {
    for (const capacity of material.capacity ?? []) {
      const plan = capacityPlan(capacity, scale, pans);
      const text = noteText(material, capacity, plan, scale, pans);
      if (text) notes.push({ material, capacity, plan, text: renderMeasures(text, units) });
    }
  }
  return notes;
}

/**
 * A big pot of soup or stew cools too slowly to be safe left as it is (food safety: out of the 40-140°F range within 2
 * hours): from the recipe's `coolFast.from` its last step says how to cool it.
 */
export function coolingNote(recipe: Pick<Recipe, "coolFast">, scale: number, units: UnitSystem = "us"): string | null {
  if (!recipe.coolFast || scale < recipe.coolFast.from - EPSILON) return null;
  return renderMeasures(
    `At ${scale}X this is a big batch: cool what you keep fast. Divide it among shallow containers, no more than {inches:2} deep, and have them in the fridge within 2 hours of cooking.`,
    units,
  );
}
