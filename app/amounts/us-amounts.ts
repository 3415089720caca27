// US amounts: spoons and cups, butter by the stick, ounces and pounds, each the plainest way a cook measures it.
import {
  BUTTER_STICKS_AT_MOST,
  EPS,
  HALF_CUPS_FROM_CUPS,
  kitchenFraction,
  OZ_PER_LB,
  OZ_PER_STICK,
  POURED_QUARTS_FROM_CUPS,
  TBSP_PER_STICK,
  TOLERANCE,
  TSP_PER_CUP,
  TSP_PER_TBSP,
} from "./measure";
import { cupText, cupWays, one, plainest, range, remembered, spoonWays, textOf, two, type Way } from "./plainest";

function workUsVolume(tsp: number, poured = false): string {
  const t = Math.max(1 / 8, Math.round(tsp * 8) / 8);
  const cups = t / TSP_PER_CUP;
  // Past two quarts a liquid is poured from a quart jug, topped up by the cup: "3 quarts + 3 cups", not "15 cups".
  if (poured && Math.round(cups * 2) / 2 >= POURED_QUARTS_FROM_CUPS - EPS) {
    const quart = TSP_PER_CUP * 4;
    const quarts = range(2, Math.ceil(cups / 4) + 1, 1 / 2).map((q) => one(`${kitchenFraction(q)} quarts`, q * quart));
    const topped = range(2, Math.ceil(cups / 4), 1).flatMap((q) =>
      range(1 / 2, 3.5, 1 / 2).map((c) => two(one(`${q} quarts`, q * quart), one(cupText(c), c * TSP_PER_CUP))),
    );
    return plainest(tsp, [...quarts, ...topped]);
  }
  if (cups > HALF_CUPS_FROM_CUPS + EPS) {
    const halves = Math.round(cups * 2) / 2;
    const quarters = Math.round(cups * 4) / 4;
    const ways = [one(cupText(halves), halves * TSP_PER_CUP, 0), one(cupText(quarters), quarters * TSP_PER_CUP, 1)];
    // Quarter cups only when halves would change the dish.
    const close = ways.filter((w) => Math.abs(w.value - t) < TOLERANCE * t);
    return textOf(close.length ? close.sort((a, b) => a.rank - b.rank)[0] : ways[1]);
  }
  // Chosen against the amount itself: rounding 0.675 tsp to 5/8 first would tie 1/2 and 3/4 and pick the smaller.
  return plainest(Math.max(1 / 8, tsp), [...spoonWays(t, 3.5), ...cupWays(t)]);
}
export const usVolume = remembered(workUsVolume);

/** `sticks`: in sticks whatever the amount, for the words beside a weight ("2 1/4 lb (9 sticks)"). */
function workButterAmount(tbsp: number, inSticks = false): string {
  if (inSticks) {
    const s = Math.round((tbsp / TBSP_PER_STICK) * 4) / 4;
    return `${kitchenFraction(s)} ${s > 1 + EPS ? "sticks" : "stick"}`;
  }
  // Under a stick the wrapper's tablespoon marks are cut by the teaspoon: 1.2 tbsp is "1 tbsp + 1 tsp", not "1 tbsp" (issue 60).
  if (tbsp < TBSP_PER_STICK - 1 / 4) {
    const tsp = tbsp * TSP_PER_TBSP;
    return plainest(Math.max(1 / 8, tsp), spoonWays(Math.max(1 / 8, Math.round(tsp * 8) / 8), TBSP_PER_STICK - 1 / 2));
  }
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
  // Half ounces below a pound; past it the ways are whole ounces, chosen from the amount itself, not from a rounding.
  const o = oz > OZ_PER_LB ? oz : Math.max(1 / 2, Math.round(oz * 2) / 2);
  const lbText = (lb: number) => `${kitchenFraction(lb)} lb`;
  const pounds = range(1 / 4, Math.ceil(o / OZ_PER_LB) + 1, 1 / 4)
    .filter((lb) => lb >= 1 || inPounds)
    .map((lb) => one(lbText(lb), lb * OZ_PER_LB, inPounds ? 0 : 1));
  const ounces = range(1 / 2, 15.5, 1 / 2).map((v) => one(`${kitchenFraction(v)} oz`, v, inPounds ? 1 : 0));
  // Past a pound a scale is read to the ounce: "1 lb 6 oz", not "1 lb 5 1/2 oz".
  const lbAndOz = range(1, Math.floor(o / OZ_PER_LB), 1).flatMap((lb) =>
    range(1, 15, 1).map((v): Way => ({
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
