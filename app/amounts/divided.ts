// An ingredient divided among a recipe's steps: its list line adds up what the steps ask for, and the steps are
// balanced to add up to the line where the list had to write more than their sum.
import { amountValue, parseAmount } from "./amount-text";
import { catalogEntry } from "./catalog";
import { G_PER_OZ, GRAM_STEPS, kitchenFraction, ML_PER_TSP, ML_STEPS, OZ_IN, stepAt, TSP_IN, TSP_PER_CUP, WATER_ML_STEPS } from "./measure";
import { type AmountOptions, gramsPerCupOf, isButter, isPoured, isWater, scaleIngredient, type ScaledIngredient } from "./scale";
import type { Ingredient, Recipe } from "~/recipes/types";
import type { UnitSystem } from "./units";

/** The steps' uses of a listed ingredient, in order, when it is divided among them and they add up to it at 1X. */
function dividedUses(recipe: Pick<Recipe, "steps">, ing: Ingredient): Ingredient[] {
  const cache = usesCache.get(recipe) ?? new Map<string, Ingredient[]>();
  usesCache.set(recipe, cache);
  const key = `${ing.item}|${ing.unit}|${ing.amount}`;
  let found = cache.get(key);
  if (!found) {
    const uses = recipe.steps.flatMap((s) => s.ingredients).filter((i) => i.item === ing.item && i.unit === ing.unit);
    found = uses.length > 1 && Math.abs(uses.reduce((t, u) => t + u.amount, 0) - ing.amount) < 1e-9 ? uses : [];
    cache.set(key, found);
  }
  return found;
}
const usesCache = new WeakMap<object, Map<string, Ingredient[]>>();

function valuesOfKind(read: ReturnType<typeof amountValue>[], kind: string | undefined): number[] | null {
  const values = read.flatMap((r) => (r && r.kind === kind ? [r.value] : []));
  return kind && values.length === read.length ? values : null;
}

/** One amount in the list's units of `ing` ("tsp" for a spoon, grams where a metric page weighs it); NaN if none. */
function perUnitOf(recipe: Pick<Recipe, "gramsPerCup">, ing: Ingredient, kind: "volume" | "weight" | "count"): number {
  if (kind === "count") return 1;
  if (kind === "volume") return TSP_IN[ing.unit] ?? NaN;
  const oz = OZ_IN[ing.unit];
  if (oz !== undefined) return oz * G_PER_OZ;
  if (ing.unit === "g") return 1;
  return ((TSP_IN[ing.unit] ?? NaN) * (gramsPerCupOf(recipe, ing.item) ?? NaN)) / TSP_PER_CUP;
}

// An ingredient list's line: its steps' amounts added up as they write them (the oatmeal's milk at 5X: 6 1/4 cups, not
// 6 1/2), or the smallest amount the list's measure writes above that sum; the steps are then balanced to it.
export function listedIngredient(
  recipe: Pick<Recipe, "steps" | "gramsPerCup">,
  ing: Ingredient,
  scale: number,
  units: UnitSystem = "us",
): ScaledIngredient {
  const key = `${ing.item}|${ing.unit}|${ing.amount}|${scale}|${units}`;
  const cache = listedCache.get(recipe) ?? new Map<string, ScaledIngredient>();
  listedCache.set(recipe, cache);
  let line = cache.get(key);
  if (!line) cache.set(key, (line = workListedIngredient(recipe, ing, scale, units)));
  return line;
}

const listedCache = new WeakMap<object, Map<string, ScaledIngredient>>();

