import { recipeAmountProblems } from "./recipe-amount-rules";
import { catalogEntry } from "./catalog";
import { isButter, isPoured } from "./scale";
import { isRecipeSlug } from "~/recipes/index";
import { ingredientsOf, type Ingredient, type Recipe } from "~/recipes/types";
import { CATEGORIES } from "~/recipes/categories";
import { methodProblems } from "./validate-method";
import { timeProblems } from "./validate-times";

const SPOON_UNITS = new Set(["cup", "tbsp", "tsp"]);
const VOLUME_UNITS = new Set(["cup", "tbsp", "tsp", "stick"]);
// US measures and sizes written into a note, which a metric page can't show as they are.
const US_MEASURES_IN_TEXT = /\d\s*(oz|ounces?|lbs?|pounds?)\b|\binch(es)?\b|-inch\b|°F|\b(cups?|tablespoons?|teaspoons?)\b|\bthe pound\b/i;
// A quantity in the instructions ("2 tablespoons of the butter") wouldn't scale; sizes ("a 10-inch skillet") are fine.
const SCALED_AMOUNT_IN_PROSE =
  /\b(\d+(\s+\d+\/\d+)?|\d+\/\d+|\d*\.\d+|one|two|three|half( a)?)[\s-]*(cups?|tbsp|tsp|tablespoons?|teaspoons?|grams|g|ml|ounces?|oz|pounds?|lbs?)\b(?! (pan|dish|ramekin|jar|mold|measure|scoop))/i;

// For anyone editing recipe content: `npx tsx scripts/check-recipes.ts`.
export function recipeProblems(recipe: Recipe): string[] {
  const problems: string[] = [];
  const where = recipe.slug ?? "(no slug)";
  const say = (text: string) => problems.push(`${where}: ${text}`);

  if (!CATEGORIES.some((c) => c.value === recipe.category)) {
    say(`unknown category ${recipe.category}`);
  }
  for (const field of ["title", "intro", "author", "imgAlt"] as const) {
    if (!recipe[field]?.trim()) say(`${field} is empty`);
  }
  const sentences = recipe.intro.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 2);
  if (sentences.length < 2 || sentences.length > 4) {
    say(`intro has ${sentences.length} sentences, want 2-4`);
  }
  // The site's first recipes are from April 2025; a new one is dated the day it goes up, never ahead.
  if (!/^20\d\d-\d\d-\d\d$/.test(recipe.date) || !(recipe.date >= "2025-04-01") || Date.parse(recipe.date) > Date.now()) {
    say(`date ${recipe.date} is not an ISO date from April 2025 to today`);
  }
  for (const t of ["prepTime", "waitTime", "cookTime", "totalTime"] as const) {
    if (!Number.isInteger(recipe[t]) || recipe[t] < 0) say(`${t} must be whole minutes >= 0`);
  }
  if (recipe.prepTime + recipe.waitTime + recipe.cookTime !== recipe.totalTime) {
    say("totalTime is not prepTime + waitTime + cookTime");
  }
  for (const n of ["cal", "carbs", "fat", "protein"] as const) {
    if (typeof recipe[n] !== "number" || !(recipe[n] >= 0)) say(`${n} must be a number >= 0`);
  }
  // 4 kcal/g of carbs and protein, 9 of fat: catches fat and carbs swapped.
  const fromMacros = 4 * recipe.carbs + 4 * recipe.protein + 9 * recipe.fat;
  if (recipe.cal > 0 && Math.abs(fromMacros - recipe.cal) / recipe.cal > 0.2) {
    say(`cal ${recipe.cal} is far from 4*carbs + 4*protein + 9*fat = ${Math.round(fromMacros)}`);
  }
  if (recipe.servings.length === 0 || recipe.servings.some((s) => !(s.number > 0) || !s.unit.trim())) {
    say("servings must list at least one {number > 0, unit}");
  }
  for (const s of recipe.servings) {
    // A scale can make one ("1 serving" at 1/2X) or more ("2 loaves"): the words for both come from the recipe.
    if (!s.measure && (!s.plural || s.plural === s.unit))
      say(`servings "${s.number} ${s.unit}" needs its unit for one and its plural for more`);
    if (!s.measure && !s.metric && US_MEASURES_IN_TEXT.test(s.unit))
      say(`servings "${s.unit}" names a US measure: give its measure or its metric words`);
  }
  if (recipe.materials.length === 0) say("materials is empty");

  const all = ingredientsOf(recipe);
  if (all.length === 0) say("no ingredients");
  for (const ing of all) checkIngredient(ing, say);
  weighedProblems(recipe, all, say);

  recipe.steps.forEach((step, i) => {
    if (step.num !== String(i + 1)) say(`step ${i + 1} is numbered "${step.num}"`);
    if (!step.preInstruction.trim()) say(`step ${step.num} has no preInstruction`);
    for (const text of [step.preInstruction, step.postInstruction]) {
      const amount = text.match(SCALED_AMOUNT_IN_PROSE);
      if (amount) say(`step ${step.num} states the amount "${amount[0]}" in prose, which would not scale`);
    }
    for (const ing of step.ingredients) checkIngredient(ing, say);
  });
  if (recipe.steps.length === 0) say("no directions");

  const key = (i: Ingredient) => `${i.item.toLowerCase()}|${i.unit}`;
  const total = new Map<string, number>();
  for (const i of all) total.set(key(i), (total.get(key(i)) ?? 0) + i.amount);
  const used = new Map<string, number>();
  for (const s of recipe.steps) {
    for (const i of s.ingredients) used.set(key(i), (used.get(key(i)) ?? 0) + i.amount);
  }
  for (const [k, amount] of total) {
    const u = used.get(k) ?? 0;
    if (Math.abs(u - amount) > 1e-6) say(`ingredient ${k}: groups say ${amount}, steps use ${u}`);
  }
  for (const k of used.keys()) {
    if (!total.has(k)) say(`step ingredient ${k} is not in any ingredient group`);
  }

  for (const list of ["featured", "complementary"] as const) {
    if (recipe[list].length === 0) say(`${list} is empty`);
    for (const slug of recipe[list]) {
      if (!isRecipeSlug(slug)) say(`${list} links to unknown recipe ${slug}`);
      if (slug === recipe.slug) say(`${list} links to the recipe itself`);
    }
    if (new Set(recipe[list]).size !== recipe[list].length) say(`${list} has duplicates`);
  }
  methodProblems(recipe, say);
  problems.push(...timeProblems(recipe));
  for (const p of recipeAmountProblems(recipe)) say(p);

  if (recipe.toolLinks.length === 0) say("toolLinks is empty");
  for (const link of recipe.toolLinks) {
    if (!/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//i.test(link.src)) say(`affiliate link ${link.src} is not an https URL`);
    if (!link.item.trim()) say("affiliate link without a name");
  }
  return problems;
}

