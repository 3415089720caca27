/**
 * Page views, counted by the worker into a Workers Analytics Engine dataset
 * when one is bound (PAGE_VIEWS); nothing otherwise. No cookies, no client
 * identifiers: a view is its route, its path and its status.
 */
import type { Handler, MiddlewareHandler } from "hono";
import { CATEGORIES, RECIPE_SLUGS } from "../app/recipes/types";
export { VIEW_BEACON_PATH } from "../app/site";
import type { Env } from "../app/env";

/** The kind of page a path is: "home", "about", "category", "recipe", "unsubscribe" or "other". */
export function routeOf(pathname: string): string {
  if (pathname === "/") return "home";
  if (pathname === "/about" || pathname === "/unsubscribe") return pathname.slice(1);
  if (CATEGORIES.some((c) => c.path === pathname)) return "category";
  if (pathname.slice(1) in RECIPE_SLUGS) return "recipe";
  return "other";
}

/** Writes one view; a failing dataset costs the view, never the page. */
export function recordPageView(dataset: AnalyticsEngineDataset | undefined, pathname: string, status: number): void {
  if (!dataset) return;
  const route = routeOf(pathname);
  try {
    dataset.writeDataPoint({ indexes: [route], blobs: [route, pathname.slice(0, 200), String(status)], doubles: [1] });
  } catch (e) {
    console.warn("page view not counted:", e instanceof Error ? e.message : e);
  }
}

/**
 * Counts full page loads (GET, HTML), after the response is ready. Pages the
 * reader moves to inside the app are counted by their beacon (viewBeacon):
 * their data requests can't tell a visit from a prefetch on hover or a
 * refresh after a form post, and pages without data make none.
 */
export const pageViews: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  await next();
  if (c.req.method !== "GET" || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
  recordPageView(c.env.PAGE_VIEWS, new URL(c.req.url).pathname, c.res.status);
};

/**
 * A page view from the app: the body is the page's path. Only pages of the
 * site are counted, and only from the site itself. Always answers 204: a
 * beacon has nobody to read an error.
 */
export const viewBeacon: Handler<{ Bindings: Env }> = async (c) => {
  const path = (await c.req.text()).slice(0, 200);
  const fromSite = c.req.header("sec-fetch-site") === "same-origin";
  if (fromSite && path.startsWith("/") && routeOf(path) !== "other") recordPageView(c.env.PAGE_VIEWS, path, 200);
  return c.body(null, 204, { "cache-control": "no-store" });
};
