// How a cook writes an amount, in both unit systems: the rules are in docs/recipes.md
// ("Amounts and units"); ./scale picks the function, ./amount-rules checks the results.

export const TSP_PER_TBSP = 3;
export const TSP_PER_CUP = 48;
export const TBSP_PER_STICK = 8;
export const OZ_PER_STICK = 4;
/** Two pounds, two of the boxes a shop sells: past them butter is weighed. */
export const BUTTER_STICKS_AT_MOST = 8;
/** A US teaspoon in millilitres (a US cup is 236.6 ml). */
export const ML_PER_TSP = 4.92892;
export const G_PER_OZ = 28.3495;
export const OZ_PER_LB = 16;
export const METRIC_TSP_ML = 5;
export const METRIC_TBSP_ML = 15;

/** Rounding an amount by less than this share of it changes nothing in the dish. */
export const TOLERANCE = 0.05;
/** 4 tbsp = 1/4 cup = 60 ml: past it, cups or millilitres. */
export const SPOON_LIMIT_TSP = 12;
export const HALF_CUPS_FROM_CUPS = 4;
export const QUARTS_FROM_CUPS = 16;

/** [below, step], smallest first; water follows a jug's 50 ml marks. */
export const GRAM_STEPS: readonly [number, number][] = [
  [50, 1],
  [500, 5],
  [1000, 10],
  [Infinity, 100],
];
export const ML_STEPS: readonly [number, number][] = [
  [100, 5],
  [250, 10],
  [1000, 25],
  [Infinity, 100],
];
export const WATER_ML_STEPS: readonly [number, number][] = [
  [100, 5],
  [250, 10],
  [500, 25],
  [1000, 50],
  [Infinity, 100],
];
export const METRIC_CANS_G = [400, 800] as const;
/** What a shop's scale or a pack reads for meat, vegetables and pasta given in pounds: 450 g, not 455 g. */
export const BOUGHT_GRAM_STEPS: readonly [number, number][] = [
  [250, 5],
  [1000, 25],
  [Infinity, 100],
];
/** A pinch is about 1/16 tsp: two are the 1/8 tsp spoon. */
export const PINCHES_PER_TSP = 16;

/** Things counted one by one at a scale (eggs, packets, loaves, pieces of hand work): rounded as a cook rounds, never none. */
export const wholeCount = (value: number) => Math.max(1, Math.round(value));
/** Chopped herbs: past 3 tbsp, cups or grams. */
export const HERB_SPOONS_AT_MOST_TSP = 9;
/** A kitchen scale reads whole grams: below 5 it cannot tell a light herb's amount, so dill at 5X stays in spoons. */
export const HERB_GRAMS_AT_LEAST = 5;

const EPS = 1e-6;

const FRACTIONS: [number, string][] = [
  [0, ""],
  [1 / 8, "1/8"],
  [1 / 4, "1/4"],
  [1 / 3, "1/3"],
  [1 / 2, "1/2"],
  [2 / 3, "2/3"],
  [3 / 4, "3/4"],
  [1, ""],
];

/** 1.5 -> "1 1/2"; eighths only as 1/8, since no measure holds 3/8, 5/8 or 7/8. */
export function kitchenFraction(value: number): string {
  let whole = Math.floor(value + EPS);
  const rest = value - whole;
  let best = FRACTIONS[0];
  for (const f of FRACTIONS) if (Math.abs(rest - f[0]) < Math.abs(rest - best[0]) - EPS) best = f;
  if (best[0] === 1) {
    whole += 1;
    best = FRACTIONS[0];
  }
  if (whole === 0 && !best[1]) return "1/8"; // never "0" for a real amount
  return [whole || "", best[1]].filter(Boolean).join(" ");
}

interface Way {
  /** A pair's is made from its two measures when it is written: hundreds are weighed for each amount. */
  text?: string;
  value: number;
  parts: number;
  /** Lower is plainer. */
  rank: number;
  /** The second measure's value, for a pair. */
  rest?: number;
  pair?: [Way, Way];
}

