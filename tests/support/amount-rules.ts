/**
 * The rules of an amount a cook would write (issue 16), as code that reads
 * a rendered amount back: "1/2 cup + 2 tbsp", "1 lb 14 oz", "2 cans (15 oz
 * each)", "1.2 kg", "1.5 L", "0.5 ml". Used by the unit tests of the rules and by the
 * sweeps over every recipe, multiplier and unit system.
 */

export interface Part {
  value: number;
  /** "" for a plain count. */
  unit: string;
  /** The number as written: "1 1/2", "0.5". */
  text: string;
}

const NUMBER = String.raw`(\d+ \d+\/\d+|\d+\/\d+|\d+\.\d+|\d+)`;
const UNIT = String.raw`(cups?|tbsp|tsp|sticks?|oz|lb|g|kg|ml|L|pinch(?:es)?|cloves?|cans?|slices?|sprigs?|bunch(?:es)?)`;
const PART = new RegExp(String.raw`^${NUMBER}(?: ${UNIT})?$`);
const SIZE = /^(.*?) \((.+?)( each)?\)$/;

const SINGULAR: Record<string, string> = {
  cups: "cup",
  sticks: "stick",
  pinches: "pinch",
  cloves: "clove",
  cans: "can",
  slices: "slice",
  sprigs: "sprig",
  bunches: "bunch",
};

export function numberValue(text: string): number {
  return text.split(" ").reduce((sum, piece) => {
    const [n, d] = piece.split("/").map(Number);
    return sum + (d ? n / d : n);
  }, 0);
}

/** The parts of an amount, or null if it is not written as an amount at all. */
export function parseAmount(amount: string): { parts: Part[]; size?: Part; each: boolean; plurals: string[] } | null {
  let main = amount;
  let size: Part | undefined;
  let each = false;
  const sized = amount.match(SIZE);
  if (sized) {
    main = sized[1];
    const inner = parseAmount(sized[2]);
    if (!inner || inner.parts.length !== 1) return null;
    size = inner.parts[0];
    each = Boolean(sized[3]);
  }
  // "1 lb 14 oz" is two parts, as a scale reads it.
  const pieces = main.replace(/^(\d+ lb) (.+ oz)$/, "$1 + $2").split(" + ");
  const parts: Part[] = [];
  const plurals: string[] = [];
  for (const piece of pieces) {
    const m = piece.match(PART);
    if (!m) return null;
    const unit = m[2] ?? "";
    if (SINGULAR[unit]) plurals.push(unit);
    parts.push({ value: numberValue(m[1]), unit: SINGULAR[unit] ?? unit, text: m[1] });
  }
  return { parts, size, each, plurals };
}

const MEASURE_FRACTIONS = new Set(["1/4", "1/3", "1/2", "2/3", "3/4"]);
const US_UNITS = new Set(["cup", "tbsp", "tsp", "stick", "oz", "lb"]);
const METRIC_UNITS = new Set(["g", "kg", "ml", "L"]);
// Largest first: a sum of measures is written from the biggest down.
const ORDER = ["lb", "oz", "stick", "cup", "tbsp", "tsp"];

const fractionOf = (text: string) => text.match(/(\d+\/\d+)$/)?.[1];
const decimalPlaces = (text: string) => text.split(".")[1]?.length ?? 0;

export interface AmountContext {
  units: "us" | "metric";
  /** Butter keeps tablespoons up to a stick. */
  butter?: boolean;
  /** Eggs and other things that can't be cut stay whole. */
  whole?: boolean;
  /** The recipe itself wrote this ingredient in grams or millilitres. */
  metricInRecipe?: boolean;
  /** A can's size as its label prints it ("28 oz"): not a measure to convert into pounds. */
  label?: boolean;
}

