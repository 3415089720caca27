import { MINUTES_PER_DAY, type QuietHours } from "./plan-fields";

/** Whether a moment (an alarm, a pan set out) is strictly inside the quiet hours: a reminder at 10:00 pm or 7:00 am is not. */
export const quietMoment = (at: number, quiet: QuietHours | null): boolean => quietOverlap(at - 1, at + 1, quiet) === 2;

/** Minutes of [a, b) (from midnight of the serving day, any day) inside the quiet hours. */
export function quietOverlap(a: number, b: number, quiet: QuietHours | null): number {
  if (!quiet || b <= a) return 0;
  const length = (quiet.to - quiet.from + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  let total = 0;
  for (let d = Math.floor(a / MINUTES_PER_DAY) - 1; d <= Math.floor(b / MINUTES_PER_DAY); d++) {
    const from = d * MINUTES_PER_DAY + quiet.from;
    total += Math.max(0, Math.min(b, from + length) - Math.max(a, from));
  }
  return total;
}
