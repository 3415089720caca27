// Writes a list's address (docs/planning.md) without importing the recipes, so a recipe page's link costs its script nothing.
import { serveParams, type ServeQuery } from "~/planning/plan-fields";
import { scaleText } from "~/amounts/scales";
import type { RecipeSlug } from "~/recipes/types";
import { UNITS_PARAM, type UnitSystem } from "~/amounts/units";
import { withQuery } from "~/utils/query";

export const LIST_PATH = "/list";
export const LIST_TEXT_PATH = "/list.txt";
export const LIST_CALENDAR_PATH = "/list.ics";
export const RECIPES_PARAM = "r";
export const ADD_PARAM = "add";
export const ADD_SCALE_PARAM = "ax";

/** What a list's address says: its recipes at their scales, its units and, once it worked, its "Serve it all at". */
export interface ListState {
  /** `swap`: its swaps as a recipe page's address writes them (app/amounts/swap-recipe.ts). */
  entries: readonly { recipe: { slug: RecipeSlug }; scale: number; swap?: string }[];
  units: UnitSystem;
  serve?: ServeQuery | null;
}

// A recipe's swaps follow its scale, each after a "_" (a character a query keeps as it is): "beefstew.2.7_dry-red-wine-to-broth-vinegar".
export const SWAPS_MARK = "_";

export const recipesValue = (entries: ListState["entries"]) =>
  entries.map((e) => `${e.recipe.slug}.${scaleText(e.scale)}${e.swap ? SWAPS_MARK + e.swap.split(",").join(SWAPS_MARK) : ""}`).join(",");

/** Every link, redirect and form of a list carries these: US, the default, and an empty list are left out. */
export const listParams = ({ entries, units, serve }: ListState): [string, string][] => [
  ...(entries.length ? [[RECIPES_PARAM, recipesValue(entries)] as [string, string]] : []),
  ...(units === "us" ? [] : [[UNITS_PARAM, units] as [string, string]]),
  ...(serve ? serveParams(serve) : []),
];

/** The list's page, or its text copy or calendar file by `path`. */
export const listHref = (list: ListState, path = LIST_PATH) => withQuery(path, listParams(list));
