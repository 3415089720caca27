// What is kept, under which key, and why: docs/edge-cache.md and docs/decisions/002-edge-cache.md, 014.
import type { ServerBuild } from "@remix-run/cloudflare";
import type { Context, MiddlewareHandler, Next } from "hono";
import { cachedPage, canonicalUrl, expectedContentType, withoutTrailingSlash } from "./cache-key";
import { config, publicOrigin } from "../app/utils/config.server";
import type { Env } from "../app/utils/env";
import type { EdgeCacheHooks } from "../app/utils/load-context";
import { commenterCookie, hasCommenterCookie } from "./commenter-cookie";
import { TOKEN_FIELD, TOKEN_META_NAME } from "../app/forms/fields";
import { FORM_TOKEN_TEXT } from "../app/forms/guard.server";
import { carriesPlan } from "../app/planning/plan-fields";
import { edgeStorage, type EdgeStorage } from "./edge-storage";
import type { FormTokenVariables } from "./form-tokens";
import { type HashedPageVariables, pageCsp } from "./headers";
import { isolateMemory, REREAD_AFTER_MS } from "./isolate-memory";
import { LISTINGS_TAG, purgeRecipe, recipeGeneration, recipeTag } from "./purge";

// A day: past that, saying comments can't be shown is more honest than an old list.
const STALE_IF_ERROR_SECONDS = 24 * 3600;

export type EdgeCacheVariables = FormTokenVariables &
  HashedPageVariables & {
    edgeCache: EdgeCacheHooks;
    renderRequest?: Request;
  };
type Ctx = Context<{ Bindings: Env; Variables: EdgeCacheVariables }>;

const TOKEN_AT = "x-token-at";
const STORED_AT = "x-stored-at";
const GENERATION = "x-generation";

