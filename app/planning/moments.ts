// Clock times and days of a plan, as every planning page, list and calendar file says them.
import type { UnitSystem } from "~/amounts/units";
import { MINUTES_PER_DAY, type QuietHours } from "./plan-fields";
import type { ServePlan } from "./planned-steps";

export const MS_PER_DAY = MINUTES_PER_DAY * 60_000;

/** "2026-11-26" as a form's date field writes it. */
export const dayValue = (days: number) => new Date(days * MS_PER_DAY).toISOString().slice(0, 10);

/** A moment in minutes from midnight of the serving day (negative the days before): its clock and its day. */
export function momentOf(absolute: number): { minutes: number; dayOffset: number } {
  const dayOffset = Math.floor(absolute / MINUTES_PER_DAY);
  return { minutes: absolute - dayOffset * MINUTES_PER_DAY, dayOffset };
}

/** Where a plan's first step starts, in minutes from midnight of the serving day (negative the day before). */
export const planStart = (plan: ServePlan) => plan.at.minutes - plan.length;

/** When a plan's minute `start` (from its first step) falls. */
export const planMoment = (plan: ServePlan, start: number) => momentOf(planStart(plan) + start);

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
  const d = new Date(days * MS_PER_DAY);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

export function dayText(plan: ServePlan, dayOffset: number): string {
  if (plan.at.day !== null) {
    const days = plan.at.day + dayOffset;
    const [, month, date] = calendarDate(days);
    return `${WEEKDAYS[new Date(days * MS_PER_DAY).getUTCDay()]} ${date} ${MONTHS[month - 1]}`;
  }
  // "On the day" only tells apart a plan that began the day before.
  if (dayOffset === 0) return planMoment(plan, 0).dayOffset < 0 ? "on the day" : "";
  if (dayOffset === -1) return "the day before";
  return dayOffset < 0 ? `${-dayOffset} days before` : `${dayOffset} days after`;
}

export interface SaidMoment {
  clock: string;
  /** "" when it needs none. */
  day: string;
}

/** A moment of a plan as the page says it: "7:10 pm" and "the day before" (or its date); `dayOffset` from the serving day. */
export function momentText(plan: ServePlan, start: number, units: UnitSystem): SaidMoment & { dayOffset: number } {
  const moment = planMoment(plan, start);
  return { clock: clockText(moment.minutes, units), day: dayText(plan, moment.dayOffset), dayOffset: moment.dayOffset };
}

/** A clock time and its day joined: "7:10 pm, the day before", "7:10 pm on Wed 25 Nov"; the clock alone when the day is "". */
export const clockAndDay = ({ clock, day }: SaidMoment, join: ", " | " on " | " ") => (day ? `${clock}${join}${day}` : clock);

/** How a sentence joins a plan's day to a clock time: " on " before a date, " " before words ("the day before"). */
export const dayJoin = (at: { day: number | null }) => (at.day === null ? " " : " on ");

/** When to begin a step: "Start 7:10 pm, the day before". */
export const startText = (plan: ServePlan, start: number, units: UnitSystem) =>
  `Start ${clockAndDay(momentText(plan, start, units), ", ")}`;

/** When the dish is eaten: "6:30 pm", and its date when the plan has one ("6:30 pm on Thu 26 Nov"). */
export function servedText(plan: ServePlan, units: UnitSystem): string {
  const served = momentText(plan, plan.length, units);
  return plan.at.day === null ? served.clock : clockAndDay(served, " on ");
}

export const quietText = (quiet: QuietHours, units: UnitSystem) => `${clockText(quiet.from, units)} and ${clockText(quiet.to, units)}`;
