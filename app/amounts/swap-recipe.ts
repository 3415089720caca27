// A recipe with ingredients swapped (issue 65): the parts stand in the original's lines and steps, and the engine writes
// them as any line, so the page, print view, nutrition and shopping list follow. The address: `?swap=a-to-b` (swaps.ts).
import { ingredientsOf, INGREDIENT_GROUPS, type Ingredient, type Recipe, type Step, type Unit } from "~/recipes/types";
import { OZ_IN, TSP_IN } from "./measure";
import { ingredientKey, SWAPS, swapChoices, swapsFor, type Swap, type SwapsFor } from "./swaps";

export const SWAP_PARAM = "swap";
// Between an ingredient and its swap: characters a query keeps as they are, and words a reader reads ("garlic-to-garlic-powder").
export const SWAP_JOIN = "-to-";

/** One swap a page shows: the ingredient's entry and the swap chosen for it. */
export interface ChosenSwap {
  from: SwapsFor;
  swap: Swap;
}

// More than any recipe has ingredients with swaps; a longer value is no address the site writes.
const LONGEST = 400;

const shown = (text: string) => `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;

/** `canonical`: written as the site writes it (SWAPS order, lower case, once each), the one address the cache keeps. */
export function readSwapValue(value: string): { swaps: ChosenSwap[]; canonical: boolean } | { problem: string } {
  if (value.length > LONGEST) return { problem: `The swap in the address is ${value.length} characters long, more than any recipe needs.` };
  const swaps: ChosenSwap[] = [];
  const pairs = value.split(",").map((p) => p.trim());
  for (const pair of pairs) {
    const [ingredient, key, ...rest] = pair.toLowerCase().split(SWAP_JOIN);
    if (!ingredient || !key || rest.length) {
      return {
        problem: `${shown(pair)} is not a swap: the address writes one as ingredient-to-swap, such as dry-red-wine-to-broth-vinegar.`,
      };
    }
    const from = SWAPS.find((s) => ingredientKey(s.item) === ingredient);
    if (!from) return { problem: `${shown(ingredient)} is not an ingredient this site knows a swap for.` };
    const swap = from.swaps.find((s) => s.key === key);
    if (!swap) {
      return { problem: `${shown(key)} is not a swap for ${from.item}: the site knows ${from.swaps.map((s) => s.key).join(", ")}.` };
    }
    if (swaps.some((s) => s.from === from)) return { problem: `The address swaps ${from.item} twice: choose one swap for it.` };
    swaps.push({ from, swap });
  }
  const written = swapValue(swaps);
  return { swaps: sortSwaps(swaps), canonical: written === value };
}

const sortSwaps = (swaps: ChosenSwap[]) => [...swaps].sort((a, b) => SWAPS.indexOf(a.from) - SWAPS.indexOf(b.from));

/** The address's value for these swaps, in the one order the site writes them; "" for none. */
export const swapValue = (swaps: readonly ChosenSwap[]) =>
  sortSwaps([...swaps])
    .map((s) => `${ingredientKey(s.from.item)}${SWAP_JOIN}${s.swap.key}`)
    .join(",");

export type RecipeSwaps = { ok: true; swaps: ChosenSwap[] } | { ok: false; problem: string };

/** The swaps an address asks of this recipe: each known, for an ingredient it has, and one that works in it. */
export function recipeSwaps(recipe: Recipe, value: string | null): RecipeSwaps {
  // An emptied value is no swap, as the page without it.
  if (value === null || value === "") return { ok: true, swaps: [] };
  const read = readSwapValue(value);
  if ("problem" in read) return { ok: false, problem: read.problem };
  for (const { from, swap } of read.swaps) {
    const lines = ingredientsOf(recipe).filter((l) => l.item === from.item);
    if (!lines.length) return { ok: false, problem: `${recipe.title} has no ${from.item} to swap.` };
    const refused = lines.map((l) => swapChoices(recipe, l).find((c) => c.swap === swap)?.refused).find(Boolean);
    if (refused) return { ok: false, problem: `${cap(swap.label)} instead of ${from.item}: ${refused}` };
  }
  return { ok: true, swaps: read.swaps };
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `amount` of `from` in `to`, where both are volumes or both weights (or the same unit); null otherwise. */
function converted(amount: number, from: Unit, to: Unit): number | null {
  if (from === to) return amount;
  const [tf, tt] = [TSP_IN[from], TSP_IN[to]];
  if (tf !== undefined && tt !== undefined) return (amount * tf) / tt;
  const [of, ot] = [OZ_IN[from], OZ_IN[to]];
  if (of !== undefined && ot !== undefined) return (amount * of) / ot;
  return null;
}

/** How many of the swap's `each` a line holds; a line no swap's ratio reads is an error in the catalog (swaps.test.ts). */
function eachOf(line: Ingredient, swap: Swap): number {
  const n = converted(line.amount, line.unit, swap.each);
  if (n === null) throw new Error(`${line.item} in ${line.unit || "count"}: the swap "${swap.key}" is written per ${swap.each}`);
  return n;
}

// A part fresh from a swap, until it is merged into a line of the same thing the recipe already has.
const FRESH = Symbol("fresh");
type Line = Ingredient & { [FRESH]?: true };

function partsFor(line: Ingredient, swap: Swap): Line[] {
  const n = eachOf(line, swap);
  return swap.parts.map((p) => {
    const note = p.note ?? (p.keepNote ? line.note : undefined);
    const part: Line = { item: p.item, amount: n * p.per, unit: p.unit, [FRESH]: true };
    if (note !== undefined) part.note = note;
    if (p.keepNote && line.metricNote !== undefined) part.metricNote = line.metricNote;
    if (p.plural) part.plural = p.plural;
    if (line.notScaled) part.notScaled = true;
    return part;
  });
}

/** Parts merged into a line of the same thing already there (the stew's broth takes the wine's broth): one line each. */
function merged(lists: Line[][]): Ingredient[][] {
  const all = lists.flat();
  const gone = new Set<Line>();
  const added = new Map<Line, number>();
  for (const part of all) {
    if (!part[FRESH]) continue;
    const into = all.find((l) => l !== part && !gone.has(l) && !l[FRESH] && l.item === part.item && !l.notScaled === !part.notScaled);
    const amount = into ? converted(part.amount, part.unit, into.unit) : null;
    if (!into || amount === null) continue;
    added.set(into, (added.get(into) ?? 0) + amount);
    gone.add(part);
  }
  return lists.map((list) =>
    list
      .filter((l) => !gone.has(l))
      .map((l) => {
        const { [FRESH]: _fresh, ...line } = l;
        return added.has(l) ? { ...line, amount: line.amount + added.get(l)! } : line;
      }),
  );
}

const replaced = (list: Ingredient[], item: string, swap: Swap): Line[] =>
  list.flatMap((l): Line[] => (l.item === item ? partsFor(l, swap) : [l]));

/** The steps' words with the swapped ingredient's name replaced: "Pour in the wine" is "Pour in the broth and vinegar". */
function swappedWords(text: string, from: SwapsFor, swap: Swap): string {
  return text.replace(from.named, (m) => (m[0] === m[0].toUpperCase() ? cap(swap.says) : swap.says));
}

/** Whether `text` names the ingredient swapped out (`named` leaves out what stands in for it: "fresh thyme"). */
export const namesIt = (text: string, from: SwapsFor) => text.search(from.named) >= 0;

function swappedStep(step: Step, from: SwapsFor, swap: Swap): Step {
  if (!step.ingredients.some((l) => l.item === from.item)) return step;
  const [ingredients] = merged([replaced(step.ingredients, from.item, swap)]);
  return {
    ...step,
    ingredients,
    preInstruction: swappedWords(step.preInstruction, from, swap),
    postInstruction: swappedWords(step.postInstruction, from, swap),
    // A tip about the ingredient swapped out ("To skip the wine, …") is about what is no longer there.
    tips: step.tips.filter((t) => !namesIt(t.tip, from)),
  };
}

function swapOne(recipe: Recipe, { from, swap }: ChosenSwap): Recipe {
  const lines = ingredientsOf(recipe).filter((l) => l.item === from.item);
  const each = lines.reduce((t, l) => t + eachOf(l, swap), 0);
  const groups = merged(INGREDIENT_GROUPS.map((g) => replaced(recipe[g.key], from.item, swap)));
  const grams = { ...recipe.gramsPerCup };
  if (grams[from.item] !== undefined) {
    delete grams[from.item];
    for (const p of swap.parts) if (p.gramsPerCup !== undefined) grams[p.item] ??= p.gramsPerCup;
  }
  const total = (key: keyof Swap["nutrition"]) => Math.max(0, Math.round(recipe[key] + swap.nutrition[key] * each));
  return {
    ...recipe,
    ...Object.fromEntries(INGREDIENT_GROUPS.map((g, i) => [g.key, groups[i]])),
    ...(recipe.gramsPerCup ? { gramsPerCup: grams } : {}),
    cal: total("cal"),
    carbs: total("carbs"),
    fat: total("fat"),
    protein: total("protein"),
    steps: recipe.steps.map((s) => swappedStep(s, from, swap)),
  };
}

/** The recipe as the page shows it with these swaps; the recipe itself when there are none. */
export function swappedRecipe(recipe: Recipe, swaps: readonly ChosenSwap[]): Recipe {
  return swaps.reduce(swapOne, recipe);
}

/** Every ingredient of the recipe swapped at once, each by its first swap that works here: the view the checks read. */
export function everySwapValue(recipe: Recipe): string {
  const swaps: ChosenSwap[] = [];
  for (const line of ingredientsOf(recipe)) {
    const from = swapsFor(line.item);
    if (!from || swaps.some((s) => s.from === from)) continue;
    const lines = ingredientsOf(recipe).filter((l) => l.item === line.item);
    const swap = from.swaps.find((w) => lines.every((l) => !w.refuse?.(l, recipe)));
    if (swap) swaps.push({ from, swap });
  }
  return swapValue(swaps);
}
