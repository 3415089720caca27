import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { cardPicture } from "~/components/picture-sizes.server";
import { RecipeCard } from "~/components/RecipeCard";
import { getDb } from "~/utils/load-context.server";
import { expectDatabaseFailure } from "~/utils/db.server";
import { recipesInCategory } from "~/recipes/listing.server";
import { categoryByPath, CATEGORY_BLURBS } from "~/recipes/categories";
import { SITE } from "~/utils/site";
import { KeepOnDevice } from "~/offline/KeepOnDevice";
import { MAX_SAVED } from "~/offline/policy";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const category = categoryByPath(new URL(request.url).pathname);
  if (!category) throw data("Not found", { status: 404 });
  try {
    const recipes = await recipesInCategory(getDb(context), category.value);
    return { category, recipes: recipes.map((r) => ({ ...r, picture: cardPicture(r.image) })), keepLimit: MAX_SAVED.recipe };
  } catch (e) {
    expectDatabaseFailure(e, `${category.path}: recipes unavailable`);
    throw data("The recipe list is unavailable", { status: 503 });
  }
}

export default function CategoryPage() {
  const { category, recipes, keepLimit } = useLoaderData<typeof loader>();
  return (
    <div className="page">
      <h1>{category.label}</h1>
      <p className="lede">{CATEGORY_BLURBS[category.value]}</p>
      {recipes.length === 0 ? (
        <p>No recipes here yet. New ones are on the way.</p>
      ) : (
        <ul className="recipe-grid">
          {recipes.map((r, i) => (
            <li key={r.src}>
              <RecipeCard src={r.src} name={r.name} picture={r.picture} index={i} />
            </li>
          ))}
        </ul>
      )}
      <KeepOnDevice paths={recipes.map((r) => r.src)} limit={keepLimit} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: SITE.name }];
  return [
    { title: `${data.category.label} recipes | ${SITE.name}` },
    { name: "description", content: CATEGORY_BLURBS[data.category.value] },
  ];
};
