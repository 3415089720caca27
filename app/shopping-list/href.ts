// Writes a list's address (docs/planning.md) without importing the recipes, so a recipe page's link costs its script nothing.
import type { RecipeSlug } from "~/recipes/types";
import { UNITS_PARAM, type UnitSystem } from "~/recipes/units";

export const LIST_PATH = "/list";
export const LIST_TEXT_PATH = "/list.txt";
export const LIST_CALENDAR_PATH = "/list.ics";
export const RECIPES_PARAM = "r";
export const ADD_PARAM = "add";
export const ADD_SCALE_PARAM = "ax";
export const recipesValue = (entries: readonly { recipe: { slug: RecipeSlug }; x: number }[]) =>
  entries.map((e) => `${e.recipe.slug}.${e.x}`).join(",");

// US, the default, is left out.
export function listHref(entries: readonly { recipe: { slug: RecipeSlug }; x: number }[], units: UnitSystem, path = LIST_PATH): string {
  const query = [
    ...(entries.length ? [`${RECIPES_PARAM}=${recipesValue(entries)}`] : []),
    ...(units === "us" ? [] : [`${UNITS_PARAM}=${units}`]),
  ].join("&");
  return query ? `${path}?${query}` : path;
}
