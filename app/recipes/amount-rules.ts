// Reads a rendered amount back and checks it against how a cook writes (issues 16, 24); ./measure writes them.
import { parseAmount, type Part } from "./amount-text";

export { numberValue, parseAmount, type Part } from "./amount-text";
import { CATALOG } from "./catalog";
import {
  BOUGHT_GRAM_STEPS,
  GRAM_STEPS,
  HALF_CUPS_FROM_CUPS,
  HERB_GRAMS_AT_LEAST,
  METRIC_CANS_G,
  ML_STEPS,
  SPOON_LIMIT_TSP,
  TOLERANCE,
  TSP_PER_CUP,
  TSP_PER_TBSP,
} from "./measure";
import { CHECKED_FACTORS, COUNTED_UNITS, isButter, isPoured, isWhole, OZ_IN as OZ_PER_UNIT, scaleIngredient, servingsText } from "./scale";
import { ingredientsOf, type Ingredient, type Recipe } from "./types";
import { UNIT_SYSTEMS, type UnitSystem } from "./units";

const MEASURE_FRACTIONS = new Set(["1/4", "1/3", "1/2", "2/3", "3/4"]);
const US_UNITS = new Set(["cup", "quart", "tbsp", "tsp", "stick", "oz", "lb"]);
const METRIC_UNITS = new Set(["g", "kg", "ml", "L"]);
// Metric 5 ml and 15 ml spoons hold what US ones do.
const SPOONS = new Set(["tbsp", "tsp"]);
const ORDER = ["lb", "oz", "quart", "stick", "cup", "tbsp", "tsp"];
const PAIRS = new Set(["cup+tbsp", "cup+tsp", "tbsp+tsp", "tsp+tsp", "stick+tbsp", "lb+oz"]);

const fractionOf = (text: string) => text.match(/(\d+\/\d+)$/)?.[1];
const decimalPlaces = (text: string) => text.split(".")[1]?.length ?? 0;
const stepOf = (value: number, steps: readonly [number, number][]) => steps.find(([below]) => value < below)![1];
const isMultiple = (value: number, of: number) => Math.abs(value / of - Math.round(value / of)) < 1e-6;

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
  /** Sold in cans: written in the cans a shop sells. */
  canned?: boolean;
  /** Bought by weight (meat, vegetables, pasta): grams as a pack or a shop's scale reads them. */
  bought?: boolean;
}

/** Cans a shop sells: US ounces (tomatoes come in 14.5 oz), metric grams. */
export const SOLD_CANS = { us: [14.5, 15, 28], metric: [400, 800] } as const;

