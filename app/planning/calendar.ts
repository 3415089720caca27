import { formatMinutes } from "~/amounts/format";
import { stepProse } from "~/amounts/times";
import { stepOf, stepWords, type Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { pieceName, roundPieces, setOutMoments, turnMinutes, type ServePlan } from "./planned-steps";
import { quietMoment } from "./quiet-hours";
import { calendarDate, clockAndDay, momentText, planMoment, planStart } from "./moments";

const CALENDAR_WAIT_MINUTES = 20;

/** A step that waits long enough for a reminder: those become events, after the one that says to begin. */
const isCalendarWait = (step: { wait: number }) => step.wait >= CALENDAR_WAIT_MINUTES;

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** RFC 5545 3.1: lines of at most 75 octets, each further one starting with a space, never cutting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    // Most of a line is ASCII, one octet a character: encoding each one made a calendar file slow to write.
    const size = ch.charCodeAt(0) < 0x80 ? 1 : encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Floating (no zone): the server never learns the reader's zone; their calendar supplies it. */
function floating(plan: ServePlan, start: number): string {
  const { minutes, dayOffset } = planMoment(plan, start);
  const [y, m, d] = calendarDate(plan.at.day! + dayOffset);
  return `${pad(y, 4)}${pad(m)}${pad(d)}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export interface CalendarPlan {
  recipe: Recipe;
  /** The scale the plan is for: the steps' text follows it. */
  scale: number;
  plan: ServePlan;
  pageUrl: string;
}

/** `plan.at.day` must be set on each. A shopping list's "Serve it all at" gives several recipes, one file. */
export function planCalendar({ plans, units, host, now }: { plans: CalendarPlan[]; units: UnitSystem; host: string; now: Date }): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Small Batch Kitchen//Serve at//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  for (const plan of plans) lines.push(...planEvents(plan, units, host, now));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

function planEvents({ recipe, scale, plan, pageUrl }: CalendarPlan, units: UnitSystem, host: string, now: Date): string[] {
  const lines: string[] = [];
  const served = floating(plan, plan.length);
  const at = (start: number) => clockAndDay(momentText(plan, start, units), " on ");
  const scaledWords = (num: string) => stepProse(stepWords(recipe, num), recipe, stepOf(recipe, num), scale, units);
  const ready =
    plan.keeping && recipe.keeps ? ` It is ready at ${at(plan.length - plan.keeping)} and keeps until then: ${recipe.keeps.how}.` : "";
  // No alarm rings in the quiet hours but at a moment the plan says it needs the cook (its page names it): a wait that
  // ends in the night wakes no one for nothing.
  const needs = new Set([
    ...plan.steps.flatMap((s) => (s.handsOn > 0 ? [s.start, ...s.rounds] : [])),
    ...setOutMoments(plan).map((m) => m.at),
  ]);
  const rings = (at: number) => needs.has(at) || !quietMoment(planStart(plan) + at, plan.at.quiet ?? null);
  const event = (id: string, start: number, end: number, summary: string, description: string, alarms: [string, string][]) => [
    "BEGIN:VEVENT",
    // The same plan gives the same UIDs, so opening the file again updates its events rather than doubling them.
    `UID:${recipe.slug}-${served}-${floating(plan, start)}-${id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${floating(plan, start)}`,
    `DTEND:${floating(plan, end)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(`${description}\n${pageUrl}`)}`,
    `URL:${pageUrl}`,
    "TRANSP:TRANSPARENT",
    ...alarms
      .filter(([trigger]) => rings(trigger.includes("RELATED=END") ? end : start))
      .flatMap(([trigger, text]) => ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${escapeText(text)}`, trigger, "END:VALARM"]),
    "END:VEVENT",
  ];
  // Nothing else reminds the cook to begin: the first step is an event of its own, unless it is itself a long wait.
  const first = plan.steps[0];
  if (first && !isCalendarWait(first)) {
    const next = plan.steps.find((s) => s.source !== "beside" && s.start > first.start);
    lines.push(
      ...event(
        "begin",
        first.start,
        first.start + first.minutes,
        `${recipe.title}: begin (step ${first.num})`,
        `${scaledWords(first.num)}\n\n${next ? `Then step ${next.num}, at ${at(next.start)}.` : ""} ${recipe.title} is on the table at ${at(plan.length)}.${ready}`.trim(),
        [["TRIGGER:PT0S", `${recipe.title}: time to begin, with step ${first.num}.`]],
      ),
    );
  }
  const one = pieceName(plan);
  for (const [i, step] of plan.steps.entries()) {
    if (!isCalendarWait(step)) continue;
    const later = plan.steps.slice(i + 1);
    const next = later.find((s) => s.source !== "beside");
    const onward = next ? `Then step ${next.num}, at ${at(next.start)}.` : `${recipe.title} is on the table at ${at(plan.length)}.${ready}`;
    // A make-ahead hold ends when it comes out of the fridge, the reminder the cook needs, not at the next step.
    const ahead = plan.madeAhead?.step === step.num ? plan.madeAhead.way : null;
    const then = ahead
      ? `Made ahead, as the step's tip says: ${ahead.where} until now, then ${formatMinutes(ahead.after)} ${ahead.then}. ${onward}`
      : onward;
    // The loaves at 3X go through this step one after another: each is a reminder of its own, as long as one loaf's turn.
    const turns = [step.start, ...step.rounds];
    // Each loaf goes on to the next step the loaves take in turn, or, after the last such step, to what follows them all.
    const mate = step.rounds.length ? later.find((s) => s.source !== "beside" && s.rounds.length === step.rounds.length) : undefined;
    for (const [k, start] of turns.entries()) {
      // Which pieces this round takes, out of all of them: the rolls' oven takes two pans a round ("pans 1 and 2 of 3").
      const which = turns.length > 1 ? `, ${roundPieces(plan, k, { of: true })}` : "";
      const these = (plan.roundSizes[k] ?? 1) > 1 ? `these ${plan.piecesOther ?? one}` : `this ${one}`;
      const thenHere = mate ? `Then step ${mate.num} for ${these}, at ${at([mate.start, ...mate.rounds][k])}.` : then;
      lines.push(
        ...event(
          k === 0 ? `step-${step.num}` : `step-${step.num}-${k + 1}`,
          ahead ? step.start : start,
          start + turnMinutes(step) - (ahead?.after ?? 0),
          `${recipe.title}: step ${step.num}${which}`,
          `${scaledWords(step.num)}\n\n${thenHere}`,
          [
            ["TRIGGER:PT0S", `${recipe.title}: time for step ${step.num}${which}.`],
            ["TRIGGER;RELATED=END:PT0S", `${recipe.title}: step ${step.num} is done${which}. ${thenHere}`],
          ],
        ),
      );
    }
  }
  return lines;
}
