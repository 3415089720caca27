// Typed tokens in recipe text, so nothing is guessed from prose: {oven:350}, {inch:12}, {cups:1/3}… (docs/recipes.md).
import { G_PER_OZ, OZ_PER_LB } from "./measure";
import { boughtWeight } from "./metric-amounts";
import type { UnitSystem } from "./units";

// "each": a unit without its number, after "for each" ("pound"; metric "450 g").
type Form = "adjective" | "noun" | "each";
// ["30", " cm"]
type Metric = [string, string];
interface Kind {
  form: Form;
  us: (many: boolean) => string;
  metric: (n: number, many: boolean) => Metric;
  dims?: boolean;
}

const word =
  (one: string, other = one) =>
  (many: boolean) =>
    many ? other : one;
const round = (n: number, step: number) => Math.round(n / step) * step;
const trim = (n: number) => String(Math.round(n * 10) / 10);

// As a ruler reads them.
function centimetres(inches: number): Metric {
  const cm = inches * 2.54;
  const mm = cm * 10;
  if (cm < 1) return [trim(mm < 3 ? Math.max(0.5, round(mm, 0.5)) : Math.round(mm)), " mm"];
  return [trim(cm < 10 ? round(cm, 0.5) : Math.round(cm)), " cm"];
}

// An oven dial goes by 5 degrees; food temperatures are read to the degree.
export const ovenCelsius = (f: number) => round(((f - 32) * 5) / 9, 5);
export const celsius = (f: number) => Math.round(((f - 32) * 5) / 9);
const litres = (quarts: number) => round(quarts * 0.946353, 0.5);
function millilitres(ml: number): number {
  return ml < 100 ? Math.max(5, round(ml, 5)) : round(ml, 10);
}
function grams(g: number): Metric {
  return g >= 1000 ? [trim(g / 1000), " kg"] : [String(Math.max(5, round(g, 5))), " g"];
}

// Pounds of meat or beans are bought: a shop's 450 g (boughtWeight), not 454.
function boughtPounds(lb: number): Metric {
  const text = boughtWeight(lb * G_PER_OZ * OZ_PER_LB);
  const space = text.lastIndexOf(" ");
  return [text.slice(0, space), text.slice(space)];
}

const ml =
  (perUnit: number) =>
  (n: number): Metric => [String(millilitres(n * perUnit)), " ml"];

const KINDS: Record<string, Kind> = {
  oven: { form: "noun", us: word("°F"), metric: (f) => [String(ovenCelsius(f)), "°C"] },
  temp: { form: "noun", us: word("°F"), metric: (f) => [String(celsius(f)), "°C"] },
  inch: { form: "adjective", us: word("inch"), metric: centimetres, dims: true },
  inches: { form: "noun", us: word("inch", "inches"), metric: centimetres, dims: true },
  quart: { form: "adjective", us: word("quart"), metric: (q) => [trim(litres(q)), "-litre"] },
  quarts: { form: "noun", us: word("quart", "quarts"), metric: (q, many) => [trim(litres(q)), many ? " litres" : " litre"] },
  cup: { form: "adjective", us: word("cup"), metric: ml(236.6) },
  cups: { form: "noun", us: word("cup", "cups"), metric: ml(236.6) },
  tablespoon: { form: "adjective", us: word("tablespoon"), metric: ml(14.79) },
  tablespoons: { form: "noun", us: word("tablespoon", "tablespoons"), metric: ml(14.79) },
  teaspoons: { form: "noun", us: word("teaspoon", "teaspoons"), metric: ml(4.93) },
  oz: { form: "noun", us: word("oz"), metric: (o) => grams(o * 28.35) },
  lb: { form: "noun", us: word("pound", "pounds"), metric: boughtPounds },
  pound: { form: "each", us: word("pound"), metric: boughtPounds },
};

const NUMBER = /^(\d+(\.\d+)?|\d+\/\d+|\d+ \d+\/\d+)$/;

/** "1 1/2" -> 1.5, "1/16" -> 0.0625, "6.5" -> 6.5; NaN for anything else. */
export function parseNumber(text: string): number {
  if (!NUMBER.test(text)) return NaN;
  return text.split(" ").reduce((sum, part) => {
    const [a, b] = part.split("/").map(Number);
    return sum + (b === undefined ? a : a / b);
  }, 0);
}

interface Token {
  kind: string;
  values: number[];
  texts: string[];
  join: "-" | "x" | null;
}

