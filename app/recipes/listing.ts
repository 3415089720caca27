import type { Category } from "./categories";
import { recipeImage, type Recipe } from "./types";

/** A row of the `recipe` table, as the listing pages read it. */
export interface RecipeListingRow {
  name: string;
  image: string;
  src: string;
  category: Category;
}

/** The `recipe` table's rows, derived from the recipe modules (never hand-written). */
export function recipeListingRows(list: readonly Recipe[]): RecipeListingRow[] {
  return list.map((r) => ({
    name: r.title,
    image: recipeImage(r.slug),
    src: `/${r.slug}`,
    category: r.category,
  }));
}
