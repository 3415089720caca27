import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAME_SITE, SITE, TestCache, testApp, testCtx, testEnv } from "../tests/support/worker-app";

/** A stand-in for the Workers Rate Limiting binding: `allowed` reads per key. */
function limiter(allowed: number) {
  const counts = new Map<string, number>();
  return {
    counted: (key: string) => counts.get(key) ?? 0,
    binding: {
      async limit({ key }: { key: string }) {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return { success: counts.get(key)! <= allowed };
      },
    } as RateLimit,
  };
}

const reader = (ip: string) => ({ "cf-connecting-ip": ip });

describe("the read limit", () => {
  beforeEach(() => vi.stubGlobal("caches", { default: new TestCache() }));
  afterEach(() => vi.unstubAllGlobals());

  it("counts only the reads the edge cache can't answer, and answers one past the limit 429 with when to come back", async () => {
    const { app, rendered } = testApp();
    const { binding, counted } = limiter(2);
    const env = testEnv({ READ_LIMITER: binding });
    const read = async (path: string, ip = "203.0.113.9") => {
      const ctx = testCtx();
      const res = await app.request(`${SITE}${path}`, { headers: reader(ip) }, env, ctx.ctx);
      await ctx.settled();
      return res;
    };
    for (let i = 0; i < 5; i++) expect((await read("/pancakes")).status).toBe(200);
    expect(counted("203.0.113.9")).toBe(1);
    expect((await read("/search?q=pie")).status).toBe(200);
    const refused = await read("/search?q=cake");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    // Not kept: the next reader of that search is rendered for.
    expect((await read("/search?q=cake", "203.0.113.10")).status).toBe(200);
    // A page the cache has is still served to the limited client.
    expect((await read("/pancakes")).status).toBe(200);
    expect(rendered).toHaveLength(4);
  });

  it("lets a reader who has commented through until the limit, as any other reader the cache can't answer", async () => {
    const { app } = testApp();
    const { binding, counted } = limiter(3);
    const env = testEnv({ READ_LIMITER: binding });
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.request(
        `${SITE}/pancakes`,
        { headers: { ...reader("203.0.113.9"), cookie: "commenter=1" } },
        env,
        testCtx().ctx,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(counted("203.0.113.9")).toBe(5);
  });

  it("never counts a post, and lets reads through when the limiter fails", async () => {
    const { app } = testApp();
    const { binding, counted } = limiter(0);
    const post = await app.request(
      `${SITE}/pancakes`,
      { method: "POST", headers: { ...SAME_SITE, ...reader("203.0.113.9") }, body: "a=1" },
      testEnv({ READ_LIMITER: binding }),
    );
    expect(post.status).toBe(200);
    expect(counted("203.0.113.9")).toBe(0);
    const broken: RateLimit = { limit: () => Promise.reject(new Error("limiter down")) };
    const res = await app.request(
      `${SITE}/search?q=pie`,
      { headers: reader("203.0.113.9") },
      testEnv({ READ_LIMITER: broken }),
      testCtx().ctx,
    );
    expect(res.status).toBe(200);
  });
});
