import type { RatingSummary } from "~/models/comment.server";
import { isoDuration } from "./format";
import { renderMeasures } from "./measure-tokens";
import { ingredientText, servingsText } from "./scale";
import { recipeText } from "./scaled-text";
import { recipeTimes } from "./times";
import { CATEGORIES, ingredientsOf, type Recipe } from "./types";
import type { UnitSystem } from "./units";

export function recipeJsonLd(
  recipe: Recipe,
  { url, image, rating, units = "us" }: { url: string; image: string; rating: RatingSummary | null; units?: UnitSystem },
) {
  const ingredients = ingredientsOf(recipe);
  // The 1X page's own times, from the one source.
  const times = recipeTimes(recipe, 1);
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    image: [image],
    author: { "@type": "Person", name: recipe.author },
    datePublished: recipe.date,
    description: renderMeasures(recipe.intro, units),
    url,
    prepTime: isoDuration(times.prepTime),
    cookTime: isoDuration(times.cookTime),
    totalTime: isoDuration(times.totalTime),
    recipeYield: servingsText(recipe, 1, units),
    recipeCategory: CATEGORIES.find((c) => c.value === recipe.category)?.label,
    recipeIngredient: ingredients.map((i) => ingredientText(i, 1, { units, gramsPerCup: recipe.gramsPerCup })),
    recipeInstructions: recipe.steps.map((step) => ({
      "@type": "HowToStep",
      position: Number(step.num),
      // At 1X, as the yield and ingredients here are.
      text: recipeText([step.preInstruction, step.postInstruction].filter(Boolean).join(" "), recipe, 1, units),
    })),
    nutrition: {
      "@type": "NutritionInformation",
      // Totals for the whole recipe, as the page shows them.
      servingSize: `the whole recipe (${servingsText(recipe, 1, units)})`,
      calories: `${recipe.cal} kcal`,
      carbohydrateContent: `${recipe.carbs} g`,
      fatContent: `${recipe.fat} g`,
      proteinContent: `${recipe.protein} g`,
    },
    ...(rating && rating.num > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: rating.avg, ratingCount: rating.num, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

// Nothing in it can close the <script> element early.
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
