import { capacityPlan, pansAt } from "./materials";
import { TIME_TOKEN, timesAt1X } from "./time-words";
import { range } from "./times";
import { measureProblems } from "./measure-tokens";
import { STANDARD_SCALES } from "./scales";
import { scaledTextProblems } from "./scaled-text";
import { ingredientsOf, type Ingredient, type Recipe } from "~/recipes/types";

// Materials that a bigger batch can outgrow: naming one means saying what it holds.
const VESSEL =
  /\b(pot|saucepan|skillet|dutch oven|stockpot|baking sheet|sheet pan|baking pan|stand mixer|griddle|waffle iron|comal|pizza stone|food processor)\b/i;
// Yields that are cooked a few at a time, so the page must say how many batches.
const BATCH_YIELDS = new Set(["pancakes", "waffles", "tortillas", "cookies", "slices of French toast", "pizzas", "loaves", "rolls"]);
// Text that works in batches has to say how long they take at every scale.
const BATCH_WORDS = /\b(in|between|per|each|next|second) batch(es)?\b|\bbatches\b|\b\d+ at a time\b|\brepeat with the rest\b/i;
const PASTA_WATER = /\b(pasta|cooking) water\b|\bfor the water\b/i;

export function methodProblems(recipe: Recipe, say: (text: string) => void): void {
  const texts: [string, string][] = [["intro", recipe.intro]];
  const ingredients: Ingredient[] = [...ingredientsOf(recipe), ...recipe.steps.flatMap((s) => s.ingredients)];
  // Ingredient notes name their measures for metric readers in `metricNote` instead (validate.ts).
  for (const m of recipe.materials) {
    texts.push([`material "${m.item}"`, m.item]);
    if (m.name) texts.push([`name of ${m.item}`, m.name]);
    for (const c of m.capacity ?? []) {
      texts.push([`capacity of ${m.item}`, c.what]);
      if (c.batches) texts.push([`batches of ${m.item}`, c.batches.how]);
      for (const l of c.larger ?? []) {
        texts.push([`larger ${m.item}`, l.item]);
        if (l.replaces) texts.push([`larger ${m.item}`, l.replaces.line], [`larger ${m.item}`, l.replaces.name]);
      }
    }
  }
  for (const step of recipe.steps) {
    texts.push([`step ${step.num}`, step.preInstruction], [`step ${step.num}`, step.postInstruction]);
    for (const t of step.tips) texts.push([`a tip of step ${step.num}`, t.tip]);
  }
  // A step's {time:…} names a part of that step's time (stepProse works it out at the scale); nowhere else has one.
  for (const step of recipe.steps) {
    for (const [, low, high] of `${step.preInstruction} ${step.postInstruction}`.matchAll(TIME_TOKEN)) {
      const want = [Number(low), Number(high ?? low)];
      if (!step.time.some((p) => range(p.minutes)[0] === want[0] && range(p.minutes)[1] === want[1]))
        say(`step ${step.num}: {time:${low}${high ? `-${high}` : ""}} is no part of the step's time`);
    }
  }
  for (const [where, text] of texts) {
    const steps = recipe.steps.flatMap((s) => [s.preInstruction, s.postInstruction]);
    if (!steps.includes(text) && text.includes("{time:")) say(`${where}: only a step's words take {time:…}`);
    for (const p of measureProblems(timesAt1X(text))) say(`${where}: ${p}`);
  }
  // Only what the page renders at its scale follows it; the intro and material notes are written for 1X.
  const followsScale = new Set([
    ...recipe.materials.map((m) => m.item),
    ...recipe.steps.flatMap((s) => [s.preInstruction, s.postInstruction, ...s.tips.map((t) => t.tip)]),
  ]);
  for (const [where, text] of [...texts, ["imgAlt", recipe.imgAlt] as [string, string]]) {
    const problems = scaledTextProblems(text, recipe);
    for (const p of problems) say(`${where}: ${p}`);
    if (!followsScale.has(text) && /\{(pans|pieceInches):/.test(text))
      say(`${where}: "${text}" is not rendered at the scale, so it takes no {pans:} or {pieceInches:}`);
  }

  for (const ing of ingredients) {
    if (ing.notScaled && !/^per /.test(ing.note ?? ""))
      say(`${ing.item}: an amount that does not scale needs a note saying what it is per ("per pot of water")`);
    if (!ing.notScaled && PASTA_WATER.test(`${ing.item} ${ing.note ?? ""}`)) {
      say(`${ing.item}: salt or water for a pot goes with the pot, not the scale (mark it notScaled)`);
    }
  }

  const stepNums = new Set(recipe.steps.map((s) => s.num));
  const batchSteps = new Set<string>();
  for (const m of recipe.materials) {
    if (VESSEL.test(m.item) && !m.capacity?.length)
      say(`material "${m.item}" must say what it holds (capacity), so the page can say what to use at 2X-5X`);
    for (const c of m.capacity ?? []) {
      const where = `capacity of "${m.item}" for ${c.what}`;
      if (!(c.perRecipe > 0) || !(c.holds > 0)) say(`${where}: perRecipe and holds must be > 0`);
      let last = c.holds;
      for (const l of c.larger ?? []) {
        if (!(l.holds > last)) say(`${where}: a larger material must hold more than the one before it`);
        last = l.holds;
      }
      if (c.perRecipe > c.holds && c.larger?.some((l) => l.holds >= c.perRecipe))
        say(`${where}: the material named is too small for the recipe as written`);
      for (const scale of STANDARD_SCALES) {
        if (capacityPlan(c, scale, pansAt(recipe, scale)).kind === "overflow")
          say(
            `${where}: at ${scale}X it holds ${c.holds} ${c.unit} of ${c.perRecipe * scale}; name a bigger material or how to work in batches`,
          );
      }
      if (c.batches) {
        if (!(c.batches.minutes > 0) || !c.batches.how.trim()) say(`${where}: batches need minutes > 0 and how to work them`);
        const first = capacityPlan(c, 1, pansAt(recipe, 1));
        const time = c.batches.time === "prep" ? recipe.prepTime : recipe.cookTime;
        if (first.kind === "batches" && time < first.count * first.minutes) {
          say(`${where}: ${first.count} batches of ${first.minutes} minutes do not fit in the ${c.batches.time ?? "cook"} time of ${time}`);
        }
        for (const s of c.steps) batchSteps.add(s);
      }
      // A pot with another capacity (the beef browned in batches) is either left for a bigger one from the first step,
      // whose floor those batches then follow, or used beside it for these steps only: the page must know which.
      if ((m.capacity?.length ?? 0) > 1)
        for (const l of c.larger ?? [])
          if (!l.replaces === !l.apart)
            say(`${where}: "${l.item}" must say whether it replaces ${m.item} (replaces) or is used apart from it`);
      if (c.steps.length === 0) say(`${where}: name the steps it matters in`);
      for (const s of c.steps) if (!stepNums.has(s)) say(`${where}: there is no step ${s}`);
    }
  }

  for (const s of recipe.servings) {
    // A size in brackets, "pizzas (12-inch)", is counted as pizzas.
    const yields = (s.plural ?? s.unit).replace(/\s*\(.*\)$/, "");
    if (!BATCH_YIELDS.has(yields)) continue;
    // Or, for a yield baked in pans, counted in the pans the steps fill.
    const counted = recipe.materials
      .flatMap((m) => m.capacity ?? [])
      .find((c) => c.counted?.other === yields || (recipe.pans && c.inPans && c.counted));
    if (!counted?.batches) say(`${s.number} ${yields} are cooked in batches: give a counted capacity with batch size and minutes`);
    else if (!counted.inPans && counted.perRecipe !== s.number)
      say(`the batches count ${counted.perRecipe} ${yields}, the servings ${s.number}`);
  }
  for (const step of recipe.steps) {
    const text = [step.preInstruction, step.postInstruction, ...step.tips.map((t) => t.tip)].join(" ");
    if (BATCH_WORDS.test(text) && !batchSteps.has(step.num)) {
      say(
        `step ${step.num} works in batches: give its material a capacity with batches for this step, so the page can say how many and how long`,
      );
    }
  }
}
