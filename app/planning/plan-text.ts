// A plan in words, for a recipe page and for a list's "Serve it all at": the browser gets these words, not the planner.
import { formatMinutes } from "~/amounts/format";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { clockAndDay, clockText, dayText, dayValue, momentText, planStart, quietText, startText } from "./moments";
import { timeValue, type ServeAt, type ServeQuery } from "./plan-fields";
import { pieceName, roundPieces, turnMinutes, type PlannedStep, type ServePlan } from "./planned-steps";
import { quietOverlap } from "./quiet-hours";

/** "Start 7:10 pm, the day before" and "14 hrs"; `wait`: the minutes chosen within a wait's range, for the step's timer. */
export function stepText(step: PlannedStep, plan: ServePlan, units: UnitSystem): { time: string; how: string; wait?: number } {
  const into = step.start - (plan.steps.find((s) => s.num === step.beside)?.start ?? 0);
  const [low, high] = step.range;
  // A wait the plan cut back within its range says so: "12 hrs 55 mins, within its 12 to 14 hrs".
  const chosen = step.source === "step" && step.minutes < high ? `, within its ${formatMinutes(low)} to ${formatMinutes(high)}` : "";
  // Staggered, the step is told once, for the first piece, and when each next one begins it.
  const own = turnMinutes(step);
  const ahead = plan.madeAhead?.step === step.num ? plan.madeAhead.way : null;
  const clocks = (at: number[]) => listText(at.map((r) => momentText(plan, r, units).clock));
  // One piece a round (the loaves): "the next loaf at …". More (the rolls' oven takes two pans): which pans, each round.
  const single = plan.roundSizes.every((n) => n === 1);
  const firstRound = step.rounds.length && !single ? ` (${roundPieces(plan, 0)})` : "";
  const later = (at: number[], word: "at" | "from") =>
    single
      ? `the next ${pieceName(plan)} ${word} ${clocks(at)}`
      : listText(at.map((r, k) => `${roundPieces(plan, k + 1)} ${word} ${clocks([r])}`));
  // Made ahead, every piece goes into the fridge together and only comes out in turn.
  const rounds = !step.rounds.length
    ? ""
    : ahead
      ? `; ${later(
          step.rounds.map((r) => r + own - ahead.after),
          "from",
        )}`
      : `${single ? " each" : firstRound}; ${later(step.rounds, "at")}`;
  // The make-ahead hold says where it waits, and when it comes out for the rest.
  const held = ahead
    ? ` the make-ahead way: ${formatMinutes(own - ahead.after)} ${ahead.where}, then ${formatMinutes(ahead.after)} ${ahead.then} from ${clocks(
        [step.start + own - ahead.after],
      )}${firstRound}`
    : "";
  const how =
    step.source === "beside"
      ? `${into ? `${formatMinutes(into)} into` : "alongside"} step ${step.beside}`
      : `${formatMinutes(own)}${ahead ? held : chosen}${step.batches > 0 && !step.rounds.length ? `, including ${formatMinutes(step.batches)} for the extra batches` : ""}${rounds}`;
  const wait = own - step.handsOn;
  return { time: startText(plan, step.start, units), how, ...(step.source === "step" && low < high && wait > 0 ? { wait } : {}) };
}

const listText = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** The first step the plan puts in the quiet hours, and when. */
function firstQuietStep(plan: ServePlan): { step: PlannedStep; at: number } | null {
  const quiet = plan.at.quiet;
  if (!quiet) return null;
  const base = planStart(plan);
  for (const s of [...plan.steps].sort((a, b) => a.start - b.start)) {
    const at = [s.start, ...s.rounds].find((r) => quietOverlap(base + r, base + r + s.handsOn, quiet));
    if (at !== undefined) return { step: s, at };
  }
  return null;
}

