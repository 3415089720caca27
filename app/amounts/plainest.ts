// Of the ways a set of measures can hold an amount, the one a cook would use: within the tolerance, one measure before
// two, then the nearest, then the plainer. ./us-amounts and ./metric-amounts give each system's measures.
import { EPS, kitchenFraction, TOLERANCE, TSP_PER_CUP, TSP_PER_TBSP } from "./measure";

interface Single {
  parts: 1;
  text: string;
  value: number;
  /** Lower is plainer. */
  rank: number;
}
/** A pair's text is made from its two measures only when it is written: hundreds are weighed for each amount. */
type Pair = { parts: 2; value: number; rank: number; /** The second measure's value. */ rest: number } & (
  { pair: [Way, Way] } | { text: string }
);
export type Way = Single | Pair;

export const textOf = (w: Way): string => ("pair" in w ? `${textOf(w.pair[0])} + ${textOf(w.pair[1])}` : w.text);
export const one = (text: string, value: number, rank = 0): Way => ({ text, value, parts: 1, rank });
export const two = (a: Way, b: Way, rank = 0): Way => ({
  value: a.value + b.value,
  parts: 2,
  rank: a.rank + b.rank + rank,
  rest: b.value,
  pair: [a, b],
});

export function plainest(amount: number, allWays: Way[]): string {
  const error = (w: Way) => Math.abs(w.value - amount);
  const within = (a: number, b: number) => Math.abs(a - b) < TOLERANCE * b - EPS;
  const singles = allWays
    .filter((w) => w.parts === 1)
    .map((w) => w.value)
    .sort((a, b) => a - b);
  // The single nearest a value is one of the two either side of where it would sort.
  const singleWouldDo = (value: number) => {
    let lo = 0;
    for (let hi = singles.length; lo < hi;) {
      const mid = (lo + hi) >> 1;
      if (singles[mid] < value) lo = mid + 1;
      else hi = mid;
    }
    return (lo > 0 && within(singles[lo - 1], value)) || (lo < singles.length && within(singles[lo], value));
  };
  // A pair is written only if it reads as one: its second measure matters, and no single measure would do for it.
  const ways = allWays.filter((w) => w.parts === 1 || (w.rest >= TOLERANCE * w.value - EPS && !singleWouldDo(w.value)));
  const close = ways.filter((w) => error(w) < TOLERANCE * amount - EPS || error(w) < EPS);
  const pool = close.length ? close : ways;
  pool.sort((a, b) => (close.length ? a.parts - b.parts : 0) || error(a) - error(b) || a.rank - b.rank);
  return textOf(pool[0]);
}

export const range = (from: number, to: number, step: number) => {
  const out: number[] = [];
  for (let v = from; v <= to + EPS; v += step) out.push(v);
  return out;
};

// The 1/8 spoon alone: "1 1/8 tsp" is two spoons and a sum no one measures.
const TSP_SINGLES = range(1 / 8, 2.875, 1 / 8)
  .filter((v) => [0, 2, 4, 6].includes(Math.round((v % 1) * 8)) || v === 1 / 8)
  .map((v) => one(`${kitchenFraction(v)} tsp`, v, 2));
// What follows a larger measure in a sum: a whole teaspoon. No cook measures "1 tbsp + 3/4 tsp" or "1/4 tsp + 1/8 tsp".
const WHOLE_TSP = TSP_SINGLES.filter((s) => Number.isInteger(s.value));

const TABLESPOONS = new Map<number, Way[]>();
function tablespoons(maxTbsp: number): Way[] {
  let ways = TABLESPOONS.get(maxTbsp);
  if (!ways) TABLESPOONS.set(maxTbsp, (ways = range(1, maxTbsp, 1 / 2).map((t) => one(`${kitchenFraction(t)} tbsp`, t * TSP_PER_TBSP, 1))));
  return ways;
}

export function spoonWays(tsp: number, maxTbsp: number): Way[] {
  const tbsp = tablespoons(maxTbsp);
  const pairs = tbsp
    .filter((t) => Number.isInteger(t.value / TSP_PER_TBSP) && t.value < tsp + EPS)
    .flatMap((t) => WHOLE_TSP.map((s) => two(t, s)));
  return [...TSP_SINGLES, ...tbsp, ...pairs];
}

export const cupText = (c: number) => `${kitchenFraction(c)} ${c > 1 + EPS ? "cups" : "cup"}`;

const CUPS = [...new Set([...range(1 / 4, 4, 1 / 4), ...range(1 / 3, 4, 1 / 3)].map((c) => Math.round(c * 1e6) / 1e6))]
  .sort((a, b) => a - b)
  .map((c) => one(cupText(c), c * TSP_PER_CUP, Number.isInteger(c * 4) ? 0 : 1));
// Up to 2 tbsp after a cup ("3/4 cup + 3 tbsp" is nearly 1 cup); a cup is filled to a teaspoon or so, so tablespoons follow.
export const TBSP_AFTER_CUPS = 2;
const SPOONS_AFTER_CUPS = range(1 / 2, TBSP_AFTER_CUPS, 1 / 2).map((t) => ({
  way: one(`${kitchenFraction(t)} tbsp`, t * TSP_PER_TBSP, 1),
  rank: 0,
}));

export function cupWays(tsp: number): Way[] {
  const withSpoons = CUPS.filter((c) => c.value < tsp).flatMap((c) => SPOONS_AFTER_CUPS.map((s) => two(c, s.way, s.rank)));
  return [...CUPS, ...withSpoons];
}

// A recipe page writes each amount more than once (the list, its structured data): work each out once.
export function remembered<A extends unknown[]>(work: (...args: A) => string): (...args: A) => string {
  const known = new Map<string, string>();
  return (...args) => {
    const key = args.join();
    let text = known.get(key);
    if (text === undefined) {
      if (known.size >= 20000) known.clear();
      known.set(key, (text = work(...args)));
    }
    return text;
  };
}
