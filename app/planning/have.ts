import { upperFirst } from "~/amounts/format";
import { amountValue } from "~/amounts/amount-text";
import { kitchenFraction, METRIC_CANS_G, TSP_PER_CUP } from "~/amounts/measure";
import { parseNumber } from "~/amounts/measure-tokens";
import { isButter, scaleIngredient } from "~/amounts/scale";
import { MAX_SCALE, MIN_SCALE } from "~/amounts/scales";
import type { Ingredient, Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { AMOUNT_MAX_LENGTH, haveChoices, HAVE_UNITS, type HaveErrors, type HaveQuery } from "./plan-fields";

type Kind = (typeof HAVE_UNITS)[number]["kind"];

function recipeMeasure(ing: Ingredient): { kind: Kind; each: number } {
  const unit = HAVE_UNITS.find((u) => u.value === ing.unit);
  return unit && unit.kind !== "count" ? unit : { kind: "count", each: 1 };
}

export type HaveResult =
  | {
      ok: true;
      scale: number;
      ingredient: Ingredient;
      given: string;
      /** The ingredient's line in the reader's own terms where the page's would differ: their cans, or no more than they have. */
      own: string | null;
    }
  | { ok: false; errors: HaveErrors };

/** Takes "1,5" too: a metric cook's decimal comma. */
export function readAmount(text: string): number | null {
  const t = text.trim().replace(/\s+/g, " ");
  if (t.length > AMOUNT_MAX_LENGTH) return null;
  const value = parseNumber(/^\d+,\d+$/.test(t) ? t.replace(",", ".") : t);
  return Number.isFinite(value) && value > 0 ? value : null;
}

const WAYS: Record<Kind, string> = {
  weight: "is weighed here: give it in g, kg, oz or lb",
  volume: "is measured by volume here: give it in ml, litres, spoons, cups or sticks",
  count: "is counted here: choose “whole ones”",
};

/** Rounded down to a tenth, so the recipe never asks for more than there is. */
export function haveScale(recipe: Recipe, query: HaveQuery, units: UnitSystem): HaveResult {
  const errors: HaveErrors = {};
  // By its name or, as addresses from before the catalog named counted things in the singular, its plural.
  const ingredient = haveChoices(recipe).find((i) => i.item === query.have) ?? haveChoices(recipe).find((i) => i.plural === query.have);
  if (!ingredient) errors.have = "Pick one of this recipe’s ingredients.";
  const value = readAmount(query.amount ?? "");
  if (value === null) errors.amount = "Say how much you have as a number above 0, such as 250, 1.5 or 1 1/2.";
  const unit = HAVE_UNITS.find((u) => u.value === query.unit);
  if (!unit) errors.unit = "Pick a unit.";
  if (!ingredient || value === null || !unit) return { ok: false, errors };

  const measure = recipeMeasure(ingredient);
  const gramsPerTsp = (recipe.gramsPerCup?.[ingredient.item] ?? 0) / TSP_PER_CUP;
  let have = value * unit.each;
  if (unit.kind !== measure.kind) {
    // A cup of flour and its grams are the same thing when the recipe gives the weight of a cup.
    if (gramsPerTsp && unit.kind === "weight" && measure.kind === "volume") have /= gramsPerTsp;
    else if (gramsPerTsp && unit.kind === "volume" && measure.kind === "weight") have *= gramsPerTsp;
    else return { ok: false, errors: { unit: `${upperFirst(ingredient.item)} ${WAYS[measure.kind]}.` } };
  }
  const raw = have / (ingredient.amount * measure.each);
  const at = (scale: number) => scaleIngredient(ingredient, scale, { units, gramsPerCup: recipe.gramsPerCup }).amount;
  if (raw < MIN_SCALE - 1e-9) {
    errors.amount = `That is less than half of the ${at(1)} the recipe uses: the smallest it scales to is 1/2X, ${at(MIN_SCALE)}.`;
  } else if (raw > MAX_SCALE + 1e-9) {
    errors.amount = `That is more than 5 times the ${at(1)} the recipe uses: the most it scales to is 5X, ${at(MAX_SCALE)}.`;
  }
  if (errors.amount) return { ok: false, errors };
  const scale = Math.min(MAX_SCALE, Math.floor(raw * 10 + 1e-6) / 10);
  const typed = String(query.amount).trim().replace(/\s+/g, " ");
  const unitWord = unit.value === "l" ? "L" : value > 1 && /^(cup|stick)$/.test(unit.value) ? `${unit.value}s` : unit.value;
  const cans = unit.kind === "count" && ingredient.unit === "can";
  const given =
    unit.kind !== "count"
      ? `${typed} ${unitWord} of ${ingredient.item}`
      : cans
        ? `${typed} ${value > 1 ? "cans" : "can"} of ${ingredient.item}`
        : `${typed} ${value > 1 && ingredient.plural ? ingredient.plural : ingredient.item}`;
  let own: string | null = null;
  if (cans) own = ownCans(ingredient, value, scale, units);
  else if (unit.kind !== "count") {
    // The page rounds to what a cook measures, which can be a little more than the reader has: 2 3/4 lb from 2.7 lb.
    const written = amountValue(at(scale), isButter(ingredient.item));
    const perKind =
      written?.kind === measure.kind ? 1 : written?.kind === "weight" ? gramsPerTsp : written?.kind === "volume" ? 1 / gramsPerTsp : NaN;
    if (written && perKind > 0 && Number.isFinite(perKind) && written.value > have * perKind * (1 + 1e-6)) own = `${typed} ${unitWord}`;
  }
  return { ok: true, scale, ingredient, given, own };
}

/** The reader's own cans, never more than they have: "2 cans (15 oz each)" where the page would buy one 28 oz can. */
function ownCans(ing: Ingredient, have: number, scale: number, units: UnitSystem): string {
  const count = Math.min(have, Math.round(ing.amount * scale * 2) / 2);
  const size = units === "metric" ? `${METRIC_CANS_G[0]} g` : ing.size ? `${kitchenFraction(ing.size.amount)} ${ing.size.unit}` : "";
  return `${kitchenFraction(count)} ${count > 1 ? "cans" : "can"}${size ? ` (${size}${count > 1 ? " each" : ""})` : ""}`;
}
