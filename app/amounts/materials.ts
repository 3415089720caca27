// The one place that knows a recipe's materials (its pans, pots and batches) at a scale: the page, the print view and the checker ask here.
import { formatMinutes, upperFirst } from "./format";
import { wholeCount } from "./measure";
import { renderMeasures } from "./measure-tokens";
import { panPlan } from "./scaled-text";
import type { Capacity, Material, Recipe, Replacement } from "~/recipes/types";
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
export type WithMaterials = Pick<Recipe, "materials" | "pans" | "servings">;

export const pansAt = (recipe: Pick<Recipe, "pans" | "servings">, scale: number): number | undefined =>
  recipe.pans ? panPlan(recipe, scale).reduce((t, l) => t + l.pans, 0) : undefined;

// Things counted one by one are whole: 2.7X of one loaf is three a little smaller.
const loadAt = (capacity: Capacity, scale: number, pans?: number) =>
  capacity.inPans && pans !== undefined ? pans : capacity.counted ? wholeCount(capacity.perRecipe * scale) : capacity.perRecipe * scale;

/** The bigger material a capacity needs at `scale`, if it outgrows its own and a bigger one holds it. */
const largerAt = (capacity: Capacity, scale: number, pans?: number) => {
  const load = loadAt(capacity, scale, pans);
  return load <= capacity.holds + EPSILON ? undefined : capacity.larger?.find((l) => load <= l.holds + EPSILON);
};

/** `pans`: the recipe's pans at `scale` where counted (pansAt); `floor`: a bigger replacing pot's floor, for `layer` (replacementAt). */
export function capacityPlan(capacity: Capacity, scale: number, pans?: number, floor = 1): CapacityPlan {
  const load = loadAt(capacity, scale, pans);
  const holds = capacity.holds * (capacity.layer ? floor : 1);
  if (load <= holds + EPSILON) return { kind: "fits" };
  const larger = largerAt(capacity, scale, pans);
  if (larger) return { kind: "larger", item: larger.item, pots: larger.pots ?? 1 };
  if (!capacity.batches) return { kind: "overflow" };
  const biggest = capacity.larger?.at(-1)?.holds ?? holds;
  return { kind: "batches", count: Math.ceil(load / biggest - EPSILON), minutes: capacity.batches.minutes, perBatch: biggest };
}

/** The bigger pot the whole recipe moves into at `scale` (the stew's from 1.6X), or null: the material as written. */
function replacementAt(material: Material, scale: number, pans?: number): Replacement | null {
  for (const c of material.capacity ?? []) {
    // Past the biggest, the batches are worked in it.
    const larger =
      largerAt(c, scale, pans) ?? (loadAt(c, scale, pans) > (c.larger?.at(-1)?.holds ?? Infinity) ? c.larger?.at(-1) : undefined);
    if (!larger || larger.apart) continue;
    // A pot on its own (a saucepan, a sheet) is replaced by the bigger one as its note says; a pot with other capacities
    // says how (the checker asks), and what its floor browns.
    const line = larger.item.replace(/^(a|an) /, "");
    return larger.replaces ?? { line, name: `the ${line.replace(/,.*$/, "")}`, floor: 1 };
  }
  return null;
}

/** A capacity's plan at `scale`, in the pot the page tells the cook to use: a bigger pot browns more at a time. */
function planIn(recipe: WithMaterials, material: Material, capacity: Capacity, scale: number): CapacityPlan {
  const pans = pansAt(recipe, scale);
  return capacityPlan(capacity, scale, pans, capacity.layer ? (replacementAt(material, scale, pans)?.floor ?? 1) : 1);
}

/** Pots an ingredient given per pot (the pasta water's salt) goes into at `x`: batches share one, two larger pots add one. */
export function potsFor(recipe: WithMaterials & Pick<Recipe, "steps">, item: string, scale: number): number {
  const steps = new Set(recipe.steps.filter((s) => s.ingredients.some((i) => i.item === item && i.notScaled)).map((s) => s.num));
  const plans = capacities(recipe)
    .filter((c) => c.steps.some((s) => steps.has(s)))
    .map((c) => capacityPlan(c, scale, pansAt(recipe, scale)));
  return Math.max(1, ...plans.map((p) => (p.kind === "larger" ? p.pots : 1)));
}

const goes = (plan: CapacityPlan) => (plan.kind === "batches" ? plan.count : 1);

/** The minutes batches at `x` add beyond 1X's, as prep or cook, in the last step each capacity names (for recipeTimes). */
export function batchMinutesByStep(recipe: WithMaterials, scale: number): Map<string, { prep: number; cook: number }> {
  const added = new Map<string, { prep: number; cook: number }>();
  for (const [m, c] of recipe.materials.flatMap((m) => (m.capacity ?? []).map((c) => [m, c] as const))) {
    const step = c.steps.at(-1);
    if (!c.batches || !step) continue;
    // Whole minutes, as every time a page writes (the tortillas' batches are a minute and a half).
    const minutes = Math.round((goes(planIn(recipe, m, c, scale)) - goes(planIn(recipe, m, c, 1))) * c.batches.minutes);
    const sums = added.get(step) ?? { prep: 0, cook: 0 };
    sums[c.batches.time ?? "cook"] += minutes;
    added.set(step, sums);
  }
  return added;
}

