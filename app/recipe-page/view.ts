import { parseMultiplier } from "~/recipes/scale";
import type { Recipe } from "~/recipes/schema";
import { parseUnitSystem, recipeQuery, UNITS_PARAM, type UnitSystem } from "~/recipes/units";
import { haveFactor, type HaveQuery, type HaveResult } from "./have";
import { recipePageParams } from "./params";
import { readServeAt, servePlan, type ServePlan, type ServeQuery, type ServeResult } from "./serve-plan";

/** How a recipe page is shown: its scale and units, and the reader's two planning forms as they came in. */
export interface RecipeView {
  x: number;
  units: UnitSystem;
  haveQuery: HaveQuery;
  /** null when the "scale to what you have" form was not sent. */
  have: HaveResult | null;
  serveQuery: ServeQuery;
  serve: ServeResult | null;
  plan: ServePlan | null;
}

const sent = (query: Record<string, string | null>) => Object.values(query).some((v) => v !== null);

/** The page's view from its query: the loader (for the status) and the component (with or without a new load) both read it here. */
export function recipeView(recipe: Recipe, search: URLSearchParams): RecipeView {
  const params = recipePageParams(search);
  const units = parseUnitSystem(search.get(UNITS_PARAM));
  const have = sent(params.have) ? haveFactor(recipe, params.have, units) : null;
  const x = have?.ok ? have.factor : parseMultiplier(search.get("x"));
  const serve = readServeAt(params.serve);
  return {
    x,
    units,
    haveQuery: params.have,
    have,
    serveQuery: params.serve,
    serve,
    plan: serve?.ok ? servePlan(recipe, x, serve.at) : null,
  };
}

/** The query that shows this view: its scale (by what the reader has, unless `have` is false), units and, unless `serve` is false, serving time. */
export function viewQuery(view: RecipeView, { serve = true, have = true }: { serve?: boolean; have?: boolean } = {}): string {
  const byHave = have && view.have?.ok;
  const params = new URLSearchParams(recipeQuery(byHave ? 1 : view.x, view.units));
  if (byHave) for (const [k, v] of Object.entries(view.haveQuery)) params.set(k, v ?? "");
  if (serve && view.serve?.ok) for (const [k, v] of Object.entries(view.serveQuery)) if (v) params.set(k, v);
  const query = params.toString();
  return query ? `?${query}` : "";
}
