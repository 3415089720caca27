/**
 * Taking a recipe's pages out of the edge cache after its comments changed.
 *
 * Here (the data center that took the post): the Cache API can't list what
 * it holds, and one recipe has copies under many keys (five scales, two
 * unit systems, any comments page, open thread or reply form, each as a page
 * and as `.data`), so they are not deleted one by one. Instead the recipe
 * has a generation, a value kept in the same cache under a key of its own,
 * and every copy is labelled with the generation it was rendered in. A
 * change writes a new generation; a copy with another label counts as gone
 * (the next reader gets a fresh render, which replaces it), so every copy
 * of the recipe goes at once. Every request in the data center reads the
 * generation (beside the page, at the same time) from the cache it reads
 * the page from, so the change shows to the next reader there, whichever
 * isolate serves them; a value in an isolate's memory would not. A render
 * that began before the change is labelled with the old generation, so it
 * can't bring the old comments back. A generation that was evicted is
 * replaced by a new one, never by a default, so old copies can't return.
 *
 * Everywhere else: with CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID set,
 * Cloudflare's purge API drops every copy tagged with the recipe's
 * Cache-Tag in every data center, from waitUntil so the writer never waits;
 * a failure is logged and the copies expire within RECIPE_CACHE_SECONDS.
 */
import { config } from "../app/config.server";
import type { Env } from "../app/env";

/** The Cache-Tag on every stored copy of a recipe's pages. */
export const recipeTag = (slug: string) => `recipe-${slug}`;
/** The Cache-Tag on the listing pages (home, About, categories), for a purge from the dashboard after a re-seed. */
export const LISTINGS_TAG = "listings";

/** How long a generation is kept: longer than any copy made with it lives. */
const GENERATION_SECONDS = 3 * 24 * 3600;

const generationKey = (origin: string, slug: string) => `${origin}/__edge-cache/generation/${slug}`;

function newGeneration(): string {
  return `${Date.now().toString(36)}${crypto.getRandomValues(new Uint32Array(1))[0].toString(36)}`;
}

async function writeGeneration(cache: Cache, origin: string, slug: string, generation: string) {
  await cache.put(
    generationKey(origin, slug),
    new Response(generation, { headers: { "cache-control": `public, s-maxage=${GENERATION_SECONDS}` } }),
  );
}

/** The recipe's current generation in this data center (a new one if it has none). */
export async function recipeGeneration(cache: Cache, origin: string, slug: string, ctx: ExecutionContext): Promise<string> {
  const kept = await cache.match(generationKey(origin, slug));
  if (kept) return kept.text();
  const fresh = newGeneration();
  ctx.waitUntil(writeGeneration(cache, origin, slug, fresh).catch(() => {}));
  return fresh;
}

/**
 * Drops every cached page of `slug`: at once in this data center, and in all
 * of them through Cloudflare's API when it is configured. Never throws: a
 * cache that can't be purged must not fail the post that changed the page.
 */
export async function purgeRecipe(env: Env, ctx: ExecutionContext, origin: string, slug: string): Promise<void> {
  if (typeof caches !== "undefined") {
    try {
      await writeGeneration((caches as unknown as { default: Cache }).default, origin, slug, newGeneration());
    } catch (e) {
      console.error(`edge cache: ${slug} not purged here:`, e instanceof Error ? e.message : e);
    }
  }
  const purged = purgeTags(env, [recipeTag(slug)]);
  if (purged)
    ctx.waitUntil(purged.catch((e) => console.error(`edge cache: ${slug} not purged everywhere:`, e instanceof Error ? e.message : e)));
}

/** Purges by Cache-Tag in every data center; null (nothing called) without the token and zone. */
export function purgeTags(env: Env, tags: string[]): Promise<void> | null {
  const purge = config(env).purge;
  if (!purge) return null;
  return (async () => {
    const res = await fetch(`${purge.apiUrl}/zones/${encodeURIComponent(purge.zoneId)}/purge_cache`, {
      method: "POST",
      headers: { authorization: `Bearer ${purge.token}`, "content-type": "application/json" },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => null)) as { success?: boolean; errors?: unknown } | null;
    if (!res.ok || !body?.success)
      throw new Error(`purge API answered ${res.status}: ${JSON.stringify(body?.errors ?? body).slice(0, 200)}`);
  })();
}

/**
 * The commenter cookie: a browser that has just posted skips the cache for
 * recipe pages (as WordPress page caches do for a comment author), so the
 * writer sees their words even where a copy without them is still kept.
 * It holds nothing about the writer and lasts as long as a recipe copy.
 */
export const COMMENTER_COOKIE = "commenter";

export function commenterCookie(ttlSeconds: number, secure: boolean): string {
  return `${COMMENTER_COOKIE}=1; Max-Age=${ttlSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function hasCommenterCookie(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader && new RegExp(`(?:^|;\\s*)${COMMENTER_COOKIE}=`).test(cookieHeader));
}
