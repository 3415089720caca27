/**
 * Pages that are the same for every visitor (home, About, the category
 * listings) are kept in Cloudflare's edge cache for a few minutes, so most
 * readers get them without the worker touching the database. Recipe pages
 * are not: a new comment must show on the next load.
 */
import type { MiddlewareHandler } from "hono";
import { CATEGORIES } from "../app/recipes/schema";
import type { Env } from "./env";

const CACHEABLE = new Set(["/", "/about", ...CATEGORIES.map((c) => c.path)]);

/** How long the edge keeps a listing page; browsers always ask again. */
export const EDGE_TTL_SECONDS = 300;

/** "/breakfast" and its client-navigation data "/breakfast.data" (and "/_root.data" for "/"). */
export function isCacheablePath(pathname: string): boolean {
  if (CACHEABLE.has(pathname)) return true;
  if (pathname === "/_root.data") return true;
  const m = pathname.match(/^(\/[a-z]+)\.data$/);
  return m !== null && CACHEABLE.has(m[1]);
}

/**
 * `version` is the build's: a new deploy never serves a page from the cache
 * that names the previous build's script files.
 */
export const edgeCache =
  (version: string): MiddlewareHandler<{ Bindings: Env }> =>
  async (c, next) => {
  const url = new URL(c.req.url);
  if (c.req.method !== "GET" || !isCacheablePath(url.pathname) || typeof caches === "undefined") return next();
  const cache = (caches as unknown as { default: Cache }).default;
  const keyUrl = new URL(url);
  keyUrl.searchParams.set("__build", version);
  const key = new Request(keyUrl.toString(), { method: "GET" });
  const hit = await cache.match(key);
  if (hit) {
    const res = new Response(hit.body, hit);
    res.headers.set("x-edge-cache", "HIT");
    c.res = res;
    return;
  }
  await next();
  if (c.res.status !== 200 || c.res.headers.has("set-cookie")) return;
  const res = new Response(c.res.body, c.res);
  res.headers.set("cache-control", `public, max-age=0, s-maxage=${EDGE_TTL_SECONDS}`);
  res.headers.set("x-edge-cache", "MISS");
  c.executionCtx.waitUntil(cache.put(key, res.clone()));
  c.res = res;
};
