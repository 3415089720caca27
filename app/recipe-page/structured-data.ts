import type { CommentRow, RatingSummary } from "~/comments/comment.server";
import { isoDuration } from "../amounts/format";
import { renderMeasures } from "../amounts/measure-tokens";
import { ingredientText, servingsText } from "../amounts/scale";
import { recipeText } from "../amounts/scaled-text";
import { recipeTimes } from "../amounts/times";
import { ingredientsOf, type Recipe } from "../recipes/types";
import { CATEGORIES } from "../recipes/categories";
import type { UnitSystem } from "../amounts/units";

export function recipeJsonLd(
  recipe: Recipe,
  {
    url,
    image,
    rating,
    units = "us",
    comments = [],
  }: { url: string; image: string; rating: RatingSummary | null; units?: UnitSystem; comments?: readonly CommentRow[] },
) {
  return {
    ...asWritten(recipe, units),
    image: [image],
    url,
    ...(comments.length > 0 ? { comment: commentsJsonLd(recipe, url, comments) } : {}),
    ...(rating && rating.num > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: rating.avg, ratingCount: rating.num, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

// All but the page's address, picture, rating and comments depend on the recipe and the units alone: once an isolate.
const written = new WeakMap<Recipe, Partial<Record<UnitSystem, ReturnType<typeof jsonLdOf>>>>();

function asWritten(recipe: Recipe, units: UnitSystem) {
  let kept = written.get(recipe);
  if (!kept) written.set(recipe, (kept = {}));
  return (kept[units] ??= jsonLdOf(recipe, units));
}

function jsonLdOf(recipe: Recipe, units: UnitSystem) {
  const ingredients = ingredientsOf(recipe);
  // The 1X page's own times, from the one source.
  const times = recipeTimes(recipe, 1);
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    author: { "@type": "Person", name: recipe.author },
    datePublished: recipe.date,
    description: renderMeasures(recipe.intro, units),
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
  };
}

// The page's comments, each with the replies the page shows under it. A reply posted from the owner's signed link is
// the recipe author's, the same Person as the recipe's; everyone else is the name they typed.
function commentsJsonLd(recipe: Recipe, url: string, rows: readonly CommentRow[]) {
  const author = { "@type": "Person", name: recipe.author, url: `${new URL(url).origin}/about` };
  const under = (parent: string): object[] =>
    rows
      .filter((r) => r.reply_to === parent)
      .map((r) => {
        const replies = under(String(r.comment_id));
        return {
          "@type": "Comment",
          "@id": `${url}#comment-${r.comment_id}`,
          author: r.by_author ? author : { "@type": "Person", name: r.name },
          text: r.comment,
          ...(replies.length ? { comment: replies } : {}),
        };
      });
  return under("main");
}

// Nothing in it can close the <script> element early.
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
