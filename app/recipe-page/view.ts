import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/recipes/units";
import { formatMinutes } from "~/recipes/format";
import { scaleIngredient } from "~/recipes/scale";
import { factorText, haveFactor, type HaveResult } from "./have";
import { recipePageParams } from "./params";
import { pageQuery, type HaveQuery, type Planning, type ServeQuery } from "./plan-fields";
import {
  clockText,
  dayText,
  dayValue,
  nearestQuietServe,
  pieceName,
  planMoment,
  quietOverlap,
  readServeAt,
  servePlan,
  timeValue,
  turnMinutes,
  type PlannedStep,
  type QuietHours,
  type ServeAt,
  type ServePlan,
  type ServeResult,
} from "./serve-plan";

/** How a recipe page is shown: its scale and units, and the reader's two planning forms as they came in. */
export interface RecipeView {
  x: number;
  units: UnitSystem;
  haveQuery: HaveQuery;
  /** null when the "scale to what you have" form was not sent. */
  have: HaveResult | null;
  serveQuery: ServeQuery;
  serve: ServeResult | null;
  plan: ServePlan | null;
}

const sent = (query: Record<string, string | null>) => Object.values(query).some((v) => v !== null);

/** The page's view from its query: the loader (for the status) and the component (with or without a new load) both read it here. */
export function recipeView(recipe: Recipe, search: URLSearchParams): RecipeView {
  const params = recipePageParams(search);
  const { units } = params;
  const have = sent(params.have) ? haveFactor(recipe, params.have, units) : null;
  const x = have?.ok ? have.factor : params.x;
  const serve = readServeAt(params.serve);
  return {
    x,
    units,
    haveQuery: params.have,
    have,
    serveQuery: params.serve,
    serve,
    plan: serve?.ok ? servePlan(recipe, x, serve.at) : null,
  };
}

/** The query that shows this view: its scale (by what the reader has, unless `have` is false), units and, unless `serve` is false, serving time. */
export function viewQuery(view: RecipeView, { serve = true, have = true }: { serve?: boolean; have?: boolean } = {}): string {
  return pageQuery({
    x: view.x,
    units: view.units,
    have: have && view.have?.ok ? view.haveQuery : null,
    serve: serve && view.serve?.ok ? view.serveQuery : null,
  });
}

function startText(plan: ServePlan, start: number, units: UnitSystem): { clock: string; day: string } {
  const moment = planMoment(plan, start);
  return { clock: clockText(moment.minutes, units), day: dayText(plan, moment.dayOffset) };
}

/**
 * When to begin one step, and for how long: "Start 7:10 pm, the day before" and "14 hrs". `wait`: the minutes the plan
 * gives a wait it chose within its range, which the step's timer then counts (the bread's 14-hour rise, not 12).
 */
export function stepText(step: PlannedStep, plan: ServePlan, units: UnitSystem): { time: string; how: string; wait?: number } {
  const { clock, day } = startText(plan, step.start, units);
  const into = step.start - (plan.steps.find((s) => s.num === step.beside)?.start ?? 0);
  const [low, high] = step.range;
  // A wait the plan cut back within its range says so: "12 hrs 55 mins, within its 12 to 14 hrs".
  const chosen = step.source === "step" && step.minutes < high ? `, within its ${formatMinutes(low)} to ${formatMinutes(high)}` : "";
  // Staggered, the step is told once, for the first piece, and when each next one begins it.
  const own = turnMinutes(step);
  const rounds = step.rounds.length
    ? ` each; the next ${pieceName(plan)} at ${listText(step.rounds.map((r) => startText(plan, r, units).clock))}`
    : "";
  const how =
    step.source === "beside"
      ? `${into ? `${formatMinutes(into)} into` : "alongside"} step ${step.beside}`
      : `${formatMinutes(own)}${chosen}${step.batches > 0 && !step.rounds.length ? `, with ${formatMinutes(step.batches)} more for the batches` : ""}${rounds}`;
  const wait = own - step.handsOn;
  return { time: `Start ${clock}${day ? `, ${day}` : ""}`, how, ...(step.source === "step" && low < high && wait > 0 ? { wait } : {}) };
}

const listText = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** "10:00 pm and 7:00 am". */
export const quietText = (quiet: QuietHours, units: UnitSystem) => `${clockText(quiet.from, units)} and ${clockText(quiet.to, units)}`;

/** The first step the plan puts in the quiet hours, and when. */
function firstQuietStep(plan: ServePlan): { step: PlannedStep; at: number } | null {
  const quiet = plan.at.quiet;
  if (!quiet) return null;
  const base = plan.at.minutes - plan.length;
  for (const s of [...plan.steps].sort((a, b) => a.start - b.start)) {
    const at = [s.start, ...s.rounds].find((r) => quietOverlap(base + r, base + r + s.handsOn, quiet));
    if (at !== undefined) return { step: s, at };
  }
  return null;
}

