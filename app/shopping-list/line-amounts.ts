// A shopping list line's amounts: what its recipes use, added up where the units allow and written by the recipe
// pages' rules (scaleIngredient), never below what the recipes need.
import { amountValue } from "~/amounts/amount-text";
import { cansOf, smallCans } from "~/amounts/cans";
import { catalogEntry } from "~/amounts/catalog";
import { G_PER_OZ, ML_PER_TSP, OZ_IN, OZ_PER_LB, PINCHES_PER_TSP, TSP_IN, TSP_PER_CUP } from "~/amounts/measure";
import { listedIngredient } from "~/amounts/divided";
import { COUNTED_UNITS, countAsCooked, gramsPerCupOf, isButter, scaleIngredient } from "~/amounts/scale";
import { metricSpoons } from "~/amounts/metric-amounts";
import { usVolume } from "~/amounts/us-amounts";
import { TSP_PER_PACKET } from "~/amounts/catalog-amounts";
import type { Ingredient, Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { GRAMS_PER_CUP } from "./recipe-facts";

export interface ListPart {
  amount: string;
  item: string;
  /** For the amount rules' tests. */
  ingredient: Ingredient;
  /** What the line says beside the amount when its recipes say nothing: "(1/4 tsp of it)" for a packet of yeast. */
  note?: string;
}

const ML_IN: Partial<Record<Ingredient["unit"], number>> = { ml: 1, l: 1000 };
const G_IN: Partial<Record<Ingredient["unit"], number>> = { g: 1, kg: 1000 };

export interface Use {
  /** As bought: "black pepper" for "freshly ground black pepper", "lemon" for "fresh lemon juice". */
  ing: Ingredient;
  value: number;
  /** The recipe's scale for this ingredient (1 for the pot's salt). */
  scale: number;
  recipe: Recipe;
  original: Ingredient;
  /** What the recipe's page lists, in `ing`'s unit (it may round below `value`): the list never buys less. */
  page?: number;
}

/** A page rounds 907 g of beef to 900 g: a list may too, and no further. */
const NEED_SLACK = 0.01;

/** The smallest amount written at or above `need`, nor below what the pages say (`page`): 14 oz of flour is short of 400 g. */
function atLeast(need: number, page: number, write: (value: number) => string, valueOf: (text: string) => number): string {
  let ask = Math.max(need, page);
  for (let i = 0; i < 24; i++) {
    const text = write(ask);
    if (valueOf(text) >= Math.max(need * (1 - NEED_SLACK), page * (1 - 1e-9))) return text;
    ask *= 1.03;
  }
  // A writer that never reaches the need is a bug in reading its amounts back, not a reason to buy double.
  throw new Error(`No amount written reaches ${need}: ${write(need)}`);
}

export function lineParts(uses: Use[], units: UnitSystem): ListPart[] {
  // A measured amount reads best with the name for more than one: "1 3/4 lb chicken breasts".
  const measuredName = uses.map((u) => u.ing.plural ?? u.ing.item).sort((a, b) => b.length - a.length)[0];
  const grams = uses.map((u) => GRAMS_PER_CUP.get(u.ing.item)).find(Boolean);
  // What a written weight of it is in cups: a chopped herb's from the catalog, anything else's from a recipe.
  const density = uses.map((u) => gramsPerCupOf(u.recipe, u.original.item) ?? GRAMS_PER_CUP.get(u.original.item)).find(Boolean) ?? grams;
  const sum = (table: Partial<Record<string, number>>) =>
    uses.reduce((total, u) => {
      const per = table[u.ing.unit];
      return total + (per !== undefined ? u.value * per : 0);
    }, 0);
  const has = (table: Partial<Record<string, number>>) => uses.some((u) => table[u.ing.unit] !== undefined);
  const pageSum = (table: Partial<Record<string, number>>) =>
    uses.reduce((total, u) => total + (u.page ?? u.value * (1 - NEED_SLACK)) * (table[u.ing.unit] ?? 0), 0);
  // Measured as the recipes' own ingredient is ("chopped fresh cilantro" is an herb), named as it is bought.
  const measureAs = uses.find((u) => !catalogEntry(u.original.item).from)?.original.item;
  // Weighed on a metric list where a recipe's page weighs it, else spooned and poured as the pages are: a list of
  // grams of parsley beside a page's 75 ml would read as two things.
  const pagesWeigh = uses.some((u) => {
    if (G_IN[u.original.unit] !== undefined || OZ_IN[u.original.unit] !== undefined) return true;
    if (units !== "metric" || TSP_IN[u.original.unit] === undefined || u.original.notScaled) return false;
    return amountValue(listedIngredient(u.recipe, u.original, u.scale, units).amount, isButter(u.original.item))?.kind === "weight";
  });
  // An herb is spooned, poured or weighed as the recipe that has the most of it measures it at 1X, as its page does.
  const largestUse = uses.map((u) => u.original).sort((a, b) => b.amount * (TSP_IN[b.unit] ?? 0) - a.amount * (TSP_IN[a.unit] ?? 0))[0];
  const write = (ing: Ingredient, gramsPerCup?: number): ListPart => {
    const asMeasured = measureAs && ing.unit !== "" ? { ...ing, item: measureAs } : ing;
    const s = scaleIngredient(asMeasured, 1, {
      units,
      gramsPerCup: gramsPerCup ? { [asMeasured.item]: gramsPerCup } : {},
      ...(units === "metric" && TSP_IN[ing.unit] !== undefined ? { weigh: pagesWeigh, asListed: largestUse } : {}),
    });
    return { amount: s.amount, item: asMeasured === ing ? s.item : ing.item, ingredient: asMeasured };
  };
  const item = measureAs ?? uses[0].ing.item;
  // Written at or above the sum, read back as it was written: in teaspoons, or grams for what is weighed.
  const measured = (amount: number, unit: "tsp" | "ml" | "oz" | "lb" | "g", gramsPerCup?: number, page = 0): ListPart => {
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
      page * perBase,
      (base) => write({ item: measuredName, amount: base / perBase, unit }, gramsPerCup).amount,
      readBack,
    );
    return { amount: text, item: write({ item: measuredName, amount, unit }, gramsPerCup).item, ingredient: { item, amount, unit } };
  };

  // Yeast is bought by the packet: whole ones, saying how much of them the recipes use where that is not all of them.
  const packets = (asked: number): ListPart => {
    const metric = units === "metric";
    const ingredient = { item, amount: asked, unit: "tsp" as const };
    const page = write(ingredient).amount;
    const whole = /^\d+ (packet|sachet)s?$/.test(page);
    const n = whole ? Number(page.split(" ")[0]) : Math.ceil(asked / TSP_PER_PACKET - 1e-9);
    const names = metric ? ["sachet", "sachets"] : ["packet", "packets"];
    const spoons = metric ? metricSpoons(asked) : usVolume(asked);
    // All of them, or spoons that come to more than they hold ("1/4 cup" of five packets' 11 1/4 tsp): no note.
    const full = n * TSP_PER_PACKET - 1e-6;
    const all = whole || asked >= full || (amountValue(spoons)?.value ?? 0) >= full;
    return {
      amount: `${n} ${n > 1 ? names[1] : names[0]}`,
      item: write(ingredient).item,
      ingredient,
      ...(all ? {} : { note: `(${spoons} of ${n > 1 ? "them" : "it"})` }),
    };
  };

  const parts: ListPart[] = [];
  // A pinch is a sixteenth of a teaspoon: it adds to the spoons.
  const pinches = uses.reduce((total, u) => total + (u.ing.unit === "pinch" ? u.value : 0), 0);
  const volume = has(TSP_IN) || has(ML_IN) || pinches > 0;
  const weight = has(OZ_IN) || has(G_IN);
  const tsp = sum(TSP_IN) + sum(ML_IN) / ML_PER_TSP + pinches / PINCHES_PER_TSP;
  const weightG = sum(OZ_IN) * G_PER_OZ + sum(G_IN);
  const pageG = pageSum(OZ_IN) * G_PER_OZ + pageSum(G_IN);
  // A metric page weighs what a recipe gives grams per cup for; the list weighs it when one of its recipes does.
  const weighed = uses.some((u) => TSP_IN[u.ing.unit] !== undefined && u.recipe.gramsPerCup?.[u.original.item]);
  if (volume && weight && grams) {
    // Cups and grams of one thing: a US cook measures cups, a metric one weighs.
    parts.push(measured(tsp + (weightG / grams) * TSP_PER_CUP, "tsp", units === "metric" ? grams : undefined));
  } else {
    // Millilitres alone stay the recipe's own; mixed with cups and spoons they join them.
    if (volume) {
      if (!has(TSP_IN) && !has(ML_IN)) parts.push(write({ item: measuredName, amount: pinches, unit: "pinch" }));
      else if (catalogEntry(item).measure === "yeast" && !has(ML_IN)) parts.push(packets(tsp));
      else
        parts.push(
          has(TSP_IN) || pinches > 0 ? measured(tsp, "tsp", weighed ? (grams ?? density) : undefined) : measured(sum(ML_IN), "ml"),
        );
    }
    if (weight) {
      const inPounds = uses.some((u) => u.ing.unit === "lb") || (units === "us" && weightG >= G_PER_OZ * OZ_PER_LB);
      // Written as the pages write it: a baker's grams stay grams on a US list, beside the page's "520 g".
      parts.push(
        has(OZ_IN)
          ? measured(
              inPounds ? weightG / G_PER_OZ / OZ_PER_LB : weightG / G_PER_OZ,
              inPounds ? "lb" : "oz",
              undefined,
              pageG / G_PER_OZ / (inPounds ? OZ_PER_LB : 1),
            )
          : measured(weightG, "g", undefined, pageG),
      );
    }
  }
  // Counted things are bought whole: 2 1/2 onions are 3. Sizes one line holds are counted apart: "2 yellow onions and 1
  // small yellow onion".
  const countedAll = uses.filter((u) => COUNTED_UNITS.has(u.ing.unit));
  for (const kind of [...new Set(countedAll.map((u) => catalogEntry(u.ing.item).listedWith && u.ing.item))]) {
    const counted = countedAll.filter((u) => (catalogEntry(u.ing.item).listedWith && u.ing.item) === kind);
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