function weighedProblems(recipe: Recipe, all: readonly Ingredient[], say: (t: string) => void) {
  const weights = recipe.gramsPerCup ?? {};
  for (const ing of all) {
    // What is poured stays a volume on a metric page; anything else measured by the cup is weighed there.
    // Herbs take their weight from the catalog; canned goods are written in cans.
    const poured = isPoured(ing.item);
    const measure = catalogEntry(ing.item).measure;
    const needsWeight =
      (ing.unit === "cup" && !poured && measure !== "herb" && measure !== "canned") || (isButter(ing.item) && VOLUME_UNITS.has(ing.unit));
    if (needsWeight && !(weights[ing.item] > 0)) {
      say(`${ing.item}: measured by volume, it needs its grams per cup (gramsPerCup) so metric readers weigh it`);
    }
  }
  for (const [item, grams] of Object.entries(weights)) {
    if (!all.some((i) => i.item === item && VOLUME_UNITS.has(i.unit)))
      say(`gramsPerCup names ${item}, which no ingredient measures by volume`);
    if (!(grams > 0)) say(`gramsPerCup of ${item} must be > 0`);
  }
}

// One chart, not a guess per recipe.
export function weightProblems(all: readonly Recipe[]): string[] {
  const seen = new Map<string, { grams: number; slug: string }>();
  const problems: string[] = [];
  for (const r of all) {
    for (const [item, grams] of Object.entries(r.gramsPerCup ?? {})) {
      const first = seen.get(item);
      if (!first) seen.set(item, { grams, slug: r.slug });
      else if (first.grams !== grams) problems.push(`${r.slug}: ${item} weighs ${grams} g a cup, but ${first.grams} g in ${first.slug}`);
    }
  }
  return problems;
}

function checkIngredient(ing: Ingredient, say: (t: string) => void) {
  if (!ing.item.trim()) say("an ingredient has no name");
  if (!(ing.amount > 0) || !Number.isFinite(ing.amount)) say(`${ing.item}: amount must be > 0`);
  if (SPOON_UNITS.has(ing.unit)) {
    // Cup and spoon amounts are kitchen fractions: eighths or thirds.
    const eighths = ing.amount * 8;
    const thirds = ing.amount * 3;
    if (Math.abs(eighths - Math.round(eighths)) > 1e-6 && Math.abs(thirds - Math.round(thirds)) > 1e-6) {
      say(`${ing.item}: ${ing.amount} ${ing.unit} is not a multiple of 1/8 or 1/3`);
    }
  }
  if (ing.unit === "" && !ing.plural) {
    say(`${ing.item}: a counted item needs its plural (the scale makes 1 into 2)`);
  }
  if (ing.plural && ing.unit !== "") say(`${ing.item}: only counted items (unit "") take a plural`);
  const prose = `${ing.note ?? ""}`;
  if (/\b\d+(\.\d+)?\s*(cups?|tbsp|tsp|tablespoons?|teaspoons?|grams?|g)\b/i.test(prose)) {
    say(`${ing.item}: the note "${prose}" states an amount that would not scale`);
  }
  if ((ing.unit === "g" || ing.unit === "ml") && !Number.isInteger(ing.amount)) {
    say(`${ing.item}: grams and millilitres are whole numbers`);
  }
  if (ing.unit === "" && /\begg(s| yolks?)?\b/i.test(ing.item) && !Number.isInteger(ing.amount)) {
    say(`${ing.item}: an egg can't be cut, so the amount is whole`);
  }
  if (ing.unit === "can" && !ing.size) say(`${ing.item}: a can needs its size ("size"), shown in US or metric`);
  if (ing.unit !== "can" && ing.size) say(`${ing.item}: only cans take a size`);
  if (ing.note && US_MEASURES_IN_TEXT.test(ing.note) && ing.metricNote === undefined) {
    say(`${ing.item}: the note "${ing.note}" names US measures; give a metricNote`);
  }
  if (ing.metricNote && US_MEASURES_IN_TEXT.test(ing.metricNote)) say(`${ing.item}: the metricNote "${ing.metricNote}" names US measures`);
}
