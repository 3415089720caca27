// Offline, the loader's own code (page-data.ts) over the recipes in the saved recipe pages' loader data; imported only
// then (routes/list.tsx, clientLoader), and kept by the service worker with the build (decision 018).
import { decode } from "turbo-stream";
import { PAGES_CACHE, SAVED_AT_HEADER } from "~/offline/policy";
import type { Recipe } from "~/recipes/types";
import { ADD_PARAM } from "./list-href";
import { listPageData } from "./page-data";
import { readList } from "./read-list";

type Named = { slug: string; title: string };
/** What the page on screen says of the site's recipes: those on the list and those its add form offers are all of them. */
type Shown = { entries: readonly { recipe: Named }[]; others: readonly Named[] };

// Remix writes a page's data into it as turbo-stream text, in string literals (JSON, with <, > and & escaped).
const ENQUEUED = /window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g;

/** A saved recipe page's recipe, from the data the page was rendered with. */
async function pageRecipe(html: string, slug: string): Promise<Recipe | undefined> {
  const text = [...html.matchAll(ENQUEUED)].map((m) => JSON.parse(m[1]) as string);
  if (!text.length) return undefined;
  const bytes = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const t of text) controller.enqueue(bytes.encode(t));
      controller.close();
    },
  });
  // Remix's own types (a redirect, an error) are not in a recipe's data; should one be, it is read as its first part.
  const { value, done } = await decode(stream, { plugins: [(_type: string, ...parts: unknown[]) => ({ value: parts[0] })] });
  await done;
  return (value as { loaderData?: Record<string, { recipe?: Recipe } | undefined> }).loaderData?.[`recipe-${slug}`]?.recipe;
}

/** The recipes named, each from its newest saved page (any scale, units or plan: the recipe is the same). */
async function keptRecipes(slugs: Iterable<string>): Promise<Map<string, Recipe>> {
  const cache = await caches.open(PAGES_CACHE);
  const requests = await cache.keys();
  const found = new Map<string, Recipe>();
  for (const slug of slugs) {
    const saved = await Promise.all(
      requests.filter((r) => new URL(r.url).pathname === `/${slug}`).map((r) => cache.match(r, { ignoreVary: true })),
    );
    const newestFirst = saved
      .filter((r): r is Response => r !== undefined)
      .sort((a, b) => Date.parse(b.headers.get(SAVED_AT_HEADER) ?? "0") - Date.parse(a.headers.get(SAVED_AT_HEADER) ?? "0"));
    for (const response of newestFirst) {
      const recipe = await pageRecipe(await response.text(), slug).catch(() => undefined);
      if (recipe?.slug === slug) {
        found.set(slug, recipe);
        break;
      }
    }
  }
  return found;
}

/** The list page's data for this address, as its loader gives it; null when a recipe on it is not kept here. */
export async function offlineListData(search: URLSearchParams, shown: Shown) {
  // The add form's answer is the server's to redirect.
  if (search.has(ADD_PARAM)) return null;
  const titles = [...shown.others, ...shown.entries.map((e) => e.recipe)]
    .map(({ slug, title }) => ({ slug, title }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const site = new Set(titles.map((t) => t.slug));
  // The names the address gives, as the list reads them; a name that is no recipe here is said so, as online.
  const named = new Set<string>();
  readList(search, (slug) => {
    if (site.has(slug)) named.add(slug);
    return undefined;
  });
  const recipes = await keptRecipes(named);
  if (recipes.size < named.size) return null;
  return listPageData(search, { find: (slug) => recipes.get(slug), titles }).data;
}
