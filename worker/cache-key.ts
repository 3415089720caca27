// An unknown parameter is never kept: Remix 2 still answers `?_data=root` with the root's data (docs/edge-cache.md).
import { DEFAULT, INVALID, RECIPE_PAGE_PARAMS } from "../app/recipe-page/params";
import { CATEGORIES, RECIPE_SLUGS, type RecipeSlug } from "../app/recipes/types";
import { normaliseQuery } from "../app/search/query";

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
  if (Object.hasOwn(RECIPE_SLUGS, slug)) return { recipe: slug as RecipeSlug, data: Boolean(data) };
  return null;
}

/** Parameters added by mail, ad and social links, which no page reads: dropped, so they share the copy. */
const TRACKING = new Set([
  "fbclid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "mc_cid",
  "mc_eid",
  "ref",
  "igshid",
  "yclid",
  "twclid",
  "ttclid",
  "_ga",
  "_gl",
]);
const isTracking = (name: string) => TRACKING.has(name) || name.startsWith("utm_");

// null for an unknown parameter, a repeated one, or a value the page doesn't take.
export function canonicalUrl(url: URL, page: CachedPage, routeIds: ReadonlySet<string>): URL | null {
  const kept: [string, string][] = [];
  const seen = new Set<string>();
  for (const [name, value] of url.searchParams) {
    if (isTracking(name)) continue;
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
    const normalize = page.recipe && Object.hasOwn(RECIPE_PAGE_PARAMS, name) ? RECIPE_PAGE_PARAMS[name] : null;
    if (!normalize) return null;
    const written = normalize(value);
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