// The build is in the key: a deploy never serves the previous build's scripts.
function cacheKey(canonical: URL, version: string): string {
  const key = new URL(canonical);
  key.searchParams.set("__build", version);
  return key.toString();
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function tokenOffsets(body: Uint8Array, text: string, html = decoder.decode(body)): number[] {
  const found: number[] = [];
  // A native search of the text, each place then counted in bytes: a loop over the bytes was a twentieth of a render.
  const ascii = html.length === body.length;
  const scratch = ascii ? null : new Uint8Array(body.length);
  for (let at = html.indexOf(text); at !== -1; at = html.indexOf(text, at + 1))
    found.push(scratch ? encoder.encodeInto(html.slice(0, at), scratch).written : at);
  return found;
}

const SLOT_OPENINGS = [`name="${TOKEN_META_NAME}" content="`, `name="${TOKEN_FIELD}" value="`];
const ANY_TOKEN = new RegExp(FORM_TOKEN_TEXT, "g");
const QUOTE = '"'.charCodeAt(0);

// Each token slot's offset, the slot holding a value `holds` takes; null when no copy may be served: a slot holding
// anything else, or a token outside the slots (in the page's data), which no reader's own would be written over.
export function tokenSlots(body: Uint8Array, holds: (value: string) => boolean, html = decoder.decode(body)): number[] | null {
  const slots = SLOT_OPENINGS.flatMap((opening) => tokenOffsets(body, opening, html).map((at) => at + opening.length)).sort(
    (a, b) => a - b,
  );
  if ((html.match(ANY_TOKEN)?.length ?? 0) !== slots.length) return null;
  for (const at of slots) {
    const end = body.indexOf(QUOTE, at);
    if (end === -1 || !holds(decoder.decode(body.subarray(at, end)))) return null;
  }
  return slots;
}

const WHOLE_TOKEN = new RegExp(`^${FORM_TOKEN_TEXT}$`);
const isToken = (value: string) => WHOLE_TOKEN.test(value);
const NO_SLOTS = "none";

export interface Copy {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  tokenAt: number[];
  storedAt: number;
  generation: string | null;
}

const INTERNAL_HEADERS = [TOKEN_AT, STORED_AT, GENERATION, "cache-tag"];

/** null for a copy whose token slots were not recorded as they are in its body: it is never served. */
export async function copyOf(kept: Response): Promise<Copy | null> {
  const headers = new Headers(kept.headers);
  const body = new Uint8Array(await kept.arrayBuffer());
  const recorded = headers.get(TOKEN_AT);
  const slots = tokenSlots(body, isToken);
  if (slots === null || recorded !== (slots.join(",") || NO_SLOTS)) return null;
  const copy = {
    status: kept.status,
    tokenAt: slots,
    storedAt: Number(headers.get(STORED_AT)),
    generation: headers.get(GENERATION),
  };
  for (const internal of INTERNAL_HEADERS) headers.delete(internal);
  return { ...copy, headers: [...headers], body };
}

// Every token has the same length, so nothing else in the body moves: no decoding, no search, no new CSP.
export function withFreshToken(copy: Copy, formToken: string | undefined): Response {
  let body = copy.body;
  if (copy.tokenAt.length > 0 && formToken) {
    body = body.slice();
    const fresh = encoder.encode(formToken);
    for (const at of copy.tokenAt) body.set(fresh, at);
  }
  return new Response(body, { status: copy.status, headers: copy.headers });
}

const recentPages = isolateMemory<Copy>(64);
const rememberCopy = (cache: EdgeStorage, key: string, copy: Copy, ttlMs: number) =>
  recentPages.set(cache, key, copy, Math.min(Date.now() + REREAD_AFTER_MS, copy.storedAt + ttlMs));

const browserCacheControl = (ttl: number) => `public, max-age=0, s-maxage=${ttl}`;

/** The build a copy belongs to: its client files, and the stylesheet the server inlines (a CSS-only deploy changes no client file). */
export function buildVersion(build: { assets: { version: string }; entry: { module: object } }): string {
  const { stylesheetVersion } = build.entry.module as { stylesheetVersion?: string };
  return stylesheetVersion ? `${build.assets.version}.${stylesheetVersion}` : build.assets.version;
}

export const edgeCache = (build: ServerBuild): MiddlewareHandler<{ Bindings: Env; Variables: EdgeCacheVariables }> => {
  const routeIds: ReadonlySet<string> = new Set(Object.keys(build.routes));
  const version = buildVersion(build);
  return async (c, next) => {
    const url = new URL(c.req.url);
    const ttls = config(c.env).cache;
    // A recipe's generation is the site's, whatever Host a post or a read came with: a post purges every copy.
    const site = publicOrigin(c.env, c.req.url);
    let commented = false;
    const purge = async (slug: string) => {
      if (ttls.recipe > 0) await purgeRecipe(c.env, c.executionCtx as ExecutionContext, site, slug);
    };
    c.set("edgeCache", {
      purgeRecipe: purge,
      async commentStored(slug) {
        commented = ttls.recipe > 0;
        await purge(slug);
      },
    });

    // A HEAD is answered as its GET is, from the same copy (Hono leaves the body out).
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      await next();
      if (commented) c.header("set-cookie", commenterCookie(ttls.recipe, url.protocol === "https:"), { append: true });
      return;
    }
    const slashless = withoutTrailingSlash(url);
    if (slashless) return c.redirect(slashless, 301);
    const page = cachedPage(url.pathname);
    const ttl = page?.recipe ? ttls.recipe : ttls.listing;
    const cache = edgeStorage();
    if (!page || ttl === 0 || !cache) return next();
    if (page.recipe && hasCommenterCookie(c.req.header("cookie"))) return bypass(c, next);
    const canonical = canonicalUrl(url, page, routeIds);
    if (!canonical) return bypass(c, next, carriesPlan(url.searchParams) ? ONE_READERS_PLAN : undefined);

    const key = cacheKey(canonical, version);
    const known = recentPages.get(cache, key);
    const [generation, found] = await Promise.all([
      page.recipe ? recipeGeneration(cache, site, page.recipe, c.executionCtx as ExecutionContext) : null,
      known ?? cache.match(new Request(key, { method: "GET" })).then((res) => res && copyOf(res)),
    ]);
    const kept = found && (generation === null || found.generation === generation) ? found : undefined;
    if (kept && Date.now() - kept.storedAt < ttl * 1000) {
      if (kept !== known) rememberCopy(cache, key, kept, ttl * 1000);
      c.res = served(c, kept, "HIT", browserCacheControl(ttl));
      return;
    }

    // Rendered as a GET even for a HEAD, so that the copy it makes has its body.
    c.set("renderRequest", new Request(canonical, c.req.method === "HEAD" ? { headers: c.req.raw.headers } : c.req.raw));
    c.set("hashedPage", true);
    await next();
    const body = await keepableBody(c.res, expectedContentType(page));
    if (body === null) {
      if (kept) c.res = served(c, kept, "STALE", "no-store");
      else c.res = await withPageCsp(c.res);
      return;
    }
    const token = c.get("formToken");
    // Every slot must hold this reader's token, so that each later reader's is written over it.
    const html = decoder.decode(body);
    const tokenAt = tokenSlots(new Uint8Array(body), (value) => value === token, html);
    if (tokenAt === null) {
      console.error(`${url.pathname}: not kept, a form token in the page is not the one the worker issued`);
      c.res = await withPageCsp(c.res);
      c.res.headers.set("cache-control", "private, no-store");
      c.res.headers.set("x-edge-cache", "MISS");
      return;
    }
    const rendered = await withPageCsp(new Response(body, c.res), html);
    const stored = new Response(body, rendered);
    const copy: Copy = {
      status: stored.status,
      headers: [...rendered.headers],
      body: new Uint8Array(body),
      tokenAt,
      storedAt: Date.now(),
      generation,
    };
    stored.headers.set("cache-control", `public, s-maxage=${ttl + STALE_IF_ERROR_SECONDS}`);
    // Search pages go with the listings: both change only when the recipes are reseeded.
    stored.headers.set("cache-tag", page.recipe ? recipeTag(page.recipe) : LISTINGS_TAG);
    stored.headers.set(STORED_AT, String(copy.storedAt));
    if (generation) stored.headers.set(GENERATION, generation);
    stored.headers.set(TOKEN_AT, tokenAt.join(",") || NO_SLOTS);
    rememberCopy(cache, key, copy, ttl * 1000);
    c.executionCtx.waitUntil(cache.put(new Request(key, { method: "GET" }), stored));
    c.res = rendered;
    c.res.headers.set("cache-control", browserCacheControl(ttl));
    c.res.headers.set("x-edge-cache", "MISS");
  };
};