/** Which way a plan made with the recipe's make-ahead way goes, in words; `title` names the recipe in a list's plan. */
export function aheadNote(plan: ServePlan, title?: string): string | null {
  if (!plan.madeAhead) return null;
  const { step, way } = plan.madeAhead;
  return `${title ? `${title}: planned` : "Planned"} the make-ahead way, as the tip of step ${step} says: ${way.how}.`;
}

/** What the quiet hours did to a plan, in words (after its make-ahead way, unless `ahead` is false): null without quiet hours. */
export function quietNote(
  plan: ServePlan,
  { title, keeps }: Pick<Recipe, "title" | "keeps">,
  units: UnitSystem,
  { ahead = true }: { ahead?: boolean } = {},
): string | null {
  const quiet = plan.at.quiet;
  if (!quiet) return null;
  const hours = quietText(quiet, units);
  const way = ahead ? aheadNote(plan) : null;
  const words = quietWords(plan, title, keeps, hours, units);
  return way ? `${way} ${words}` : words;
}

function quietWords(plan: ServePlan, title: string, keeps: Recipe["keeps"], hours: string, units: UnitSystem): string {
  const quiet = plan.at.quiet!;
  if (plan.quietMinutes === 0) return `Nothing needs your hands between ${hours}; only waits run through the night.`;
  const moments = plan.quietMoments;
  if (moments.length && plan.madeAhead && plan.quietMinutes === moments.length) {
    // Only a moment inside a wait (the rolls out of the fridge): named, with what to do then.
    const clocks = listText(moments.map((m) => momentText(plan, m.at, units).clock));
    return (
      `No plan for ${title} keeps you free from ${clockText(quiet.from, units)} to ${clockText(quiet.to, units)} at this time: ` +
      `${keeps ? `it keeps only ${formatMinutes(keeps.minutes)} once made` : "it is best eaten as soon as it is made"}, and its waits cannot stretch far enough. ` +
      `This one needs you ${["once", "twice"][moments.length - 1] ?? `${moments.length} times`} in those hours, for a moment${moments.length > 1 ? " each" : ""}: at ${clocks}, to ${plan.madeAhead.way.out} (step ${moments[0].num}).`
    );
  }
  const first = firstQuietStep(plan);
  const when = first ? `step ${first.step.num} needs you at ${momentText(plan, first.at, units).clock}` : "some steps need you then";
  const why = keeps ? `it keeps only ${formatMinutes(keeps.minutes)} once made` : "it is best eaten as soon as it is made";
  // Only a plan with a wait to choose within could have moved it further.
  const waits = plan.steps.some((s) => s.source === "step" && s.range[0] < s.range[1] && s.wait > 0)
    ? ", and its waits cannot stretch far enough"
    : "";
  return (
    `No plan for ${title} keeps you free from ${clockText(quiet.from, units)} to ${clockText(quiet.to, units)} at this time: ${why}${waits}. ` +
    `This one needs you least in those hours (${formatMinutes(plan.quietMinutes - moments.length)}${
      moments.length && plan.madeAhead
        ? `, and a moment at ${listText(moments.map((m) => momentText(plan, m.at, units).clock))} to ${plan.madeAhead.way.out}`
        : ""
    }): ${when}.`
  );
}

/** A serving time's query as the form sends it, for a link to the nearest plan that keeps the night quiet. */
export const movedQuery = (query: ServeQuery, at: ServeAt): ServeQuery => ({
  ...query,
  serve: timeValue(at.minutes),
  day: at.day === null ? query.day : dayValue(at.day),
});

/** The link's words to the nearest serving time that keeps the night quiet: "Serve at 5:30 pm instead, and …". */
export function nearestText(verb: "Serve" | "Eat", plan: ServePlan, nearest: ServeAt, units: UnitSystem): string {
  const day = nearest.day !== null && nearest.day !== plan.at.day ? dayText({ ...plan, at: nearest }, 0) : "";
  const when = clockAndDay({ clock: clockText(nearest.minutes, units), day }, " on ");
  return `${verb} at ${when} instead, and nothing needs you between ${quietText(plan.at.quiet!, units)}.`;
}
