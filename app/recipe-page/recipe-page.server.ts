// What a recipe page's loader reads besides the recipe: its comments (the page serves without them) and its link cards.
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { heroPicture, linkCardPicture } from "~/components/picture-sizes.server";
import { getDb } from "~/utils/load-context.server";
import { expectDatabaseFailure } from "~/utils/db.server";
import { recipeComments, type RecipeComments } from "~/comments/comment.server";
import { findRecipe, getRecipe } from "~/recipes/index";
import { toolImage } from "~/recipe-page/tool-pictures";
import { recipeImage, type Recipe, type RecipeSlug } from "~/recipes/types";

export function recipeFor(request: Request) {
  const recipe = findRecipe(new URL(request.url).pathname.replace(/^\/|\/$/g, ""));
  if (!recipe) throw data("Not found", { status: 404 });
  return recipe;
}

/** The page's comments, null when the database fails; a cursor between comments redirects to the one its page starts at. */
export async function pageComments(
  context: AppLoadContext,
  recipe: Recipe,
  url: URL,
  at: { openThread: number | null; before: number | null },
): Promise<RecipeComments | null> {
  let comments: RecipeComments | null = null;
  try {
    comments = await recipeComments(getDb(context), recipe.id, at);
  } catch (e) {
    expectDatabaseFailure(e, `${url.pathname}: comments unavailable`);
  }
  if (comments && at.before !== null && comments.cursor !== at.before) {
    const query = new URLSearchParams(url.searchParams);
    if (comments.cursor === null) query.delete("before");
    else query.set("before", String(comments.cursor));
    throw redirect(`/${recipe.slug}${query.size ? `?${query}` : ""}`, 302);
  }
  return comments;
}

const pictures = new WeakMap<Recipe, ReturnType<typeof picturesOf>>();

/** The hero and the cards to other recipes and to tools, with their pictures: the recipe's alone, made once an isolate. */
export function pagePictures(recipe: Recipe) {
  let made = pictures.get(recipe);
  if (!made) pictures.set(recipe, (made = picturesOf(recipe)));
  return made;
}

function picturesOf(recipe: Recipe) {
  const card = (slug: RecipeSlug) => ({ item: getRecipe(slug).title, src: `/${slug}`, img: linkCardPicture(recipeImage(slug)) });
  return {
    featured: recipe.featured.map(card),
    complementary: recipe.complementary.map(card),
    products: recipe.toolLinks.map((p) => ({ ...p, img: linkCardPicture(toolImage(p.item)) })),
    hero: heroPicture(recipeImage(recipe.slug)),
  };
}
