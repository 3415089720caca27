// Page views into Workers Analytics Engine when PAGE_VIEWS is bound. No cookies, no client identifiers.
import type { Handler, MiddlewareHandler } from "hono";
import { isRecipeSlug } from "../app/recipes/index";
import { CATEGORIES } from "../app/recipes/categories";
export { VIEW_BEACON_PATH } from "../app/utils/site";
import type { Env } from "../app/utils/env";

export function routeOf(pathname: string): string {
  if (pathname === "/") return "home";
  if (pathname === "/about" || pathname === "/unsubscribe") return pathname.slice(1);
  if (CATEGORIES.some((c) => c.path === pathname)) return "category";
  if (isRecipeSlug(pathname.slice(1))) return "recipe";
  return "other";
}

export function recordPageView(dataset: AnalyticsEngineDataset | undefined, pathname: string, status: number): void {
  if (!dataset) return;
  const route = routeOf(pathname);
  try {
    dataset.writeDataPoint({ indexes: [route], blobs: [route, pathname.slice(0, 200), String(status)], doubles: [1] });
  } catch (e) {
    console.warn("page view not counted:", e instanceof Error ? e.message : e);
  }
}

// Full page loads only: in-app navigations are counted by viewBeacon, as a data request may be a hover prefetch. A
// script's fetch of a page (Sec-Fetch-Dest: empty) is no view: the offline service worker keeping a page it showed.
export const pageViews: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  await next();
  if (c.req.method !== "GET" || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
  if (c.req.header("sec-fetch-dest") === "empty") return;
  recordPageView(c.env.PAGE_VIEWS, new URL(c.req.url).pathname, c.res.status);
};

export const viewBeacon: Handler<{ Bindings: Env }> = async (c) => {
  const path = (await c.req.text()).slice(0, 200);
  const fromSite = c.req.header("sec-fetch-site") === "same-origin";
  if (fromSite && path.startsWith("/") && routeOf(path) !== "other") recordPageView(c.env.PAGE_VIEWS, path, 200);
  return c.body(null, 204, { "cache-control": "no-store" });
};
