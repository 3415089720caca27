// A dish that makes more servings than the household eats at one meal: what is left, on the days it should be eaten,
// and whether the freezer takes the rest (decision 025: USDA FoodKeeper's cooked leftovers, the low end).
import type { Recipe, RecipeSlug } from "~/recipes/types";
import { DAYS, type DayKey } from "./week-href";
import { weekEntries, type WeekDays } from "./week-address";

/** Days a dish keeps in the fridge once cooked, and whether it freezes well: for every recipe served in servings. */
export const DISH_KEEPS: Partial<Record<RecipeSlug, { fridge: number; freezes: boolean }>> = {
  // Soups and stews: 3 to 4 days, 2 to 3 months frozen.
  beefstew: { fridge: 3, freezes: true },
  moroccanharira: { fridge: 3, freezes: true },
  roastedtomatoandbasilsoup: { fridge: 3, freezes: true },
  blackbeangoulash: { fridge: 3, freezes: true },
  homemadehamburgerhelper: { fridge: 3, freezes: true },
  // A cream sauce splits in the freezer.
  alfredopastawithchickenandbroccoli: { fridge: 3, freezes: false },
  cinnamonmapleoatmeal: { fridge: 3, freezes: true },
  // Dressed cucumbers go soft by the next day.
  cucumbertomatosalad: { fridge: 1, freezes: false },
  // Cooked pancakes and French toast: a few days wrapped in the fridge, a month or two frozen, reheated in the toaster.
  pancakes: { fridge: 3, freezes: true },
  blueberrylemonpancakes: { fridge: 3, freezes: true },
  cinnamonsugarfrenchtoast: { fridge: 3, freezes: true },
  // Eggs cooked soft are eaten as they come out of the pot: none to keep.
  softboiledeggs: { fridge: 0, freezes: false },
  // Fresh pasta: the dough a day wrapped in the fridge, or frozen in nests.
  simplepastadough: { fridge: 1, freezes: true },
};

/** Recipes whose yield is servings: the ones a household eats at one meal and may have left. */
export const servedInServings = (recipe: Recipe) => recipe.servings[0]?.unit === "serving";

export interface CookedLeft {
  recipe: Recipe;
  from: DayKey;
  servings: number;
  /** The last day it keeps; null: past the week. */
  useBy: DayKey | null;
}

const plural = (n: number) => (n === 1 ? "serving" : "servings");
export const servingsText = (n: number) => `${n} ${plural(n)}`;

/** The household's share a day on the days it keeps, the earliest first; what they cannot take is frozen, if it freezes. */
export function cookedLeftovers(days: WeekDays, people: number): { byDay: Record<DayKey, CookedLeft[]>; freeze: CookedLeft[] } {
  const byDay = Object.fromEntries(DAYS.map((d) => [d.key, [] as CookedLeft[]])) as Record<DayKey, CookedLeft[]>;
  const freeze: CookedLeft[] = [];
  for (const entry of weekEntries(days)) {
    const keeps = DISH_KEEPS[entry.recipe.slug];
    if (!keeps || !servedInServings(entry.recipe)) continue;
    let left = Math.floor(entry.recipe.servings[0].number * entry.scale + 1e-9) - people;
    const start = DAYS.findIndex((d) => d.key === entry.day);
    const last = start + keeps.fridge;
    const useBy = last < DAYS.length ? DAYS[last].key : null;
    for (let i = start + 1; left > 0 && i <= Math.min(last, DAYS.length - 1); i++) {
      const servings = Math.min(left, people);
      byDay[DAYS[i].key].push({ recipe: entry.recipe, from: entry.day, servings, useBy });
      left -= servings;
    }
    if (left > 0) freeze.push({ recipe: entry.recipe, from: entry.day, servings: left, useBy });
  }
  return { byDay, freeze };
}
