import { capacityPlan, pansAt } from "~/amounts/materials";
import { wholeCount } from "~/amounts/measure";
import { besideMinutes, partRange, pieceSize, recipeTimes, type TimedStep } from "~/amounts/times";
import type { MakeAhead, Recipe, StepTime } from "~/recipes/types";
import { DEFAULT_QUIET, MINUTES_PER_DAY, type ServeAt } from "./plan-fields";
import { setOutMoments, type PlannedStep, type ServePlan } from "./planned-steps";
import { quietMoment, quietOverlap } from "./quiet-hours";

/** The starts tried, back from the recipe's own: a quarter of an hour apart is as exact as a cook needs, and quick. */
const GRID = 15;
const mod = (n: number) => ((n % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;

/** The pieces a counted capacity bakes one after another, where each must rise before its turn: the bread's loaves. */
function staggered(
  recipe: Recipe,
  scale: number,
): { steps: Set<string>; count: number; every: number; one: string; other: string; sizes: number[] } | null {
  for (const c of recipe.materials.flatMap((m) => m.capacity ?? [])) {
    const pans = pansAt(recipe, scale);
    const plan = capacityPlan(c, scale, pans);
    if (!c.counted || plan.kind !== "batches" || plan.count < 2) continue;
    const first = recipe.steps.findIndex((s) => s.num === c.steps[0]);
    const last = recipe.steps.findIndex((s) => s.num === c.steps.at(-1));
    // Only where the first step shapes and then rests: shaped all at once, the later ones would over-rise.
    if (first < 0 || !recipe.steps[first].time.some((t) => t.kind === "wait")) continue;
    const run = recipe.steps.slice(first, last + 1).filter((s, i) => besideMinutes(s, first + i) === null);
    // Full rounds of what the materials take at once, the last with what is left.
    const total = c.inPans && pans !== undefined ? pans : wholeCount(c.perRecipe * scale);
    const sizes = Array.from({ length: plan.count }, (_, k) => Math.min(plan.perBatch, total - k * plan.perBatch));
    return {
      steps: new Set(run.map((s) => s.num)),
      count: plan.count,
      every: plan.minutes,
      one: c.counted.one,
      other: c.counted.other,
      sizes,
    };
  }
  return null;
}

interface Line {
  timed: TimedStep;
  /** The step's hands-on minutes and its wait's low and high end. */
  handsOn: number;
  waitLow: number;
  waitHigh: number;
}

/** Each wait's low end at `x`: the plan may cut a wait back to it. */
function waitLowOf(recipe: Recipe, scale: number, timed: TimedStep, index: number): number {
  let high = 0;
  let low = 0;
  for (const part of recipe.steps[index].time) {
    if (part.later || part.kind !== "wait") continue;
    const [l, h] = partRange(part, scale, pieceSize(recipe, scale));
    high += Math.round(h);
    low += Math.min(Math.round(h), Math.round(l));
  }
  return Math.max(0, timed.wait - (high - low));
}

interface Choice {
  start: number;
  lengths: number[];
  keeping: number;
  quiet: number;
  stretch: number;
}

/** When to begin each step so the dish is on the table at `at`; which plan wins, and why: docs/planning.md. */
export function servePlan(recipe: Recipe, scale: number, at: ServeAt): ServePlan {
  const usual = planWith(recipe, scale, at, null);
  const step = recipe.steps.find((s) => s.makeAhead);
  if (usual.quietMinutes === 0 || !step?.makeAhead) return usual;
  const way = step.makeAhead;
  const wait: StepTime = { law: "fixed", kind: "wait", minutes: [way.hold[0] + way.after, way.hold[1] + way.after] };
  const ahead = planWith(
    { ...recipe, steps: recipe.steps.map((s) => (s === step ? { ...s, time: [wait] } : s)) },
    scale,
    at,
    step.num,
    way,
  );
  // The page's total stays the usual way's: the make-ahead way is this plan's, not the recipe's.
  return ahead.quietMinutes < usual.quietMinutes ? { ...ahead, recipeTotal: usual.recipeTotal, madeAhead: { step: step.num, way } } : usual;
}

/** `shortest`: a step whose wait is held as short as the quiet hours allow (a night in the fridge), not as long. */
function planWith(recipe: Recipe, scale: number, at: ServeAt, shortest: string | null, way?: MakeAhead): ServePlan {
  const times = recipeTimes(recipe, scale);
  const quiet = at.quiet === undefined ? DEFAULT_QUIET : at.quiet;
  const keeps = recipe.keeps?.minutes ?? 0;
  const stagger = staggered(recipe, scale);
  const lines: Line[] = [];
  times.steps.forEach((s, i) => {
    if (s.beside === null) lines.push({ timed: s, handsOn: s.prep + s.cook, waitLow: waitLowOf(recipe, scale, s, i), waitHigh: s.wait });
  });
  const high = lines.reduce((t, l) => t + l.timed.minutes, 0);
  const low = lines.reduce((t, l) => t + l.timed.minutes - (l.waitHigh - l.waitLow), 0);
  // Minutes the steps after each one take at the least.
  const after = lines.map((_, i) => lines.slice(i + 1).reduce((t, l) => t + l.timed.minutes - (l.waitHigh - l.waitLow), 0));

  // Each step's part of its planned step, once: build runs for every start and wait the search below tries, and
  // spreading a shared object there was most of a plan's time (a night's rise tries hundreds).
  const shapes = times.steps.map((s) => ({ s, staggered: stagger?.steps.has(s.num) ?? false, handsOn: s.prep + s.cook }));
  const build = (lengths: number[]): PlannedStep[] => {
    const steps: PlannedStep[] = [];
    let clock = 0;
    let li = -1;
    let line = times.steps[0];
    let lineStart = 0;
    for (const { s, staggered, handsOn } of shapes) {
      if (s.beside !== null) {
        const start = lineStart + s.beside;
        steps.push({
          num: s.num,
          range: s.range,
          wait: s.longest,
          handsOn,
          minutes: s.minutes,
          start,
          source: "beside",
          beside: line.num,
          batches: 0,
          rounds: [],
        });
        continue;
      }
      li++;
      // Staggered, the batches' minutes are the later rounds of the run, not more of this step's own work.
      const rounds: number[] = [];
      if (staggered) for (let k = 1; k < stagger!.count; k++) rounds.push(clock + k * stagger!.every);
      steps.push({
        num: s.num,
        range: s.range,
        wait: s.longest,
        handsOn: staggered ? handsOn - s.batches : handsOn,
        minutes: lengths[li],
        start: clock,
        source: "step",
        batches: s.batches,
        rounds,
      });
      line = s;
      lineStart = clock;
      clock += lengths[li];
    }
    return steps;
  };
  /** The made-ahead pans set out of the fridge inside the quiet hours: each counts as a minute of work there. */
  const momentsOf = (steps: PlannedStep[], start: number) =>
    shortest && way ? setOutMoments({ madeAhead: { step: shortest, way }, steps }).filter((m) => quietMoment(start + m.at, quiet)) : [];
  /** Hands-on minutes in the quiet hours, the plan starting `start` minutes from midnight of the serving day. */
  const quietOf = (steps: PlannedStep[], start: number) =>
    steps.reduce((t, s) => t + [s.start, ...s.rounds].reduce((u, r) => u + quietOverlap(start + r, start + r + s.handsOn, quiet), 0), 0) +
    momentsOf(steps, start).length;

  // The steps on the line with a wait to choose within its range.
  const flexible = lines.map((l) => l.waitLow < l.waitHigh);
  const better = (a: Choice, b: Choice) => (a.quiet - b.quiet || a.keeping - b.keeping || a.stretch - b.stretch || b.start - a.start) < 0;
  let best: Choice | null = null;
  // From the latest start back: once a plan keeps the night quiet, an earlier start can only keep the dish longer.
  for (let j = Math.floor((high - low) / GRID); j >= -Math.floor(keeps / GRID); j--) {
    const start = at.minutes - high + j * GRID;
    if (best && best.quiet === 0 && at.minutes - start - high > best.keeping) break;
    const lengths = lines.map((l) => l.timed.minutes);
    let clock = start;
    for (const [i, l] of lines.entries()) {
      const work = l.timed.minutes - l.waitHigh;
      if (flexible[i]) {
        // The longest wait that leaves time for the rest and keeps the work it leads to out of the quiet hours (or puts
        // least there): only the long end, the short end and the waits ending at a quiet-hours edge need trying.
        const upTo = flexible.findIndex((f, k) => k > i && f);
        const blockLines = lines.slice(i + 1, upTo < 0 ? undefined : upTo + 1);
        const block = new Set(blockLines.map((b) => b.timed.num));
        const span = blockLines.reduce((t, b) => t + b.timed.minutes, 0) - (upTo < 0 ? 0 : lines[upTo].waitHigh);
        const ends = clock + work;
        const waits = [l.waitHigh];
        if (quiet) {
          for (const edge of [quiet.to, quiet.from - span]) {
            // The waits from the short end that end it at that edge of the quiet hours, on any day.
            const first = l.waitLow + mod(edge - ends - l.waitLow);
            for (let w = first; w < l.waitHigh; w += MINUTES_PER_DAY) if (w > l.waitLow) waits.push(w);
          }
          waits.push(l.waitLow);
        }
        // A hold kept short ends just in time for the rest: the dish fresh at the table.
        const justInTime = at.minutes - after[i] - ends;
        if (l.timed.num === shortest && justInTime > l.waitLow && justInTime < l.waitHigh) waits.push(justInTime);
        waits.sort((scale, y) => y - scale);
        let chosen: { wait: number; quiet: number } | null = null;
        for (const w of waits) {
          if (ends + w + after[i] > at.minutes) continue;
          lengths[i] = work + w;
          const q = quiet
            ? quietOf(
                build(lengths).filter((s) => block.has(s.source === "beside" ? s.beside! : s.num)),
                start,
              )
            : 0;
          if (!chosen || q < chosen.quiet) chosen = { wait: w, quiet: q };
          if (q === 0) break;
        }
        // None leaves time for the rest: the longest that does not make the dish late, or the short end.
        lengths[i] = work + (chosen?.wait ?? Math.max(l.waitLow, Math.min(l.waitHigh, at.minutes - after[i] - ends)));
      }
      clock += lengths[i];
    }
    const keeping = at.minutes - clock;
    if (keeping < 0 || keeping > keeps) continue;
    const stretch = lines.reduce(
      (t, l, i) => t + (l.timed.num === shortest ? lengths[i] - (l.timed.minutes - l.waitHigh + l.waitLow) : l.timed.minutes - lengths[i]),
      0,
    );
    const choice = { start, lengths, keeping, quiet: quietOf(build(lengths), start), stretch };
    if (!best || better(choice, best)) best = choice;
  }
  // Every start kept the dish too long or made it late: the recipe's own plan, the long ends and no keeping.
  if (!best) {
    const lengths = lines.map((l) => l.timed.minutes);
    best = { start: at.minutes - high, lengths, keeping: 0, quiet: quietOf(build(lengths), at.minutes - high), stretch: 0 };
  }
  const steps = build(best.lengths);
  const length = at.minutes - best.start;
  return {
    // The plan's own `at` says which quiet hours it kept: never left out.
    at: { ...at, quiet },
    length,
    keeping: best.keeping,
    recipeTotal: times.totalTime,
    quietMinutes: quietOf(steps, best.start),
    quietMoments: momentsOf(steps, best.start),
    pieces: stagger?.one ?? null,
    piecesOther: stagger?.other ?? null,
    roundSizes: stagger?.sizes ?? [],
    madeAhead: null,
    steps,
  };
}
