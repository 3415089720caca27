/**
 * The durations a step's text names ("simmer for 20 to 25 minutes", "rest 1
 * hour"), for its timer buttons. Recipe text writes times as plain words, so
 * they are read from the prose: a number or "1 1/2", an optional "to" range
 * (its low end is the timer: check early, add a minute if it needs more),
 * then seconds, minutes or hours.
 */

export interface StepTime {
  /** The timer's length in seconds. */
  seconds: number;
  /** How a button names it: "10-minute", "1 1/2-hour", "30-second". */
  label: string;
  /** The high end of a range ("12 to 14 hours": 14 hours), else `seconds`: what a plan allows for. */
  longest: number;
}

const NUMBER = String.raw`\d+(?: \d+\/\d+)?|\d+\/\d+`;
const UNIT_SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600 };
// "stirring every 3 minutes" repeats, "At 7 minutes the yolk is jammy" is a point on a running timer: neither is a timer of its own.
const TIME = new RegExp(String.raw`(\b(?:every|at)\s+)?\b(${NUMBER})(?:\s+to\s+(${NUMBER}))?\s+(second|minute|hour)s?\b`, "gi");

function value(n: string): number {
  return n.split(" ").reduce((sum, part) => {
    const [a, b] = part.split("/").map(Number);
    return sum + (b ? a / b : a);
  }, 0);
}

/** Each distinct duration `text` names, in the order it names them. */
export function stepTimes(text: string): StepTime[] {
  const found: StepTime[] = [];
  for (const m of text.matchAll(TIME)) {
    if (m[1]) continue;
    const unit = m[4].toLowerCase();
    const seconds = Math.round(value(m[2]) * UNIT_SECONDS[unit]);
    if (seconds <= 0 || found.some((t) => t.seconds === seconds)) continue;
    const longest = m[3] ? Math.max(seconds, Math.round(value(m[3]) * UNIT_SECONDS[unit])) : seconds;
    found.push({ seconds, label: `${m[2]}-${unit}`, longest });
  }
  return found;
}

/** "9:05", "1:02:03": what is left of a timer, rounded up to the second. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
