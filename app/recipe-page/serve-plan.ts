import { recipeTimes } from "~/recipes/times";
import type { Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/recipes/units";
import type { ServeErrors, ServeQuery } from "./plan-fields";

const MINUTES_PER_DAY = 24 * 60;

export interface ServeAt {
  /** Minutes after midnight. */
  minutes: number;
  /** The serving day, when given: days since 1970-01-01 on the reader's own calendar (no time zone). */
  day: number | null;
}

export type ServeResult = { ok: true; at: ServeAt } | { ok: false; errors: ServeErrors };

/** Null when the form was not used; a time input may send seconds. */
export function readServeAt({ serve, day }: ServeQuery): ServeResult | null {
  if (serve === null && day === null) return null;
  const errors: ServeErrors = {};
  const time = (serve ?? "").trim().match(/^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,3})?)?$/);
  if (!time)
    errors.serve = serve?.trim()
      ? `“${serve.trim().slice(0, 20)}” is not a time: give hours and minutes, such as 18:30.`
      : "Give the time to eat, such as 18:30.";
  let days: number | null = null;
  if (day?.trim()) {
    const d = day.trim().match(/^(\d{4})-(\d{2})-(\d{2})$/);
    const ms = d ? Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3])) : NaN;
    // Date.UTC rolls 31 February over into March: the day must read back as typed.
    if (!d || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day.trim() || Number(d[1]) < 2000) {
      errors.day = `“${day.trim().slice(0, 20)}” is not a date: give one such as 2026-11-25, or leave it empty.`;
    } else days = ms / 86_400_000;
  }
  if (!time || errors.day) return { ok: false, errors };
  return { ok: true, at: { minutes: Number(time[1]) * 60 + Number(time[2]), day: days } };
}

export interface PlannedStep {
  num: string;
  /** Minutes from the start of the plan. */
  start: number;
  /** How long the plan gives it (for a step beside another, its own time). */
  minutes: number;
  /** Its low and high end at this scale: a plan may choose within it (docs/planning.md). */
  range: [number, number];
  source: "step" | "beside";
  beside?: string;
  /** Minutes more batches add at this scale. */
  batches: number;
  /** The longest single wait or cook the step's data names: a wait the calendar reminds of from 20 minutes. */
  wait: number;
}

export interface ServePlan {
  at: ServeAt;
  /** Minutes from the first step to the table. */
  length: number;
  /** The recipe's own total at this scale, as the page shows it (recipeTimes). */
  recipeTotal: number;
  steps: PlannedStep[];
}

/** Each step's minutes are its data's at this scale, the high end of a range: docs/planning.md. */
export function servePlan(recipe: Recipe, x: number, at: ServeAt): ServePlan {
  const times = recipeTimes(recipe, x);
  const steps: PlannedStep[] = [];
  let clock = 0;
  let line = times.steps[0];
  let lineStart = 0;
  for (const s of times.steps) {
    const common = { num: s.num, minutes: s.minutes, range: s.range, wait: s.longest };
    if (s.beside !== null) {
      steps.push({ ...common, start: lineStart + s.beside, source: "beside", beside: line.num, batches: 0 });
      continue;
    }
    steps.push({ ...common, start: clock, source: "step", batches: s.batches });
    line = s;
    lineStart = clock;
    clock += s.minutes;
  }
  return { at, length: clock, recipeTotal: times.totalTime, steps };
}

export function planMoment(plan: ServePlan, start: number): { minutes: number; dayOffset: number } {
  const absolute = plan.at.minutes - plan.length + start;
  const dayOffset = Math.floor(absolute / MINUTES_PER_DAY);
  return { minutes: absolute - dayOffset * MINUTES_PER_DAY, dayOffset };
}

export function clockText(minutes: number, units: UnitSystem): string {
  const h = Math.floor(minutes / 60);
  const m = String(minutes % 60).padStart(2, "0");
  if (units === "metric") return `${String(h).padStart(2, "0")}:${m}`;
  return `${h % 12 || 12}:${m} ${h < 12 ? "am" : "pm"}`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** [year, month 1-12, day] */
export function calendarDate(days: number): [number, number, number] {
  const d = new Date(days * 86_400_000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

export function dayText(plan: ServePlan, dayOffset: number): string {
  if (plan.at.day !== null) {
    const days = plan.at.day + dayOffset;
    const [, month, date] = calendarDate(days);
    return `${WEEKDAYS[new Date(days * 86_400_000).getUTCDay()]} ${date} ${MONTHS[month - 1]}`;
  }
  // "On the day" only tells apart a plan that began the day before.
  if (dayOffset === 0) return planMoment(plan, 0).dayOffset < 0 ? "on the day" : "";
  if (dayOffset === -1) return "the day before";
  return dayOffset < 0 ? `${-dayOffset} days before` : `${dayOffset} days after`;
}
