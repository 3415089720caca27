// {pans:…} and {pieceInches:…} tokens (docs/recipes.md, "Text that follows the scale"): only steps, tips and materials
// take them, as the intro and the picture's text describe the recipe as written.
import { kitchenFraction, wholeCount } from "./measure";
import { renderMeasures } from "./measure-tokens";
import { timesAt1X } from "./time-words";
import { pieceInches, servingCount } from "./scale";
import type { PanFill, Recipe } from "~/recipes/types";
import type { UnitSystem } from "./units";

type ScaledRecipe = Pick<Recipe, "servings" | "pans">;

/** The count the page's yield prints at x (servingsText, scale.ts): whole above 1, "1/2 loaf" below, one smaller pizza. */
export function piecesAt(recipe: Pick<Recipe, "servings">, scale: number): number {
  return servingCount(recipe.servings[0], scale);
}

export const holds = (fill: PanFill) => fill.rows * fill.columns;

/** `pans` pans of `fill`, each with `count` pieces. */
export interface PanLoad {
  fill: PanFill;
  count: number;
  pans: number;
}

/** Full pans of the usual size, and what is left in the smallest pan that takes it (or squeezed into a full one). */
export function panPlan(recipe: ScaledRecipe, scale: number): PanLoad[] {
  if (!recipe.pans) return [];
  const { full, rest: smaller } = recipe.pans;
  const n = wholeCount(piecesAt(recipe, scale));
  const pans = Math.floor(n / holds(full));
  const rest = n - pans * holds(full);
  const loads = (count: number) => (count ? [{ fill: full, count: holds(full), pans: count }] : []);
  if (!rest) return loads(pans);
  const squeezed = pans ? smaller.find((f) => f.pan === full.pan && holds(f) >= holds(full) + rest) : undefined;
  if (squeezed) return [...loads(pans - 1), { fill: squeezed, count: holds(full) + rest, pans: 1 }];
  const spread = rest * 3 <= holds(full) ? spreadOver(full, smaller, pans, rest) : null;
  if (spread) return spread;
  return [...loads(pans), { fill: smaller.find((f) => holds(f) >= rest) ?? full, count: rest, pans: 1 }];
}

/** A third of a pan or less would bake alone, too far apart to rise into each other: shared among the full pans instead. */
function spreadOver(full: PanFill, smaller: PanFill[], pans: number, rest: number): PanLoad[] | null {
  if (!pans) return null;
  const fill = (count: number) => (count === holds(full) ? full : smaller.find((f) => f.pan === full.pan && holds(f) >= count));
  const each = holds(full) + Math.floor(rest / pans);
  const more = rest % pans;
  const [a, b] = [fill(each), fill(each + 1)];
  // One full pan that cannot take the rest: two smaller pans of half each (16 rolls: two 8-inch squares of 8).
  const half = (holds(full) + rest) / 2;
  const two = pans === 1 && Number.isInteger(half) ? smaller.find((f) => f.pan !== full.pan && holds(f) >= half) : undefined;
  if (!a && two) return [{ fill: two, count: half, pans: 2 }];
  // The steps name at most two kinds of load, the second a single pan.
  if (!a || (more && !b) || (more > 1 && more < pans - 1)) return null;
  if (!more) return [{ fill: a, count: each, pans }];
  return more === 1
    ? [...(pans > 1 ? [{ fill: a, count: each, pans: pans - 1 }] : []), { fill: b!, count: each + 1, pans: 1 }]
    : [
        { fill: b!, count: each + 1, pans: more },
        { fill: a, count: each, pans: 1 },
      ];
}

const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const inWords = (n: number) => WORDS[n] ?? String(n);
const places = (n: number) => (n === 1 ? "one place" : `${inWords(n)} places`);

function rows({ fill, count }: PanLoad): string {
  const gaps = holds(fill) - count;
  return `in ${fill.rows} ${fill.rows === 1 ? "row" : "rows"} of ${fill.columns}${gaps ? `, leaving ${places(gaps)} empty` : ""}`;
}

