// Every recipe on a list ready at one time: each is planned back from the time to eat as on its own page
// (app/recipe-page/serve-plan.ts), and their steps are told in one timeline (docs/planning.md, "Serve it all at").
import { pageQuery, type ServeQuery } from "~/recipe-page/plan-fields";
import { clockText, dayText, planMoment, servePlan, type ServeAt } from "~/recipe-page/serve-plan";
import { stepText } from "~/recipe-page/view";
import { formatMinutes } from "~/recipes/format";
import { renderMeasures } from "~/recipes/measure-tokens";
import type { UnitSystem } from "~/recipes/units";
import type { ListEntry } from "./address";

export interface EveningStep {
  key: string;
  /** "Start 5:10 pm", with the day when it is not the serving day. */
  time: string;
  recipe: string;
  /** The recipe page with the same plan, scale and units: every step in full. */
  href: string;
  step: string;
  how: string;
  /** The step's first sentence, to know it at a glance. */
  what: string;
}

export interface Evening {
  start: string;
  note: string;
  steps: EveningStep[];
}

const FIRST_SENTENCE = /^.*?[.!?](?=\s|$)/;

export function eveningPlan(entries: readonly ListEntry[], at: ServeAt, query: ServeQuery, units: UnitSystem): Evening | null {
  if (!entries.length) return null;
  const plans = entries.map((entry) => ({ entry, plan: servePlan(entry.recipe, entry.x, at) }));
  const steps = plans
    .flatMap(({ entry: { recipe, x }, plan }, order) =>
      plan.steps.map((s, i) => {
        const text = renderMeasures(recipe.steps.find((r) => r.num === s.num)!.preInstruction, units);
        return {
          // Minutes from midnight of the serving day, negative the day before: the timeline's order.
          at: plan.at.minutes - plan.length + s.start,
          order,
          i,
          key: `${recipe.slug}:${s.num}`,
          ...stepText(s, plan, units),
          recipe: recipe.title,
          href: `/${recipe.slug}${pageQuery({ x, units, have: null, serve: query })}`,
          step: s.num,
          what: text.match(FIRST_SENTENCE)?.[0] ?? text,
        };
      }),
    )
    .sort((a, b) => a.at - b.at || a.order - b.order || a.i - b.i)
    .map(({ at: _at, order: _order, i: _i, ...step }) => step);
  const first = plans.reduce((a, b) => (b.plan.length > a.plan.length ? b : a));
  const begin = planMoment(first.plan, 0);
  const day = dayText(first.plan, begin.dayOffset);
  const served = clockText(at.minutes, units);
  return {
    start:
      `Start with ${first.entry.recipe.title} at ${clockText(begin.minutes, units)}${day ? (at.day === null ? `, ${day},` : ` on ${day}`) : ""}` +
      ` for everything to be ready at ${served}${at.day !== null ? ` on ${dayText(first.plan, 0)}` : ""}: ${formatMinutes(first.plan.length)} from the first step to the table.`,
    note:
      "Each recipe is planned back from the time to eat, as on its own page, and each step gets the longest time it names, so check early. " +
      "Where two steps start together, one of them needs a second pair of hands, or starting a little sooner.",
    steps,
  };
}
