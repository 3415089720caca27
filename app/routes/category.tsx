import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { cardLoad, Picture } from "~/components/Picture";
import { cardPicture } from "~/components/pictures.server";
import { getDb } from "~/context.server";
import { DatabaseError } from "~/db.server";
import { recipesInCategory } from "~/models/recipe.server";
import { categoryByPath, CATEGORY_BLURBS } from "~/recipes/categories";
import { SITE } from "~/site";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const category = categoryByPath(new URL(request.url).pathname);
  if (!category) throw data("Not found", { status: 404 });
  try {
    const recipes = await recipesInCategory(getDb(context), category.value);
    return { category, recipes: recipes.map((r) => ({ ...r, picture: cardPicture(r.image) })) };
  } catch (e) {
    if (!(e instanceof DatabaseError)) throw e;
    console.error(`${category.path}: recipes unavailable:`, e.message);
    throw data("The recipe list is unavailable", { status: 503 });
  }
}

export default function CategoryPage() {
  const { category, recipes } = useLoaderData<typeof loader>();
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
              <Link to={r.src} className="recipe-card" prefetch="intent">
                <Picture picture={r.picture} width={400} height={300} load={cardLoad(i)} />
                <span className="recipe-card-name">{r.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
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
