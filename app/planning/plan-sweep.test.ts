// Every plan a reader can open, read as a cook reads it (issue 60, "Plans and steps"): every recipe at every tenth from
// 1/2X to 5X, against named checks. Each names what it found, so a failure reads as the line a cook would trip on.
import { describe, expect, it } from "vitest";
import { MAX_SCALE, MIN_SCALE } from "~/amounts/scales";
import { UNIT_SYSTEMS, type UnitSystem } from "~/amounts/units";
import { recipes } from "~/recipes/index";
import type { Recipe } from "~/recipes/types";
import type { ServeAt } from "./plan-fields";
import { materialNotes, pansAt } from "~/amounts/materials";
import { partRange, pieceSize, range, stepProse, stepTimers } from "~/amounts/times";
import { planCalendar } from "./calendar";
import { clockText } from "./moments";
import { quietNote, stepText } from "./plan-text";
import type { ServePlan } from "./planned-steps";
import { servePlan } from "./serve-plan";

const EVERY_TENTH = Array.from({ length: (MAX_SCALE - MIN_SCALE) * 10 + 1 }, (_, i) => Math.round(MIN_SCALE * 10 + i) / 10);

/** "1 hr 5 mins" back to 65. */
const minutesOf = (text: string) =>
  [...text.matchAll(/(\d+) (hrs?|mins?)\b/g)].reduce((t, m) => t + Number(m[1]) * (m[2].startsWith("hr") ? 60 : 1), 0);

/**
 * stepsFollow: a step on the line starts when the one before it ends, and its words add up to that: "30 mins, with 20
 * mins more for the batches" reads as 50 minutes before a step 3 that starts 30 later.
 */
function stepsFollow(plan: ServePlan): string[] {
  const problems: string[] = [];
  const line = plan.steps.filter((s) => s.source === "step");
  for (const [i, s] of line.entries()) {
    const next = line[i + 1];
    const end = next ? next.start : plan.length - plan.keeping;
    if (end !== s.start + s.minutes) problems.push(`step ${s.num}: ${s.minutes} mins, but what follows starts ${end - s.start} after it`);
    if (s.rounds.length || plan.madeAhead?.step === s.num) continue;
    const { how } = stepText(s, plan, "us");
    // The first duration is the step's; one said to come "more" is read as added to it.
    const [first, ...rest] = how.split(/, /);
    const more = rest.filter((r) => /\bmore\b/.test(r)).reduce((t, r) => t + minutesOf(r), 0);
    if (minutesOf(first) + more !== end - s.start)
      problems.push(`step ${s.num}: "${how}" reads as ${minutesOf(first) + more} mins, for ${end - s.start}`);
  }
  return problems;
}

const evening = (quiet: ServeAt["quiet"] = null): ServeAt => ({ minutes: 18 * 60 + 30, day: null, quiet });

const unfold = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");
const calendarOf = (recipe: Recipe, scale: number, plan: ServePlan) =>
  unfold(planCalendar({ plans: [{ recipe, scale, plan, pageUrl: "u" }], units: "us", host: "h", now: new Date(0) }));

/** Each alarm of a calendar file, as "HHMM" on its day: its event's start, or its end for one RELATED=END. */
const alarmClocks = (lines: string[]) =>
  lines.flatMap((l, i) => {
    if (!l.startsWith("TRIGGER")) return [];
    const event = lines.slice(lines.lastIndexOf("BEGIN:VEVENT", i));
    return [event.find((x) => x.startsWith(l.includes("RELATED=END") ? "DTEND:" : "DTSTART:"))!.slice(-6, -2)];
  });

/**
 * quietAlarms: a plan that says "Nothing needs your hands between 10:00 pm and 7:00 am" rings no alarm in them (the rolls
 * for 8:00 rang at 6:40 am to take the pan out); one that cannot keep them says so, and names when it needs the cook.
 */
function quietAlarms(recipe: Recipe, plan: ServePlan, calendar: string[], units: UnitSystem): string[] {
  const note = quietNote(plan, recipe, units) ?? "";
  // Strictly inside 22:00-07:00: a reminder at 10:00 pm, as the evening's work ends, or at 7:00 am is at their edge.
  const night = alarmClocks(calendar).filter((t) => t > "2200" || t < "0700");
  if (/Nothing needs your hands/.test(note)) return night.length ? [`"${note}", with alarms at ${night.join(", ")}`] : [];
  const said = night.some((t) => note.includes(clockText(Number(t.slice(0, 2)) * 60 + Number(t.slice(2)), units)));
  return night.length && !said ? [`"${note}" names none of the alarms at ${night.join(", ")}`] : [];
}

/**
 * panCounts: the pieces a plan takes in turn are the pieces the page makes: the rolls at 2.7X are three pans, two to the
 * oven, so the calendar says "pans 1 and 2 of 3" and "pan 3 of 3" (it said "pan 1 of 2"), as Materials counts them.
 */