async function keepableBody(res: Response, contentType: string): Promise<ArrayBuffer | null> {
  const control = res.headers.get("cache-control") ?? "";
  const type = res.headers.get("content-type") ?? "";
  if (res.status !== 200 || res.headers.has("set-cookie") || /no-store|private/.test(control) || !type.startsWith(contentType)) return null;
  const body = await res.clone().arrayBuffer();
  return body.byteLength > 0 ? body : null;
}

async function withPageCsp(res: Response, html?: string): Promise<Response> {
  if (!res.headers.get("content-type")?.startsWith("text/html")) return res;
  html ??= await res.clone().text();
  const page = new Response(res.body, res);
  page.headers.set("content-security-policy", await pageCsp(html));
  return page;
}

function served(c: Ctx, kept: Copy, how: "HIT" | "STALE", cacheControl: string): Response {
  const res = withFreshToken(kept, c.get("formToken"));
  res.headers.set("cache-control", cacheControl);
  res.headers.set("x-edge-cache", how);
  return res;
}

// One reader's plan (when they eat, what they have): no page for a shared cache, but theirs to keep offline (issue 61).
const ONE_READERS_PLAN = "private, no-cache";

async function bypass(c: Ctx, next: Next, cacheControl = "private, no-store") {
  await next();
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set("x-edge-cache", "BYPASS");
  if (c.res.status === 200) c.res.headers.set("cache-control", cacheControl);
}
