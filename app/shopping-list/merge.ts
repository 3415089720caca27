// Amounts are written by the recipe pages' rules (scaleIngredient); what can't be added stays side by side.
import { recipes } from "~/recipes/index";
import { G_PER_OZ, ML_PER_TSP, OZ_PER_LB, TSP_PER_CUP } from "~/recipes/measure";
import { OZ_IN, scaleIngredient, scaleNote, TSP_IN } from "~/recipes/scale";
import { INGREDIENT_GROUPS, type Ingredient, type IngredientGroup, type Recipe } from "~/recipes/types";
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
  /** What to buy, when every recipe on the line says the same: "(5 packets)", "(85% lean)". */
  note?: string;
  recipes: string[];
}

export interface ListGroup {
  key: IngredientGroup;
  label: string;
  lines: ListLine[];
}

const ML_IN: Partial<Record<Ingredient["unit"], number>> = { ml: 1, l: 1000 };
const G_IN: Partial<Record<Ingredient["unit"], number>> = { g: 1, kg: 1000 };

// Recipes agree on these: a unit test holds them to it.
const GRAMS_PER_CUP = new Map<string, number>(recipes.flatMap((r) => Object.entries(r.gramsPerCup ?? {})));

interface Use {
  ing: Ingredient;
  value: number;
  /** The recipe's scale for this ingredient (1 for the pot's salt). */
  x: number;
  recipe: Recipe;
}

const nameOf = (ing: Ingredient) => (ing.plural ?? ing.item).toLowerCase();

// "large egg" and "large eggs" are one thing to buy; "olive oil" and "extra-virgin olive oil" are two bottles.
function identities(uses: Use[]): (ing: Ingredient) => string {
  const names = new Set(uses.map((u) => nameOf(u.ing)));
  return (ing) => {
    const name = nameOf(ing);
    return [`${name}s`, `${name}es`].find((plural) => names.has(plural)) ?? name;
  };
}

function partsOf(uses: Use[], units: UnitSystem): ListPart[] {
  // A measured amount reads best with the name for more than one: "1 3/4 lb chicken breasts".
  const measuredName = uses.map((u) => u.ing.plural ?? u.ing.item).sort((a, b) => b.length - a.length)[0];
  const grams = uses.map((u) => GRAMS_PER_CUP.get(u.ing.item)).find(Boolean);
  const sum = (table: Partial<Record<string, number>>) =>
    uses.reduce((total, u) => total + (table[u.ing.unit] !== undefined ? u.value * table[u.ing.unit]! : 0), 0);
  const has = (table: Partial<Record<string, number>>) => uses.some((u) => table[u.ing.unit] !== undefined);
  const write = (ing: Ingredient, gramsPerCup?: number): ListPart => {
    const s = scaleIngredient(ing, 1, { units, gramsPerCup: gramsPerCup ? { [ing.item]: gramsPerCup } : {} });
    return { amount: s.amount, item: s.item, ingredient: ing };
  };
  const measured = (amount: number, unit: Ingredient["unit"], gramsPerCup?: number) =>
    write({ item: measuredName, amount, unit }, gramsPerCup);

  const parts: ListPart[] = [];
  const volume = has(TSP_IN) || has(ML_IN);
  const weight = has(OZ_IN) || has(G_IN);
  const tsp = sum(TSP_IN) + sum(ML_IN) / ML_PER_TSP;
  const weightG = sum(OZ_IN) * G_PER_OZ + sum(G_IN);
  // A metric page weighs what a recipe gives grams per cup for; the list weighs it when one of its recipes does.
  const weighed = uses.some((u) => TSP_IN[u.ing.unit] !== undefined && u.recipe.gramsPerCup?.[u.ing.item]);
  if (volume && weight && grams) {
    // Cups and grams of one thing: a US cook measures cups, a metric one weighs.
    parts.push(measured(tsp + (weightG / grams) * TSP_PER_CUP, "tsp", units === "metric" ? grams : undefined));
  } else {
    // Millilitres alone stay the recipe's own; mixed with cups and spoons they join them.
    if (volume) parts.push(has(TSP_IN) ? measured(tsp, "tsp", weighed ? grams : undefined) : measured(sum(ML_IN), "ml"));
    if (weight) {
      const inPounds = uses.some((u) => u.ing.unit === "lb");
      parts.push(
        has(OZ_IN)
          ? measured(inPounds ? weightG / G_PER_OZ / OZ_PER_LB : weightG / G_PER_OZ, inPounds ? "lb" : "oz")
          : measured(weightG, "g"),
      );
    }
  }
  // Counted things add up with their own kind only: eggs with eggs, cans of one size with cans of that size.
  const counts = new Map<string, Use[]>();
  for (const u of uses) {
    if (TSP_IN[u.ing.unit] ?? ML_IN[u.ing.unit] ?? OZ_IN[u.ing.unit] ?? G_IN[u.ing.unit]) continue;
    const kind = `${u.ing.unit}|${u.ing.size?.amount ?? ""}${u.ing.size?.unit ?? ""}`;
    counts.set(kind, [...(counts.get(kind) ?? []), u]);
  }
  for (const same of counts.values()) {
    const { unit, size } = same[0].ing;
    const singular = same.find((u) => u.ing.plural && u.ing.plural !== u.ing.item)?.ing.item;
    const plural = same.find((u) => u.ing.plural)?.ing.plural;
    const amount = same.reduce((total, u) => total + u.value, 0);
    const item = unit === "" ? (singular ?? plural ?? same[0].ing.item) : measuredName;
    parts.push(write({ item, amount, unit, ...(plural ? { plural } : {}), ...(size ? { size } : {}) }));
  }
  return parts;
}