export function amountProblems(amount: string, ctx: AmountContext): string[] {
  const parsed = parseAmount(amount);
  if (!parsed) return [`"${amount}" is not an amount`];
  const problems: string[] = [];
  const say = (text: string) => problems.push(`"${amount}": ${text}`);
  const { parts, size, each, plurals } = parsed;
  const metric = ctx.units === "metric";
  const exact = Boolean(ctx.metricInRecipe);

  if (parts.length > 2) say("more than two measures");
  for (const [i, p] of parts.entries()) {
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
        if (p.value > HALF_CUPS_FROM_CUPS && (frac === "1/3" || frac === "2/3" || parts.length > 1)) {
          say(`past ${HALF_CUPS_FROM_CUPS} cups a cook writes whole or half cups, not thirds or spoons`);
        }
        break;
      case "quart":
        if (frac && frac !== "1/2") say("quarts in halves");
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
        if (!exact && p.value < 1000 && !isMultiple(p.value, stepOf(p.value, steps))) {
          say(`a scale's step at ${p.value} g is ${stepOf(p.value, steps)} g`);
        }
        break;
      }
      case "ml":
        if (p.value >= 1000 && !(exact && !isMultiple(p.value, 100))) say("1,000 ml or more is litres");
        if (!exact && p.value < SPOON_LIMIT_TSP * 5) say("under 60 ml is spoons");
        if (!exact && p.value < 1000 && !isMultiple(p.value, stepOf(p.value, ML_STEPS))) {
          say(`a jug's step at ${p.value} ml is ${stepOf(p.value, ML_STEPS)} ml`);
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
        if (ctx.halves && !isMultiple(p.value, 1 / 2)) say("a part of something cooks only halve");
        if ((ctx.whole || ctx.halves) && p.value < (ctx.halves ? 1 / 2 : 1) - 1e-9) say("less than one of something counted");
        break;
      case "pinch":
        if (p.value > 1) say("a pinch multiplied: past one pinch, spoons");
        break;
    }
    if (
      ctx.herb !== undefined &&
      ((p.unit === "tbsp" && p.value > 4 && !(metric && p.value * ctx.herb < HERB_GRAMS_AT_LEAST)) || p.unit === "ml")
    )
      say("chopped herbs past 4 tbsp are cups or grams");
    if (ctx.herb !== undefined && !ctx.share && p.unit === "g" && p.value < HERB_GRAMS_AT_LEAST)
      say("an herb weighed lighter than a kitchen scale reads");
    if (ctx.canned && p.unit !== "can") say("a canned good in a measure a shop does not sell it in");
    if (i > 0) {
      const prev = parts[i - 1];
      const repeatedTsp = p.unit === "tsp" && prev.unit === "tsp" && p.text === "1/8" && prev.value > 1 / 8;
      if (!repeatedTsp && ORDER.indexOf(p.unit) <= ORDER.indexOf(prev.unit)) say("measures not from the largest down");
      if (!US_UNITS.has(p.unit)) say("only US measures and spoons add up with +");
      if (!PAIRS.has(`${prev.unit}+${p.unit}`)) say(`${prev.unit} and ${p.unit} are not measured together`);
      if (p.unit === "tbsp" && p.value >= (ctx.butter ? 8 : 4)) say("the rest is a measure of its own");
      if (p.unit === "tsp" && !Number.isInteger(p.value)) say("a fraction of a teaspoon added to a larger measure");
    }
  }
  // A second measure is worth its trouble only when leaving it out would change the dish.
  if (parts.length === 2 && parts.every((p) => p.unit in TSP_IN || p.unit in OZ_IN)) {
    const inBase = (p: Part) => p.value * (TSP_IN[p.unit] ?? OZ_IN[p.unit]);
    const total = inBase(parts[0]) + inBase(parts[1]);
    if (inBase(parts[1]) < TOLERANCE * total - 1e-9) say(`the ${parts[1].text} ${parts[1].unit} is too little to measure on its own`);
    const single = singleMeasureNear(total, parts[0].unit in OZ_IN ? "weight" : "volume", ctx);
    if (single) say(`one measure, ${single}, comes within ${TOLERANCE * 100}% of it`);
  }
  if (metric && parts.every((p) => SPOONS.has(p.unit)) && ctx.poured && teaspoonsOf(amount) >= SPOON_LIMIT_TSP - 1e-9) {
    say("a poured 60 ml or more is millilitres");
  }
  for (const [i, p] of parts.entries()) {
    const plural = plurals.includes(`${p.unit}s`) || plurals.includes(`${p.unit}es`);
    if (["cup", "quart", "stick", "pinch", "clove", "can", "slice", "sprig", "bunch"].includes(p.unit) && plural !== p.value > 1) {
      say(`"${p.unit}" ${plural ? "in the plural for one or less" : "in the singular for more than one"} (part ${i + 1})`);
    }
  }
  if (size) {
    if (parts.length !== 1 || parts[0].unit !== "can") say("a size belongs to a number of cans");
    else if (!isMultiple(parts[0].value, 1 / 2)) say("cans are opened whole, or half of one kept");
    else if (each !== parts[0].value > 1) say('"each" belongs with more than one can');
    if (metric && !(size.unit === "g" && (METRIC_CANS_G as readonly number[]).includes(size.value))) {
      say(`size ${size.text} ${size.unit} is not a can a metric shop sells (${METRIC_CANS_G.join(" g, ")} g)`);
    } else if (!metric && !(size.unit === "oz" && (SOLD_CANS.us as readonly number[]).includes(size.value))) {
      say(`size ${size.text} ${size.unit} is not a can a US shop sells (${SOLD_CANS.us.join(" oz, ")} oz)`);
    } else {
      for (const p of amountProblems(`${size.text} ${size.unit}`, { units: ctx.units, label: true, metricInRecipe: true }))
        say(`size ${p}`);
    }
  }
  return problems;
}

export function kindOf(amount: string): "weight" | "volume" | "count" | "unknown" {
  const parts = parseAmount(amount)?.parts;
  if (!parts) return "unknown";
  const unit = parts[0].unit;
  if (["g", "kg", "oz", "lb"].includes(unit)) return "weight";
  if (["ml", "L", "cup", "quart", "tbsp", "tsp", "stick", "pinch"].includes(unit)) return "volume";
  return "count";
}

function singleMeasureNear(total: number, kind: "weight" | "volume", ctx: AmountContext): string | undefined {
  const near = (value: number) => Math.abs(value - total) < TOLERANCE * total - 1e-9;
  const nearest = (per: number, step: number) => Math.round(total / per / step) * step;
  const candidates: [string, number, number][] =
    kind === "weight"
      ? [
          ["oz", 1, 1 / 2],
          ["lb", 16, 1 / 4],
        ]
      : ctx.butter
        ? [
            ["tbsp", 3, 1 / 2],
            ["stick", 24, 1 / 4],
          ]
        : ctx.units === "metric"
          ? [
              ["tsp", 1, 1 / 4],
              ["tbsp", 3, 1 / 2],
            ]
          : [
              ["tsp", 1, 1 / 4],
              ["tbsp", 3, 1 / 2],
              ["cup", 48, 1 / 4],
              ["cup", 48, 1 / 3],
            ];
  for (const [unit, per, step] of candidates) {
    const n = nearest(per, step);
    const fits =
      n > 0 &&
      (unit === "tsp"
        ? n < 3
        : unit === "tbsp"
          ? n >= 1 && (ctx.units === "metric" ? !ctx.poured || n < 4 : n < (ctx.butter ? 8 : 4))
          : unit === "oz"
            ? n < 16
            : unit === "stick"
              ? n >= 1
              : true);
    if (fits && near(n * per)) return `${n} ${unit}`;
  }
  return undefined;
}

