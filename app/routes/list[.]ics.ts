import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/utils/load-context.server";
import { planCalendar } from "~/planning/calendar";
import { calendarRefusal, calendarResponse, refused } from "~/planning/calendar-response.server";
import { serveQueryOf } from "~/planning/plan-fields";
import { readServeAt } from "~/planning/serve-at";
import { parseList } from "~/shopping-list/list-address";
import { listPlans, recipePlanHref } from "~/planning/serve-all";

/** GET /list.ics?r=…&serve=18:30&day=2026-11-25: when to begin and the waits of every recipe on a list, planned for one time to eat. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const list = parseList(search);
  if (list.problems.length) return refused(list.problems);
  if (!list.entries.length) return refused(["The list has no recipes to plan: ?r=beefstew.1,cucumbertomatosalad.1."]);
  const query = serveQueryOf(search);
  const serve = readServeAt(query);
  if (!serve?.ok || serve.at.day === null) return calendarRefusal(serve);
  const origin = siteOrigin(context, request);
  const body = planCalendar({
    plans: listPlans(list.entries, serve.at).map(({ entry, plan }) => ({
      recipe: entry.recipe,
      scale: entry.scale,
      plan,
      pageUrl: `${origin}${recipePlanHref(entry, query, list.units)}`,
    })),
    units: list.units,
    host: new URL(origin).hostname,
    now: new Date(),
  });
  return calendarResponse(body, "serve-all-plan.ics");
}
