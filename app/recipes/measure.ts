/**
 * How a cook writes an amount: the measures that exist in a kitchen drawer
 * (cup measures of 1/4, 1/3, 1/2, 2/3, 3/4 and 1; spoons down to 1/8 tsp;
 * butter by the stick and its tablespoon marks; a scale for weights) and no
 * more digits than anyone reads off a jug or a scale. Pure functions of a
 * quantity in one base unit (teaspoons, ounces, grams, millilitres).
 */

export const TSP_PER_TBSP = 3;
export const TSP_PER_CUP = 48;
export const TBSP_PER_STICK = 8;
/** A US teaspoon in millilitres (a US cup is 236.6 ml). */
export const ML_PER_TSP = 4.92892;
export const G_PER_OZ = 28.3495;
export const OZ_PER_LB = 16;

const EPS = 1e-6;
const isMultiple = (value: number, of: number) => Math.abs(value / of - Math.round(value / of)) < EPS;
const join = (...parts: string[]) => parts.filter(Boolean).join(" + ");

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

/**
 * 1.5 -> "1 1/2", 0.333 -> "1/3", 2 -> "2": the nearest measurable part
 * (eighths only as 1/8; never 3/8, 5/8 or 7/8, which no measure holds).
 */
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

// Eighths of a teaspoon as the spoons that measure them: 3/8 is 1/4 and 1/8.
const TSP_EIGHTHS = ["", "1/8", "1/4", "1/4|1/8", "1/2", "1/2|1/8", "3/4", "3/4|1/8"];

/** Under 3 teaspoons: "2 1/4 tsp", "1/4 tsp + 1/8 tsp". */
function teaspoons(tsp: number): string {
  const eighths = Math.max(1, Math.round(tsp * 8));
  const whole = Math.floor(eighths / 8);
  const [main, extra] = TSP_EIGHTHS[eighths % 8].split("|");
  const first = [whole || "", main].filter(Boolean).join(" ");
  return join(first ? `${first} tsp` : "", extra ? `${extra} tsp` : "");
}

/** Under 1/4 cup: tablespoons (a half one included) with the rest in teaspoons. */
function spoons(tsp: number): string {
  if (tsp < TSP_PER_TBSP - EPS) return tsp < EPS ? "" : teaspoons(tsp);
  const tbsp = Math.floor(tsp / TSP_PER_TBSP + EPS);
  const rest = tsp - tbsp * TSP_PER_TBSP;
  if (Math.abs(rest - 1.5) < EPS) return `${tbsp} 1/2 tbsp`;
  return join(`${tbsp} tbsp`, rest < 1 / 16 ? "" : teaspoons(rest));
}

function cups(value: number): string {
  return `${kitchenFraction(value)} ${value > 1 + EPS ? "cups" : "cup"}`;
}

/**
 * A US volume given in teaspoons: teaspoons up to 2 3/4, then tablespoons
 * with the rest in teaspoons ("3 tbsp + 1 tsp"), then from 1/4 cup cup
 * measures with the rest in spoons ("1/2 cup + 2 tbsp"), by whichever cup
 * measures (quarters or thirds) leave fewer things to measure.
 */
export function usVolume(tsp: number): string {
  // Round to the smallest spoon, keeping exact thirds of a cup.
  const inCups = tsp / TSP_PER_CUP;
  if (isMultiple(inCups, 1 / 3) && inCups >= 1 / 4) return cups(inCups);
  const t = Math.max(1 / 8, Math.round(tsp * 8) / 8);
  if (t < TSP_PER_CUP / 4 - EPS) return spoons(t);
  const byQuarters = Math.floor((t / TSP_PER_CUP) * 4 + EPS) / 4;
  const byThirds = Math.floor((t / TSP_PER_CUP) * 3 + EPS) / 3;
  const byQuartersText = join(cups(byQuarters), spoons(t - byQuarters * TSP_PER_CUP));
  // After thirds the rest can reach 1/4 cup itself; then quarters it is.
  const thirdsRest = t - byThirds * TSP_PER_CUP;
  if (thirdsRest >= TSP_PER_CUP / 4 - EPS) return byQuartersText;
  const byThirdsText = join(cups(byThirds), spoons(thirdsRest));
  return byThirdsText.split(" + ").length < byQuartersText.split(" + ").length ? byThirdsText : byQuartersText;
}

