// Purging is by a per-recipe generation here and by Cache-Tag elsewhere: docs/decisions/002-edge-cache.md
import { config } from "../app/utils/config.server";
import type { Env } from "../app/utils/env";
import { edgeStorage, type EdgeStorage } from "./edge-storage";
import { isolateMemory } from "./isolate-memory";

export const recipeTag = (slug: string) => `recipe-${slug}`;
export const LISTINGS_TAG = "listings";

const GENERATION_SECONDS = 3 * 24 * 3600;

const generationKey = (origin: string, slug: string) => `${origin}/__edge-cache/generation/${slug}`;

function newGeneration(): string {
  return `${Date.now().toString(36)}${crypto.getRandomValues(new Uint32Array(1))[0].toString(36)}`;
}

// In a header, with no body: every cached recipe page looks it up, and reading a body costs more than the lookup.
const GENERATION_HEADER = "x-generation";

async function writeGeneration(cache: EdgeStorage, origin: string, slug: string, generation: string) {
  await cache.put(
    generationKey(origin, slug),
    new Response(null, { headers: { "cache-control": `public, s-maxage=${GENERATION_SECONDS}`, [GENERATION_HEADER]: generation } }),
  );
}

const generations = isolateMemory<string>();

export async function recipeGeneration(cache: EdgeStorage, origin: string, slug: string, ctx: ExecutionContext): Promise<string> {
  const key = generationKey(origin, slug);
  const known = generations.get(cache, key);
  if (known) return known;
  const kept = await cache.match(key);
  // A generation an earlier build wrote is its body.
  let generation = kept && (kept.headers.get(GENERATION_HEADER) ?? (await kept.text()));
  if (!generation) {
    generation = newGeneration();
    ctx.waitUntil(writeGeneration(cache, origin, slug, generation).catch(() => {}));
  }
  generations.set(cache, key, generation);
  return generation;
}

// Never throws: a cache that can't be purged must not fail the post that changed the page.
export async function purgeRecipe(env: Env, ctx: ExecutionContext, origin: string, slug: string): Promise<void> {
  const cache = edgeStorage();
  if (cache) {
    const generation = newGeneration();
    try {
      await writeGeneration(cache, origin, slug, generation);
      generations.set(cache, generationKey(origin, slug), generation);
    } catch (e) {
      console.error(`edge cache: ${slug} not purged here:`, e instanceof Error ? e.message : e);
    }
  }
  const purged = purgeTags(env, [recipeTag(slug)]);
  if (purged)
    ctx.waitUntil(purged.catch((e) => console.error(`edge cache: ${slug} not purged everywhere:`, e instanceof Error ? e.message : e)));
}

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
