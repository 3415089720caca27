import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/context.server";
import { planCalendar } from "~/planning/calendar";
import { calendarResponse, plainText as text } from "~/planning/calendar-response.server";
import { recipeView, viewQuery } from "~/recipe-page/view";
import { findRecipe } from "~/recipes/index";

/** GET /<recipe>/plan.ics?serve=18:30&day=2026-11-25 (and the page's scale and units): the serve-at plan as calendar events: when to begin, and each long wait. */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  const recipe = findRecipe(params.slug ?? "");
  if (!recipe) return text("No such recipe.\n", 404);
  const view = recipeView(recipe, new URL(request.url).searchParams);
  if (view.have && !view.have.ok) return text(`${Object.values(view.have.errors).join("\n")}\n`, 400);
  if (!view.serve) return text("Say when to eat: ?serve=18:30&day=2026-11-25.\n", 400);
  if (!view.serve.ok) return text(`${Object.values(view.serve.errors).join("\n")}\n`, 400);
  if (!view.plan || view.plan.at.day === null) return text("Give the day to eat (day=2026-11-25) for a calendar file.\n", 400);
  const origin = siteOrigin(context, request);
  const body = planCalendar({
    plans: [{ recipe, x: view.x, plan: view.plan, pageUrl: `${origin}/${recipe.slug}${viewQuery(view)}` }],
    units: view.units,
    host: new URL(origin).hostname,
    now: new Date(),
  });
  return calendarResponse(body, `${recipe.slug}-plan.ics`);
}
