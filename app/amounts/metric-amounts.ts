// Metric amounts: 5 and 15 ml spoons, then grams and millilitres rounded to what a kitchen scale or a jug reads.
import {
  BOUGHT_GRAM_STEPS,
  GRAM_STEPS,
  METRIC_TSP_ML,
  ML_PER_TSP,
  ML_STEPS,
  roundToStep,
  SPOON_LIMIT_TSP,
  TSP_PER_TBSP,
  WATER_ML_STEPS,
} from "./measure";
import { plainest, remembered, spoonWays } from "./plainest";

/** Takes US teaspoons: a 5/15 ml spoon holds what a US one does, within 1.4%. */
function workMetricSpoons(tsp: number): string {
  const t = Math.max(1 / 8, Math.round(tsp * 8) / 8);
  return plainest(Math.max(1 / 8, tsp), spoonWays(t, Math.max(4, Math.ceil(t / TSP_PER_TBSP) + 1)));
}
export const metricSpoons = remembered(workMetricSpoons);

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10);

/** `exact`: a baker weighs to the gram, so "1330 g" stays grams rather than "1.3 kg". */
export function metricWeight(g: number, exact = false): string {
  if (exact) {
    const whole = Math.max(1, Math.round(g));
    return whole >= 1000 && whole % 100 === 0 ? `${oneDecimal(whole / 1000)} kg` : `${whole} g`;
  }
  const rounded = Math.max(5, roundToStep(g, GRAM_STEPS));
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

/** Meat, vegetables and pasta: "450 g", as a pack or a shop's scale reads. */
export function boughtWeight(g: number): string {
  const rounded = Math.max(5, roundToStep(g, BOUGHT_GRAM_STEPS));
  return rounded >= 1000 ? `${oneDecimal(rounded / 1000)} kg` : `${rounded} g`;
}
