import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/utils/load-context.server";
import { planCalendar } from "~/planning/calendar";
import { calendarRefusal, calendarResponse, errorTexts, plainText, refused } from "~/planning/calendar-response.server";
import { recipeView, viewQuery } from "~/recipe-page/view";
import { recipePageParams } from "~/recipe-page/page-params";
import { findRecipe } from "~/recipes/index";

/** GET /<recipe>/plan.ics?serve=18:30&day=2026-11-25 (and the page's scale and units): the serve-at plan as calendar events: when to begin, and each long wait. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const recipe = findRecipe(params.slug ?? "");
  if (!recipe) return plainText("No such recipe.\n", 404);
  const view = recipeView(recipe, recipePageParams(new URL(request.url).searchParams));
  if (view.have && !view.have.ok) return refused(errorTexts(view.have.errors));
  if (!view.serve?.ok || !view.plan || view.plan.at.day === null) return calendarRefusal(view.serve);
  const origin = siteOrigin(context, request);
  const body = planCalendar({
    plans: [{ recipe, scale: view.scale, plan: view.plan, pageUrl: `${origin}/${recipe.slug}${viewQuery(view)}` }],
    units: view.units,
    host: new URL(origin).hostname,
    now: new Date(),
  });
  return calendarResponse(body, `${recipe.slug}-plan.ics`);
}
