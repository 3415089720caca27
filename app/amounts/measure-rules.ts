// The rules each measure keeps, part by part of a written amount: "3 tsp or more is tablespoons", "ounces to the half".
// ./amount-rules checks the amount as a whole and calls these for each of its parts.
import type { Part } from "./amount-text";
import {
  BOUGHT_GRAM_STEPS,
  GRAM_STEPS,
  HALF_CUPS_FROM_CUPS,
  METRIC_TSP_ML,
  POURED_QUARTS_FROM_CUPS,
  ML_STEPS,
  SPOON_LIMIT_TSP,
  stepAt,
} from "./measure";
import { TBSP_AFTER_CUPS } from "./plainest";

export interface AmountContext {
  units: "us" | "metric";
  /** Keeps tablespoons up to a stick. */
  butter?: boolean;
  /** Can't be cut (eggs). */
  whole?: boolean;
  /** The recipe wrote it in grams or ml: a baker's amount, exact to the gram. */
  metricInRecipe?: boolean;
  /** As a can's label prints it ("28 oz"): never converted into pounds. */
  label?: boolean;
  /** Millilitres on a metric page once past the spoons. */
  poured?: boolean;
  /** Counted, and cooks cut it in half (an onion): whole or halves. */
  halves?: boolean;
  /** Chopped herbs, as grams a tablespoon weighs: spoons up to a few tablespoons, or where too light to weigh. */
  herb?: number;
  /** A step's share of what the list weighed: half of 8 g of cilantro is 4 g, though no one weighs 4 g on its own. */
  share?: boolean;
  canned?: boolean;
  /** Teaspoons under which a canned good given by the cup is measured from one can instead. */
  fromOneCanTsp?: number;
  /** Bought by weight (meat, vegetables, pasta): grams as a pack or a shop's scale reads them. */
  bought?: boolean;
}

const MEASURE_FRACTIONS = new Set(["1/4", "1/3", "1/2", "2/3", "3/4"]);
const US_UNITS = new Set(["cup", "quart", "tbsp", "tsp", "stick", "oz", "lb"]);
const METRIC_UNITS = new Set(["g", "kg", "ml", "L"]);
// Metric 5 ml and 15 ml spoons hold what US ones do.
export const SPOONS = new Set(["tbsp", "tsp"]);
const ORDER = ["lb", "oz", "quart", "stick", "cup", "tbsp", "tsp"];
// A cup measure is filled to a teaspoon or so: what follows it is tablespoons. A quart jug is topped up by the cup.
const PAIRS = new Set(["quart+cup", "cup+tbsp", "tbsp+tsp", "tsp+tsp", "stick+tbsp", "lb+oz"]);

const fractionOf = (text: string) => text.match(/(\d+\/\d+)$/)?.[1];
const decimalPlaces = (text: string) => text.split(".")[1]?.length ?? 0;
export const isMultiple = (value: number, of: number) => Math.abs(value / of - Math.round(value / of)) < 1e-6;

// As a page writes them, quarts too; a metric page's millilitres at its 5 ml teaspoon.
export const WRITTEN_TSP: Record<string, number> = { tsp: 1, tbsp: 3, cup: 48, quart: 192, stick: 24 };
const METRIC_TSP: Record<string, number> = { ml: 1 / METRIC_TSP_ML, L: 1000 / METRIC_TSP_ML };
/** An amount in teaspoons, NaN when a part is no volume. */
const volumeTsp = (parts: Part[]) => parts.reduce((sum, p) => sum + p.value * (WRITTEN_TSP[p.unit] ?? METRIC_TSP[p.unit] ?? NaN), 0);

