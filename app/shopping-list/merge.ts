// What to buy for a list of recipes: the catalog (~/amounts/catalog) says what each ingredient is bought as and where
// a shop keeps it; each line's amounts are ./line-amounts', its words ./line-text's.
import { AISLES, catalogEntry, type Aisle, type Pack, type PackSize } from "~/amounts/catalog";
import { amountValue } from "~/amounts/amount-text";
import { potsFor } from "~/amounts/materials";
import { ML_PER_TSP, TSP_IN, TSP_PER_CUP, TSP_PER_TBSP } from "~/amounts/measure";
import { smallCans } from "~/amounts/cans";
import { listedValue, pageValue } from "~/amounts/divided";
import { COUNTED_UNITS, isButter, scaleNote } from "~/amounts/scale";
import { INGREDIENT_GROUPS, type Ingredient, type Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { lineParts, type ListPart, type Use } from "./line-amounts";
import { BOUGHT_PLURALS, GRAMS_PER_CUP } from "./recipe-facts";

export interface ListLine {
  key: string;
  /** Several, largest kind first, when they don't add up. */
  parts: ListPart[];
  /** What to buy, when every recipe on the line says the same: "(85% lean)"; or what it is for: "(7 cloves)". */
  note?: string;
  recipes: string[];
}

/** The shop's aisles in walking order, then what most kitchens have. */
const STAPLES = { key: "staples", label: "Check you have" } as const;
export type ListGroupKey = Aisle | typeof STAPLES.key;

export interface ListGroup {
  key: ListGroupKey;
  label: string;
  lines: ListLine[];
}

const nameOf = (ing: Ingredient) => (ing.plural ?? ing.item).toLowerCase();

// "large egg" and "large eggs" are one thing to buy; so is everything the catalog buys under one name.
function identities(uses: Use[]): (ing: Ingredient) => string {
  const names = new Set(uses.map((u) => nameOf(u.ing)));
  return (ing) => {
    const listedWith = catalogEntry(ing.item).listedWith;
    const name = listedWith ? nameOf({ ...ing, item: listedWith, plural: undefined }) : nameOf(ing);
    return [`${name}s`, `${name}es`].find((plural) => names.has(plural)) ?? name;
  };
}

/** An ingredient as the shop sells it: lemons for lemon juice, a head of garlic for cloves, black pepper for every wording. */
function asBought(ing: Ingredient, value: number): { ing: Ingredient; value: number } {
  const entry = catalogEntry(ing.item);
  if (entry.from) {
    const { one, other, gives, unit } = entry.from;
    const had = unit === "clove" ? value : (value * (TSP_IN[ing.unit] ?? 0)) / (unit === "tbsp" ? TSP_PER_TBSP : TSP_PER_CUP);
    return { ing: { item: one, plural: other, amount: had / gives, unit: "" }, value: had / gives };
  }
  const item = entry.buy ?? ing.item;
  if (item === ing.item) return { ing, value };
  // A bought name that is counted takes its plural from the recipe that counts it ("large egg" for an egg yolk).
  const plural = BOUGHT_PLURALS[item];
  // The recipe's own plural names the recipe's wording ("fresh basil leaves"), not what is bought.
  const { plural: _own, ...rest } = ing;
  return { ing: { ...rest, item, ...(plural ? { plural } : {}) }, value };
}

// A note that opens in brackets says what the thing is or how much to buy; what follows ("softened") is for the cook.
const BUYING = /^\([^)]*\)/;

// A basil leaf weighs about half a gram: leaves a recipe counts are weighed toward a bunch at that.
const GRAMS_PER_LEAF = 1 / 2;

/** Herbs are sold by the bunch: how many bunches every recipe's share comes to, weighed by each herb's own grams per cup. */
export function bunchesUsed(uses: Use[]): number | undefined {
  if (!uses.every((u) => catalogEntry(u.original.item).bunch)) return undefined;
  return uses.reduce((sum, u) => {
    const { bunch = 1, gramsPerCup = 0 } = catalogEntry(u.original.item);
    const perTsp = TSP_IN[u.ing.unit];
    const grams = perTsp !== undefined ? ((u.value * perTsp) / TSP_PER_CUP) * gramsPerCup : u.value * GRAMS_PER_LEAF;
    return sum + grams / bunch;
  }, 0);
}

/** Enough whole bunches: never three and a bit. */
export const bunchesBought = (used: number) => Math.max(1, Math.ceil(used - 1e-9));

function bunchNote(uses: Use[]): string | undefined {
  const used = bunchesUsed(uses);
  if (used === undefined) return undefined;
  const n = bunchesBought(used);
  return `(${n} ${n === 1 ? "bunch" : "bunches"})`;
}

/** The pack a line's things are sold in, when all of them are sold in the same: by what is bought, else the recipe's wording. */
export function packOf(uses: Use[], units: UnitSystem): Pack | undefined {
  const packs = uses.map((u) => (catalogEntry(u.ing.item).pack ?? catalogEntry(u.original.item).pack)?.[units]);
  return packs[0] && packs.every((p) => p === packs[0]) ? packs[0] : undefined;
}

