/**
 * Page views, counted by the worker into a Workers Analytics Engine dataset
 * when one is bound (PAGE_VIEWS); nothing otherwise. No cookies, no client
 * identifiers: a view is its route, its path and its status.
 */
import type { MiddlewareHandler } from "hono";
import { CATEGORIES, RECIPE_SLUGS } from "../app/recipes/schema";
import type { Env } from "./env";

/** The kind of page a path is: "home", "about", "category", "recipe", "unsubscribe" or "other". */
export function routeOf(pathname: string): string {
  if (pathname === "/") return "home";
  if (pathname === "/about" || pathname === "/unsubscribe") return pathname.slice(1);
  if (CATEGORIES.some((c) => c.path === pathname)) return "category";
  if (pathname.slice(1) in RECIPE_SLUGS) return "recipe";
  return "other";
}

export function recordPageView(dataset: AnalyticsEngineDataset | undefined, pathname: string, status: number): void {
  if (!dataset) return;
  const route = routeOf(pathname);
  dataset.writeDataPoint({ indexes: [route], blobs: [route, pathname.slice(0, 200), String(status)], doubles: [1] });
}

/**
 * The page a GET shows, or null when it shows none. A document is its path.
 * Once the app has loaded, moving to another page fetches only that page's
 * data, as `/about.data` (`/_root.data` for the home page): that is a view
 * too, of a known page. Other data requests (the replies a reader opens)
 * are not pages.
 */
export function viewedPath(pathname: string, contentType: string | null): string | null {
  if (pathname.endsWith(".data")) {
    const page = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
    return routeOf(page) === "other" ? null : page;
  }
  return contentType?.startsWith("text/html") ? pathname : null;
}

/** Counts page views, loaded in full or moved to in the app, after the response is ready. */
export const pageViews: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  await next();
  if (c.req.method !== "GET") return;
  try {
    const page = viewedPath(new URL(c.req.url).pathname, c.res.headers.get("content-type"));
    if (page !== null) recordPageView(c.env.PAGE_VIEWS, page, c.res.status);
  } catch (e) {
    console.warn("page view not counted:", e instanceof Error ? e.message : e);
  }
};
