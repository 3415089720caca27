import { afterEach, describe, expect, it, vi } from "vitest";
import type { Env } from "../app/utils/env";
import { REREAD_AFTER_MS } from "./isolate-memory";
import { purgeRecipe, purgeTags, recipeGeneration } from "./purge";
import { SITE, TestCache, testCtx as context, testEnv } from "../tests/support/worker-app";

// CLOUDFLARE_API_URL is optional, and so not among the generated bindings.
const env = (vars: Partial<Env> & { CLOUDFLARE_API_URL?: string }) => testEnv(vars);

const configured = env({
  CLOUDFLARE_API_TOKEN: "t0ken",
  CLOUDFLARE_ZONE_ID: "zone 1",
  CLOUDFLARE_API_URL: "https://api.test/client/v4/",
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the purge through Cloudflare's API", () => {
  it("calls nothing without the token and the zone", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(purgeTags(env({}), ["recipe-pancakes"])).toBeNull();
    expect(purgeTags(env({ CLOUDFLARE_API_TOKEN: "t" }), ["recipe-pancakes"])).toBeNull();
    const { ctx, settled } = context();
    await purgeRecipe(env({}), ctx, "https://recipes.example.com", "pancakes");
    await settled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("purges the recipe's tag in the configured zone, with the token", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ success: true, errors: [], messages: [], result: { id: "1" } }),
    );
    vi.stubGlobal("fetch", fetch);
    const { ctx, settled } = context();
    await purgeRecipe(configured, ctx, "https://recipes.example.com", "pancakes");
    await settled();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("https://api.test/client/v4/zones/zone%201/purge_cache");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer t0ken");
    expect(JSON.parse(String(init?.body))).toEqual({ tags: ["recipe-pancakes"] });
  });

  it("logs a failure and never throws it at the post", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const answer of [
      () => Promise.reject(new Error("connection refused")),
      async () => Response.json({ success: false, errors: [{ code: 10000, message: "Authentication error" }] }, { status: 403 }),
      async () => new Response("<html>bad gateway</html>", { status: 502 }),
    ]) {
      vi.stubGlobal("fetch", vi.fn(answer));
      const { ctx, settled } = context();
      await expect(purgeRecipe(configured, ctx, "https://recipes.example.com", "pancakes")).resolves.toBeUndefined();
      await settled();
    }
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(Array(3).fill("edge cache: pancakes not purged everywhere:"));
    expect(String(errors.mock.calls[1][1])).toContain("403");
    errors.mockRestore();
  });
});

describe("a recipe's generation", () => {
  it("is read from the cache at most once a second by an isolate, which sees its own purge at once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new TestCache();
    vi.stubGlobal("caches", { default: cache });
    const lookups = vi.spyOn(cache, "match");
    const { ctx, settled } = context();
    const generation = () => recipeGeneration(cache, SITE, "pancakes", ctx);

    const first = await generation();
    await settled();
    expect(await generation()).toBe(first);
    expect(lookups).toHaveBeenCalledTimes(1);

    // A module of its own is an isolate of its own.
    vi.resetModules();
    const elsewhere = await import("./purge");
    await elsewhere.purgeRecipe(env({}), ctx, SITE, "pancakes");
    const theirs = await elsewhere.recipeGeneration(cache, SITE, "pancakes", ctx);
    expect(theirs).not.toBe(first);
    expect(await generation()).toBe(first);
    vi.advanceTimersByTime(REREAD_AFTER_MS);
    expect(await generation()).toBe(theirs);
    expect(lookups).toHaveBeenCalledTimes(2);

    await purgeRecipe(env({}), ctx, SITE, "pancakes");
    expect(await generation()).not.toBe(theirs);
    expect(lookups).toHaveBeenCalledTimes(2);
  });
});
