// Clock times and days of a plan, as every planning page, list and calendar file says them.
import type { UnitSystem } from "~/recipes/units";
import type { QuietHours } from "./plan-fields";
import type { ServePlan } from "./serve-plan";

export const MINUTES_PER_DAY = 24 * 60;

/** "2026-11-26" as a form's date field writes it. */
export const dayValue = (days: number) => new Date(days * 86_400_000).toISOString().slice(0, 10);

/** A moment in minutes from midnight of the serving day (negative the days before): its clock and its day. */
export function momentOf(absolute: number): { minutes: number; dayOffset: number } {
  const dayOffset = Math.floor(absolute / MINUTES_PER_DAY);
  return { minutes: absolute - dayOffset * MINUTES_PER_DAY, dayOffset };
}

/** When a plan's minute `start` (from its first step) falls. */
export const planMoment = (plan: ServePlan, start: number) => momentOf(plan.at.minutes - plan.length + start);

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

/** A moment of a plan as the page says it: "7:10 pm" and "the day before" (or its date), the day "" when it needs none. */
export function momentText(plan: ServePlan, start: number, units: UnitSystem): { clock: string; day: string } {
  const moment = planMoment(plan, start);
  return { clock: clockText(moment.minutes, units), day: dayText(plan, moment.dayOffset) };
}

/** "10:00 pm and 7:00 am". */
export const quietText = (quiet: QuietHours, units: UnitSystem) => `${clockText(quiet.from, units)} and ${clockText(quiet.to, units)}`;
