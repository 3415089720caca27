// A recipe's page opened from the week carries the week (`?w=`), so that page's "Add to the week" keeps it.
import { findRecipe } from "~/recipes/index";
import { scaleOf } from "~/amounts/scales";
import { parseUnitSystem, recipeParams, UNITS_PARAM } from "~/amounts/units";
import { withQuery } from "~/utils/query";
import type { RecipeSlug } from "~/recipes/types";
import { WEEK_ADD, WEEK_PARAM, weekParams, type WeekState } from "./week-href";
import { parseWeek } from "./week-address";

/** The week as `w` carries it: its days and household, not its units (the recipe page has its own). */
const carriedWeek = (week: WeekState) => new URLSearchParams(weekParams({ ...week, units: "us" })).toString();

export const recipeInWeekHref = (slug: RecipeSlug, scale: number, week: WeekState) =>
  withQuery(`/${slug}`, [...recipeParams(scale, week.units), [WEEK_PARAM, carriedWeek(week)]]);

/** The add form's recipe and scale, sent with "Open its page first": that page carrying the week, or null. */
export function openedRecipe(search: URLSearchParams): string | null {
  const recipe = findRecipe((search.get(WEEK_ADD.recipe) ?? "").trim().toLowerCase());
  if (!recipe) return null;
  const rest = new URLSearchParams([...search].filter(([name]) => !Object.values(WEEK_ADD).includes(name as never)));
  const week = parseWeek(rest);
  const scale = scaleOf(search.get(WEEK_ADD.scale) ?? "1") ?? 1;
  return recipeInWeekHref(recipe.slug, scale, {
    days: week.days,
    units: parseUnitSystem(search.get(UNITS_PARAM)),
    people: week.people,
  });
}