function workListedIngredient(recipe: Pick<Recipe, "steps" | "gramsPerCup">, ing: Ingredient, scale: number, units: UnitSystem) {
  const options: AmountOptions = { units, gramsPerCup: recipe.gramsPerCup };
  const own = scaleIngredient(ing, scale, options);
  const uses = dividedUses(recipe, ing);
  if (!uses.length) return own;
  const butter = isButter(ing.item);
  const stepOptions = stepOptionsFor(ing, own.amount, options);
  const parts = uses.map((u) => amountValue(scaleIngredient(u, scale, stepOptions).amount, butter));
  const kind = parts[0]?.kind;
  const values = valuesOfKind(parts, kind);
  if (!kind || !values) return own;
  const total = values.reduce((t, v) => t + v, 0);
  const perUnit = perUnitOf(recipe, ing, kind);
  if (!Number.isFinite(perUnit)) return own;
  // The line the recipe's own amount writes, or the nearest the measure writes to it, where steps near their own shares
  // add up to it: a quarter more salt in the list because each step rounded up is not what the recipe asks for (issue 60).
  const ownValue = amountValue(own.amount, butter);
  if (ownValue?.kind === kind && Math.abs(ownValue.value - total) <= SAME_AMOUNT * ownValue.value) return own;
  for (const near of nearLines(ing, scale, options, kind, perUnit).filter((l) => WEIGHT.test(l.amount) === WEIGHT.test(own.amount))) {
    if (balance(recipe, ing, scale, units, near.amount, true)) return near;
  }
  // Past 4 cups a page writes half cups, yet the steps' 5 cups and 1 1/4 cups are 6 1/4 (a quarter cup's measure), not 6 1/2.
  if (kind === "volume" && units === "us" && !butter && total > 4 * TSP_PER_CUP && !(isPoured(ing.item) && total >= 8 * TSP_PER_CUP)) {
    const quarters = Math.ceil(total / 12 - 1e-6) / 4;
    return { amount: `${kitchenFraction(quarters)} cups`, item: own.item, ...(own.note ? { note: own.note } : {}) };
  }
  // The sum as the list's measure writes it, or the smallest amount it writes above the sum: never less than the steps
  // use, but for chopped herbs, which a cook measures to a tenth or so (6 tbsp is a third of a cup, not a half).
  const shortBy = catalogEntry(ing.item).measure === "herb" ? HERB_SLACK : 1e-6;
  let ask = total;
  // Small steps up: a coarser one can leap past the plainest amount above the sum (16 3/4 cups: 4 quarts + 1 cup).
  for (let i = 0; i < 36; i++, ask *= 1.01) {
    // At the scale that asks for it, so that the words beside it are said of it; a fixed amount, as it is.
    const written = ing.notScaled
      ? scaleIngredient({ ...ing, amount: ask / perUnit, notScaled: undefined }, 1, options)
      : scaleIngredient(ing, ask / perUnit / ing.amount, options);
    const back = amountValue(written.amount, butter);
    if (back?.kind === kind && back.value >= total * (1 - shortBy)) return ing.notScaled ? { ...written, note: own.note } : written;
  }
  return own;
}

/** The list line's amount in the ingredient's own unit (cups for cups): what a shopping list buys at least. */
export function listedValue(recipe: Pick<Recipe, "steps" | "gramsPerCup">, ing: Ingredient, scale: number, units: UnitSystem): number {
  return Math.max(ing.amount * (ing.notScaled ? 1 : scale), pageValue(recipe, ing, scale, units));
}

export function pageValue(recipe: Pick<Recipe, "steps" | "gramsPerCup">, ing: Ingredient, scale: number, units: UnitSystem): number {
  const written = amountValue(listedIngredient(recipe, ing, scale, units).amount, isButter(ing.item));
  const perUnit = written ? perUnitOf(recipe, ing, written.kind) : NaN;
  return written && Number.isFinite(perUnit) ? written.value / perUnit : 0;
}

const HERB_SLACK = 0.12;
/** Written by weight: a near line keeps the measure the recipe's own line has (butter's sticks or pounds). */
const WEIGHT = /\d (g|kg|oz|lb)\b/;

/** What a line's measure writes within 15% of the recipe's own amount, nearest first (the same at every scale when notScaled). */
function nearLines(ing: Ingredient, scale: number, options: AmountOptions, kind: string, perUnit: number): ScaledIngredient[] {
  const butter = isButter(ing.item);
  const exact = ing.amount * (ing.notScaled ? 1 : scale);
  const found = new Map<string, { line: ScaledIngredient; off: number }>();
  for (let k = -15; k <= 15; k++) {
    // At a nearby scale, so that what the page says beside the amount (its cups, its spoons) is said of that amount.
    const line = scaleIngredient(ing, scale * (1 + k / 100), options);
    const value = amountValue(line.amount, butter);
    if (value?.kind !== kind || found.has(line.amount)) continue;
    found.set(line.amount, { line, off: Math.abs(value.value / perUnit - exact) });
  }
  return [...found.values()].sort((a, b) => a.off - b.off).map((l) => l.line);
}

