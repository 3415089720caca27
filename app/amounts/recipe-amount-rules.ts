// A recipe's amounts against the rules (./amount-rules) at every checked scale, in both unit systems: what
// validate.ts reports for a recipe module.
import { amountContext, amountProblems, kindOf } from "./amount-rules";
import { CATALOG } from "./catalog";
import { SPOONFUL_WORTH_WEIGHING_G } from "./measure";
import { scaleIngredient, servingsText } from "./scale";
import { CHECKED_SCALES } from "./scales";
import { ingredientsOf, type Recipe } from "~/recipes/types";
import { UNIT_SYSTEMS, type UnitSystem } from "./units";

const NOTE_COUNT =
  /\b(one|two|three|four|five|a|an|\d+)\s+(\d+(\.\d+)?\s*(g|oz|ml)\s+)?(packets?|sachets?|envelopes?|cans?|sticks?)\b(?! (holds|is|gives))/i;

// Canned goods too. Herbs and yeast go from spoons to cups and packets on a US page; a metric page keeps one of the
// two, or a reader comparing scales would see spoons turn into grams.
const SWITCHES_KIND = new Set(["herb", "butter", "yeast", "canned"]);
export const switchesKind = (item: string, units: UnitSystem = "us") =>
  SWITCHES_KIND.has(CATALOG[item]?.measure ?? "") && !(units === "metric" && ["herb", "yeast"].includes(CATALOG[item].measure));

// Also: each ingredient is measured by one kind (weight or volume) at every scale in a unit system.
export function recipeAmountProblems(recipe: Recipe): string[] {
  const problems = new Set<string>();
  const listed = ingredientsOf(recipe);
  const all = [...listed, ...recipe.steps.flatMap((s) => s.ingredients)];
  for (const units of UNIT_SYSTEMS) {
    const kinds = new Map<string, Map<string, string>>();
    for (const scale of CHECKED_SCALES) {
      for (const ing of all) {
        const { amount, note } = scaleIngredient(ing, scale, { units, gramsPerCup: recipe.gramsPerCup });
        const ctx = amountContext(ing, units);
        for (const p of amountProblems(amount, ctx)) problems.add(`${ing.item} at ${scale}X in ${units}: ${p}`);
        const seen = kinds.get(ing.item) ?? new Map<string, string>();
        const kind = kindOf(amount);
        // An herb weighed as written is spooned where a smaller batch has under 10 g of it.
        const lighter = scale < 1 && CATALOG[ing.item]?.measure === "herb";
        if (!lighter && !(kind === "count" && CATALOG[ing.item]?.measure === "yeast")) seen.set(kind, `"${amount}" at ${scale}X`);
        kinds.set(ing.item, seen);
        if (note?.includes("{")) problems.add(`${ing.item}: the note "${note}" has markup left in it`);
      }
      recipe.servings.forEach((s, i) => {
        if (!s.measure) return;
        const amount = servingsText(recipe, scale, units).split(" · ")[i];
        for (const p of amountProblems(amount, { units })) problems.add(`the yield at ${scale}X in ${units}: ${p}`);
      });
    }
    for (const [item, seen] of kinds) {
      // Where the catalog says a measure changes with the amount (herbs, butter, yeast; a US page weighing past 8 cups, a
      // metric one spooning under 10 g).
      if (switchesKind(item, units) || (recipe.gramsPerCup?.[item] && (units === "metric" || CATALOG[item]?.measure === "spoon"))) continue;
      if (seen.size > 1) problems.add(`${item} changes its kind of measure with the scale in ${units}: ${[...seen.values()].join(", ")}`);
    }
  }
  for (const ing of listed) {
    const grams = recipe.gramsPerCup?.[ing.item];
    // What a US cook measures by the cup is weighed whatever it weighs; a spoonful may not be worth it.
    const tsp = { tsp: 1, tbsp: 3 }[ing.unit as string];
    if (grams && tsp && (ing.amount * tsp * grams) / 48 < SPOONFUL_WORTH_WEIGHING_G - 0.5)
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
