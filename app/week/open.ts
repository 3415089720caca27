// A recipe's page opened from the week carries the week (`?w=`), so that page's "Add to the week" keeps it. Without
// the recipes (the week's own script imports it): the add form's "Open its page first" is week-page.server.ts's openedRecipe.
import { recipeParams } from "~/amounts/units";
import { withQuery } from "~/utils/query";
import type { RecipeSlug } from "~/recipes/types";
import { WEEK_PARAM, weekParams, type WeekState } from "./week-href";

/** The week as `w` carries it: its days and household, not its units (the recipe page has its own). */
const carriedWeek = (week: WeekState) => new URLSearchParams(weekParams({ ...week, units: "us" })).toString();

export const recipeInWeekHref = (slug: RecipeSlug, scale: number, week: WeekState) =>
  withQuery(`/${slug}`, [...recipeParams(scale, week.units), [WEEK_PARAM, carriedWeek(week)]]);
