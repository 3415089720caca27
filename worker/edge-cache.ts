/**
 * Pages that are the same for every visitor (home, About, the category
 * listings) are kept in Cloudflare's edge cache for a few minutes, so most
 * readers get them without the worker touching the database. Recipe pages
 * are not: a new comment must show on the next load.
 *
 * A page carries two values of its own request: the CSP nonce of its
 * scripts and the timing token of its forms. The cache keeps the ones it was
 * rendered with beside it, and every visitor served from the cache gets the
 * page with fresh ones in their place.
 */
import type { MiddlewareHandler } from "hono";
import { CATEGORIES } from "../app/recipes/schema";
import type { Env } from "./env";
import type { SecurityVariables } from "./security";

const CACHEABLE = new Set(["/", "/about", ...CATEGORIES.map((c) => c.path)]);

/** How long the edge keeps a listing page unless EDGE_CACHE_SECONDS says otherwise; browsers always ask again. */
export const DEFAULT_EDGE_TTL_SECONDS = 300;

function edgeTtlSeconds(env: Pick<Env, "EDGE_CACHE_SECONDS">): number {
  const n = Number(env.EDGE_CACHE_SECONDS);
  return env.EDGE_CACHE_SECONDS !== undefined && env.EDGE_CACHE_SECONDS !== "" && Number.isInteger(n) && n >= 0 ? n : DEFAULT_EDGE_TTL_SECONDS;
}

const RENDERED_NONCE = "x-rendered-nonce";
const RENDERED_TOKEN = "x-rendered-token";

/** "/breakfast" and its client-navigation data "/breakfast.data" (and "/_root.data" for "/"). */
export function isCacheablePath(pathname: string): boolean {
  if (CACHEABLE.has(pathname)) return true;
  if (pathname === "/_root.data") return true;
  const m = pathname.match(/^(\/[a-z]+)\.data$/);
  return m !== null && CACHEABLE.has(m[1]);
}

/**
 * The cache key: these pages take no parameters, so a campaign tag or a
 * random query string must not miss the cache (only Remix's `_routes`,
 * which shapes a data response, is kept), and `version` is the build's, so
 * a new deploy never serves a page naming the previous build's scripts.
 */
export function cacheKey(url: URL, version: string): string {
  const key = new URL(url.pathname, url.origin);
  const routes = url.searchParams.get("_routes");
  if (routes !== null) key.searchParams.set("_routes", routes);
  key.searchParams.set("__build", version);
  return key.toString();
}

/** A cached page with this request's nonce and form token in place of the ones it was rendered with. */
export async function withFreshValues(cached: Response, nonce: string, formToken: string | undefined): Promise<Response> {
  const headers = new Headers(cached.headers);
  const swaps: [string | null, string | undefined][] = [
    [headers.get(RENDERED_NONCE), nonce],
    [headers.get(RENDERED_TOKEN), formToken],
  ];
  headers.delete(RENDERED_NONCE);
  headers.delete(RENDERED_TOKEN);
  let body = await cached.text();
  let csp = headers.get("content-security-policy");
  for (const [old, fresh] of swaps) {
    if (!old || !fresh) continue;
    body = body.replaceAll(old, fresh);
    csp = csp?.replaceAll(old, fresh) ?? null;
  }
  if (csp) headers.set("content-security-policy", csp);
  headers.set("x-edge-cache", "HIT");
  return new Response(body, { status: cached.status, headers });
}

export const edgeCache =
  (version: string): MiddlewareHandler<{ Bindings: Env; Variables: SecurityVariables }> =>
  async (c, next) => {
    const url = new URL(c.req.url);
    const ttl = edgeTtlSeconds(c.env);
    if (c.req.method !== "GET" || ttl === 0 || !isCacheablePath(url.pathname) || typeof caches === "undefined") return next();
    const cache = (caches as unknown as { default: Cache }).default;
    const key = new Request(cacheKey(url, version), { method: "GET" });
    const hit = await cache.match(key);
    if (hit) {
      c.res = await withFreshValues(hit, c.get("nonce"), c.get("formToken"));
      return;
    }
    await next();
    const control = c.res.headers.get("cache-control") ?? "";
    if (c.res.status !== 200 || c.res.headers.has("set-cookie") || /no-store|private/.test(control)) return;
    const res = new Response(c.res.body, c.res);
    res.headers.set("cache-control", `public, max-age=0, s-maxage=${ttl}`);
    res.headers.set("x-edge-cache", "MISS");
    const stored = new Response(res.clone().body, res);
    stored.headers.set(RENDERED_NONCE, c.get("nonce"));
    const token = c.get("formToken");
    if (token) stored.headers.set(RENDERED_TOKEN, token);
    c.executionCtx.waitUntil(cache.put(key, stored));
    c.res = res;
  };