/** What a pack holds in the line's written amount's terms: teaspoons for a volume, grams for a weight. */
export function packHolds(size: PackSize, kind: "volume" | "weight", gramsPerCup: number | undefined): number {
  const tsp = size.cups !== undefined ? size.cups * TSP_PER_CUP : size.ml !== undefined ? size.ml / ML_PER_TSP : undefined;
  const grams = size.g;
  if (kind === "volume") return tsp ?? (grams !== undefined && gramsPerCup ? (grams / gramsPerCup) * TSP_PER_CUP : NaN);
  return grams ?? (tsp !== undefined && gramsPerCup ? (tsp / TSP_PER_CUP) * gramsPerCup : NaN);
}

/** How many packs hold `written` (a line's amount read back): whole large ones, and at most one small one for the rest. */
export function packCounts(
  pack: Pack,
  written: { kind: "volume" | "weight"; value: number },
  gramsPerCup: number | undefined,
): { large: number; smalls: number; holds: number } | undefined {
  const size = packHolds(pack, written.kind, gramsPerCup);
  if (!Number.isFinite(size)) return undefined;
  // A list writes a little over what the recipes use (2 quarts for 7.98 cups): a hair over a pack is that pack.
  const held = written.value / size - 1e-3;
  if (pack.small) {
    const small = packHolds(pack.small, written.kind, gramsPerCup);
    const rest = (held - Math.floor(held)) * size;
    // One small pack for a rest it holds; more than that, another large one.
    if (rest > 0 && rest <= small) return { large: Math.floor(held), smalls: 1, holds: Math.floor(held) * size + small };
  }
  const large = Math.max(1, Math.ceil(held));
  return { large, smalls: 0, holds: large * size };
}

/** How many packs to buy for the amount the line writes, so the two agree: "(2 pints)", "(1 half gallon and 1 quart)". */
function packNote(pack: Pack, amount: string, gramsPerCup: number | undefined, butter = false): string | undefined {
  const written = amountValue(amount, butter);
  if (!written || written.kind === "count") return undefined;
  const counts = packCounts(pack, { kind: written.kind, value: written.value }, gramsPerCup);
  if (!counts) return undefined;
  const { large, smalls } = counts;
  const count = (k: number, p: PackSize) => `${k} ${k > 1 ? p.other : p.one}`;
  const words: string[] = [];
  if (pack.double && large >= 2) {
    words.push(count(Math.floor(large / 2), { one: pack.double, other: `${pack.double}s` }));
    if (large % 2) words.push(count(1, pack));
  } else if (large > 0) words.push(count(large, pack));
  if (smalls > 0 && pack.small) words.push(count(smalls, pack.small));
  return `(${words.join(" and ")})`;
}

/** A line's weight of a cup, for packs labelled in the other kind of measure: the recipe's own, else any recipe's. */
export const gramsPerCupOfUses = ([{ ing, original, recipe }]: Use[]) =>
  recipe.gramsPerCup?.[original.item] ?? GRAMS_PER_CUP.get(ing.item) ?? GRAMS_PER_CUP.get(original.item);

function noteOf(uses: Use[], parts: ListPart[], units: UnitSystem): string | undefined {
  const bunches = bunchNote(uses);
  if (bunches) return bunches;
  const pack = packOf(uses, units);
  if (pack && parts.length === 1) {
    const packs = packNote(pack, parts[0].amount, gramsPerCupOfUses(uses), isButter(uses[0].ing.item));
    if (packs) return packs;
  }
  const notes = uses.map(
    (u) => (units === "metric" && u.original.metricNote !== undefined ? u.original.metricNote : u.original.note)?.match(BUYING)?.[0],
  );
  // "(1 packet)" per recipe's amount: the line's count is the sum of the recipes' scales.
  if (notes[0] && notes.every((n) => n === notes[0]) && uses.every((u) => !catalogEntry(u.original.item).from))
    return scaleNote(
      notes[0],
      uses.reduce((sum, u) => sum + u.scale, 0),
    );
  // Bought whole for a part of it: what the part is, and for garlic how many cloves.
  const partUses = uses.filter((u) => u.ing.item !== u.original.item);
  const wholes = partUses.flatMap((u) => {
    const from = catalogEntry(u.original.item).from;
    return from ? [{ u, from }] : [];
  });
  if (!wholes.length || wholes.length < partUses.length) return undefined;
  if (wholes.every((p) => p.from.unit === "clove")) {
    const cloves = Math.round(wholes.reduce((sum, p) => sum + p.u.value * p.from.gives, 0));
    return `(${cloves} ${cloves === 1 ? "clove" : "cloves"})`;
  }
  const fors = [...new Set(wholes.map((p) => p.from.for).filter(Boolean))].sort();
  return fors.length ? `(for the ${fors.join(" and ")})` : undefined;
}

