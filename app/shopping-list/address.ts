import { findRecipe } from "~/recipes/index";
import { scaleOf } from "~/amounts/factor";
import type { Recipe } from "~/recipes/types";
import { parseUnitSystem, UNITS_PARAM, UNIT_SYSTEMS, type UnitSystem } from "~/amounts/units";
import { ADD_PARAM, ADD_SCALE_PARAM, RECIPES_PARAM } from "./href";

// More than the site has recipes, with room for repeats; the rest of an address is not read.
export const MAX_ENTRIES = 40;

export interface ListEntry {
  recipe: Recipe;
  /** 1/2 to 5 in tenths: every factor a recipe page shows. */
  scale: number;
}

export interface ListAddress {
  entries: ListEntry[];
  units: UnitSystem;
  /** Sentences for the reader. */
  problems: string[];
  /** By the add form: redirect to its `listHref`. */
  added: boolean;
}

const shown = (text: string) => `“${text.length > 30 ? `${text.slice(0, 30)}…` : text}”`;
const someOf = (items: string[]) => items.slice(0, 5).map(shown).join(", ") + (items.length > 5 ? ` and ${items.length - 5} more` : "");

export function parseList(search: URLSearchParams): ListAddress {
  const problems: string[] = [];
  const raw = search
    .getAll(RECIPES_PARAM)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (raw.length > MAX_ENTRIES) problems.push(`The address names ${raw.length} recipes; a list reads the first ${MAX_ENTRIES}.`);
  const entries: ListEntry[] = [];
  const unknown: string[] = [];
  const repeated = new Set<string>();
  for (const text of raw.slice(0, MAX_ENTRIES)) {
    const [name, ...rest] = text.toLowerCase().split(".");
    const recipe = findRecipe(name);
    if (!recipe) unknown.push(text);
    else if (entries.some((e) => e.recipe === recipe)) repeated.add(recipe.title);
    else {
      const given = rest.join(".");
      const scale = given === "" ? 1 : scaleOf(given);
      if (scale === null)
        problems.push(
          `${shown(text)}: a recipe goes on the list at 1/2X to 5X, in tenths such as 2.7X, so ${recipe.title} is on it at 1X.`,
        );
      entries.push({ recipe, scale: scale ?? 1 });
    }
  }
  if (repeated.size) problems.push(`${[...repeated].join(", ")}: on the address more than once; the list keeps the first.`);

  const add = search.get(ADD_PARAM);
  let added = false;
  if (add !== null) {
    const recipe = findRecipe(add.trim().toLowerCase());
    const given = search.get(ADD_SCALE_PARAM) ?? "1";
    if (!recipe) unknown.push(add);
    else if (scaleOf(given) === null) problems.push(`${shown(given)} is not a scale: pick 1X to 5X to add ${recipe.title}.`);
    else {
      // Adding a recipe already on the list sets its scale: it stays where it was.
      const scale = scaleOf(given)!;
      const at = entries.findIndex((e) => e.recipe === recipe);
      if (at >= 0) entries[at] = { recipe, scale };
      else entries.push({ recipe, scale });
      added = true;
    }
  }
  if (unknown.length) problems.push(`Not recipes on this site, so left out: ${someOf(unknown)}.`);

  const unitsValue = search.get(UNITS_PARAM);
  const units = parseUnitSystem(unitsValue);
  if (unitsValue !== null && !(UNIT_SYSTEMS as readonly string[]).includes(unitsValue)) {
    problems.push(`${shown(unitsValue)} is not a unit system here: the list is in US measures (or choose Metric).`);
  }
  return { entries, units, problems, added: added && problems.length === 0 };
}