const textOf = (w: Way): string => w.text ?? `${textOf(w.pair![0])} + ${textOf(w.pair![1])}`;
const one = (text: string, value: number, rank = 0): Way => ({ text, value, parts: 1, rank });
const two = (a: Way, b: Way, rank = 0): Way => ({
  value: a.value + b.value,
  parts: 2,
  rank: a.rank + b.rank + rank,
  rest: b.value,
  pair: [a, b],
});

function plainest(amount: number, allWays: Way[]): string {
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
  const ways = allWays.filter((w) => w.parts === 1 || (w.rest! >= TOLERANCE * w.value - EPS && !singleWouldDo(w.value)));
  const close = ways.filter((w) => error(w) < TOLERANCE * amount - EPS || error(w) < EPS);
  const pool = close.length ? close : ways;
  pool.sort((a, b) => (close.length ? a.parts - b.parts : 0) || error(a) - error(b) || a.rank - b.rank);
  return textOf(pool[0]);
}

const range = (from: number, to: number, step: number) => {
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

function spoonWays(tsp: number, maxTbsp: number): Way[] {
  const tbsp = tablespoons(maxTbsp);
  const pairs = tbsp
    .filter((t) => Number.isInteger(t.value / TSP_PER_TBSP) && t.value < tsp + EPS)
    .flatMap((t) => WHOLE_TSP.map((s) => two(t, s)));
  return [...TSP_SINGLES, ...tbsp, ...pairs];
}

const cupText = (c: number) => `${kitchenFraction(c)} ${c > 1 + EPS ? "cups" : "cup"}`;

const CUPS = [...new Set([...range(1 / 4, 4, 1 / 4), ...range(1 / 3, 4, 1 / 3)].map((c) => Math.round(c * 1e6) / 1e6))]
  .sort((a, b) => a - b)
  .map((c) => one(cupText(c), c * TSP_PER_CUP, Number.isInteger(c * 4) ? 0 : 1));
// Up to 3 tbsp after a cup: "1/3 cup + 3 1/2 tbsp" is nearly another quarter cup ("1/2 cup + 1 tbsp").
const SPOONS_AFTER_CUPS = [
  ...range(1 / 2, 3, 1 / 2).map((t) => ({ way: one(`${kitchenFraction(t)} tbsp`, t * TSP_PER_TBSP, 1), rank: 0 })),
  ...WHOLE_TSP.map((s) => ({ way: s, rank: 1 })),
];

function cupWays(tsp: number): Way[] {
  const withSpoons = CUPS.filter((c) => c.value < tsp).flatMap((c) => SPOONS_AFTER_CUPS.map((s) => two(c, s.way, s.rank)));
  return [...CUPS, ...withSpoons];
}

// A recipe page writes each amount more than once (the list, its structured data): work each out once.
function remembered<A extends unknown[]>(work: (...args: A) => string): (...args: A) => string {
  const known = new Map<string, string>();
  return (...args) => {
    const key = args.join();
    let text = known.get(key);
    if (text === undefined) {
      if (known.size >= 5000) known.clear();
      known.set(key, (text = work(...args)));
    }
    return text;
  };
}

function workUsVolume(tsp: number, poured = false): string {
  const t = Math.max(1 / 8, Math.round(tsp * 8) / 8);
  const cups = t / TSP_PER_CUP;
  if (cups > HALF_CUPS_FROM_CUPS + EPS) {
    const halves = Math.round(cups * 2) / 2;
    const quarters = Math.round(cups * 4) / 4;
    const ways = [one(cupText(halves), halves * TSP_PER_CUP, 0), one(cupText(quarters), quarters * TSP_PER_CUP, 1)];
    if (poured && cups >= QUARTS_FROM_CUPS - EPS) {
      const quarts = Math.round((cups / 4) * 2) / 2;
      ways.push(one(`${kitchenFraction(quarts)} quarts`, quarts * 4 * TSP_PER_CUP, -1));
    }
    // Quarter cups only when halves would change the dish.
    const close = ways.filter((w) => Math.abs(w.value - t) < TOLERANCE * t);
    return textOf(close.length ? close.sort((a, b) => a.rank - b.rank)[0] : ways[1]);
  }
  // Chosen against the amount itself: rounding 0.675 tsp to 5/8 first would tie 1/2 and 3/4 and pick the smaller.
  return plainest(Math.max(1 / 8, tsp), [...spoonWays(t, 3.5), ...cupWays(t)]);
}
export const usVolume = remembered(workUsVolume);

/** Takes US teaspoons: a 5/15 ml spoon holds what a US one does, within 1.4%. */
function workMetricSpoons(tsp: number): string {
  const t = Math.max(1 / 8, Math.round(tsp * 8) / 8);
  return plainest(Math.max(1 / 8, tsp), spoonWays(t, Math.max(4, Math.ceil(t / TSP_PER_TBSP) + 1)));
}
export const metricSpoons = remembered(workMetricSpoons);

function workButterAmount(tbsp: number): string {
  const t = Math.max(1 / 2, Math.round(tbsp * 2) / 2);
  const stickText = (s: number) => `${kitchenFraction(s)} ${s > 1 + EPS ? "sticks" : "stick"}`;
  if (t < TBSP_PER_STICK - EPS) return `${kitchenFraction(t)} tbsp`;
  // Sticks up to two pounds (two boxes of four): "5 1/2 sticks" is read off the wrappers, "1 lb 6 oz" needs a scale.
  if (t > BUTTER_STICKS_AT_MOST * TBSP_PER_STICK + EPS) return usWeight((t / TBSP_PER_STICK) * OZ_PER_STICK);
  const sticks = range(1, BUTTER_STICKS_AT_MOST, 1 / 4).map((s) => one(stickText(s), s * TBSP_PER_STICK));
  // The wrapper is marked in tablespoons: a whole stick and whole tablespoons off the next.
  const rests = range(1, 7, 1).map((r) => one(`${r} tbsp`, r, 1));
  const withRest = sticks
    .filter((s) => Number.isInteger(s.value / TBSP_PER_STICK) && s.value < t)
    .flatMap((s) => rests.map((r) => two(s, r)));
  return plainest(t, [...sticks, ...withRest]);
}
export const butterAmount = remembered(workButterAmount);

/** `inPounds` keeps a recipe's own "1/2 lb" rather than "8 oz". */
function workUsWeight(oz: number, inPounds = false): string {
  const o = Math.max(1 / 2, Math.round(oz * 2) / 2);
  const lbText = (lb: number) => `${kitchenFraction(lb)} lb`;
  const pounds = range(1 / 4, Math.ceil(o / OZ_PER_LB) + 1, 1 / 4)
    .filter((lb) => lb >= 1 || inPounds)
    .map((lb) => one(lbText(lb), lb * OZ_PER_LB, inPounds ? 0 : 1));
  const ounces = range(1 / 2, 15.5, 1 / 2).map((v) => one(`${kitchenFraction(v)} oz`, v, inPounds ? 1 : 0));
  const lbAndOz = range(1, Math.floor(o / OZ_PER_LB), 1).flatMap((lb) =>
    range(1 / 2, 15.5, 1 / 2).map((v) => ({
      text: `${lb} lb ${kitchenFraction(v)} oz`,
      value: lb * OZ_PER_LB + v,
      parts: 2,
      rank: 1,
      rest: v,
    })),
  );
  return plainest(o, [...(o < OZ_PER_LB ? ounces : []), ...pounds, ...lbAndOz]);
}
export const usWeight = remembered(workUsWeight);

export function roundToStep(value: number, steps: readonly [number, number][]): number {
  const step = steps.find(([below]) => value < below)![1];
  return Math.round(value / step) * step;
}

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** `exact`: a baker weighs to the gram, so "1330 g" stays grams rather than "1.3 kg". */
export function metricWeight(g: number, exact = false): string {
  if (exact) {
    const whole = Math.max(1, Math.round(g));
    return whole >= 1000 && whole % 100 === 0 ? `${oneDecimal(whole / 1000)} kg` : `${whole} g`;
  }
  const rounded = Math.max(1, roundToStep(g, GRAM_STEPS));
  return rounded >= 1000 ? `${oneDecimal(rounded / 1000)} kg` : `${rounded} g`;
}

export function metricVolume(ml: number, { exact = false, water = false }: { exact?: boolean; water?: boolean } = {}): string {
  if (exact) {
    const whole = Math.max(1, Math.round(ml));
    return whole >= 1000 && whole % 100 === 0 ? `${oneDecimal(whole / 1000)} L` : `${whole} ml`;
  }
  const rounded = roundToStep(ml, water ? WATER_ML_STEPS : ML_STEPS);
  return rounded >= 1000 ? `${oneDecimal(rounded / 1000)} L` : `${rounded} ml`;
}

function workMetricPoured(tsp: number, water = false): string {
  // Compare what a jug would read, so 58 ml rounding to 60 is poured, not spooned.
  if (roundToStep(tsp * ML_PER_TSP, ML_STEPS) >= SPOON_LIMIT_TSP * METRIC_TSP_ML) return metricVolume(tsp * ML_PER_TSP, { water });
  const t = Math.max(1 / 8, Math.round(tsp * 8) / 8);
  return plainest(Math.max(1 / 8, tsp), spoonWays(t, 3.5));
}
export const metricPoured = remembered(workMetricPoured);

/** Past one pinch, the spoons: "1/8 tsp", "1/4 tsp", never "5 pinches". */
export function pinchAmount(pinches: number, metric: boolean): string {
  if (pinches < 1.5) return "1 pinch";
  const tsp = pinches / PINCHES_PER_TSP;
  return metric ? metricSpoons(tsp) : usVolume(tsp);
}

const HERB_CUPS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 3.5, 4, 5, 6];

