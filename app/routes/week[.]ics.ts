import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/utils/load-context.server";
import { planCalendar, type CalendarPlan } from "~/planning/calendar";
import { calendarRefusal, calendarResponse, refused } from "~/planning/calendar-response.server";
import { serveQueryOf } from "~/planning/plan-fields";
import { readServeAt } from "~/planning/serve-at";
import { listPlans, recipePlanHref } from "~/planning/serve-all";
import { DAYS } from "~/week/week-href";
import { parseWeek } from "~/week/week-address";

/** GET /week.ics?mon=…&start=2026-12-07&serve=18:30: each day planned back from dinner; a make-ahead step the day before. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const week = parseWeek(search);
  if (week.problems.length) return refused(week.problems);
  const cooking = DAYS.filter((d) => week.days[d.key].length);
  if (!cooking.length) return refused(["The week has no recipes to plan: ?mon=beefstew.1&serve=18:30&start=2026-12-07."]);
  const start = search.get("start") ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start.trim()))
    return refused([`“${start.slice(0, 20)}” is not Monday's date: give one such as 2026-12-07.`]);
  const query = serveQueryOf(new URLSearchParams([...search].filter(([name]) => name !== "day").concat([["day", start.trim()]])));
  const first = readServeAt(query);
  if (!first?.ok || first.at.day === null) return calendarRefusal(first);
  const origin = siteOrigin(context, request);
  const plans: CalendarPlan[] = cooking.flatMap((d) => {
    const at = { ...first.at, day: first.at.day! + DAYS.indexOf(d) };
    const date = new Date(at.day * 86_400_000).toISOString().slice(0, 10);
    return listPlans(week.days[d.key], at).map(({ entry, plan }) => ({
      recipe: entry.recipe,
      scale: entry.scale,
      plan,
      pageUrl: `${origin}${recipePlanHref(entry, { ...query, day: date }, week.units)}`,
    }));
  });
  return calendarResponse(planCalendar({ plans, units: week.units, host: new URL(origin).hostname, now: new Date() }), "week-plan.ics");
}
