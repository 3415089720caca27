// The shopping list tests' lists: recipes by address or made up, at a scale each, and a line found by its name.
import { expect } from "vitest";
import { getRecipe } from "~/recipes/index";
import type { Ingredient, Recipe, RecipeSlug } from "~/recipes/types";
import type { UnitSystem } from "~/amounts/units";
import { lineText } from "../../app/shopping-list/line-text";
import { shoppingList } from "../../app/shopping-list/merge";

export const list = (units: UnitSystem, ...entries: [RecipeSlug | Recipe, number][]) =>
  shoppingList(
    entries.map(([r, scale]) => ({ recipe: typeof r === "string" ? getRecipe(r) : r, scale })),
    units,
  );
export const lines = (groups: ReturnType<typeof shoppingList>) => groups.flatMap((g) => g.lines);
/** The one line whose name contains `name`, as text. */
export function line(groups: ReturnType<typeof shoppingList>, name: RegExp): string {
  const found = lines(groups).filter((l) => l.parts.some((p) => name.test(p.item)));
  expect(found, `${name}`).toHaveLength(1);
  return lineText(found[0]);
}

/** A recipe of one ingredient list, for rules the site's own recipes don't exercise. */
export const made = (slug: string, dry: Ingredient[], gramsPerCup: Record<string, number> = {}): Recipe => ({
  ...getRecipe("pancakes"),
  slug: slug as RecipeSlug,
  title: slug,
  dry,
  spices: [],
  produce: [],
  meatdairyeggs: [],
  gramsPerCup,
});
