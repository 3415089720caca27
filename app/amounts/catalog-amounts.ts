// Ingredients the catalog measures in a way of their own: a pinch, chopped herbs, yeast by the packet.
import { EPS, HERB_SPOONS_AT_MOST_TSP, PINCHES_PER_TSP, TSP_PER_CUP, wholeCount } from "./measure";
import { metricPoured, metricSpoons } from "./metric-amounts";
import { cupText } from "./plainest";
import { usVolume } from "./us-amounts";

/** An amount as a page writes it, with what the page says about buying it. */
export interface Quantity {
  amount: string;
  weighed: boolean;
  /** What to buy, when the amount alone does not say: "(from 2 packets)", before the recipe's note. */
  buying?: string;
  /** What to do with the rest, after the recipe's note: "keep the rest of the can, covered, in the fridge". */
  rest?: string;
}

/** Past one pinch, the spoons: "1/8 tsp", "1/4 tsp", never "5 pinches". */
export function pinchAmount(pinches: number, metric: boolean): string {
  if (pinches < 1.5) return "1 pinch";
  const tsp = pinches / PINCHES_PER_TSP;
  return metric ? metricSpoons(tsp) : usVolume(tsp);
}

const HERB_CUPS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 3.5, 4, 5, 6];

/** Leaves are weighed in 5 g steps: a kitchen scale reads a few grams of them no better (issue 60). */
const HERB_GRAM_STEP = 5;

/** How a metric page measures an herb, the same at every scale (issue 60; docs/recipes.md, `herb`). */
export type HerbMeasure = "weigh" | "jug" | "spoon";

/** Chopped leaves: a US page spoons up to 3 tbsp, then cups; a metric page as `how` says. Herbs forgive 10%. */
export function herbAmount(tsp: number, metric: boolean, gramsPerCup: number, how: HerbMeasure = "spoon"): string {
  if (metric && how === "weigh") {
    const grams = (tsp / TSP_PER_CUP) * gramsPerCup;
    return `${Math.max(HERB_GRAM_STEP, Math.round(grams / HERB_GRAM_STEP) * HERB_GRAM_STEP)} g`;
  }
  if (metric) return how === "jug" ? metricPoured(tsp) : metricSpoons(tsp);
  if (tsp <= HERB_SPOONS_AT_MOST_TSP + EPS) return usVolume(tsp);
  const cups = tsp / TSP_PER_CUP;
  const nearest = HERB_CUPS.reduce((best, c) => (Math.abs(c - cups) < Math.abs(best - cups) ? c : best));
  return cupText(nearest);
}

/** What part of a counted thing a cook can use, beaten, in teaspoons: a large egg (about 50 g), a yolk (1 tbsp). */
export const BEATEN_TSP: Readonly<Record<string, number>> = { "large egg": 10, "large egg yolk": 3 };

/** A US packet and a metric sachet hold 2 1/4 tsp (7 g). */
export const TSP_PER_PACKET = 2.25;

/** Yeast is spooned at every scale in both systems (issue 60), the packets said in words: "(1 packet)", "(from 2 packets)". */
export function yeastAmount(tsp: number, metric: boolean): Quantity | null {
  const packets = tsp / TSP_PER_PACKET;
  if (packets < 0.9) return null;
  const name = metric ? ["sachet", "sachets"] : ["packet", "packets"];
  // Spoons, never a cup measure: 5 packets' 11 1/4 tsp as "1/4 cup" would have a list buy six.
  const amount = metricSpoons(tsp);
  const whole = wholeCount(packets);
  if (Math.abs(whole - packets) < 0.03 * packets) return { amount, weighed: false, buying: `(${whole} ${whole > 1 ? name[1] : name[0]})` };
  const open = Math.ceil(packets - 1e-9);
  return { amount, weighed: false, buying: `(from ${open} ${open > 1 ? name[1] : name[0]})` };
}
