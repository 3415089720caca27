import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { cardPicture } from "~/components/picture-sizes.server";
import { RecipeCard } from "~/components/RecipeCard";
import { getDb } from "~/utils/load-context.server";
import { expectDatabaseFailure } from "~/utils/db.server";
import { searchRecipes, type SearchResult } from "~/search/search.server";
import { CategoryLinks } from "~/components/CategoryLinks";
import { CATEGORIES } from "~/recipes/categories";
import { normaliseQuery, snippetParts } from "~/search/search-query";
import { SearchForm } from "~/search/SearchForm";
import { SITE } from "~/utils/site";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The worker renders a cached search from its key's address (worker/cache-key.ts), already normalised.
  const query = normaliseQuery(new URL(request.url).searchParams.get("q") ?? "");
  if (!query) return { query, result: null };
  try {
    const result: SearchResult = await searchRecipes(getDb(context), query);
    return { query, result: { ...result, hits: result.hits.map((hit) => ({ ...hit, picture: cardPicture(hit.image) })) } };
  } catch (e) {
    expectDatabaseFailure(e, "/search: search unavailable");
    throw data("Search is unavailable", { status: 503 });
  }
}

const categoryLabel = (value: string) => CATEGORIES.find((c) => c.value === value)?.label ?? value;

export default function SearchPage() {
  const { query, result } = useLoaderData<typeof loader>();
  const hits = result?.hits ?? [];
  return (
    <div className="page search-page">
      <h1>{query ? <>Recipes for “{query}”</> : "Search recipes"}</h1>
      <SearchForm id="search-page-q" name="Search again" query={query} className="search-form search-form-page" />
      {result && (
        <p className="search-count" role="status">
          {hits.length === 0
            ? "No recipes match."
            : `${hits.length} ${hits.length === 1 ? "recipe matches" : "recipes match"}${result.correctedTo ? `, searching for “${result.correctedTo}” instead` : ""}.`}
        </p>
      )}
      {result && hits.length === 0 && (
        <section aria-labelledby="search-browse" className="search-empty">
          <h2 id="search-browse">Browse a category instead</h2>
          <p>Try fewer words, or another spelling. Or start from a category:</p>
          <CategoryLinks className="search-categories" />
        </section>
      )}
      {hits.length > 0 && (
        <ul className="recipe-grid search-results">
          {hits.map((hit, i) => (
            <li key={hit.src}>
              <RecipeCard src={hit.src} name={hit.name} picture={hit.picture} index={i}>
                <span className="search-category">{categoryLabel(hit.category)}</span>
                <span className="search-snippet">
                  {snippetParts(hit.snippet).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
                </span>
              </RecipeCard>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.query ? `“${data.query}”: search | ${SITE.name}` : `Search recipes | ${SITE.name}` },
  { name: "description", content: `Recipes from ${SITE.name} by name, ingredient or category.` },
  { name: "robots", content: "noindex" },
];
