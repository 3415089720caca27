import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SITE, testApp, testCtx, testEnv } from "./test-app";

/** A stand-in for the Workers Cache API (caches.default): kept by URL. */
class TestCache {
  kept = new Map<string, Response>();
  async match(req: Request | string) {
    return this.kept.get(typeof req === "string" ? req : req.url)?.clone();
  }
  async put(req: Request | string, res: Response) {
    this.kept.set(typeof req === "string" ? req : req.url, res);
  }
  async delete(req: Request | string) {
    return this.kept.delete(typeof req === "string" ? req : req.url);
  }
}

let cache: TestCache;
beforeEach(() => {
  cache = new TestCache();
  vi.stubGlobal("caches", { default: cache });
});
afterEach(() => vi.unstubAllGlobals());

const nonceOf = (res: Response) => res.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];

describe("the edge cache", () => {
  it("serves a recipe page's second reader from the cache, with their own nonce on its scripts and in its CSP", async () => {
    const { app, rendered } = testApp();
    const env = testEnv();
    const first = testCtx();
    const miss = await app.request(`${SITE}/pancakes`, {}, env, first.ctx);
    expect(miss.headers.get("x-edge-cache")).toBe("MISS");
    const missHtml = await miss.text();
    expect(missHtml).toContain(`<script nonce="${nonceOf(miss)}">`);
    await first.settled();
    await new Promise((r) => setTimeout(r, 2)); // a token of another millisecond

    const hit = await app.request(`${SITE}/pancakes?utm_source=mail`, {}, env, testCtx().ctx);
    expect(hit.headers.get("x-edge-cache")).toBe("HIT");
    expect(rendered).toHaveLength(1);
    const html = await hit.text();
    expect(nonceOf(hit)).not.toBe(nonceOf(miss));
    expect(html).toContain(`<script nonce="${nonceOf(hit)}">`);
    expect(html).not.toContain(nonceOf(miss));
    expect(html).not.toContain(rendered[0].formToken);
    expect(hit.headers.get("x-rendered-nonce")).toBeNull();
  });

  it("keeps its copy under the page's canonical address, rendered from that address", async () => {
    const { app, rendered } = testApp();
    const ctx = testCtx();
    await app.request(`${SITE}/pancakes?fbclid=abc`, {}, testEnv(), ctx.ctx);
    await ctx.settled();
    expect(new URL(rendered[0].request.url).search).toBe("");
    expect([...cache.kept.keys()].filter((k) => k.includes("__build"))).toEqual([`${SITE}/pancakes?__build=test-build`]);
  });

  it("is passed by for a reader who has commented, and by an address with a parameter the page doesn't know", async () => {
    const { app, rendered } = testApp();
    for (const [path, headers] of [
      ["/pancakes", { cookie: "commenter=1" }],
      ["/pancakes?nonsense=1", {}],
    ] as const) {
      const res = await app.request(`${SITE}${path}`, { headers }, testEnv(), testCtx().ctx);
      expect(res.headers.get("x-edge-cache"), path).toBe("BYPASS");
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    expect(rendered).toHaveLength(2);
    expect([...cache.kept.keys()].filter((k) => k.includes("__build"))).toEqual([]);
  });

  it("never keeps a post's answer", async () => {
    const { app } = testApp();
    const ctx = testCtx();
    const res = await app.request(
      `${SITE}/pancakes`,
      { method: "POST", headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" }, body: "a=1" },
      testEnv(),
      ctx.ctx,
    );
    await ctx.settled();
    expect(res.headers.get("x-edge-cache")).toBeNull();
    expect(cache.kept.size).toBe(0);
  });
});
