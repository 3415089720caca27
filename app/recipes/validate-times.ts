import { besideMinutes, range, recipeTimes } from "./times";
import type { Recipe } from "./types";

/** Each step's time data holds together, and the recipe's totals are what its steps add up to at 1X: docs/recipes.md. */
export function timeProblems(recipe: Recipe): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${recipe.slug}: ${text}`);
  const batchSteps = new Set(recipe.materials.flatMap((m) => m.capacity ?? []).flatMap((c) => (c.batches ? c.steps : [])));
  for (const [i, step] of recipe.steps.entries()) {
    if (step.time.length === 0) say(`step ${step.num} has no time: give each step the minutes it takes`);
    for (const part of step.time) {
      const [low, high] = range(part.minutes);
      if (!(low >= 0) || !(high >= low) || (typeof part.minutes !== "number" && high === low))
        say(`step ${step.num}: minutes ${JSON.stringify(part.minutes)} must be >= 0, a range low to high`);
      if (part.law === "grows" && !(part.perX > 0)) say(`step ${step.num}: a time that grows needs perX > 0`);
      if (part.law === "pieces" && !(Number.isInteger(part.pieces) && part.pieces > 0))
        say(`step ${step.num}: pieces at 1X must be a whole number > 0`);
      if (part.law === "batches" && !batchSteps.has(step.num))
        say(`step ${step.num}: a time by batches needs equipment with batches that names this step`);
    }
    if (besideMinutes(step, i) !== null && recipe.materials.some((m) => m.capacity?.some((c) => c.batches && c.steps.at(-1) === step.num)))
      say(`step ${step.num} runs beside another, so the batches that end in it would count in no total`);
  }
  const t = recipeTimes(recipe, 1);
  for (const key of ["prepTime", "waitTime", "cookTime", "totalTime"] as const) {
    if (t[key] !== recipe[key]) say(`${key} is ${recipe[key]}, but the steps add up to ${t[key]} at 1X`);
  }
  return problems;
}