/** A step writes its share in its line's measure: weighed where the line is, else spooned or poured. */
function stepOptionsFor(ing: Ingredient, line: string, options: AmountOptions): AmountOptions {
  const all = weighed(ing, line);
  return { ...options, weighAll: all, asListed: ing, ...(all ? {} : { weigh: false }) };
}

/** A line that weighs what its recipe gives by the spoon or cup (an herb in metric, flour past 8 cups): its steps weigh too. */
const weighed = (ing: Ingredient, amount: string) =>
  TSP_IN[ing.unit] !== undefined && amountValue(amount, isButter(ing.item))?.kind === "weight";

// One mark of the line's measure, in amountValue's units: how far under a near line the steps may come (1 tbsp + 1 tsp
// of cinnamon for 1 tbsp and 3/4 tsp).
export function listSlack(line: string, item: string): number {
  const last = parseAmount(line)?.parts.at(-1);
  if (!last) return 0;
  const ml = last.unit === "L" ? last.value * 1000 : last.value;
  if (last.unit === "ml" || last.unit === "L") return stepAt(ml, isWater(item) ? WATER_ML_STEPS : ML_STEPS) / ML_PER_TSP;
  if (last.unit === "g") return stepAt(last.value, GRAM_STEPS);
  return ["tsp", "tbsp", "cup"].includes(last.unit) ? 1 / 4 : 0;
}

/** Amounts that differ by less are the same to a cook: a metric tablespoon is 15 ml, the US one 14.8. */
const SAME_AMOUNT = 0.02;

const balancedCache = new WeakMap<object, Map<string, ScaledIngredient[] | null>>();

// Step amounts made to add up to a list line written above their sum, nearest the shares (salt at 1/2X: 1/4 tsp and 1/4
// tsp under 1/2 tsp, not 1/4 and 1/8). Null where they already add up or none is near enough.
function balancedUses(recipe: Pick<Recipe, "steps" | "gramsPerCup">, listed: Ingredient, scale: number, units: UnitSystem) {
  const key = `${listed.item}|${listed.unit}|${scale}|${units}`;
  const cache = balancedCache.get(recipe) ?? new Map<string, ScaledIngredient[] | null>();
  balancedCache.set(recipe, cache);
  const known = cache.get(key);
  if (known !== undefined) return known;
  // Each step near what the recipe asks of it where such a set adds up to the line; else nearest the line's shares.
  const line = listedIngredient(recipe, listed, scale, units).amount;
  const found = balance(recipe, listed, scale, units, line, true) ?? balance(recipe, listed, scale, units, line);
  cache.set(key, found);
  return found;
}