// A note that opens in brackets says what the thing is or how much to buy; what follows ("softened") is for the cook.
const BUYING = /^\([^)]*\)/;

function noteOf(uses: Use[], units: UnitSystem): string | undefined {
  const notes = uses.map((u) => (units === "metric" && u.ing.metricNote !== undefined ? u.ing.metricNote : u.ing.note)?.match(BUYING)?.[0]);
  // "(1 packet)" per recipe's amount: the line's count is the sum of the recipes' scales.
  if (notes[0] && notes.every((n) => n === notes[0]))
    return scaleNote(
      notes[0],
      uses.reduce((sum, u) => sum + u.x, 0),
    );
}

export function shoppingList(entries: readonly { recipe: Recipe; x: number }[], units: UnitSystem): ListGroup[] {
  const uses: (Use & { group: IngredientGroup })[] = entries.flatMap(({ recipe, x }) =>
    INGREDIENT_GROUPS.flatMap((g) =>
      // Salt for a pot of pasta water goes with the pot, as on the recipe page.
      recipe[g.key].map((ing) => {
        const scale = ing.notScaled ? 1 : x;
        return { ing, value: ing.amount * scale, x: scale, recipe, group: g.key };
      }),
    ),
  );
  const identity = identities(uses);
  const byKey = new Map<string, typeof uses>();
  for (const u of uses) byKey.set(identity(u.ing), [...(byKey.get(identity(u.ing)) ?? []), u]);
  const lines = [...byKey].map(([key, same]) => ({
    group: same[0].group,
    line: { key, parts: partsOf(same, units), note: noteOf(same, units), recipes: [...new Set(same.map((u) => u.recipe.title))] },
  }));
  const byName = (a: ListLine, b: ListLine) => a.parts[0].item.localeCompare(b.parts[0].item, "en", { sensitivity: "base" });
  return INGREDIENT_GROUPS.map((g) => ({
    key: g.key,
    label: g.label,
    lines: lines
      .filter((l) => l.group === g.key)
      .map((l) => l.line)
      .sort(byName),
  })).filter((g) => g.lines.length > 0);
}

export interface LineWords {
  lead?: string;
  amounts: { amount: string; item?: string }[];
  note?: string;
}

/** "3 large eggs"; "fine sea salt: 1 1/2 tsp and 1 pinch" (one name first); "2 lb Roma tomatoes and 1 Roma tomato" (names differ). */
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