const TSP_IN: Record<string, number> = { tsp: 1, tbsp: 3, cup: 48, quart: 192, stick: 24 };
const OZ_IN: Record<string, number> = { oz: 1, lb: 16 };

export function teaspoonsOf(amount: string): number {
  return parseAmount(amount)!.parts.reduce((sum, p) => sum + p.value * TSP_IN[p.unit], 0);
}

const NOTE_COUNT =
  /\b(one|two|three|four|five|a|an|\d+)\s+(\d+(\.\d+)?\s*(g|oz|ml)\s+)?(packets?|sachets?|envelopes?|cans?|sticks?)\b(?! (holds|is|gives))/i;
/** Under this a scale reads worse than a spoon measures (cilantro, a spoon of cornmeal). */
export const LIGHTEST_WEIGHED_G = 10;

const SWITCHES_KIND = new Set(["herb", "butter", "yeast"]);
export const switchesKind = (item: string) => SWITCHES_KIND.has(CATALOG[item]?.measure ?? "");

/** What the amount rules need to know of an ingredient, from the catalog. */
export function amountContext(ing: Ingredient, units: UnitSystem): AmountContext {
  const measure = CATALOG[ing.item]?.measure;
  return {
    units,
    butter: isButter(ing.item),
    whole: isWhole(ing),
    halves: COUNTED_UNITS.has(ing.unit) && Boolean(CATALOG[ing.item]?.halves),
    metricInRecipe: ["g", "kg", "ml", "l"].includes(ing.unit),
    poured: isPoured(ing.item),
    herb: measure === "herb" ? ((CATALOG[ing.item].gramsPerCup ?? 0) / TSP_PER_CUP) * TSP_PER_TBSP : undefined,
    canned: measure === "canned" || ing.unit === "can",
    bought: measure === "weigh" && OZ_PER_UNIT[ing.unit] !== undefined,
  };
}

// Also: each ingredient is measured by one kind (weight or volume) at every scale in a unit system.
export function recipeAmountProblems(recipe: Recipe): string[] {
  const problems = new Set<string>();
  const listed = ingredientsOf(recipe);
  const all = [...listed, ...recipe.steps.flatMap((s) => s.ingredients)];
  for (const units of UNIT_SYSTEMS) {
    const kinds = new Map<string, Map<string, string>>();
    for (const x of CHECKED_FACTORS) {
      for (const ing of all) {
        const { amount, note } = scaleIngredient(ing, x, { units, gramsPerCup: recipe.gramsPerCup });
        const ctx = amountContext(ing, units);
        for (const p of amountProblems(amount, ctx)) problems.add(`${ing.item} at ${x}X in ${units}: ${p}`);
        const seen = kinds.get(ing.item) ?? new Map<string, string>();
        seen.set(kindOf(amount), `"${amount}" at ${x}X`);
        kinds.set(ing.item, seen);
        if (note?.includes("{")) problems.add(`${ing.item}: the note "${note}" has markup left in it`);
      }
      recipe.servings.forEach((s, i) => {
        if (!s.measure) return;
        const amount = servingsText(recipe, x, units).split(" · ")[i];
        for (const p of amountProblems(amount, { units })) problems.add(`the yield at ${x}X in ${units}: ${p}`);
      });
    }
    for (const [item, seen] of kinds) {
      // The catalog says where a measure changes with the amount: herbs go from spoons to cups, butter from sticks to
      // pounds, yeast from spoons to packets; and a US page weighs, past 8 cups, what its recipe gives the weight of.
      if (switchesKind(item) || (units === "us" && recipe.gramsPerCup?.[item] && CATALOG[item]?.measure === "spoon")) continue;
      if (seen.size > 1) problems.add(`${item} changes its kind of measure with the scale in ${units}: ${[...seen.values()].join(", ")}`);
    }
  }
  for (const ing of listed) {
    const grams = recipe.gramsPerCup?.[ing.item];
    // What a US cook measures by the cup is weighed whatever it weighs; a spoonful may not be worth it.
    const tsp = { tsp: 1, tbsp: 3 }[ing.unit as string];
    if (grams && tsp && (ing.amount * tsp * grams) / 48 < LIGHTEST_WEIGHED_G - 0.5)
      problems.add(
        `${ing.item}: ${Math.round((ing.amount * tsp * grams) / 48)} g at 1X is too light to weigh; measure it by the spoon (drop it from gramsPerCup)`,
      );
  }
  for (const ing of all) {
    for (const note of [ing.note, ing.metricNote]) {
      const count = note?.match(NOTE_COUNT);
      if (count)
        problems.add(`${ing.item}: the note "${note}" counts "${count[0]}", which would not scale: write it {count:1|packet|packets}`);
    }
  }
  return [...problems];
}