/** `near`: only amounts within 15% (or 1/4 tsp) of each step's share, for the recipe's own line. */
function balance(
  recipe: Pick<Recipe, "steps" | "gramsPerCup">,
  listed: Ingredient,
  scale: number,
  units: UnitSystem,
  line: string,
  near = false,
) {
  const uses = dividedUses(recipe, listed);
  const butter = isButter(listed.item);
  const options = stepOptionsFor(listed, line, { units, gramsPerCup: recipe.gramsPerCup });
  const total = amountValue(line, butter);
  const own = uses.map((u) => scaleIngredient(u, scale, options));
  const values = valuesOfKind(
    own.map((o) => amountValue(o.amount, butter)),
    total?.kind,
  );
  if (!total || !values) return null;
  const sum = values.reduce((t, v) => t + v, 0);
  // Short of the line by no more than a cook could tell, or, for the recipe's own line, than one mark of its measure.
  const short = Math.max(SAME_AMOUNT * total.value, near ? listSlack(line, listed.item) : 0);
  if (sum <= total.value * (1 + 1e-9) && sum >= total.value - short) return near ? own : null;
  if (Math.abs(total.value - sum) <= SAME_AMOUNT * total.value) return null;
  // Near: the shares the recipe asks for; else the line's, so that a rounded-up line is shared out in proportion.
  const shares = uses.map((u) =>
    near ? u.amount * scale * perUnitOf(recipe, listed, total.kind) : (total.value * u.amount) / listed.amount,
  );
  const choices = uses.map((u, i) => {
    const values = stepChoices(recipe, u, i, scale, options, butter).filter((c) => c.kind === total.kind);
    if (!near) return values;
    const share = shares[uses.indexOf(u)];
    return values.filter((c) => Math.abs(c.value - share) <= Math.max(0.15 * share, total.kind === "volume" ? 0.25 : 0) + 1e-9);
  });
  let best: { cost: number; picked: ScaledIngredient[] } | null = null;
  // Two steps that take the same share read the same ("25 g" and "25 g", never "25 g" then "30 g" of one parsley).
  const unequal = (picked: ScaledIngredient[]) =>
    picked.some((p, i) => picked.some((q, j) => j > i && Math.abs(shares[i] - shares[j]) < 1e-9 && p.amount !== q.amount));
  const walk = (i: number, sofar: number, cost: number, picked: ScaledIngredient[]) => {
    if (best && cost >= best.cost) return;
    if (i === uses.length) {
      const total2 = cost + (unequal(picked) ? 1 : 0);
      if (sofar <= total.value * (1 + 1e-9) && sofar >= total.value - short && (!best || total2 < best.cost))
        best = { cost: total2, picked };
      return;
    }
    for (const c of choices[i]) walk(i + 1, sofar + c.value, cost + Math.abs(c.value - shares[i]) / shares[i], [...picked, c.scaled]);
  };
  walk(0, 0, 0, []);
  return best ? (best as { picked: ScaledIngredient[] }).picked : null;
}

const choicesCache = new WeakMap<object, Map<string, { value: number; kind: string; scaled: ScaledIngredient }[]>>();

/** What a step's measure writes from half to twice its share: the amounts a cook could be asked for (worked out once). */
function stepChoices(recipe: object, u: Ingredient, i: number, scale: number, options: AmountOptions, butter: boolean) {
  const key = `${u.item}|${u.unit}|${i}|${scale}|${options.units}|${options.weighAll}|${options.weigh}`;
  const cache = choicesCache.get(recipe) ?? new Map<string, { value: number; kind: string; scaled: ScaledIngredient }[]>();
  choicesCache.set(recipe, cache);
  const known = cache.get(key);
  if (known) return known;
  const seen = new Map<string, { value: number; kind: string; scaled: ScaledIngredient }>();
  for (let f = 0.5; f <= 2.001; f += 0.02) {
    const scaled = scaleIngredient({ ...u, amount: u.amount * f }, scale, options);
    const v = amountValue(scaled.amount, butter);
    if (v && !seen.has(scaled.amount)) seen.set(scaled.amount, { value: v.value, kind: v.kind, scaled });
  }
  const found = [...seen.values()];
  cache.set(key, found);
  return found;
}

/** A step's amount: weighed where its list line weighs, the steps adding up to the list (balancedUses). */
export function stepIngredient(
  recipe: Pick<Recipe, "steps" | "gramsPerCup">,
  listed: Ingredient | undefined,
  use: Ingredient,
  scale: number,
  units: UnitSystem = "us",
): ScaledIngredient {
  const divided = listed ? dividedUses(recipe, listed) : [];
  if (!listed || !divided.length) return scaleIngredient(use, scale, { units, gramsPerCup: recipe.gramsPerCup });
  const balanced = balancedUses(recipe, listed, scale, units);
  const at = divided.indexOf(use);
  if (balanced && at >= 0) return balanced[at];
  return scaleIngredient(
    use,
    scale,
    stepOptionsFor(listed, listedIngredient(recipe, listed, scale, units).amount, { units, gramsPerCup: recipe.gramsPerCup }),
  );
}