/** Chopped leaves: a spoon is measured up to 3 tbsp; past it, a cup (US) or the scale (metric) is. Herbs forgive 10%. */
export function herbAmount(tsp: number, metric: boolean, gramsPerCup: number, weighed = false): string {
  if (metric && weighed) return metricWeight((tsp / TSP_PER_CUP) * gramsPerCup);
  if (tsp <= HERB_SPOONS_AT_MOST_TSP + EPS) {
    // Spoons in halves of a tablespoon, or teaspoons below one: "2 1/2 tbsp", "1 tsp".
    if (tsp < TSP_PER_TBSP - EPS) return metric ? metricSpoons(tsp) : usVolume(tsp);
    return `${kitchenFraction(Math.round((tsp / TSP_PER_TBSP) * 2) / 2)} tbsp`;
  }
  const cups = tsp / TSP_PER_CUP;
  const tbsp = Math.round(tsp / TSP_PER_TBSP);
  if (metric && ((tbsp * TSP_PER_TBSP) / TSP_PER_CUP) * gramsPerCup < HERB_GRAMS_AT_LEAST) return `${tbsp} tbsp`;
  if (metric) return metricWeight(Math.max(HERB_GRAMS_AT_LEAST, cups * gramsPerCup));
  const nearest = HERB_CUPS.reduce((best, c) => (Math.abs(c - cups) < Math.abs(best - cups) ? c : best));
  return cupText(nearest);
}

