// The one source of a recipe's times at a scale (the page, structured data, print view and serve-at plan read recipeTimes);
// the step timers read the prose instead (stepTimers, below), held to the same minutes by times.test.ts.
import { batchMinutesByStep } from "./materials";
import { wholeCount } from "./measure";
import { servingCount } from "./scale";
import { recipeText } from "./scaled-text";
import { TIME_TOKEN, timeWords } from "./time-words";
import type { UnitSystem } from "./units";
import type { Minutes, Recipe, Step, StepTime } from "~/recipes/types";

// A step that begins "While the dough rises" or "About 30 minutes into that rise" goes on beside the step before it.
const BESIDE = /^(?:while|meanwhile)\b|^(?:about\s+)?(\d+)\s+minutes\s+into\b/i;

/** Minutes into the step before at which this one starts beside it, or null for a step on the line. */
export function besideMinutes(step: Pick<Step, "preInstruction">, index: number): number | null {
  const m = index > 0 ? step.preInstruction.match(BESIDE) : null;
  return m ? Number(m[1] ?? 0) : null;
}

export const range = (m: Minutes): [number, number] => (typeof m === "number" ? [m, m] : m);

/** A bake follows the piece's size to this power: Hertzberg and François's 1, 2 and 3 lb loaves (decision 024). */
const SIZE_EXPONENT = 0.55;

/** One piece's size at `scale` over 1X's: half a loaf at 1/2X, 0.9 of one at 2.7X (three loaves a little smaller). */
export function pieceSize(recipe: Pick<Recipe, "servings">, scale: number): number {
  const s = recipe.servings[0];
  return (s.number * scale) / Math.max(1, servingCount(s, scale));
}

/** A bake's minutes as a cook writes them: in fives from 20 ("25 minutes", not "24.7"), else to the minute ("10 to 14"). */
const bakeMinutes = ([low, high]: [number, number]): [number, number] =>
  low >= 20 ? [Math.round(low / 5) * 5, Math.round(high / 5) * 5] : [Math.round(low), Math.round(high)];

/** One part's [low, high] minutes at `x`, unrounded but for a bake `bySize` (`size`: pieceSize); batches: materials.ts. */
export function partRange(part: StepTime, scale: number, size = 1): [number, number] {
  const [low, high] = range(part.minutes);
  switch (part.law) {
    case "fixed":
    case "batches": {
      if (!part.bySize || size === 1) return [low, high];
      const k = size ** SIZE_EXPONENT;
      return bakeMinutes([low * k, high * k]);
    }
    case "grows": {
      const more = part.perX * (scale - 1);
      // A half batch is quicker, but never free: a floor of a quarter of the 1X time.
      return [Math.max(low / 4, low + more), Math.max(high / 4, high + more)];
    }
    case "pieces": {
      const k = wholeCount(part.pieces * scale) / part.pieces;
      return [low * k, high * k];
    }
  }
}

export interface TimedStep {
  num: string;
  /** Null on the line; minutes into the step before when it runs beside it (its time counts in no total). */
  beside: number | null;
  /** Whole minutes at this scale, the high end of every range, batches included: what a plan allows. */
  minutes: number;
  /** The low and high end, batches included: a plan may choose within it. */
  range: [number, number];
  prep: number;
  cook: number;
  wait: number;
  /** Minutes the batches at this scale add beyond 1X's (fewer below 1X). */
  batches: number;
  /** The longest single wait or cook part (a rise, a bake, a simmer): what a calendar reminds of. */
  longest: number;
}

export interface RecipeTimes {
  prepTime: number;
  waitTime: number;
  cookTime: number;
  totalTime: number;
  /** What the batches at this scale add beyond 1X's (in prep and cook; less than none below 1X). */
  batchTime: number;
  steps: TimedStep[];
}