/** Canned goods a recipe gives by the cup, in small cans' worth: what the list buys whole. */
function cannedUse(ing: Ingredient, value: number): { ing: Ingredient; value: number } | null {
  const entry = catalogEntry(ing.item);
  if (entry.measure !== "canned" || TSP_IN[ing.unit] === undefined) return null;
  return {
    ing: { item: ing.item, amount: 0, unit: "can", size: { amount: entry.cans?.[0] ?? 15, unit: "oz" } },
    value: smallCans(ing, value, entry),
  };
}

/** Each recipe's uses at each scale, worked out once in a render however often it is asked (a week's suggestions). */
export type UsesMemo = Map<Recipe, Map<string, readonly Use[]>>;

/** Every ingredient of the entries as bought, by the one thing it is bought as: what a list's line and a week's leftovers read. */
export function boughtUses(
  entries: readonly { recipe: Recipe; scale: number }[],
  units: UnitSystem,
  memo: UsesMemo = new Map(),
): Map<string, Use[]> {
  const uses = entries.flatMap(({ recipe, scale }) => recipeUses(recipe, scale, units, memo));
  const identity = identities(uses);
  const byKey = new Map<string, Use[]>();
  for (const u of uses) byKey.set(identity(u.ing), [...(byKey.get(identity(u.ing)) ?? []), u]);
  return byKey;
}

// At 1X they depend on the recipe alone: once an isolate (a swapped recipe is an object of its own).
const atOne = new WeakMap<Recipe, Partial<Record<UnitSystem, Map<string, Use[]>>>>();

export function usesAtOne(recipe: Recipe, units: UnitSystem): Map<string, Use[]> {
  let kept = atOne.get(recipe);
  if (!kept) atOne.set(recipe, (kept = {}));
  return (kept[units] ??= boughtUses([{ recipe, scale: 1 }], units));
}

function recipeUses(recipe: Recipe, scale: number, units: UnitSystem, memo: UsesMemo): readonly Use[] {
  let kept = memo.get(recipe);
  if (!kept) memo.set(recipe, (kept = new Map()));
  const key = `${scale} ${units}`;
  let uses = kept.get(key);
  if (!uses) kept.set(key, (uses = usesAt(recipe, scale, units)));
  return uses;
}

function usesAt(recipe: Recipe, scale: number, units: UnitSystem): Use[] {
  return INGREDIENT_GROUPS.flatMap((g) =>
    recipe[g.key].flatMap((original) => {
      // Water and ice come from the tap.
      if (catalogEntry(original.item).aisle === null) return [];
      // Salt for a pot of pasta water goes with the pot: once in each pot the scale needs.
      const times = original.notScaled ? potsFor(recipe, original.item, scale) : scale;
      // What the recipe's page lists, which may be more than its amount times the scale where its steps round up.
      const entry = catalogEntry(original.item);
      // A spice or a staple is not bought by the spoon: its line says what the pages say ("1/4 tsp" at 0.7X, not the
      // "1/2 tsp" above the exact 0.35), so list and page agree; what is bought by amount never comes short.
      const byPage = (entry.aisle === "spices" || entry.staple) && !original.notScaled ? pageValue(recipe, original, scale, units) : 0;
      const value =
        COUNTED_UNITS.has(original.unit) || original.unit === "pinch" || original.notScaled
          ? original.amount * times
          : byPage || listedValue(recipe, original, scale, units);
      const bought = cannedUse(original, value) ?? asBought(original, value);
      const page = bought.ing.unit === original.unit && !original.notScaled ? pageValue(recipe, original, scale, units) : 0;
      return [{ ...bought, scale: times, recipe, original, ...(page ? { page } : {}) }];
    }),
  );
}

// One collator for every sort: localeCompare given a locale builds one a call, a tenth of a list's CPU.
const BY_NAME = new Intl.Collator("en", { sensitivity: "base" });

export function shoppingList(
  entries: readonly { recipe: Recipe; scale: number }[],
  units: UnitSystem,
  memo: UsesMemo = new Map(),
): ListGroup[] {
  const byKey = boughtUses(entries, units, memo);
  const lines = [...byKey].map(([key, same]) => {
    // Where the recipe's own ingredient is kept: "fresh cilantro" is bought where chopped cilantro is.
    const entry = catalogEntry(same[0].original.item);
    const group: ListGroupKey = entry.staple ? STAPLES.key : (entry.aisle ?? "pantry");
    const parts = lineParts(same, units);
    const note = noteOf(same, parts, units) ?? parts.find((p) => p.note)?.note;
    return {
      group,
      line: { key, parts, ...(note ? { note } : {}), recipes: [...new Set(same.map((u) => u.recipe.title))] },
    };
  });
  const byName = (a: ListLine, b: ListLine) => BY_NAME.compare(a.parts[0].item, b.parts[0].item);
  return [...AISLES, STAPLES]
    .map((g) => ({
      key: g.key,
      label: g.label,
      lines: lines
        .filter((l) => l.group === g.key)
        .map((l) => l.line)
        .sort(byName),
    }))
    .filter((g) => g.lines.length > 0);
}
