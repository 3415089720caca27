import { upperFirst } from "~/recipes/format";
import { TSP_PER_CUP } from "~/recipes/measure";
import { parseNumber } from "~/recipes/measure-tokens";
import { MAX_SCALE, MIN_SCALE, STANDARD_SCALES, scaleIngredient } from "~/recipes/scale";
import type { Ingredient, Recipe } from "~/recipes/types";
import type { UnitSystem } from "~/recipes/units";
import { AMOUNT_MAX_LENGTH, haveChoices, HAVE_UNITS, type HaveErrors, type HaveQuery } from "./plan-fields";

type Kind = (typeof HAVE_UNITS)[number]["kind"];

function recipeMeasure(ing: Ingredient): { kind: Kind; each: number } {
  const unit = HAVE_UNITS.find((u) => u.value === ing.unit);
  return unit && unit.kind !== "count" ? unit : { kind: "count", each: 1 };
}

export type HaveResult = { ok: true; scale: number; ingredient: Ingredient; given: string } | { ok: false; errors: HaveErrors };

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

  const own = recipeMeasure(ingredient);
  const gramsPerTsp = (recipe.gramsPerCup?.[ingredient.item] ?? 0) / TSP_PER_CUP;
  let have = value * unit.each;
  if (unit.kind !== own.kind) {
    // A cup of flour and its grams are the same thing when the recipe gives the weight of a cup.
    if (gramsPerTsp && unit.kind === "weight" && own.kind === "volume") have /= gramsPerTsp;
    else if (gramsPerTsp && unit.kind === "volume" && own.kind === "weight") have *= gramsPerTsp;
    else return { ok: false, errors: { unit: `${upperFirst(ingredient.item)} ${WAYS[own.kind]}.` } };
  }
  const raw = have / (ingredient.amount * own.each);
  const at = (scale: number) => scaleIngredient(ingredient, scale, { units, gramsPerCup: recipe.gramsPerCup }).amount;
  if (raw < MIN_SCALE - 1e-9) {
    errors.amount = `That is less than half of the ${at(1)} the recipe uses: the smallest it scales to is 1/2X, ${at(MIN_SCALE)}.`;
  } else if (raw > MAX_SCALE + 1e-9) {
    errors.amount = `That is more than 5 times the ${at(1)} the recipe uses: the most it scales to is 5X, ${at(MAX_SCALE)}.`;
  }
  if (errors.amount) return { ok: false, errors };
  const scale = Math.min(MAX_SCALE, Math.floor(raw * 10 + 1e-6) / 10);
  const typed = String(query.amount).trim().replace(/\s+/g, " ");
  const given =
    unit.kind === "count"
      ? `${typed} ${value > 1 && ingredient.plural ? ingredient.plural : ingredient.item}`
      : `${typed} ${unit.value === "l" ? "L" : value > 1 && /^(cup|stick)$/.test(unit.value) ? `${unit.value}s` : unit.value} of ${ingredient.item}`;
  return { ok: true, scale, ingredient, given };
}

/** The edge cache keeps the 1X-5X pages, so the form redirects there. */
export const isStandardScale = (scale: number) => (STANDARD_SCALES as readonly number[]).includes(scale);

export const scaleLabel = (scale: number) => (scale === 0.5 ? "1/2" : String(scale));
