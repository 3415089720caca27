import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/context.server";
import { planCalendar } from "~/planning/calendar";
import { calendarResponse, plainText } from "~/planning/calendar-response.server";
import { serveQueryOf } from "~/planning/plan-fields";
import { readServeAt, servePlan } from "~/planning/serve-plan";
import { parseList } from "~/shopping-list/address";
import { recipePlanHref } from "~/planning/serve-all";

/** GET /list.ics?r=…&serve=18:30&day=2026-11-25: when to begin and the waits of every recipe on a list, planned for one time to eat. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const list = parseList(search);
  if (list.problems.length) return plainText(`${list.problems.join("\n")}\n`, 400);
  if (!list.entries.length) return plainText("The list has no recipes to plan: ?r=beefstew.1,cucumbertomatosalad.1.\n", 400);
  const query = serveQueryOf(search);
  const serve = readServeAt(query);
  if (!serve) return plainText("Say when to eat: ?serve=18:30&day=2026-11-25.\n", 400);
  if (!serve.ok) return plainText(`${Object.values(serve.errors).join("\n")}\n`, 400);
  const plans = list.entries.map((entry) => ({ entry, plan: servePlan(entry.recipe, entry.x, serve.at) }));
  if (serve.at.day === null) return plainText("Give the day to eat (day=2026-11-25) for a calendar file.\n", 400);
  const origin = siteOrigin(context, request);
  const body = planCalendar({
    plans: plans.map(({ entry, plan }) => ({
      recipe: entry.recipe,
      x: entry.x,
      plan,
      pageUrl: `${origin}${recipePlanHref(entry, query, list.units)}`,
    })),
    units: list.units,
    host: new URL(origin).hostname,
    now: new Date(),
  });
  return calendarResponse(body, "meal-plan.ics");
}
