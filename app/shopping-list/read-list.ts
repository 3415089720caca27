// A list's address read against the recipes a caller has: the site's all (list-address.ts), or those saved on the device
// (offline-list.ts), so that this module, imported in the browser, brings no recipe with it.
import { scaleOf } from "~/amounts/scales";
import type { Recipe } from "~/recipes/types";
import { parseUnitSystem, UNITS_PARAM, UNIT_SYSTEMS, type UnitSystem } from "~/amounts/units";
import { ADD_PARAM, ADD_SCALE_PARAM, RECIPES_PARAM, SWAPS_MARK } from "./list-href";
import { recipeSwaps, swappedRecipe, swapValue } from "~/amounts/swap-recipe";

// More than the site has recipes, with room for repeats; the rest of an address is not read.
export const MAX_ENTRIES = 40;

export interface ListEntry {
  /** With its swaps, if any. */
  recipe: Recipe;
  scale: number;
  /** Its swaps as the address writes them, and in words ("broth and vinegar for the dry red wine"). */
  swap?: string;
  swapped?: string;
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

/** A list entry's swaps: the recipe as its page shows it with them, or as written with the problem said. */
function listSwaps(recipe: Recipe, parts: string[], problems: string[]): Pick<ListEntry, "recipe" | "swap" | "swapped"> {
  if (!parts.length) return { recipe };
  const swaps = recipeSwaps(recipe, parts.join(","));
  if (!swaps.ok) {
    problems.push(`${swaps.problem} ${recipe.title} is on the list as written.`);
    return { recipe };
  }
  return {
    recipe: swappedRecipe(recipe, swaps.swaps),
    swap: swapValue(swaps.swaps),
    swapped: swaps.swaps.map((s) => `${s.swap.label} for the ${s.from.item}`).join(", "),
  };
}

/** `find`: the recipe of a slug, or undefined for a name that is none. */
export function readList(search: URLSearchParams, find: (slug: string) => Recipe | undefined): ListAddress {
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
    const [head, ...swapParts] = text.split(SWAPS_MARK);
    const [name, ...rest] = head.toLowerCase().split(".");
    const recipe = find(name);
    if (!recipe) unknown.push(text);
    else if (entries.some((e) => e.recipe.slug === recipe.slug)) repeated.add(recipe.title);
    else {
      const given = rest.join(".");
      const scale = given === "" ? 1 : scaleOf(given);
      if (scale === null)
        problems.push(
          `${shown(text)}: a recipe goes on the list at 1/2X to 5X, in tenths such as 2.7X, so ${recipe.title} is on it at 1X.`,
        );
      entries.push({ scale: scale ?? 1, ...listSwaps(recipe, swapParts, problems) });
    }
  }
  if (repeated.size) problems.push(`${[...repeated].join(", ")}: on the address more than once; the list keeps the first.`);

  const add = search.get(ADD_PARAM);
  let added = false;
  if (add !== null) {
    const recipe = find(add.trim().toLowerCase());
    const given = search.get(ADD_SCALE_PARAM) ?? "1";
    if (!recipe) unknown.push(add);
    else if (scaleOf(given) === null) problems.push(`${shown(given)} is not a scale: pick 1X to 5X to add ${recipe.title}.`);
    else {
      // Adding a recipe already on the list sets its scale: it stays where it was.
      const scale = scaleOf(given)!;
      const at = entries.findIndex((e) => e.recipe.slug === recipe.slug);
      if (at >= 0) entries[at] = { ...entries[at], scale };
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
