// The time to eat: read from the form, and moved to the nearest one that keeps the night quiet.
import { momentOf, MS_PER_DAY } from "./moments";
import { DEFAULT_QUIET, type ServeAt, type ServeErrors, type ServeQuery } from "./plan-fields";
import type { ServePlan } from "./planned-steps";
import { readTime } from "./time-field";

export type ServeResult = { ok: true; at: ServeAt } | { ok: false; errors: ServeErrors };

const notATime = (value: string, example: string) =>
  `“${value.trim().slice(0, 20)}” is not a time: give hours and minutes, such as ${example}.`;

/** Null when the form was not used; a time input may send seconds. */
export function readServeAt({ serve, day, quietFrom, quietTo }: ServeQuery): ServeResult | null {
  if (serve === null && day === null && quietFrom === null && quietTo === null) return null;
  const errors: ServeErrors = {};
  const minutes = readTime(serve ?? "");
  if (minutes === null) errors.serve = serve?.trim() ? notATime(serve, "18:30") : "Give the time to eat, such as 18:30.";
  let days: number | null = null;
  if (day?.trim()) {
    const d = day.trim().match(/^(\d{4})-(\d{2})-(\d{2})$/);
    const ms = d ? Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3])) : NaN;
    // Date.UTC rolls 31 February over into March: the day must read back as typed.
    if (!d || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day.trim() || Number(d[1]) < 2000) {
      errors.day = `“${day.trim().slice(0, 20)}” is not a date: give one such as 2026-11-25, or leave it empty.`;
    } else days = ms / MS_PER_DAY;
  }
  // An empty quiet field is the default's; the same time in both is no quiet hours at all.
  const from = quietFrom?.trim() ? readTime(quietFrom) : DEFAULT_QUIET.from;
  const to = quietTo?.trim() ? readTime(quietTo) : DEFAULT_QUIET.to;
  if (from === null) errors.quietFrom = notATime(quietFrom!, "22:00");
  if (to === null) errors.quietTo = notATime(quietTo!, "07:00");
  if (minutes === null || Object.keys(errors).length) return { ok: false, errors };
  const quiet = from === to ? null : { from: from!, to: to! };
  return { ok: true, at: { minutes, day: days, quiet } };
}

/** The nearest serving time (half hours, up to 12 hours either way) at which no plan needs the cook in the quiet hours; or null. */
export function nearestQuietServe(at: ServeAt, plansAt: (at: ServeAt) => ServePlan[]): ServeAt | null {
  const times: number[] = [];
  for (let t = Math.ceil((at.minutes - 12 * 60) / 30) * 30; t <= at.minutes + 12 * 60; t += 30) if (t !== at.minutes) times.push(t);
  // Nearest first; of two as near, the later (more time to cook).
  times.sort((a, b) => Math.abs(a - at.minutes) - Math.abs(b - at.minutes) || b - a);
  for (const minutes of times) {
    const { minutes: clock, dayOffset } = momentOf(minutes);
    // Without a day, a time on another day cannot be written as a serving time.
    if (at.day === null && dayOffset !== 0) continue;
    const moved = { ...at, minutes: clock, day: at.day === null ? null : at.day + dayOffset };
    if (plansAt(moved).every((p) => p.quietMinutes === 0)) return moved;
  }
  return null;
}
