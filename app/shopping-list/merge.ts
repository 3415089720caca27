// What to buy for a list of recipes: the catalog (~/recipes/catalog) says what each ingredient is bought as and where
// a shop keeps it; amounts are written by the recipe pages' rules (scaleIngredient), never below what the recipes need.
import { amountValue } from "~/recipes/amount-text";
import { AISLES, catalogEntry, type Aisle } from "~/recipes/catalog";
import { potsFor } from "~/recipes/equipment";
import { recipes } from "~/recipes/index";
import { cansOf, smallCans } from "~/recipes/cans";
import { listedValue } from "~/recipes/divided";
import { G_PER_OZ, ML_PER_TSP, OZ_IN, OZ_PER_LB, PINCHES_PER_TSP, TSP_IN, TSP_PER_CUP, TSP_PER_TBSP } from "~/recipes/measure";
import { COUNTED_UNITS, countAsCooked, gramsPerCupOf, isButter, scaleIngredient, scaleNote } from "~/recipes/scale";
import { INGREDIENT_GROUPS, type Ingredient, type Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/recipes/units";

export interface ListPart {
  amount: string;
  item: string;
  /** For the amount rules' tests. */
  ingredient: Ingredient;
}

export interface ListLine {
  key: string;
  /** Several, largest kind first, when they don't add up. */
  parts: ListPart[];
  /** What to buy, when every recipe on the line says the same: "(85% lean)"; or what it is for: "(7 cloves)". */
  note?: string;
  recipes: string[];
}

/** The shop's aisles in walking order, then what most kitchens have. */
export const STAPLES = { key: "staples", label: "Check you have" } as const;
export type ListGroupKey = Aisle | typeof STAPLES.key;

export interface ListGroup {
  key: ListGroupKey;
  label: string;
  lines: ListLine[];
}

const ML_IN: Partial<Record<Ingredient["unit"], number>> = { ml: 1, l: 1000 };
const G_IN: Partial<Record<Ingredient["unit"], number>> = { g: 1, kg: 1000 };

// Recipes agree on these: a unit test holds them to it.
const GRAMS_PER_CUP = new Map<string, number>(recipes.flatMap((r) => Object.entries(r.gramsPerCup ?? {})));

interface Use {
  /** As bought: "black pepper" for "freshly ground black pepper", "lemon" for "fresh lemon juice". */
  ing: Ingredient;
  value: number;
  /** The recipe's scale for this ingredient (1 for the pot's salt). */
  x: number;
  recipe: Recipe;
  /** The recipe's own ingredient, for its notes. */
  original: Ingredient;
}

const nameOf = (ing: Ingredient) => (ing.plural ?? ing.item).toLowerCase();

// "large egg" and "large eggs" are one thing to buy; so is everything the catalog buys under one name.
function identities(uses: Use[]): (ing: Ingredient) => string {
  const names = new Set(uses.map((u) => nameOf(u.ing)));
  return (ing) => {
    const name = nameOf(ing);
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
  const plural = recipes.flatMap((r) => r.steps.flatMap((s) => s.ingredients)).find((i) => i.item === item)?.plural;
  // The recipe's own plural names the recipe's wording ("fresh basil leaves"), not what is bought.
  const { plural: _own, ...rest } = ing;
  return { ing: { ...rest, item, ...(plural ? { plural } : {}) }, value };
}

/** A page rounds 907 g of beef to 900 g: a list may too, and no further. */
const NEED_SLACK = 0.01;

/** The smallest amount the writer gives at or above `need`, in the writer's own base unit: never less than the recipes use. */
function atLeast(need: number, write: (value: number) => string, valueOf: (text: string) => number): string {
  let ask = need;
  for (let i = 0; i < 24; i++) {
    const text = write(ask);
    if (valueOf(text) >= need * (1 - NEED_SLACK)) return text;
    ask *= 1.03;
  }
  // A writer that never reaches the need is a bug in reading its amounts back, not a reason to buy double.
  throw new Error(`No amount written reaches ${need}: ${write(need)}`);
}

function partsOf(uses: Use[], units: UnitSystem): ListPart[] {
  // A measured amount reads best with the name for more than one: "1 3/4 lb chicken breasts".
  const measuredName = uses.map((u) => u.ing.plural ?? u.ing.item).sort((a, b) => b.length - a.length)[0];
  const grams = uses.map((u) => GRAMS_PER_CUP.get(u.ing.item)).find(Boolean);
  // What a written weight of it is in cups: a chopped herb's from the catalog, anything else's from a recipe.
  const density = uses.map((u) => gramsPerCupOf(u.recipe, u.original.item) ?? GRAMS_PER_CUP.get(u.original.item)).find(Boolean) ?? grams;
  const sum = (table: Partial<Record<string, number>>) =>
    uses.reduce((total, u) => total + (table[u.ing.unit] !== undefined ? u.value * table[u.ing.unit]! : 0), 0);
  const has = (table: Partial<Record<string, number>>) => uses.some((u) => table[u.ing.unit] !== undefined);
  // Measured as the recipes' own ingredient is ("chopped fresh cilantro" is an herb), named as it is bought.
  const measureAs = uses.find((u) => !catalogEntry(u.original.item).from)?.original.item;
  const write = (ing: Ingredient, gramsPerCup?: number): ListPart => {
    const asMeasured = measureAs && ing.unit !== "" ? { ...ing, item: measureAs } : ing;
    const s = scaleIngredient(asMeasured, 1, { units, gramsPerCup: gramsPerCup ? { [asMeasured.item]: gramsPerCup } : {} });
    return { amount: s.amount, item: asMeasured === ing ? s.item : ing.item, ingredient: asMeasured };
  };
  const item = measureAs ?? uses[0].ing.item;
  // Written at or above the sum, read back as it was written: in teaspoons, or grams for what is weighed.
  const measured = (amount: number, unit: "tsp" | "ml" | "oz" | "lb" | "g", gramsPerCup?: number): ListPart => {
    const perBase = unit === "ml" ? 1 / ML_PER_TSP : unit === "oz" ? G_PER_OZ : unit === "lb" ? G_PER_OZ * OZ_PER_LB : 1;
    const butter = isButter(item);
    // Read back in teaspoons for what is measured by volume (grams of it through its weight per cup), else in grams.
    const readBack = (text: string) => {
      const written = amountValue(text, butter);
      if (unit !== "tsp" && unit !== "ml") return written?.kind === "weight" ? written.value : NaN;
      if (written?.kind === "volume") return written.value;
      return written?.kind === "weight" && density ? (written.value / density) * TSP_PER_CUP : NaN;
    };
    const text = atLeast(
      amount * perBase,
      (base) => write({ item: measuredName, amount: base / perBase, unit }, gramsPerCup).amount,
      readBack,
    );
    return { amount: text, item: write({ item: measuredName, amount, unit }, gramsPerCup).item, ingredient: { item, amount, unit } };
  };

  const parts: ListPart[] = [];
  // A pinch is a sixteenth of a teaspoon: it adds to the spoons.
  const pinches = uses.reduce((total, u) => total + (u.ing.unit === "pinch" ? u.value : 0), 0);
  const volume = has(TSP_IN) || has(ML_IN) || pinches > 0;
  const weight = has(OZ_IN) || has(G_IN);
  const tsp = sum(TSP_IN) + sum(ML_IN) / ML_PER_TSP + pinches / PINCHES_PER_TSP;
  const weightG = sum(OZ_IN) * G_PER_OZ + sum(G_IN);
  // A metric page weighs what a recipe gives grams per cup for; the list weighs it when one of its recipes does.
  const weighed = uses.some((u) => TSP_IN[u.ing.unit] !== undefined && u.recipe.gramsPerCup?.[u.ing.item]);
  if (volume && weight && grams) {
    // Cups and grams of one thing: a US cook measures cups, a metric one weighs.
    parts.push(measured(tsp + (weightG / grams) * TSP_PER_CUP, "tsp", units === "metric" ? grams : undefined));
  } else {
    // Millilitres alone stay the recipe's own; mixed with cups and spoons they join them.
    if (volume) {
      if (!has(TSP_IN) && !has(ML_IN)) parts.push(write({ item: measuredName, amount: pinches, unit: "pinch" }));
      else parts.push(has(TSP_IN) || pinches > 0 ? measured(tsp, "tsp", weighed ? grams : undefined) : measured(sum(ML_IN), "ml"));
    }
    if (weight) {
      const inPounds = uses.some((u) => u.ing.unit === "lb");
      parts.push(
        has(OZ_IN)
          ? measured(inPounds ? weightG / G_PER_OZ / OZ_PER_LB : weightG / G_PER_OZ, inPounds ? "lb" : "oz")
          : measured(weightG, "g"),
      );
    }
  }
  // Counted things are bought whole: 2 1/2 onions are 3. Cans add up in small cans' worth, bought whole.
  const counted = uses.filter((u) => COUNTED_UNITS.has(u.ing.unit));
  if (counted.length) {
    const { unit } = counted[0].ing;
    const singular = counted.find((u) => u.ing.plural && u.ing.plural !== u.ing.item)?.ing.item;
    const plural = counted.find((u) => u.ing.plural)?.ing.plural;
    // Juice and zest come from the same lemons: the larger of the two, then any lemon the recipes use whole.
    const fromParts = new Map<string, number>();
    let whole = 0;
    for (const u of counted) {
      if (u.ing.item === u.original.item) whole += countAsCooked(u.ing.item, u.value);
      else fromParts.set(u.original.item, (fromParts.get(u.original.item) ?? 0) + u.value);
    }
    const amount = Math.ceil(whole + Math.max(0, ...fromParts.values()) - 1e-9);
    // Leaves counted beside cups of the same herb keep the recipe's word for them: "8 fresh basil leaves".
    const own = counted.every((u) => catalogEntry(u.original.item).buy) ? counted[0].original : undefined;
    const name = own?.item ?? (unit === "" ? (singular ?? plural ?? counted[0].ing.item) : measuredName);
    const plurals = own?.plural ?? plural;
    parts.push(write({ item: name, amount, unit, ...(plurals ? { plural: plurals } : {}) }));
  }
  // Cans of any size add up in small cans' worth and are bought as a page would write them, in whole cans.
  const canned = uses.filter((u) => u.ing.unit === "can");
  if (canned.length) {
    const entry = catalogEntry(item);
    const small = canned.reduce((total, u) => total + smallCans(u.ing, u.value, entry), 0);
    parts.push({ amount: cansOf(small, entry, units === "metric", true).amount, item: measuredName, ingredient: canned[0].ing });
  }
  return parts;
}

// A note that opens in brackets says what the thing is or how much to buy; what follows ("softened") is for the cook.
const BUYING = /^\([^)]*\)/;

function noteOf(uses: Use[], units: UnitSystem): string | undefined {
  const notes = uses.map(
    (u) => (units === "metric" && u.original.metricNote !== undefined ? u.original.metricNote : u.original.note)?.match(BUYING)?.[0],
  );
  // "(1 packet)" per recipe's amount: the line's count is the sum of the recipes' scales.
  if (notes[0] && notes.every((n) => n === notes[0]) && uses.every((u) => !catalogEntry(u.original.item).from))
    return scaleNote(
      notes[0],
      uses.reduce((sum, u) => sum + u.x, 0),
    );
  // Bought whole for a part of it: what the part is, and for garlic how many cloves.
  const parts = uses.filter((u) => u.ing.item !== u.original.item).map((u) => ({ u, from: catalogEntry(u.original.item).from }));
  if (!parts.length || parts.some((p) => !p.from)) return undefined;
  if (parts.every((p) => p.from!.unit === "clove"))
    return `(${Math.round(parts.reduce((sum, p) => sum + p.u.value * p.from!.gives, 0))} cloves)`;
  const fors = [...new Set(parts.map((p) => p.from!.for).filter(Boolean))].sort();
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

export function shoppingList(entries: readonly { recipe: Recipe; x: number }[], units: UnitSystem): ListGroup[] {
  const uses: Use[] = entries.flatMap(({ recipe, x }) =>
    INGREDIENT_GROUPS.flatMap((g) =>
      recipe[g.key].flatMap((original) => {
        // Water and ice come from the tap.
        if (catalogEntry(original.item).aisle === null) return [];
        // Salt for a pot of pasta water goes with the pot: once in each pot the scale needs.
        const scale = original.notScaled ? potsFor(recipe, original.item, x) : x;
        // What the recipe's page lists, which may be more than its amount times the scale where its steps round up.
        const value =
          COUNTED_UNITS.has(original.unit) || original.unit === "pinch" || original.notScaled
            ? original.amount * scale
            : listedValue(recipe, original, x, units);
        const bought = cannedUse(original, value) ?? asBought(original, value);
        return [{ ...bought, x: scale, recipe, original }];
      }),
    ),
  );
  const identity = identities(uses);
  const byKey = new Map<string, Use[]>();
  for (const u of uses) byKey.set(identity(u.ing), [...(byKey.get(identity(u.ing)) ?? []), u]);
  const lines = [...byKey].map(([key, same]) => {
    // Where the recipe's own ingredient is kept: "fresh cilantro" is bought where chopped cilantro is.
    const entry = catalogEntry(same[0].original.item);
    const group: ListGroupKey = entry.staple ? STAPLES.key : (entry.aisle ?? "pantry");
    const note = noteOf(same, units);
    return {
      group,
      line: { key, parts: partsOf(same, units), ...(note ? { note } : {}), recipes: [...new Set(same.map((u) => u.recipe.title))] },
    };
  });
  const byName = (a: ListLine, b: ListLine) => a.parts[0].item.localeCompare(b.parts[0].item, "en", { sensitivity: "base" });
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

export interface LineWords {
  lead?: string;
  amounts: { amount: string; item?: string }[];
  note?: string;
}

/** "3 large eggs"; "rye flour: 1 cup and 200 g" (one name first); "2 lb Roma tomatoes and 1 Roma tomato" (names differ). */
export function lineWords({ parts, note }: ListLine): LineWords {
  const words: LineWords =
    parts.length > 1 && parts.every((p) => p.item === parts[0].item)
      ? { lead: parts[0].item, amounts: parts.map((p) => ({ amount: p.amount })) }
      : { amounts: parts.map((p) => ({ amount: p.amount, item: p.item })) };
  return note ? { ...words, note } : words;
}

export function lineText(line: ListLine): string {
  const { lead, amounts, note } = lineWords(line);
  const written = amounts.map((a) => (a.item ? `${a.amount} ${a.item}` : a.amount)).join(" and ");
  return `${lead ? `${lead}: ${written}` : written}${note ? ` ${note}` : ""}`;
}