/**
 * Butter, given in tablespoons: tablespoons (read off the wrapper) under a
 * stick, then sticks ("1 3/4 sticks") with any odd tablespoons added.
 */
export function butterAmount(tbsp: number): string {
  const t = Math.max(1 / 2, Math.round(tbsp * 2) / 2);
  if (t < TBSP_PER_STICK) return `${kitchenFraction(t)} tbsp`;
  const sticks = t / TBSP_PER_STICK;
  const unit = (n: number) => (n > 1 + EPS ? "sticks" : "stick");
  if (isMultiple(sticks, 1 / 4)) return `${kitchenFraction(sticks)} ${unit(sticks)}`;
  const whole = Math.floor(sticks);
  return join(`${whole} ${unit(whole)}`, `${kitchenFraction(t - whole * TBSP_PER_STICK)} tbsp`);
}

/**
 * A US weight given in ounces: ounces (to the half) under a pound, then
 * pounds ("1 1/2 lb", "1 lb 14 oz"). `inPounds` keeps a recipe's own
 * "1/2 lb" rather than "8 oz".
 */
export function usWeight(oz: number, inPounds = false): string {
  const o = Math.max(1 / 2, Math.round(oz * 2) / 2);
  const lb = o / OZ_PER_LB;
  if (o < OZ_PER_LB && !(inPounds && isMultiple(lb, 1 / 4))) return `${kitchenFraction(o)} oz`;
  if (isMultiple(lb, 1 / 4)) return `${kitchenFraction(lb)} lb`;
  const whole = Math.floor(lb);
  return `${whole} lb ${kitchenFraction(o - whole * OZ_PER_LB)} oz`;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const decimals = (value: number) => String(Math.round(value * 100) / 100);

/**
 * Grams as a scale shows them: whole grams, from 1,000 as kilograms. A
 * weight converted from cups or ounces is no more exact than its source:
 * from 100 g it is rounded to 5 g, from 1 kg to 10 g. `exact` keeps a
 * recipe's own grams.
 */
export function metricWeight(g: number, exact = false): string {
  const rounded = exact ? Math.max(1, Math.round(g)) : Math.max(1, roundTo(g, g < 100 ? 1 : g < 1000 ? 5 : 10));
  return rounded >= 1000 ? `${decimals(rounded / 1000)} kg` : `${rounded} g`;
}

/**
 * Millilitres as a metric spoon or jug measures them: under 15 ml the
 * metric spoons (0.5, 1, 2, 5 ml; halves round down, as in Canadian charts:
 * 1/4 tsp is 1 ml), then to 5 ml, from 100 ml to 10 ml, from 250 ml to 25 ml
 * (a jug's marks), from 1,000 ml as litres to 50 ml. `exact` keeps a
 * recipe's own millilitres.
 */
export function metricVolume(ml: number, exact = false): string {
  let rounded: number;
  if (exact) rounded = Math.max(1, Math.round(ml));
  else if (ml < 1) rounded = 0.5;
  else if (ml < 14.5) rounded = Math.ceil(ml - 0.5);
  else rounded = roundTo(ml, ml < 100 ? 5 : ml < 250 ? 10 : ml < 1000 ? 25 : 50);
  return rounded >= 1000 ? `${decimals(rounded / 1000)} L` : `${rounded} ml`;
}

/** A volume in teaspoons as metric millilitres: small spoons are 5 ml a teaspoon, as metric spoons are. */
export function metricVolumeOfTsp(tsp: number): string {
  return metricVolume(tsp < TSP_PER_TBSP ? tsp * 5 : tsp * ML_PER_TSP);
}