/** Each part at the high end of its range (planning back, the long end is never late); steps beside another in no total. */
export function recipeTimes(recipe: Pick<Recipe, "steps" | "materials" | "pans" | "servings">, scale: number): RecipeTimes {
  const batches = batchMinutesByStep(recipe, scale);
  const size = pieceSize(recipe, scale);
  const steps = recipe.steps.map((step, i): TimedStep => {
    const sums = { prep: 0, cook: 0, wait: 0 };
    let low = 0;
    let longest = 0;
    for (const part of step.time) {
      if (part.later) continue;
      const [l, h] = partRange(part, scale, size);
      const minutes = Math.round(h);
      sums[part.kind] += minutes;
      low += Math.min(minutes, Math.round(l));
      if (part.kind !== "prep") longest = Math.max(longest, minutes);
    }
    // Below 1X there are fewer batches, but a step is never shorter than nothing.
    const more = batches.get(step.num) ?? { prep: 0, cook: 0 };
    const before = sums.prep + sums.cook;
    sums.prep = Math.max(0, sums.prep + more.prep);
    sums.cook = Math.max(0, sums.cook + more.cook);
    const added = sums.prep + sums.cook - before;
    const minutes = sums.prep + sums.cook + sums.wait;
    return {
      num: step.num,
      beside: besideMinutes(step, i),
      minutes,
      range: [Math.max(0, low + added), minutes],
      ...sums,
      batches: added,
      longest,
    };
  });
  // A step beside another that outlasts it (slicing ten cucumbers while the onion sits ten minutes) holds up the
  // line: the overrun goes to the step it is beside, as the kind of work it is.
  let line: TimedStep | undefined;
  for (const s of steps) {
    if (s.beside === null) {
      line = s;
      continue;
    }
    const over = line ? s.beside + s.minutes - line.minutes : 0;
    if (!line || over <= 0) continue;
    const kind = s.prep >= s.cook && s.prep >= s.wait ? "prep" : s.cook >= s.wait ? "cook" : "wait";
    line[kind] += over;
    line.minutes += over;
    line.range = [line.range[0] + over, line.range[1] + over];
  }
  const onLine = steps.filter((s) => s.beside === null);
  const sum = (key: "prep" | "cook" | "wait") => onLine.reduce((total, s) => total + s[key], 0);
  const prepTime = sum("prep");
  const cookTime = sum("cook");
  const waitTime = sum("wait");
  const batchTime = onLine.reduce((total, s) => total + s.batches, 0);
  return { prepTime, waitTime, cookTime, totalTime: prepTime + waitTime + cookTime, batchTime, steps };
}

/** A step's words at `scale`: {time:…} tokens from the part they name (time-words.ts), then its scale and measure tokens. */
export function stepProse(text: string, recipe: Recipe, step: Pick<Step, "time" | "num">, scale: number, units: UnitSystem): string {
  const size = pieceSize(recipe, scale);
  const timed = text.replace(TIME_TOKEN, (token, a: string, b?: string) => {
    const [low, high] = [Number(a), Number(b ?? a)];
    const part = step.time.find((p) => range(p.minutes)[0] === low && range(p.minutes)[1] === high);
    if (!part) return token;
    // Whole minutes, as recipeTimes counts them; seconds only for what takes less than a minute as written.
    const [l, h] = partRange(part, scale, size).map((m) => (low < 1 ? Math.round(m * 2) / 2 : Math.max(1, Math.round(m))));
    return timeWords(Math.min(l, h), h);
  });
  return recipeText(timed, recipe, scale, units);
}

// A step timer: a range's low end is the timer (check early, add a minute if it needs more).
export interface StepTimer {
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

export function stepTimers(text: string): StepTimer[] {
  const found: StepTimer[] = [];
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

/** The step's timers under a plan that gave a range's wait `planned` minutes: one started with the plan rings as the next step begins. */
export function plannedTimers(times: StepTimer[], planned: number | undefined): StepTimer[] {
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
