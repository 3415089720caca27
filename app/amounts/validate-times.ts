import { besideMinutes, range, recipeTimes } from "./times";
import type { Recipe } from "~/recipes/types";

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
        say(`step ${step.num}: a time by batches needs a material with batches that names this step`);
    }
    const ahead = step.makeAhead;
    if (ahead) {
      if (!(ahead.hold[0] > 0 && ahead.hold[1] >= ahead.hold[0] && ahead.after >= 0))
        say(`step ${step.num}: a make-ahead hold is [low, high] minutes > 0, and minutes after it >= 0`);
      // The hold takes the place of a rise or a rest: work in it would vanish from the plan.
      if (step.time.some((p) => p.kind !== "wait")) say(`step ${step.num}: only a step that waits can be made ahead`);
      const tips = step.tips.map((t) => t.tip).join(" ");
      for (const said of [`${ahead.hold[1] / 60} hours`, ...(ahead.after ? [`${ahead.after} minutes`] : [])])
        if (!tips.includes(said)) say(`step ${step.num}: the make-ahead way is the tip's: it names no "${said}"`);
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