/** What is wrong with the `i`th of an amount's `parts` as a cook would write it; empty when nothing is. */
export function partProblems(parts: Part[], i: number, ctx: AmountContext): string[] {
  const p = parts[i];
  const problems: string[] = [];
  const say = (text: string) => problems.push(text);
  const metric = ctx.units === "metric";
  const exact = Boolean(ctx.metricInRecipe);
  const frac = fractionOf(p.text);
  if (!(p.value > 0)) say("a zero amount");
  if (frac && !(MEASURE_FRACTIONS.has(frac) || (frac === "1/8" && p.unit === "tsp"))) say(`${frac} is no measure's fraction`);
  if (p.text.includes(".") && !(["kg", "L"].includes(p.unit) && decimalPlaces(p.text) <= 1)) {
    say("a decimal where a cook writes a whole number or a fraction (kilograms and litres: one decimal at most)");
  }
  if (metric && US_UNITS.has(p.unit) && !SPOONS.has(p.unit)) say(`${p.unit} on a metric page`);
  if (!metric && METRIC_UNITS.has(p.unit) && !ctx.metricInRecipe) say(`${p.unit} on a US page for a US measure`);
  if ((p.unit === "tsp" || p.unit === "tbsp") && (frac === "1/3" || frac === "2/3")) say("no spoon holds a third");
  switch (p.unit) {
    case "tsp":
      if (p.value >= 3) say("3 tsp or more is tablespoons");
      break;
    case "tbsp":
      if (!metric && p.value >= (ctx.butter ? 8 : 4)) say(ctx.butter ? "8 tbsp of butter is a stick" : "4 tbsp or more is cups");
      if (frac && frac !== "1/2") say("a tablespoon is halved at most");
      break;
    case "cup":
      if (ctx.butter) say("butter is measured in tablespoons and sticks");
      if (p.value > HALF_CUPS_FROM_CUPS && (frac === "1/3" || frac === "2/3" || (parts.length > 1 && i === 0))) {
        say(`past ${HALF_CUPS_FROM_CUPS} cups a cook writes whole or half cups, not thirds or spoons`);
      }
      if (!metric && ctx.poured && i === 0 && p.value >= POURED_QUARTS_FROM_CUPS - 1e-9) {
        say(`${POURED_QUARTS_FROM_CUPS} cups or more of a liquid is poured by the quart`);
      }
      if (i > 0 && (!isMultiple(p.value, 1 / 2) || p.value > 3.5)) say("the cups after quarts are whole or half, under a quart");
      break;
    case "quart":
      if (frac && frac !== "1/2") say("quarts in halves");
      if (parts.length > 1 && frac) say("quarts topped up by the cup are whole");
      if (!ctx.poured) say("only what is poured goes by the quart");
      break;
    case "stick":
      if (frac && !["1/4", "1/2", "3/4"].includes(frac)) say("a stick is cut in quarters");
      break;
    case "oz":
      if (p.value >= 16 && !ctx.label) say("16 oz or more is pounds");
      if (frac && frac !== "1/2") say("ounces to the half");
      break;
    case "lb":
      if (frac && !["1/4", "1/2", "3/4"].includes(frac)) say("pounds in quarters");
      break;
    case "g": {
      if (p.value >= 1000 && !(exact && !isMultiple(p.value, 100))) say("1,000 g or more is kilograms");
      const steps = ctx.bought ? BOUGHT_GRAM_STEPS : GRAM_STEPS;
      if (!exact && p.value < 1000 && !isMultiple(p.value, stepAt(p.value, steps))) {
        say(`a scale's step at ${p.value} g is ${stepAt(p.value, steps)} g`);
      }
      break;
    }
    case "ml":
      if (p.value >= 1000 && !(exact && !isMultiple(p.value, 100))) say("1,000 ml or more is litres");
      if (!exact && p.value < SPOON_LIMIT_TSP * 5) say("under 60 ml is spoons");
      if (!exact && p.value < 1000 && !isMultiple(p.value, stepAt(p.value, ML_STEPS))) {
        say(`a jug's step at ${p.value} ml is ${stepAt(p.value, ML_STEPS)} ml`);
      }
      break;
    case "kg":
    case "L":
      if (p.value < 1) say(`under 1 ${p.unit} is ${p.unit === "kg" ? "grams" : "millilitres"}`);
      break;
    case "":
    case "clove":
    case "slice":
    case "sprig":
    case "packet":
    case "sachet":
      if (ctx.whole && !Number.isInteger(p.value)) say("a part of something that can't be cut");
      // An onion or a lemon: halves, and a quarter below a half.
      if (ctx.halves && !isMultiple(p.value, 1 / 2) && p.value !== 1 / 4) say("a part of something cooks only halve or quarter");
      if ((ctx.whole || ctx.halves) && p.value < (ctx.halves ? 1 / 4 : 1) - 1e-9) say("less than one of something counted");
      break;
    case "pinch":
      if (p.value > 1) say("a pinch multiplied: past one pinch, spoons");
      break;
  }
  if (ctx.herb !== undefined && !metric && p.unit === "tbsp" && p.value > 3) say("chopped herbs past 3 tbsp are cups");
  if (ctx.canned && p.unit !== "can" && !(volumeTsp(parts) < (ctx.fromOneCanTsp ?? 0))) {
    say("a canned good in a measure a shop does not sell it in");
  }
  const prev = i > 0 ? parts[i - 1] : undefined;
  if (prev) {
    const repeatedTsp = p.unit === "tsp" && prev.unit === "tsp" && p.text === "1/8" && prev.value > 1 / 8;
    if (!repeatedTsp && ORDER.indexOf(p.unit) <= ORDER.indexOf(prev.unit)) say("measures not from the largest down");
    if (!US_UNITS.has(p.unit)) say("only US measures and spoons add up with +");
    if (!PAIRS.has(`${prev.unit}+${p.unit}`)) say(`${prev.unit} and ${p.unit} are not measured together`);
    if (p.unit === "tbsp" && p.value >= (ctx.butter ? 8 : 4)) say("the rest is a measure of its own");
    if (p.unit === "tbsp" && prev.unit === "cup" && p.value > TBSP_AFTER_CUPS)
      say(`past ${TBSP_AFTER_CUPS} tbsp after a cup, the next cup measure`);
    if (p.unit === "tsp" && !Number.isInteger(p.value)) say("a fraction of a teaspoon added to a larger measure");
  }
  return problems;
}
