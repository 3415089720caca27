// The recipe checker's rules for swaps (issue 65): each swap that works in a recipe, made alone, writes every amount as
// a cook writes it at every tenth in both systems, leaves nothing of the ingredient it replaces, and its steps never
// name that ingredient. `npx tsx scripts/check-recipes.ts` reports them; swaps.test.ts holds every recipe to them.
import { amountContext, amountProblems } from "./amount-rules";
import { CATALOG } from "./catalog";
import { listedIngredient, stepIngredient } from "./divided";
import { MAX_SCALE, MIN_SCALE } from "./scales";
import { recipeAmountProblems } from "./recipe-amount-rules";
import { countNearExact, largeWeight, oneMeasure, smallWeight, spoonNearExact, type WrittenLine } from "./scale-rules";
import { namesIt, recipeSwaps, SWAP_JOIN, swappedRecipe } from "./swap-recipe";
import { ingredientKey, swapChoices } from "./swaps";
import { UNIT_SYSTEMS } from "./units";
import { ingredientsOf, type Recipe } from "~/recipes/types";

const EVERY_TENTH = Array.from({ length: (MAX_SCALE - MIN_SCALE) * 10 + 1 }, (_, i) => Math.round(MIN_SCALE * 10 + i) / 10);
const RULES = [smallWeight, largeWeight, countNearExact, spoonNearExact];

/** Each swap the page offers for this recipe, as its address writes it. */
export const offeredSwaps = (recipe: Recipe) => [
  ...new Set(
    ingredientsOf(recipe).flatMap((l) =>
      swapChoices(recipe, l)
        .filter((c) => !c.refused)
        .map((c) => `${ingredientKey(l.item)}${SWAP_JOIN}${c.swap.key}`),
    ),
  ),
];

/** Every list line and step line of the recipe at every tenth, by where it stands, as the page writes them. */
function linesAtEveryTenth(recipe: Recipe): Map<string, WrittenLine[]> {
  const listed = ingredientsOf(recipe);
  const series = new Map<string, WrittenLine[]>();
  const add = (where: string, line: WrittenLine) => series.set(where, [...(series.get(where) ?? []), line]);
  for (const units of UNIT_SYSTEMS)
    for (const scale of EVERY_TENTH) {
      listed.forEach((ing, i) => add(`list ${i + 1} in ${units}`, { ing, scale, units, ...listedIngredient(recipe, ing, scale, units) }));
      for (const step of recipe.steps)
        step.ingredients.forEach((ing, i) => {
          const line = listed.find((l) => l.item === ing.item && l.unit === ing.unit);
          const share = Boolean(line && line.amount !== ing.amount);
          add(`step ${step.num}.${i + 1} in ${units}`, { ing, scale, units, share, ...stepIngredient(recipe, line, ing, scale, units) });
        });
    }
  return series;
}

export function swapProblems(recipe: Recipe): string[] {
  const problems: string[] = [];
  for (const value of offeredSwaps(recipe)) {
    const say = (text: string) => problems.push(`swap ${value}: ${text}`);
    const read = recipeSwaps(recipe, value);
    if (!read.ok) {
      say(read.problem);
      continue;
    }
    const [{ from, swap }] = read.swaps;
    const swapped = swappedRecipe(recipe, read.swaps);
    for (const part of swap.parts) if (!CATALOG[part.item]) say(`${part.item} is not in the catalog`);
    const left = [...ingredientsOf(swapped), ...swapped.steps.flatMap((s) => s.ingredients)].filter((l) => l.item === from.item);
    if (left.length) say(`${from.item} is still in the recipe`);
    recipe.steps.forEach((step, i) => {
      if (!step.ingredients.some((l) => l.item === from.item)) return;
      const after = swapped.steps[i];
      for (const text of [after.preInstruction, after.postInstruction, ...after.tips.map((t) => t.tip)])
        if (namesIt(text, from)) say(`step ${step.num} still names ${from.item}: "${text}"`);
    });
    for (const p of recipeAmountProblems(swapped)) say(p);
    for (const [where, lines] of linesAtEveryTenth(swapped)) {
      for (const l of lines) {
        const found = [
          ...amountProblems(l.amount, { ...amountContext(l.ing, l.units), share: where.startsWith("step") }),
          ...RULES.map((rule) => rule(l)).filter((p): p is string => p !== null),
        ];
        for (const p of found) say(`${where} at ${l.scale}X: ${l.ing.item}: ${p}`);
      }
      const measure = oneMeasure(lines);
      if (measure) say(`${where}: ${measure}`);
    }
  }
  return problems;
}