/** `sizes` are one can of each size sold, in grams; `need` is grams. Whole cans, or half of the smaller one. */
export function canCount(needG: number, sizes: readonly [number, number]): { count: number; size: number } {
  const ways = [
    ...range(1 / 2, Math.max(1, Math.ceil(needG / sizes[0]) + 1), 1 / 2).map((count) => ({ count, size: sizes[0] })),
    ...range(1, Math.max(1, Math.ceil(needG / sizes[1]) + 1), 1).map((count) => ({ count, size: sizes[1] })),
  ];
  // Within 15% a soup or a sauce does not notice; then fewest cans, and whole ones before a half.
  const error = (w: { count: number; size: number }) => Math.abs(w.count * w.size - needG) / needG;
  const close = ways.filter((w) => error(w) <= 0.15 + EPS);
  const pool = close.length ? close : ways;
  return pool.sort((a, b) =>
    close.length
      ? Math.ceil(a.count) - Math.ceil(b.count) ||
        Number(!Number.isInteger(a.count)) - Number(!Number.isInteger(b.count)) ||
        error(a) - error(b)
      : error(a) - error(b),
  )[0];
}

/** Meat, vegetables and pasta: "450 g", as a pack or a shop's scale reads. */
export function boughtWeight(g: number): string {
  const rounded = Math.max(5, roundToStep(g, BOUGHT_GRAM_STEPS));
  return rounded >= 1000 ? `${oneDecimal(rounded / 1000)} kg` : `${rounded} g`;
}