/** What the quiet hours did to a plan, in words: null without quiet hours. */
export function quietNote(plan: ServePlan, { title, keeps }: Pick<Recipe, "title" | "keeps">, units: UnitSystem): string | null {
  const quiet = plan.at.quiet;
  if (!quiet) return null;
  const hours = quietText(quiet, units);
  if (plan.quietMinutes === 0) return `Nothing needs your hands between ${hours}; only waits run through the night.`;
  const first = firstQuietStep(plan);
  const when = first ? `step ${first.step.num} needs you at ${startText(plan, first.at, units).clock}` : "some steps need you then";
  const why = keeps ? `it keeps only ${formatMinutes(keeps.minutes)} once made` : "it is best eaten as soon as it is made";
  // Only a plan with a wait to choose within could have moved it further.
  const waits = plan.steps.some((s) => s.source === "step" && s.range[0] < s.range[1] && s.wait > 0)
    ? ", and its waits cannot stretch far enough"
    : "";
  return (
    `No plan for ${title} keeps you free from ${clockText(quiet.from, units)} to ${clockText(quiet.to, units)} at this time: ${why}${waits}. ` +
    `This one needs you least in those hours (${formatMinutes(plan.quietMinutes)}): ${when}.`
  );
}

/** A serving time's query as the form sends it, for a link to the nearest plan that keeps the night quiet. */
export const movedQuery = (query: ServeQuery, at: ServeAt): ServeQuery => ({
  ...query,
  serve: timeValue(at.minutes),
  day: at.day === null ? query.day : dayValue(at.day),
});

/** What the page shows of the reader's plans, written here so the browser gets words, not the planner. */
export function planningOf(recipe: Recipe, view: RecipeView): Planning {
  const { have, plan, units } = view;
  let serve: Planning["serve"] = null;
  if (view.serve) {
    let text: NonNullable<Planning["serve"]>["plan"] = null;
    if (plan) {
      const start = startText(plan, 0, units);
      const served = startText(plan, plan.length, units);
      const ready = startText(plan, plan.length - plan.keeping, units);
      const startDay = start.day ? ` ${plan.at.day === null ? start.day : `on ${start.day}`}` : "";
      const same = plan.length === plan.recipeTotal && plan.keeping === 0;
      const nearest = plan.quietMinutes > 0 ? nearestQuietServe(plan.at, (at) => [servePlan(recipe, view.x, at)]) : null;
      text = {
        start: `Start at ${start.clock}${startDay} to eat at ${served.clock}${plan.at.day !== null ? ` on ${served.day}` : ""}. Each step below says when to begin it.`,
        note: same
          ? `The plan takes ${formatMinutes(plan.length)}, as the recipe’s times say: each step gets the long end of its time, so check early.`
          : `The plan takes ${formatMinutes(plan.length)} to the table${
              plan.keeping && recipe.keeps
                ? `: it is ready at ${ready.clock}${ready.day && ready.day !== served.day ? `, ${ready.day}` : ""}, and keeps until you eat (${recipe.keeps.how})`
                : ""
            }. ${plan.steps.some((s) => s.source === "step" && s.minutes < s.range[1]) ? "A wait with a range is planned within it, as its step says; the rest get the long end of their time, so check early." : "Each step gets the long end of its time, so check early."}`,
        quiet: quietNote(plan, recipe, units),
        nearest: nearest
          ? {
              text: `Serve at ${clockText(nearest.minutes, units)}${nearest.day !== null && nearest.day !== plan.at.day ? ` on ${dayText({ ...plan, at: nearest }, 0)}` : ""} instead, and nothing needs you between ${quietText(plan.at.quiet!, units)}.`,
              href: `/${recipe.slug}${pageQuery({ x: view.x, units, have: view.have?.ok ? view.haveQuery : null, serve: movedQuery(view.serveQuery, nearest) })}#serve-at-heading`,
            }
          : null,
        calendar: { href: plan.at.day !== null ? `/${recipe.slug}/plan.ics${viewQuery(view)}` : null },
        steps: Object.fromEntries(plan.steps.map((s) => [s.num, stepText(s, plan, units)])),
      };
    }
    serve = { query: view.serveQuery, errors: view.serve.ok ? null : view.serve.errors, plan: text };
  }
  return {
    have: have && {
      query: view.haveQuery,
      errors: have.ok ? null : have.errors,
      factor: have.ok ? have.factor : null,
      result: have.ok
        ? `Scaled ${factorText(have.factor)}X to your ${have.given}: the recipe uses ${
            scaleIngredient(have.ingredient, view.x, { units, gramsPerCup: recipe.gramsPerCup }).amount
          } of it${have.factor === 5 ? ", the most it scales to" : ""}. The factor is rounded down to a tenth, so you never need more than you have.`
        : null,
    },
    serve,
  };
}
