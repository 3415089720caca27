import type { MakeAhead } from "~/recipes/types";
import type { ServeAt } from "./plan-fields";

export interface PlannedStep {
  num: string;
  /** Minutes from the start of the plan. */
  start: number;
  /** How long the plan gives it (for a step beside another, its own time): within `range`, a wait may be shorter than its high end. */
  minutes: number;
  /** Its low and high end at this scale: the plan chooses within a wait's range (docs/planning.md). */
  range: [number, number];
  source: "step" | "beside";
  beside?: string;
  batches: number;
  /** The longest single wait or cook the step's data names: a wait the calendar reminds of from 20 minutes. */
  wait: number;
  /** Minutes of the step that need the cook (prep and cook kinds), at its start. */
  handsOn: number;
  /** Where the pieces are shaped and baked one after another (the loaves at 3X): when each later one begins this step. */
  rounds: number[];
}

/** One piece's turn at a step: staggered (the loaves at 3X), the step's minutes hold every later round as its batches. */
export const turnMinutes = (step: PlannedStep): number => (step.rounds.length ? step.minutes - step.batches : step.minutes);

export const pieceName = (plan: ServePlan): string => plan.pieces ?? "batch";

/** The pieces in round `k` (0 the first) of a staggered step: "loaf 2", "pans 3 to 5"; with `of`, "pan 3 of 3". */
export function roundPieces(plan: ServePlan, k: number, { of = false }: { of?: boolean } = {}): string {
  const sizes = plan.roundSizes.length ? plan.roundSizes : [1];
  const first = sizes.slice(0, k).reduce((t, m) => t + m, 0);
  const n = sizes[k] ?? 1;
  const total = sizes.reduce((t, m) => t + m, 0);
  const one = pieceName(plan);
  const label = n === 1 ? `${one} ${first + 1}` : `${plan.piecesOther ?? one} ${first + 1} ${n === 2 ? "and" : "to"} ${first + n}`;
  return of ? `${label} of ${total}` : label;
}

/** Moments inside a wait that need the cook (made-ahead pans set out): not hands-on work, but an alarm then wakes the cook. */
export function setOutMoments(plan: Pick<ServePlan, "madeAhead" | "steps">): { num: string; at: number }[] {
  const ahead = plan.madeAhead;
  const step = ahead && plan.steps.find((s) => s.num === ahead.step);
  if (!ahead || !step) return [];
  const own = turnMinutes(step);
  return [step.start, ...step.rounds].map((r) => ({ num: step.num, at: r + own - ahead.way.after }));
}

export interface ServePlan {
  at: ServeAt;
  /** Minutes from the first step to the table: the work, then `keeping`. */
  length: number;
  /** Minutes the finished dish waits for the table: within the recipe's `keeps`. */
  keeping: number;
  /** The recipe's own total at this scale, as the page shows it (recipeTimes). */
  recipeTotal: number;
  /** Hands-on minutes the plan puts in the quiet hours, and a minute for each of `quietMoments`: 0 unless no plan avoids them. */
  quietMinutes: number;
  /** The moments inside a wait that need the cook in the quiet hours (setOutMoments): an alarm would wake them. */
  quietMoments: { num: string; at: number }[];
  /** What a staggered run makes one of ("loaf"), where its steps have `rounds`. */
  pieces: string | null;
  piecesOther: string | null;
  /** How many pieces each round takes, first to last: [2, 1] for the rolls' three pans at 2.7X, two to the oven. */
  roundSizes: number[];
  /** The step planned the recipe's make-ahead way (the rolls' night in the fridge), and that way; null for the usual way. */
  madeAhead: { step: string; way: MakeAhead } | null;
  steps: PlannedStep[];
}
