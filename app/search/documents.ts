import { renderMeasures } from "../amounts/measure-tokens";
import { recipeText } from "../amounts/scaled-text";
import { ingredientsOf, type Recipe } from "../recipes/types";

// Written by the seed into `recipe_search`.
export interface SearchDocument {
  src: string;
  /** Weight A. */
  title: string;
  /** Weight B. */
  ingredients: string;
  /** Intro, steps and tips: weight C. */
  rest: string;
  /** Snippets are cut from it: US units. */
  body: string;
}

export function searchDocument(recipe: Recipe): SearchDocument {
  const items = [...ingredientsOf(recipe), ...recipe.steps.flatMap((s) => s.ingredients)];
  const unique = (words: (string | undefined)[]) => [...new Set(words.filter(Boolean))].join(", ");
  // Both forms are searched; a snippet names each ingredient once, as the list does.
  const ingredients = unique(items.flatMap((i) => [i.item, i.plural]));
  const names = unique(items.map((i) => i.item));
  const steps = recipe.steps.flatMap((s) => [s.preInstruction, s.postInstruction, ...s.tips.map((t) => t.tip)]);
  const intro = renderMeasures(recipe.intro);
  const method = steps
    .filter(Boolean)
    .map((t) => recipeText(t, recipe))
    .join(" ");
  return {
    src: `/${recipe.slug}`,
    title: recipe.title,
    ingredients,
    rest: `${intro} ${method}`,
    body: `${intro} Ingredients: ${names}. ${method}`,
  };
}
