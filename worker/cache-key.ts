// The key holds only the parameters a page reads; the page is rendered from the key's address (docs/edge-cache.md).
import { DEFAULT, INVALID, RECIPE_PAGE_PARAMS } from "../app/recipe-page/page-params";
import { isRecipeSlug } from "../app/recipes/index";
import type { RecipeSlug } from "../app/recipes/types";
import { CATEGORIES } from "../app/recipes/categories";
import { normaliseQuery } from "../app/search/search-query";

export interface CachedPage {
  recipe?: RecipeSlug;
  search?: true;
  data: boolean;
}

const LISTINGS = new Set(["/", "/about", ...CATEGORIES.map((c) => c.path)]);

// Not the shopping list: it needs no database, and its addresses are too many to share copies.
export function cachedPage(pathname: string): CachedPage | null {
  if (pathname === "/_root.data") return { data: true };
  if (pathname === "/search" || pathname === "/search.data") return { search: true, data: pathname.endsWith(".data") };
  const m = pathname.match(/^(\/[a-z]*)(\.data)?$/);
  if (!m) return null;
  const [, path, data] = m;
  if (data && path === "/") return null;
  if (LISTINGS.has(path)) return { data: Boolean(data) };
  const slug = path.slice(1);
  if (isRecipeSlug(slug)) return { recipe: slug, data: Boolean(data) };
  return null;
}

/** To Remix a trailing slash is another page: the address without it. */
export function withoutTrailingSlash(url: URL): string | null {
  if (!url.pathname.endsWith("/") || url.pathname === "/") return null;
  const path = url.pathname.replace(/\/+$/, "");
  // Only a page the cache knows: no other address is redirected, so none can send a reader off the site ("//x/").
  const page = cachedPage(path);
  return page && !page.data ? `${path}${url.search}` : null;
}

const reads = (page: CachedPage, name: string) =>
  (name === "_routes" && page.data) || (page.search && name === "q") || (page.recipe && Object.hasOwn(RECIPE_PAGE_PARAMS, name));

// A parameter the page doesn't read (a mail or ad tag, Remix's `_data`, junk) is dropped: it shares the copy and never
// reaches the page. null, rendered for its reader alone: a parameter the page reads given twice, or a value it doesn't take.
export function canonicalUrl(url: URL, page: CachedPage, routeIds: ReadonlySet<string>): URL | null {
  const kept: [string, string][] = [];
  const seen = new Set<string>();
  for (const [name, value] of url.searchParams) {
    if (!reads(page, name)) continue;
    if (seen.has(name)) return null;
    seen.add(name);
    if (name === "_routes" && page.data) {
      if (!value.split(",").every((id) => routeIds.has(id))) return null;
      kept.push([name, value]);
      continue;
    }
    if (page.search && name === "q") {
      const query = normaliseQuery(value);
      if (query) kept.push([name, query]);
      continue;
    }
    const written = RECIPE_PAGE_PARAMS[name](value);
    if (written === INVALID) return null;
    if (written !== DEFAULT) kept.push([name, written]);
  }
  const canonical = new URL(url.pathname, url.origin);
  for (const [name, value] of kept.sort(([a], [b]) => (a < b ? -1 : 1))) canonical.searchParams.set(name, value);
  return canonical;
}

export function expectedContentType(page: CachedPage): string {
  return page.data ? "text/x-script" : "text/html";
}