// An error message when the token is malformed.
function parseToken(body: string): Token | string {
  const colon = body.indexOf(":");
  if (colon < 0) return `"{${body}}" has no kind (write {kind:value})`;
  const kind = body.slice(0, colon);
  const value = body.slice(colon + 1);
  const spec = KINDS[kind];
  if (!spec) return `"{${body}}" is of unknown kind "${kind}" (known: ${Object.keys(KINDS).join(", ")})`;
  const join = value.includes("x") ? "x" : value.includes("-") ? "-" : null;
  if (join === "x" && !spec.dims) return `"{${body}}": only sizes take width x length`;
  const texts = join ? value.split(join) : [value];
  const values = texts.map(parseNumber);
  if (texts.length > 2 || values.some((v) => !(v > 0))) return `"{${body}}" has an unreadable value "${value}"`;
  if (join === "-" && !(values[0] < values[1])) return `"{${body}}": a range goes from low to high`;
  return { kind, values, texts, join };
}

// A number and its unit stay on one line: "2.5 cm", not "2.5" then "cm".
const NBSP = "\u00a0";

function renderToken(t: Token, units: UnitSystem): string {
  return renderParts(t, units).replace(
    / (?=(cm|mm|ml|g|kg|litres?|inch|inches|quarts?|cups?|tablespoons?|teaspoons?|oz|pounds?)\b)/g,
    NBSP,
  );
}

function renderParts(t: Token, units: UnitSystem): string {
  const spec = KINDS[t.kind];
  const many = t.values[t.values.length - 1] > 1;
  const sep = t.join === "x" ? " x " : " to ";
  if (units === "metric") {
    const parts = t.values.map((v) => spec.metric(v, many));
    // "23 x 33 cm", "18 to 20 cm": the unit once when the parts share it ("6 mm to 1.5 cm" when not).
    if (parts.every((p) => p[1] === parts[0][1])) {
      const adjectiveRange = t.join === "-" && parts[0][1].startsWith("-");
      return parts.map((p) => p[0]).join(adjectiveRange ? "- to " : sep) + parts[0][1];
    }
    return parts.map((p) => p.join("")).join(sep);
  }
  const unit = spec.us(many);
  if (spec.form === "each") return unit;
  if (spec.form === "adjective") {
    if (t.join === "-") return `${t.texts[0]}- to ${t.texts[1]}-${unit}`;
    return `${t.texts.join("x")}-${unit}`;
  }
  return `${t.texts.join(" to ")}${unit.startsWith("°") ? "" : " "}${unit}`;
}

const TOKEN = /\{([^{}]*)\}/g;

export function renderMeasures(text: string, units: UnitSystem = "us"): string {
  return text.replace(TOKEN, (whole, body: string) => {
    const t = parseToken(body);
    return typeof t === "string" ? whole : renderToken(t, units);
  });
}

// Written outside a token, these could not follow the reader's unit system.
const RAW_MEASURES: [RegExp, string][] = [
  [/(\d+\s*)?°\s*[FC]\b|\b\d+\s*(degrees|deg)\b/i, "a temperature"],
  [/\b\d+(\s\d+\/\d+|\/\d+|\.\d+)?(\s*-\s*|\s+)(inch|inches|in\.|quarts?|qt|liters?|litres?|cm|mm)\b/i, "a size"],
  [/\b\d+\s*x\s*\d+\b/i, "a size"],
  [/\b\d+(\.\d+)?(\s\d+\/\d+|\/\d+)?\s*(oz|ounces?|pounds?|lbs?)\b/i, "a weight"],
];

// Worked out at the page's scale by scaled-text.ts, which checks them.
const SCALED_KINDS = new Set(["pans", "pieceInches"]);

export function measureProblems(text: string): string[] {
  const problems: string[] = [];
  const outside = text.replace(TOKEN, (_whole, body: string) => {
    if (SCALED_KINDS.has(body.slice(0, body.indexOf(":")))) return " ";
    const t = parseToken(body);
    if (typeof t === "string") problems.push(t);
    return " ";
  });
  if (/[{}]/.test(outside)) problems.push(`unbalanced braces in "${text}"`);
  for (const [re, what] of RAW_MEASURES) {
    const m = outside.match(re);
    if (m) problems.push(`"${m[0]}" is ${what} outside the {kind:value} markup, so it cannot be shown in metric`);
  }
  return problems;
}
