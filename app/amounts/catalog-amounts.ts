// Ingredients the catalog measures in a way of their own: a pinch, chopped herbs, yeast by the packet.
import {
  EPS,
  HERB_SPOONS_AT_MOST_TSP,
  kitchenFraction,
  LIGHTEST_WEIGHED_G,
  ML_PER_TSP,
  PINCHES_PER_TSP,
  TSP_PER_CUP,
  TSP_PER_TBSP,
  wholeCount,
} from "./measure";
import { metricSpoons, metricVolume, metricWeight } from "./metric-amounts";
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

/**
 * Chopped leaves: a spoon is measured up to 3 tbsp; past it, a cup (US) or, on a metric page, a measuring jug's
 * millilitres, or the scale for a recipe whose herb weighs 10 g or more as written (`weighedAt1X`), from 10 g: a scale
 * reads a few grams of leaves no better than a spoon holds them, and a reader comparing 1X to 5X sees one measure.
 * Herbs forgive 10%. `weighed`: a step's share of a weighed list line, weighed whatever it weighs.
 */
export function herbAmount(tsp: number, metric: boolean, gramsPerCup: number, weighed = false, weighedAt1X = false): string {
  const grams = (tsp / TSP_PER_CUP) * gramsPerCup;
  if (metric && (weighed || (weighedAt1X && grams >= LIGHTEST_WEIGHED_G - 0.5))) return metricWeight(grams);
  if (tsp <= HERB_SPOONS_AT_MOST_TSP + EPS) {
    // Spoons in halves of a tablespoon, or teaspoons below one: "2 1/2 tbsp", "1 tsp".
    if (tsp < TSP_PER_TBSP - EPS) return metric ? metricSpoons(tsp) : usVolume(tsp);
    return `${kitchenFraction(Math.round((tsp / TSP_PER_TBSP) * 2) / 2)} tbsp`;
  }
  const cups = tsp / TSP_PER_CUP;
  // Four level tablespoons are the metric quarter cup's 60 ml; past them, the jug.
  if (metric)
    return tsp <= HERB_METRIC_SPOONS_AT_MOST_TSP + EPS ? `${Math.round(tsp / TSP_PER_TBSP)} tbsp` : metricVolume(tsp * ML_PER_TSP);
  const nearest = HERB_CUPS.reduce((best, c) => (Math.abs(c - cups) < Math.abs(best - cups) ? c : best));
  return cupText(nearest);
}

const HERB_METRIC_SPOONS_AT_MOST_TSP = 4 * TSP_PER_TBSP;

/** A US packet and a metric sachet hold 2 1/4 tsp (7 g). */
export const TSP_PER_PACKET = 2.25;

/** Whole packets when the amount is within a tenth or so of them; a spoon below one, grams past it on a metric page. */
export function yeastAmount(tsp: number, metric: boolean): Quantity | null {
  const packets = tsp / TSP_PER_PACKET;
  if (packets < 0.9) return null;
  const whole = wholeCount(packets);
  // A packet too many rises a little faster; one too few, noticeably slower: whole packets never fall short.
  if (whole >= packets * 0.97 && whole <= packets * 1.12) {
    const name = metric ? ["sachet", "sachets"] : ["packet", "packets"];
    const each = whole > 1 ? " each" : "";
    return { amount: `${whole} ${whole > 1 ? name[1] : name[0]}`, weighed: false, buying: metric ? `(7 g${each})` : `(2 1/4 tsp${each})` };
  }
  // Spoons on a metric page too: grams at 5X where 4X has teaspoons would change the measure as the reader compares.
  const bought = `(from ${Math.ceil(packets - 1e-9)} ${metric ? "sachets" : "packets"})`;
  return { amount: metric ? metricSpoons(tsp) : usVolume(tsp), weighed: false, buying: bought };
}
