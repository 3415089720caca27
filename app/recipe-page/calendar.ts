import { recipeText } from "~/recipes/scaled-text";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/recipes/units";
import { calendarDate, clockText, dayText, planMoment, type ServePlan } from "./serve-plan";

export const CALENDAR_WAIT_MINUTES = 20;

/** A step that waits long enough for a reminder: only those become events. */
const isCalendarWait = (step: { wait: number }) => step.wait >= CALENDAR_WAIT_MINUTES;

/** Whether any step waits long enough for a reminder: without one the file would be empty, and none is offered. */
export const hasCalendarWaits = (plan: Pick<ServePlan, "steps">) => plan.steps.some(isCalendarWait);

export const NO_CALENDAR_WAITS = `No step waits ${CALENDAR_WAIT_MINUTES} minutes or more, so there is nothing for a calendar to remind you of.`;

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
    const size = encoder.encode(ch).length;
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
  /** The multiplier the plan is for: the steps' text follows it. */
  x: number;
  plan: ServePlan;
  /** The recipe page with this plan. */
  pageUrl: string;
}

/** `plan.at.day` must be set on each. A shopping list's "Serve it all at" gives several recipes, one file. */
export function planCalendar({ plans, units, host, now }: { plans: CalendarPlan[]; units: UnitSystem; host: string; now: Date }): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Small Batch Kitchen//Serve at//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH"];
  for (const plan of plans) lines.push(...planEvents(plan, units, host, now));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

function planEvents({ recipe, x, plan, pageUrl }: CalendarPlan, units: UnitSystem, host: string, now: Date): string[] {
  const lines: string[] = [];
  const served = floating(plan, plan.length);
  for (const [i, step] of plan.steps.entries()) {
    if (!isCalendarWait(step)) continue;
    const source = recipe.steps.find((s) => s.num === step.num)!;
    const next = plan.steps.slice(i + 1).find((s) => s.source !== "beside");
    const at = (start: number) => {
      const moment = planMoment(plan, start);
      return `${clockText(moment.minutes, units)} on ${dayText(plan, moment.dayOffset)}`;
    };
    const then = next ? `Then step ${next.num}, at ${at(next.start)}.` : `${recipe.title} is on the table at ${at(plan.length)}.`;
    const text = recipeText(`${source.preInstruction} ${source.postInstruction}`.trim(), recipe, x, units);
    lines.push(
      "BEGIN:VEVENT",
      // The same plan gives the same UIDs, so opening the file again updates its events rather than doubling them.
      `UID:${recipe.slug}-${served}-${floating(plan, step.start)}-step-${step.num}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${floating(plan, step.start)}`,
      `DTEND:${floating(plan, step.start + step.minutes)}`,
      `SUMMARY:${escapeText(`${recipe.title}: step ${step.num}`)}`,
      `DESCRIPTION:${escapeText(`${text}\n\n${then}\n${pageUrl}`)}`,
      `URL:${pageUrl}`,
      "TRANSP:TRANSPARENT",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(`${recipe.title}: time for step ${step.num}.`)}`,
      "TRIGGER:PT0S",
      "END:VALARM",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(`${recipe.title}: step ${step.num} is done. ${then}`)}`,
      "TRIGGER;RELATED=END:PT0S",
      "END:VALARM",
      "END:VEVENT",
    );
  }
  return lines;
}
