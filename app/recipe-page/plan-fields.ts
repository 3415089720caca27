import { G_PER_OZ, ML_PER_TSP, OZ_PER_LB, TBSP_PER_STICK, TSP_PER_CUP, TSP_PER_TBSP } from "~/recipes/measure";
import { ingredientsOf, type Ingredient, type Recipe } from "~/recipes/types";

// Only what the browser needs: the plan and factor are worked out in the loader (./view.ts).

export const HAVE_FIELDS = { have: "have", amount: "amount", unit: "unit" } as const;
export const AMOUNT_MAX_LENGTH = 20;
export const SERVE_FIELDS = { serve: "serve", day: "day" } as const;

type Kind = "volume" | "weight" | "count";
/** `each`: one of the unit in teaspoons, grams or pieces. */
export const HAVE_UNITS: { value: string; label: string; kind: Kind; each: number }[] = [
  { value: "g", label: "g", kind: "weight", each: 1 },
  { value: "kg", label: "kg", kind: "weight", each: 1000 },
  { value: "oz", label: "oz", kind: "weight", each: G_PER_OZ },
  { value: "lb", label: "lb", kind: "weight", each: G_PER_OZ * OZ_PER_LB },
  { value: "ml", label: "ml", kind: "volume", each: 1 / ML_PER_TSP },
  { value: "l", label: "litres", kind: "volume", each: 1000 / ML_PER_TSP },
  { value: "tsp", label: "tsp", kind: "volume", each: 1 },
  { value: "tbsp", label: "tbsp", kind: "volume", each: TSP_PER_TBSP },
  { value: "cup", label: "cups", kind: "volume", each: TSP_PER_CUP },
  { value: "stick", label: "sticks (butter)", kind: "volume", each: TBSP_PER_STICK * TSP_PER_TBSP },
  { value: "count", label: "whole ones (eggs, cans, cloves…)", kind: "count", each: 1 },
];

export function haveChoices(recipe: Recipe): Ingredient[] {
  const seen = new Set<string>();
  return ingredientsOf(recipe).filter((ing) => !ing.notScaled && !seen.has(ing.item) && seen.add(ing.item));
}

export type HaveQuery = Record<keyof typeof HAVE_FIELDS, string | null>;
export type ServeQuery = Record<keyof typeof SERVE_FIELDS, string | null>;
export type HaveErrors = Partial<Record<keyof typeof HAVE_FIELDS, string>>;
export type ServeErrors = Partial<Record<keyof typeof SERVE_FIELDS, string>>;

export interface Planning {
  have: { query: HaveQuery; errors: HaveErrors | null; factor: number | null; result: string | null } | null;
  serve: {
    query: ServeQuery;
    errors: ServeErrors | null;
    plan: { start: string; note: string; calendarHref: string | null; steps: Record<string, { time: string; how: string }> } | null;
  } | null;
}

const sentIn = (search: URLSearchParams, fields: Record<string, string>) => Object.values(fields).some((f) => search.has(f));

/** A 1X-5X or units link leaves "what you have" behind without a new load. */
export function currentPlanning(planning: Planning, search: URLSearchParams): Planning {
  return { have: sentIn(search, HAVE_FIELDS) ? planning.have : null, serve: sentIn(search, SERVE_FIELDS) ? planning.serve : null };
}

/** Such an address needs its loader, whatever else changed. */
export const carriesPlan = (search: URLSearchParams) => sentIn(search, HAVE_FIELDS) || sentIn(search, SERVE_FIELDS);

export function keptPlan(planning: Planning, keepHave: boolean): [string, string][] {
  const kept: [string, string][] = [];
  if (keepHave && planning.have?.factor)
    kept.push(...Object.entries(planning.have.query).map(([k, v]) => [k, v ?? ""] as [string, string]));
  if (planning.serve?.plan) for (const [k, v] of Object.entries(planning.serve.query)) if (v) kept.push([k, v]);
  return kept;
}
