// Every recipe on a list ready at one time: each is planned back from the time to eat as on its own page
// (app/planning/serve-plan.ts), and their steps are told in one timeline (docs/planning.md, "Serve it all at").
import { pageQuery, type ServeAt, type ServeQuery } from "~/planning/plan-fields";
import { nearestQuietServe } from "~/planning/serve-at";
import type { ServePlan } from "~/planning/planned-steps";
import { servePlan } from "~/planning/serve-plan";
import { clockAndDay, dayJoin, momentText, planStart, servedText, startText } from "~/planning/moments";
import { aheadNote, movedQuery, nearestText, quietNote, stepText } from "./plan-text";
import { formatMinutes } from "~/amounts/format";
import { renderMeasures } from "~/amounts/measure-tokens";
import { stepProse } from "~/amounts/times";
import { stepOf, stepWords, type Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";

export interface ServeAllStep {
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

export interface ServeAllPlan {
  start: string;
  /** Two recipes wanting one pot, or the oven at two heats, at once: "Beef Stew and … both need the Dutch oven from …". */
  clashes: string[];
  note: string;
  /** What the quiet hours did: one line when every recipe keeps them, else one for each that cannot. */
  quiet: string[];
  /** Where a recipe cannot keep the quiet hours: the nearest time to eat at which all of them do, as a link. */
  nearest: { text: string; serve: ServeQuery } | null;
  /** The dishes made earlier than they are eaten, and how they keep. */
  keeping: string[];
  steps: ServeAllStep[];
}

// Cookware a kitchen often has one of (bowls, boards and jars come in sets), and the words its steps use: the stew's
// "Dutch oven" is "the pot" from its second mention, "the pan" the goulash's skillet when no other pan is listed.
const ONE_OF = [
  { kind: "Dutch oven", named: /\bdutch oven\b/i, words: /\b(dutch oven|pot)\b/i },
  { kind: "stand mixer", named: /\bstand mixer\b/i, words: /\bmixer\b/i },
  { kind: "baking sheet", named: /\bbaking sheet\b/i, words: /\bbaking sheet\b/i },
  { kind: "saucepan", named: /\bsaucepan\b/i, words: /\bsaucepan\b/i },
  { kind: "skillet", named: /\bskillet\b/i, words: /\bskillet\b/i },
  { kind: "pot", named: /\bpot\b/i, words: /\bpot\b/i },
];
const PAN = /\b(skillet|saucepan|pan)\b/i;
/** Less than this is one started a little sooner, as the note says, not a second pot. */
const CLASH_MINUTES = 5;

interface InUse {
  kind: string;
  recipe: string;
  /** Minutes from midnight of the serving day: from the start of the first step that names it to the end of the last. */
  from: number;
  to: number;
}

const OVEN_HEAT = /\{oven:(\d+)\}/g;
// "Bake for 20 minutes", "keep baking"; not the cooling loaf "still finishing its bake".
const OVEN_WORK = /\{oven:|\b(oven|bake (for|at|until)|keep baking|baking (for|until)|roast)\b/i;

/** The oven from the step that sets its heat to the last that bakes, at the hottest heat the steps (not a tip) name. */
function ovenInUse(recipe: Recipe, plan: ServePlan): (InUse & { heat: number }) | null {
  const heats = plan.steps.flatMap((s) => [...stepWords(recipe, s.num).matchAll(OVEN_HEAT)].map((m) => ({ step: s, heat: Number(m[1]) })));
  if (!heats.length) return null;
  const from = Math.min(...heats.map((h) => h.step.start));
  const baking = plan.steps.filter((s) => s.start >= from && OVEN_WORK.test(stepWords(recipe, s.num)));
  const base = planStart(plan);
  return {
    kind: "oven",
    recipe: recipe.title,
    heat: Math.max(...heats.map((h) => h.heat)),
    from: base + from,
    to: base + Math.max(...baking.map((s) => s.start + s.minutes)),
  };
}

function cookwareInUse(recipe: Recipe, plan: ServePlan): InUse[] {
  const base = planStart(plan);
  const pans = recipe.materials.filter((m) => PAN.test(`${m.item} ${m.name ?? ""}`));
  return recipe.materials.flatMap((m) => {
    const one = ONE_OF.find((o) => o.named.test(m.name ?? m.item));
    if (!one) return [];
    const listed = new Set(m.capacity?.flatMap((c) => c.steps));
    const named = (num: string) =>
      one.words.test(stepWords(recipe, num)) || (pans.length === 1 && pans[0] === m && /\bpan\b/i.test(stepWords(recipe, num)));
    const using = plan.steps.filter((s) => listed.has(s.num) || named(s.num));
    if (!using.length) return [];
    return [
      {
        kind: one.kind,
        recipe: recipe.title,
        from: base + Math.min(...using.map((s) => s.start)),
        to: base + Math.max(...using.map((s) => s.start + s.minutes)),
      },
    ];
  });
}

export interface PlannedEntry {
  recipe: Recipe;
  scale: number;
}

/** Each recipe on a list planned for one time to eat: the list's page and its calendar file. */
export const listPlans = (entries: readonly PlannedEntry[], at: ServeAt) =>
  entries.map((entry) => ({ entry, plan: servePlan(entry.recipe, entry.scale, at) }));

const FIRST_SENTENCE = /^.*?[.!?](?=\s|$)/;

export const recipePlanHref = ({ recipe, scale }: PlannedEntry, query: ServeQuery, units: UnitSystem) =>
  `/${recipe.slug}${pageQuery({ scale, units, have: null, serve: query })}`;

export function serveAllPlan(entries: readonly PlannedEntry[], at: ServeAt, query: ServeQuery, units: UnitSystem): ServeAllPlan | null {
  if (!entries.length) return null;
  const plans = listPlans(entries, at);
  const first = plans.reduce((a, b) => (b.plan.length > a.plan.length ? b : a));
  // Every moment's day by the whole meal's first step: "on the day" for all of them once any begins the day before.
  const fromFirst = (minutes: number) => minutes - planStart(first.plan);
  // In a sentence, the day only when it is not the serving day.
  const moment = (minutes: number) => {
    const said = momentText(first.plan, fromFirst(minutes), units);
    return clockAndDay({ clock: said.clock, day: said.dayOffset ? said.day : "" }, dayJoin(at));
  };
  const steps = plans
    .flatMap(({ entry, plan }, order) => {
      const { recipe } = entry;
      const href = recipePlanHref(entry, query, units);
      return plan.steps.map((s, i) => {
        const text = stepProse(stepOf(recipe, s.num).preInstruction, recipe, stepOf(recipe, s.num), entry.scale, units);
        const { how } = stepText(s, plan, units);
        const begins = planStart(plan) + s.start;
        return {
          begins,
          order,
          i,
          key: `${recipe.slug}:${s.num}`,
          time: startText(first.plan, fromFirst(begins), units),
          // "alongside step 4" in a timeline of several recipes: this one's step 4.
          how: s.source === "beside" ? how.replace(/\bstep (\S+)$/, "its step $1") : how,
          recipe: recipe.title,
          href,
          step: s.num,
          what: text.match(FIRST_SENTENCE)?.[0] ?? text,
        };
      });
    })
    .sort((a, b) => a.begins - b.begins || a.order - b.order || a.i - b.i)
    .map(({ begins: _begins, order: _order, i: _i, ...step }) => step);
  const together = <T extends InUse>(uses: T[], same: (a: T, b: T) => boolean) =>
    uses.flatMap((a, i) =>
      uses
        .slice(i + 1)
        .filter((b) => same(a, b) && b.recipe !== a.recipe && Math.min(a.to, b.to) - Math.max(a.from, b.from) >= CLASH_MINUTES)
        .map((b) => ({ a, b, when: `from ${moment(Math.max(a.from, b.from))} to ${moment(Math.min(a.to, b.to))}` })),
    );
  const cookware = together(
    plans.flatMap(({ entry, plan }) => cookwareInUse(entry.recipe, plan)),
    (a, b) => a.kind === b.kind,
  ).map(
    ({ a, b, when }) =>
      `${a.recipe} and ${b.recipe} both need the ${a.kind} ${when}: have a second one ready, or plan one of them for another time.`,
  );
  // One oven at two heats; at the same heat they may share it, if there is room.
  const heat = (f: number) => renderMeasures(`{oven:${f}}`, units);
  const ovens = together(
    plans.flatMap(({ entry, plan }) => ovenInUse(entry.recipe, plan) ?? []),
    (a, b) => a.heat !== b.heat,
  ).map(
    ({ a, b, when }) =>
      `${a.recipe} (${heat(a.heat)}) and ${b.recipe} (${heat(b.heat)}) both need the oven ${when}: ` +
      `cook one of them at another time, or in a second oven.`,
  );
  const clashes = [...cookware, ...ovens];
  const breaking = plans.filter(({ plan }) => plan.quietMinutes > 0);
  // A recipe planned its make-ahead way says so by name, in a line of its own.
  const aheads = plans.flatMap(({ entry, plan }) => aheadNote(plan, entry.recipe.title) ?? []);
  const quiet = !first.plan.at.quiet
    ? []
    : [
        ...aheads,
        ...(breaking.length ? breaking : [first]).map(({ entry, plan }) => quietNote(plan, entry.recipe, units, { ahead: false })!),
      ];
  const nearest = breaking.length ? nearestQuietServe(at, (moved) => listPlans(entries, moved).map((p) => p.plan)) : null;
  const begin = momentText(first.plan, 0, units);
  // Its day in words is set off by commas: "at 9:40 pm, the day before, for everything".
  const aside = at.day === null;
  return {
    start:
      `Start with ${first.entry.recipe.title} at ${clockAndDay(begin, aside ? ", " : " on ")}${aside && begin.day ? "," : ""}` +
      ` for everything to be ready at ${servedText(first.plan, units)}: ${formatMinutes(first.plan.length)} from the first step to the table.`,
    clashes,
    note:
      "Each recipe is planned back from the time to eat, as on its own page, and each step gets the longest time it names, so check early. " +
      "Where two steps start together, one of them needs a second pair of hands, or starting a little sooner.",
    quiet,
    nearest: nearest && {
      text: nearestText("Eat", first.plan, nearest, units),
      serve: movedQuery(query, nearest),
    },
    keeping: plans.flatMap(({ entry, plan }) =>
      plan.keeping && entry.recipe.keeps
        ? [
            `${entry.recipe.title} is ready at ${moment(planStart(plan) + plan.length - plan.keeping)} and keeps until you eat: ${entry.recipe.keeps.how}.`,
          ]
        : [],
    ),
    steps,
  };
}