function panCounts(recipe: Recipe, scale: number, plan: ServePlan, calendar: string[]): string[] {
  const note = materialNotes(recipe, scale).find((n) => n.capacity.counted && n.plan.kind === "batches");
  const counted = Number(
    note?.text.match(new RegExp(String.raw`(\d+) (${note.capacity.counted!.one}|${note.capacity.counted!.other})\b`))?.[1] ?? 1,
  );
  // The steps' pans ({pans:pans}) where the recipe bakes in pans; else what Materials counts.
  const total = recipe.pans ? pansAt(recipe, scale)! : counted;
  const problems = recipe.pans && note && counted !== total ? [`Materials: "${note.text.slice(0, 30)}…", the steps ${total} pans`] : [];
  for (const l of calendar.filter((x) => x.startsWith("SUMMARY:"))) {
    const of = l.match(/ of (\d+)$/)?.[1];
    if (of !== undefined && Number(of) !== total) problems.push(`calendar "${l}" for ${total}`);
  }
  // The page's step lines name the last piece of the last round: "pan 3 at 7:25 am", "pans 3 and 4 from 7:40 am".
  if (note?.capacity.counted)
    for (const s of plan.steps.filter((st) => st.rounds.length)) {
      const how = stepText(s, plan, "us").how;
      const { one, other } = note.capacity.counted;
      const last = Math.max(
        ...[...how.matchAll(new RegExp(String.raw`\b(?:${one}|${other}) (?:\d+ (?:and|to) )?(\d+)`, "g"))].map((m) => Number(m[1])),
      );
      if (how.includes(` ${other} `) || how.match(new RegExp(String.raw`\b${one} \d`)))
        if (last !== total) problems.push(`step ${s.num}: "${how}" for ${total} ${other}`);
    }
  return problems;
}

/**
 * proseTimes: the times a step's words name are its data's at the scale, which its timers and the plan count: oatmeal at
 * 4.3X heated 9 cups of liquid "in about 3 minutes" and half a loaf baked "30 minutes" like a whole one. (Where a step
 * works in batches its words may give one batch's time, which its materials count.)
 */
function proseTimes(recipe: Recipe, scale: number, units: UnitSystem): string[] {
  const size = pieceSize(recipe, scale);
  return recipe.steps.flatMap((step) => {
    if (step.time.some((p) => p.law === "batches" && !p.bySize)) return [];
    // Each part in whole minutes as recipeTimes counts it (what is under a minute as written, in seconds).
    const parts = step.time.map((p) => {
      const [l, h] = partRange(p, scale, size);
      return range(p.minutes)[0] < 1 ? `${l * 60}-${h * 60}` : `${Math.min(Math.round(l), Math.round(h)) * 60}-${Math.round(h) * 60}`;
    });
    const said = stepTimers(stepProse(`${step.preInstruction} ${step.postInstruction}`, recipe, step, scale, units));
    return said
      .filter((t) => !parts.includes(`${t.seconds}-${t.longest}`))
      .map((t) => `step ${step.num} says "${t.label}", its parts ${parts.join(", ")} s`);
  });
}

// A breakfast, a lunch and a dinner, each with the default quiet hours and a day, so that the calendar file is made.
const MEALS = [8 * 60, 12 * 60, 18 * 60 + 30].map((minutes): ServeAt => ({ minutes, day: 20783, quiet: { from: 22 * 60, to: 7 * 60 } }));

describe.each(recipes.map((r) => [r.slug, r] as const))("%s at every tenth", (_slug, recipe: Recipe) => {
  it("stepsFollow: each step starts as the one before ends, and says so", () => {
    const problems = EVERY_TENTH.flatMap((x) => stepsFollow(servePlan(recipe, x, evening())).map((p) => `${x}X ${p}`));
    expect(problems).toEqual([]);
  });

  it("proseTimes: a step's words name its time at the scale", () => {
    const problems = EVERY_TENTH.flatMap((x) => UNIT_SYSTEMS.flatMap((u) => proseTimes(recipe, x, u).map((p) => `${x}X ${u} ${p}`)));
    expect(problems).toEqual([]);
  });

  it("quietAlarms and panCounts: no alarm in the quiet hours but one the plan names; the pieces counted as the page counts them", () => {
    const problems = EVERY_TENTH.flatMap((x) =>
      MEALS.flatMap((at) => {
        const plan = servePlan(recipe, x, at);
        const calendar = calendarOf(recipe, x, plan);
        const quiet = UNIT_SYSTEMS.flatMap((u) => quietAlarms(recipe, plan, calendar, u));
        return [...quiet, ...panCounts(recipe, x, plan, calendar)].map((p) => `${x}X for ${clockText(at.minutes, "us")}: ${p}`);
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe("the quoted lines", () => {
  it("beef stew at 2.7X: step 2 says its 20 minutes, the extra batches in them, and step 3 starts 20 minutes later", () => {
    const plan = servePlan(
      recipes.find((r) => r.slug === "beefstew")!,
      2.7,
      evening(),
    );
    const [two, three] = ["2", "3"].map((n) => plan.steps.find((s) => s.num === n)!);
    expect(stepText(two, plan, "us").how).toBe("20 mins, including 10 mins for the extra batches");
    expect(three.start - two.start).toBe(20);
  });
});