export interface MaterialNote {
  material: Material;
  capacity: Capacity;
  plan: CapacityPlan;
  text: string;
  /** The steps it shows in: a pot the whole recipe moves into is named from the first step that uses it. */
  steps: string[];
  /** In the Materials list, where it says other than in the steps (beside the pot it replaces). */
  listText: string;
}

function capacities(recipe: Pick<Recipe, "materials">): Capacity[] {
  return recipe.materials.flatMap((m) => m.capacity ?? []);
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const fraction = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 10) / 10));

/** The steps that use a material: from the first any of its capacities names. */
const firstStep = (recipe: Pick<Recipe, "steps">, material: Material) => {
  const named = new Set((material.capacity ?? []).flatMap((c) => c.steps));
  return recipe.steps.find((s) => named.has(s.num))?.num;
};

/** The Materials list's line for a material at `scale`: the bigger pot the recipe moves into, where it does. */
export function materialLine(recipe: WithMaterials, material: Material, scale: number): string {
  return replacementAt(material, scale, pansAt(recipe, scale))?.line ?? material.item;
}

function noteText(
  material: Material,
  c: Capacity,
  plan: CapacityPlan,
  scale: number,
  pans?: number,
  first?: string,
): string | { text: string; listText: string } | null {
  const replaced = c.layer ? replacementAt(material, scale, pans) : null;
  const base = replaced?.name ?? `the ${material.name ?? lowerFirst(material.item)}`;
  const at = `At ${scale}X`;
  switch (plan.kind) {
    case "fits":
      return null;
    case "larger": {
      const larger = largerAt(c, scale, pans);
      if (larger?.apart) return `${at}, ${base} is too small for ${c.what}. Use ${plan.item}.`;
      // The list names the bigger one in its place, and says what it stands in for.
      const listText = `${at}, in place of the recipe's ${lowerFirst(material.item)}, which is too small for ${c.what}.`;
      if (!larger?.replaces || first === c.steps[0])
        return { text: `${at}, ${base} is too small for ${c.what}. Use ${plan.item}.`, listText };
      // The whole recipe moves into it from a step before those it is too small for: the step says so.
      return {
        text: `${at}, ${first ? `from step ${first} ` : ""}use ${plan.item}: the recipe's own pot is too small for ${c.what}.`,
        listText,
      };
    }
    case "overflow":
      return `${at}, ${base} is too small for ${c.what}. Work in batches.`;
    case "batches": {
      const all = formatMinutes(Math.round(plan.count * plan.minutes));
      const each = `${plan.count} batches of about ${plan.minutes} minutes, about ${all} in all`;
      const how = c.batches!.how;
      if (c.counted) {
        const total = loadAt(c, scale, pans);
        const made = `${fraction(total)} ${total === 1 ? c.counted.one : c.counted.other}`;
        const perBatch = plan.perBatch === 1 ? "one" : fraction(plan.perBatch);
        return `${scale === 1 ? "" : `${at}: `}${made}, ${perBatch} at a time: ${each}. ${how}`;
      }
      // Past bigger materials, `how` says what to batch in.
      if (c.larger?.length) return `${at}: ${c.what} in ${each}. ${how}`;
      return `${scale === 1 ? upperFirst(base) : `${at}, ${base}`} takes ${c.what} in ${each}. ${how}`;
    }
  }
}

export function materialNotes(recipe: WithMaterials & Pick<Recipe, "steps">, scale: number, units: UnitSystem = "us"): MaterialNote[] {
  const notes: MaterialNote[] = [];
  const pans = pansAt(recipe, scale);
  for (const material of recipe.materials) {
    const first = firstStep(recipe, material);
    for (const capacity of material.capacity ?? []) {
      const plan = planIn(recipe, material, capacity, scale);
      const note = noteText(material, capacity, plan, scale, pans, first);
      if (!note) continue;
      const { text, listText } = typeof note === "string" ? { text: note, listText: note } : note;
      const steps = typeof note === "string" || !first ? capacity.steps : [...new Set([first, ...capacity.steps])];
      notes.push({ material, capacity, plan, steps, text: renderMeasures(text, units), listText: renderMeasures(listText, units) });
    }
  }
  return notes;
}

/** From `coolFast.from` a big pot cools too slowly to be safe (40-140°F within 2 hours): its last step says how. */
export function coolingNote(recipe: Pick<Recipe, "coolFast">, scale: number, units: UnitSystem = "us"): string | null {
  if (!recipe.coolFast || scale < recipe.coolFast.from - EPSILON) return null;
  return renderMeasures(
    `At ${scale}X this is a big batch: cool what you keep fast. Divide it among shallow containers, no more than {inches:2} deep, and have them in the fridge within 2 hours of cooking.`,
    units,
  );
}
