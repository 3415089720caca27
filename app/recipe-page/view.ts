import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/recipes/units";
import { formatMinutes } from "~/recipes/format";
import { scaleIngredient } from "~/recipes/scale";
import { hasCalendarWaits } from "./calendar";
import { factorText, haveFactor, type HaveResult } from "./have";
import { recipePageParams } from "./params";
import { pageQuery, type HaveQuery, type Planning, type ServeQuery } from "./plan-fields";
import { clockText, dayText, planMoment, readServeAt, servePlan, type PlannedStep, type ServePlan, type ServeResult } from "./serve-plan";

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

/** When to begin one step, and for how long: "Start 7:10 pm, the day before" and "14 hrs". */
export function stepText(step: PlannedStep, plan: ServePlan, units: UnitSystem): { time: string; how: string } {
  const { clock, day } = startText(plan, step.start, units);
  const into = step.start - (plan.steps.find((s) => s.num === step.beside)?.start ?? 0);
  const how =
    step.source === "beside"
      ? `${into ? `${formatMinutes(into)} into` : "alongside"} step ${step.beside}`
      : `${formatMinutes(step.minutes)}${step.batches > 0 ? `, with ${formatMinutes(step.batches)} more for the batches` : ""}`;
  return { time: `Start ${clock}${day ? `, ${day}` : ""}`, how };
}

/** What the page shows of the reader's plans, written here so the browser gets words, not the planner. */
export function planningOf(recipe: Recipe, view: RecipeView): Planning {
  const { have, plan, units } = view;
  let serve: Planning["serve"] = null;
  if (view.serve) {
    let text: NonNullable<Planning["serve"]>["plan"] = null;
    if (plan) {
      const start = startText(plan, 0, units);
      const served = startText(plan, plan.length, units);
      const startDay = start.day ? ` ${plan.at.day === null ? start.day : `on ${start.day}`}` : "";
      text = {
        start: `Start at ${start.clock}${startDay} to eat at ${served.clock}${plan.at.day !== null ? ` on ${served.day}` : ""}. Each step below says when to begin it.`,
        note: `The plan takes ${formatMinutes(plan.length)}, as the recipe’s times say: each step gets the long end of its time, so check early.`,
        calendar: hasCalendarWaits(plan) ? { href: plan.at.day !== null ? `/${recipe.slug}/plan.ics${viewQuery(view)}` : null } : null,
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
