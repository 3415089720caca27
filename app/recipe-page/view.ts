import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { formatMinutes } from "~/amounts/format";
import { scaleIngredient } from "~/amounts/scale";
import { scaleLabel } from "~/amounts/scales";
import { haveScale, type HaveResult } from "~/planning/have";
import type { RecipePageParams } from "./page-params";
import { pageQuery, type HaveQuery, type Planning, type ServeQuery } from "~/planning/plan-fields";
import { nearestQuietServe, readServeAt, type ServeResult } from "~/planning/serve-at";
import type { ServePlan } from "~/planning/planned-steps";
import { servePlan } from "~/planning/serve-plan";
import { clockAndDay, dayJoin, momentText, servedText } from "~/planning/moments";
import { movedQuery, nearestText, quietNote, stepText } from "~/planning/plan-text";

/** How a recipe page is shown: its scale and units, and the reader's two planning forms as they came in. */
export interface RecipeView {
  scale: number;
  units: UnitSystem;
  haveQuery: HaveQuery;
  /** null when the "scale to what you have" form was not sent. */
  have: HaveResult | null;
  serveQuery: ServeQuery;
  serve: ServeResult | null;
  plan: ServePlan | null;
}

const sent = (query: Record<string, string | null>) => Object.values(query).some((v) => v !== null);

/** The page's view from its address as recipePageParams read it: the loader's, for the page and its status. */
export function recipeView(recipe: Recipe, params: RecipePageParams): RecipeView {
  const { units } = params;
  const have = sent(params.have) ? haveScale(recipe, params.have, units) : null;
  const scale = have?.ok ? have.scale : params.scale;
  const serve = readServeAt(params.serve);
  return {
    scale,
    units,
    haveQuery: params.have,
    have,
    serveQuery: params.serve,
    serve,
    plan: serve?.ok ? servePlan(recipe, scale, serve.at) : null,
  };
}

/** The query that shows this view: its scale (by what the reader has, unless `have` is false), units and, unless `serve` is false, serving time. */
export function viewQuery(view: RecipeView, { serve = true, have = true }: { serve?: boolean; have?: boolean } = {}): string {
  return pageQuery({
    scale: view.scale,
    units: view.units,
    have: have && view.have?.ok ? view.haveQuery : null,
    serve: serve && view.serve?.ok ? view.serveQuery : null,
  });
}

/** What the page shows of the reader's plans, written here so the browser gets words, not the planner. */
export function planningOf(recipe: Recipe, view: RecipeView): Planning {
  const { have, plan, units } = view;
  let serve: Planning["serve"] = null;
  if (view.serve) {
    let text: NonNullable<Planning["serve"]>["plan"] = null;
    if (plan) {
      const start = momentText(plan, 0, units);
      const served = momentText(plan, plan.length, units);
      const ready = momentText(plan, plan.length - plan.keeping, units);
      const same = plan.length === plan.recipeTotal && plan.keeping === 0;
      const nearest = plan.quietMinutes > 0 ? nearestQuietServe(plan.at, (at) => [servePlan(recipe, view.scale, at)]) : null;
      text = {
        start: `Start at ${clockAndDay(start, dayJoin(plan.at))} to eat at ${servedText(plan, units)}. Each step below says when to begin it.`,
        note: same
          ? `The plan takes ${formatMinutes(plan.length)}, as the recipe’s times say: each step gets the long end of its time, so check early.`
          : `The plan takes ${formatMinutes(plan.length)} to the table${
              plan.keeping && recipe.keeps
                ? `: it is ready at ${clockAndDay({ clock: ready.clock, day: ready.day !== served.day ? ready.day : "" }, ", ")}, and keeps until you eat (${recipe.keeps.how})`
                : ""
            }. ${plan.steps.some((s) => s.source === "step" && s.minutes < s.range[1]) ? "A wait with a range is planned within it, as its step says; the rest get the long end of their time, so check early." : "Each step gets the long end of its time, so check early."}`,
        quiet: quietNote(plan, recipe, units),
        nearest: nearest
          ? {
              text: nearestText("Serve", plan, nearest, units),
              href: `/${recipe.slug}${pageQuery({ scale: view.scale, units, have: view.have?.ok ? view.haveQuery : null, serve: movedQuery(view.serveQuery, nearest) })}#serve-at-heading`,
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
      scale: have.ok ? have.scale : null,
      result: have.ok
        ? `Scaled ${scaleLabel(have.scale)} to your ${have.given}: the recipe uses ${
            have.own ?? scaleIngredient(have.ingredient, view.scale, { units, gramsPerCup: recipe.gramsPerCup }).amount
          } of it${have.scale === 5 ? ", the most it scales to" : ""}. The scale is rounded down to a tenth, so you never need more than you have.`
        : null,
      own: have.ok && have.own ? { item: have.ingredient.item, unit: have.ingredient.unit, amount: have.own } : null,
    },
    serve,
  };
}
