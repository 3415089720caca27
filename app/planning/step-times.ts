// The step timers read their times from the prose. A range's low end is the timer (check early, add a
// minute if it needs more). Plans and totals read each step's data instead (amounts/times.ts), which
// times.test.ts holds to what the prose names.

export interface StepTime {
  seconds: number;
  /** "10-minute", "1 1/2-hour" */
  label: string;
  /** A range's high end: what the step's data must name too. */
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

/**
 * The step's timers under a plan that gave a range's wait `planned` minutes: that time counts instead of the low end, so
 * a timer started with the plan rings when the plan says the next step begins (not at 5 am in the quiet hours).
 */
export function plannedTimes(times: StepTime[], planned: number | undefined): StepTime[] {
  if (planned === undefined) return times;
  const seconds = planned * 60;
  return times.map((t) => {
    if (t.longest === t.seconds || seconds < t.seconds || seconds > t.longest || seconds === t.seconds) return t;
    const h = Math.floor(planned / 60);
    const m = planned % 60;
    const label = !m ? `${h}-hour` : h ? `${h} hr ${m} min` : `${m}-minute`;
    return { ...t, seconds, label };
  });
}

/** Rounded up, so a timer never shows 0:00 before it ends. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