function pansToken(recipe: ScaledRecipe, scale: number, what: string): string | null {
  const { pans } = recipe;
  if (!pans) return null;
  const loads = panPlan(recipe, scale);
  const [big, small] = loads;
  const one = !small && big.pans === 1;
  const same = small?.fill.pan === big.fill.pan;
  const servings = recipe.servings[0];
  const worth = (n: number) => `${n} ${n === 1 ? servings.unit : (servings.plural ?? servings.unit)}' worth`;
  const inches = (count: number) => `{inches:${kitchenFraction(count * pans.perPiece)}}`;
  // Which pans a sentence means when there are two kinds of load.
  const bigPans = same
    ? big.pans === 1
      ? "one pan"
      : `each of ${inWords(big.pans)} pans`
    : `${big.pans === 1 ? "the" : "each"} ${big.fill.pan}`;
  const smallPan = same ? (big.pans === 1 ? "the other" : "the last") : `the ${small?.fill.pan}`;
  switch (what) {
    case "pans":
      if (same) return `${inWords(big.pans + 1)} ${big.fill.pan}s`;
      return loads.map((l) => (l.pans === 1 ? `a ${l.fill.pan}` : `${inWords(l.pans)} ${l.fill.pan}s`)).join(" and ");
    case "divide":
      if (one) return "";
      if (!small) return `; divide it by weight into ${inWords(big.pans)} equal pieces, one per pan`;
      return `; divide it by weight into one piece per pan: ${inWords(big.pans)} of ${worth(big.count)}${big.pans === 1 ? "" : " each"} and one of ${worth(small.count)}`;
    case "each":
      return one ? "it" : "each piece";
    case "across":
      if (!small) return `${inches(big.count)} wide`;
      // "about": a metric ruler reads 1 1/2 inches as 4 cm, and 13 of them as 50 cm, not 52.
      return `about {inches:${kitchenFraction(pans.perPiece)}} wide for every ${servings.unit} it will make (${inches(big.count)} for ${big.count}, ${inches(small.count)} for ${small.count})`;
    case "cut":
      if (one) return `the log into ${big.count} pieces`;
      if (!small) return `each log into ${big.count} pieces`;
      return `each log into as many pieces as its pan takes: ${big.count} for ${bigPans}, ${small.count} for ${smallPan}`;
    case "rows":
      if (one) return `in the pan ${rows(big)}`;
      if (!small) return `${big.count} to each pan ${rows(big)}`;
      return `${big.count} to ${bigPans} ${rows(big)}, and ${small.count} in ${smallPan} ${rows(small)}`;
  }
  return null;
}

const SCALED = /\{(pans|pieceInches):([^{}]*)\}/g;

// "an 8-inch pan" but "a 20 cm pan": the article goes by how the number is said.
const saidWithVowel = (number: string) => /^(8|11|18|8\d|8\d\d)(?!\d)/.test(number);
const fixArticles = (text: string) =>
  text.replace(/\b([Aa])n? (?=(\d+))/g, (_m, a: string, n: string) => `${a}${saidWithVowel(n) ? "n" : ""} `);

/** The text's scale tokens at a scale, its measure tokens left for renderMeasures. */
function scaleText(text: string, recipe: ScaledRecipe, scale: number): string {
  return text.replace(SCALED, (whole, kind: string, value: string) => {
    if (kind === "pieceInches") return `{inches:${pieceInches(recipe.servings[0], scale, Number(value))}}`;
    return pansToken(recipe, scale, value) ?? whole;
  });
}

/** A recipe's step, tip or material as the page shows it at a scale, in the reader's units. */
export function recipeText(text: string, recipe: ScaledRecipe, scale = 1, units: UnitSystem = "us"): string {
  if (!text.includes("{")) return text;
  return fixArticles(renderMeasures(scaleText(timesAt1X(text), recipe, scale), units));
}

const PANS_KEYS = new Set(["pans", "divide", "each", "across", "cut", "rows"]);

export function scaledTextProblems(text: string, recipe: ScaledRecipe): string[] {
  const problems: string[] = [];
  for (const [whole, kind, value] of text.matchAll(SCALED)) {
    if (kind === "pans" && !recipe.pans) problems.push(`"${whole}" needs the recipe's pans`);
    if (kind === "pans" && !PANS_KEYS.has(value)) problems.push(`"${whole}": pans tokens are ${[...PANS_KEYS].join(", ")}`);
    if (kind === "pieceInches" && !(Number(value) > 0)) problems.push(`"${whole}" wants the inches at 1X`);
  }
  return problems;
}