/** Everything a cook would not write in `amount`, as short sentences; [] if it is fine. */
export function amountProblems(amount: string, ctx: AmountContext): string[] {
  const parsed = parseAmount(amount);
  if (!parsed) return [`"${amount}" is not an amount`];
  const problems: string[] = [];
  const say = (text: string) => problems.push(`"${amount}": ${text}`);
  const { parts, size, each, plurals } = parsed;

  for (const [i, p] of parts.entries()) {
    const frac = fractionOf(p.text);
    if (!(p.value > 0)) say("a zero amount");
    if (frac && !(MEASURE_FRACTIONS.has(frac) || (frac === "1/8" && p.unit === "tsp"))) say(`${frac} is no measure's fraction`);
    if (p.text.includes(".") && !(["kg", "L"].includes(p.unit) && decimalPlaces(p.text) <= 2) && !(p.unit === "ml" && p.text === "0.5")) {
      say("a decimal where a cook writes a whole number or a fraction");
    }
    if (ctx.units === "metric" && US_UNITS.has(p.unit)) say(`${p.unit} on a metric page`);
    if (ctx.units === "us" && METRIC_UNITS.has(p.unit) && !ctx.metricInRecipe) say(`${p.unit} on a US page for a US measure`);
    switch (p.unit) {
      case "tsp":
        if (p.value >= 3) say("3 tsp or more is tablespoons");
        break;
      case "tbsp":
        if (p.value >= (ctx.butter ? 8 : 4)) say(ctx.butter ? "8 tbsp of butter is a stick" : "4 tbsp or more is cups");
        if (frac && frac !== "1/2") say("a tablespoon is halved at most");
        break;
      case "cup":
        if (ctx.butter) say("butter is measured in tablespoons and sticks");
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
      case "g":
      case "ml":
        if (p.value >= 1000) say(`1,000 ${p.unit} or more is ${p.unit === "g" ? "kilograms" : "litres"}`);
        break;
      case "kg":
      case "L":
        if (p.value < 1) say(`under 1 ${p.unit} is ${p.unit === "kg" ? "grams" : "millilitres"}`);
        break;
      case "":
        if (ctx.whole && !Number.isInteger(p.value)) say("a part of something that can't be cut");
        break;
    }
    if (i > 0) {
      const prev = parts[i - 1];
      const repeatedTsp = p.unit === "tsp" && prev.unit === "tsp" && p.text === "1/8" && prev.value > 1 / 8;
      if (!repeatedTsp && ORDER.indexOf(p.unit) <= ORDER.indexOf(prev.unit)) say("measures not from the largest down");
      if (!US_UNITS.has(p.unit)) say("only US measures add up with +");
      if (p.unit === "tbsp" && p.value >= (ctx.butter ? 8 : 4)) say("the rest is a measure of its own");
    }
  }
  // A unit is plural exactly when there is more than one.
  for (const [i, p] of parts.entries()) {
    const plural = plurals.includes(`${p.unit}s`) || plurals.includes(`${p.unit}es`);
    if (["cup", "stick", "pinch", "clove", "can", "slice", "sprig", "bunch"].includes(p.unit) && plural !== p.value > 1) {
      say(`"${p.unit}" ${plural ? "in the plural for one or less" : "in the singular for more than one"} (part ${i + 1})`);
    }
  }
  if (size) {
    if (parts.length !== 1 || parts[0].unit !== "can") say("a size belongs to a number of cans");
    else if (each !== parts[0].value > 1) say('"each" belongs with more than one can');
    for (const p of amountProblems(`${size.text} ${size.unit}`, { units: ctx.units, label: true })) say(`size ${p}`);
  }
  return problems;
}

const TSP = { tsp: 1, tbsp: 3, cup: 48, stick: 24 } as Record<string, number>;

/** The total of a US volume amount in teaspoons ("1/2 cup + 2 tbsp" -> 30), for round trips. */
export function teaspoonsOf(amount: string): number {
  return parseAmount(amount)!.parts.reduce((sum, p) => sum + p.value * TSP[p.unit], 0);
}
