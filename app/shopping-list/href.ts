// Writes a list's address (docs/planning.md) without importing the recipes, so a recipe page's link costs its script nothing.
import type { RecipeSlug } from "~/recipes/types";
import { UNITS_PARAM, type UnitSystem } from "~/recipes/units";

export const LIST_PATH = "/list";
export const LIST_TEXT_PATH = "/list.txt";
/** The list's recipes: `slug.scale`, comma-separated. */
export const RECIPES_PARAM = "r";
/** The "Add a recipe" form's fields: folded into `r`, then the reader is sent to the list's own address. */
export const ADD_PARAM = "add";
export const ADD_SCALE_PARAM = "ax";
export const recipesValue = (entries: readonly { recipe: { slug: RecipeSlug }; x: number }[]) =>
  entries.map((e) => `${e.recipe.slug}.${e.x}`).join(",");

/** The address of a list: "/list?r=pancakes.2,marinara.1&units=metric" (US, the default, is left out). */
export function listHref(entries: readonly { recipe: { slug: RecipeSlug }; x: number }[], units: UnitSystem, path = LIST_PATH): string {
  const query = [
    ...(entries.length ? [`${RECIPES_PARAM}=${recipesValue(entries)}`] : []),
    ...(units === "us" ? [] : [`${UNITS_PARAM}=${units}`]),
  ].join("&");
  return query ? `${path}?${query}` : path;
}
