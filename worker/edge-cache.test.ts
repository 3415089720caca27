import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { workerApp } from "./app";
import { buildVersion, copyOf, tokenOffsets, tokenSlots, withFreshToken } from "./edge-cache";
import { REREAD_AFTER_MS } from "./isolate-memory";
import { purgeRecipe } from "./purge";
import { formSecret, judgeSubmission } from "../app/forms/guard.server";
import { SITE, TEST_BUILD, TestCache, testApp, testCtx, testEnv } from "../tests/support/worker-app";

let cache: TestCache;
beforeEach(() => {
  cache = new TestCache();
  vi.stubGlobal("caches", { default: cache });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const cspOf = (res: Response) => res.headers.get("content-security-policy")!;
const tokenOf = (html: string) => html.match(/name="_t" value="([^"]+)"/)![1];

/** How the edge cache answered a reader of /pancakes, once the request's background work is done. */
async function howServed(app: ReturnType<typeof testApp>["app"]) {
  const ctx = testCtx();
  const res = await app.request(`${SITE}/pancakes`, {}, testEnv(), ctx.ctx);
  await ctx.settled();
  return res.headers.get("x-edge-cache");
}

describe("the edge cache", () => {
  it("serves a recipe page's second reader from the cache, with the page's own CSP and a fresh form token", async () => {
    const { app, rendered } = testApp();
    const env = testEnv();
    const first = testCtx();
    const miss = await app.request(`${SITE}/pancakes`, {}, env, first.ctx);
    expect(miss.headers.get("x-edge-cache")).toBe("MISS");
    const missHtml = await miss.text();
    // Rendered without a nonce: the CSP names the page's one inline script, "1", by its hash.
    expect(rendered[0].nonce).toBeUndefined();
    expect(missHtml).toContain("<script>1</script>");
    const hash = "'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='";
    expect(cspOf(miss)).toContain(`script-src 'self' ${hash};`);
    expect(cspOf(miss)).not.toMatch(/nonce|unsafe-inline/);
    await first.settled();
    // A token of another second: the copy's token is the reader's own, not the one it was stored with.
    const later = vi.spyOn(Date, "now").mockReturnValue(Date.now() + 1000);
    const hit = await Promise.resolve(app.request(`${SITE}/pancakes?utm_source=mail`, {}, env, testCtx().ctx)).finally(() =>
      later.mockRestore(),
    );
    expect(hit.headers.get("x-edge-cache")).toBe("HIT");
    expect(rendered).toHaveLength(1);
    const html = await hit.text();
    expect(cspOf(hit)).toBe(cspOf(miss));
    expect(tokenOf(html)).not.toBe(tokenOf(missHtml));
    expect(html.replaceAll(tokenOf(html), "")).toBe(missHtml.replaceAll(tokenOf(missHtml), ""));
    for (const internal of ["x-token-at", "x-stored-at", "cache-tag"]) {
      expect(hit.headers.get(internal), internal).toBeNull();
      expect(miss.headers.get(internal), internal).toBeNull();
    }
  });

  it("serves a page it read in the last second from memory, and looks again after it, so a purge elsewhere shows within the second", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { app, rendered } = testApp();
    const read = () => howServed(app);
    expect(await read()).toBe("MISS");
    const lookups = vi.spyOn(cache, "match");
    expect(await read()).toBe("HIT");
    expect(lookups).not.toHaveBeenCalled();
    // A Cache-Tag purge from another data center takes the copy out of this one's cache.
    cache.kept.delete(`${SITE}/pancakes?__build=test-build.test-css`);
    expect(await read()).toBe("HIT");
    vi.advanceTimersByTime(REREAD_AFTER_MS);
    expect(await read()).toBe("MISS");
    expect(rendered).toHaveLength(2);
  });

  it("takes a recipe's copy out of memory at once when this isolate purges it", async () => {
    const { app, rendered } = testApp();
    const read = () => howServed(app);
    expect(await read()).toBe("MISS");
    expect(await read()).toBe("HIT");
    await purgeRecipe(testEnv(), testCtx().ctx, SITE, "pancakes");
    expect(await read()).toBe("MISS");
    expect(rendered).toHaveLength(2);
  });

  it("gives a page passed by its nonce, as before", async () => {
    const { app, rendered } = testApp();
    const res = await app.request(`${SITE}/pancakes`, { headers: { cookie: "commenter=1" } }, testEnv(), testCtx().ctx);
    const nonce = rendered[0].nonce!;
    expect(cspOf(res)).toContain(`script-src 'self' 'nonce-${nonce}';`);
    expect(await res.text()).toContain(`<script nonce="${nonce}">1</script>`);
  });

  it("writes a fresh token over every place the page had its own, counted in bytes", async () => {
    const token = `${Date.now()}.${"a".repeat(43)}`;
    const fresh = `${Date.now() + 5}.${"b".repeat(43)}`;
    const html = `<meta name="form-token" content="${token}"><p>jalapeños, crème fraîche</p><input type="hidden" name="_t" value="${token}">`;
    const body = new TextEncoder().encode(html);
    const at = tokenOffsets(body, token);
    expect(at).toHaveLength(2);
    const cached = new Response(body, { headers: { "x-token-at": at.join(","), "content-type": "text/html" } });
    const res = withFreshToken((await copyOf(cached))!, fresh);
    expect(await res.text()).toBe(html.replaceAll(token, fresh));
    expect(res.headers.get("x-token-at")).toBeNull();
  });

  it("keeps its copy under the page's canonical address, rendered from that address", async () => {
    const { app, rendered } = testApp();
    const ctx = testCtx();
    await app.request(`${SITE}/pancakes?fbclid=abc`, {}, testEnv(), ctx.ctx);
    await ctx.settled();
    expect(new URL(rendered[0].request.url).search).toBe("");
    expect([...cache.kept.keys()].filter((k) => k.includes("__build"))).toEqual([`${SITE}/pancakes?__build=test-build.test-css`]);
  });

  it("is passed by for a reader who has commented, and by an address with a parameter the page reads given twice", async () => {
    const { app, rendered } = testApp();
    for (const [path, headers] of [
      ["/pancakes", { cookie: "commenter=1" }],
      ["/pancakes?x=2&x=3", {}],
    ] as const) {
      const res = await app.request(`${SITE}${path}`, { headers }, testEnv(), testCtx().ctx);
      expect(res.headers.get("x-edge-cache"), path).toBe("BYPASS");
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    expect(rendered).toHaveLength(2);
    expect([...cache.kept.keys()].filter((k) => k.includes("__build"))).toEqual([]);
  });

  it("passes by a reader's plan, which only their own browser may keep (private, no-cache: the offline worker keeps it)", async () => {
    const { app, rendered } = testApp();
    for (const path of ["/artisanbread?serve=18%3A30", "/pancakes?x=2&have=flour&amount=2&unit=cup"]) {
      const res = await app.request(`${SITE}${path}`, {}, testEnv(), testCtx().ctx);
      expect(res.headers.get("x-edge-cache"), path).toBe("BYPASS");
      expect(res.headers.get("cache-control"), path).toBe("private, no-cache");
    }
    expect(rendered).toHaveLength(2);
    expect([...cache.kept.keys()].filter((k) => k.includes("__build"))).toEqual([]);
  });

  it("keeps a page at a scale between the buttons, under the one text the site's links write", async () => {
    const { app, rendered } = testApp();
    const seen: (string | null)[] = [];
    for (const path of ["/pancakes?x=2.7", "/pancakes?x=2.7", "/pancakes?x=2.70", "/pancakes?x=2.75"]) {
      const ctx = testCtx();
      const res = await app.request(`${SITE}${path}`, {}, testEnv(), ctx.ctx);
      await ctx.settled();
      seen.push(res.headers.get("x-edge-cache"));
    }
    expect(seen).toEqual(["MISS", "HIT", "BYPASS", "BYPASS"]);
    expect(rendered).toHaveLength(3);
  });

  it("keeps one copy for addresses that differ only by parameters the page doesn't read, rendered without them", async () => {
    const { app, rendered } = testApp();
    for (const path of ["/pancakes?junk=1", "/pancakes?junk=2", "/pancakes?_data=root&x=1", "/pancakes?junk=3&junk=4"]) {
      const ctx = testCtx();
      const res = await app.request(`${SITE}${path}`, {}, testEnv(), ctx.ctx);
      await ctx.settled();
      expect(res.headers.get("x-edge-cache"), path).toBe(path === "/pancakes?junk=1" ? "MISS" : "HIT");
    }
    expect(rendered.map((r) => r.request.url)).toEqual([`${SITE}/pancakes`]);
  });

  it("answers a HEAD from the copy a GET made, and makes the copy a GET is then served", async () => {
    const { app, rendered } = testApp();
    const read = async (method: string, path = "/pancakes") => {
      const ctx = testCtx();
      const res = await app.request(`${SITE}${path}`, { method }, testEnv(), ctx.ctx);
      await ctx.settled();
      return { how: res.headers.get("x-edge-cache"), status: res.status, body: await res.text() };
    };
    expect(await read("GET")).toMatchObject({ how: "MISS", status: 200 });
    expect(await read("HEAD")).toEqual({ how: "HIT", status: 200, body: "" });
    expect(await read("HEAD", "/desserts")).toEqual({ how: "MISS", status: 200, body: "" });
    expect(rendered.at(-1)!.request.method).toBe("GET");
    expect(await read("GET", "/desserts")).toMatchObject({ how: "HIT", status: 200 });
    expect(rendered).toHaveLength(2);
  });

  it("sends a page's address with a slash after it to the address without, keeping its parameters", async () => {
    const { app, rendered } = testApp();
    for (const [path, to] of [
      ["/pancakes/", "/pancakes"],
      ["/pancakes//?x=2&units=metric", "/pancakes?x=2&units=metric"],
      ["/desserts/", "/desserts"],
      ["/search/?q=pie", "/search?q=pie"],
    ]) {
      const res = await app.request(`${SITE}${path}`, {}, testEnv(), testCtx().ctx);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location"), path).toBe(to);
    }
    for (const path of ["//evil.example/", "/nowhere/", "/pancakes.data/"]) {
      const res = await app.request(`${SITE}${path}`, {}, testEnv(), testCtx().ctx);
      expect(res.status, path).not.toBe(301);
    }
    expect(rendered).toHaveLength(3);
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

describe("a kept page's form tokens (issue 59)", () => {
  const KEY = `${SITE}/pancakes?__build=test-build.test-css`;
  const page = (slots: string) =>
    `<!DOCTYPE html><html><head><title>Pancakes</title></head><body><p>crème fraîche</p>${slots}</body></html>`;

  /** The worker with a stand-in for Remix that writes `html(the worker's token)`. */
  function appWriting(html: (token: string | undefined) => string) {
    let renders = 0;
    const app = workerApp(TEST_BUILD, async (_request, c) => {
      renders++;
      return new Response(html(c.get("formToken")), { headers: { "content-type": "text/html; charset=utf-8" } });
    });
    return { app, renders: () => renders };
  }

  async function read(app: ReturnType<typeof appWriting>["app"], ip: string, method = "GET") {
    const ctx = testCtx();
    const res = await app.request(`${SITE}/pancakes`, { method, headers: { "cf-connecting-ip": ip } }, testEnv(), ctx.ctx);
    await ctx.settled();
    const html = await res.text();
    return { how: res.headers.get("x-edge-cache"), control: res.headers.get("cache-control"), html };
  }

  const otherToken = `${Date.now()}.${"z".repeat(43)}`;
  const verdict = (token: string, client: string) => {
    const form = new FormData();
    form.set("_t", token);
    return judgeSubmission(form, { secret: formSecret(testEnv()), minFillMs: 0, client });
  };

  it("after a HEAD first, gives each later reader a token of their own, which their own post is taken with", async () => {
    const { app, rendered } = testApp();
    const head = await read(app, "203.0.113.1", "HEAD");
    expect(head).toMatchObject({ how: "MISS", html: "" });
    const tokens: string[] = [];
    for (const ip of ["203.0.113.2", "203.0.113.3"]) {
      const res = await read(app, ip);
      expect(res.how).toBe("HIT");
      const slots = [...res.html.matchAll(/name="form-token" content="([^"]+)"|name="_t" value="([^"]+)"/g)].map((m) => m[1] ?? m[2]);
      expect(slots).toHaveLength(2);
      expect(new Set(slots).size).toBe(1);
      expect(await verdict(slots[0], ip)).toBe("person");
      tokens.push(slots[0]);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(await verdict(tokens[0], "203.0.113.3")).toBe("elsewhere");
    expect(rendered).toHaveLength(1);
  });

  it("never keeps a page whose slots hold anything but the worker's token, or that holds a token outside them", async () => {
    for (const slots of [
      `<input type="hidden" name="_t" value="${otherToken}"/>`,
      `<input type="hidden" name="_t" value=""/>`,
      (token: string) => `<input type="hidden" name="_t" value="${token}"/><input type="hidden" name="_t" value="${otherToken}"/>`,
      (token: string) => `<meta name="form-token" content="${token}"/><script>window.data={"t":"${otherToken}"}</script>`,
    ]) {
      cache.kept.clear();
      const { app, renders } = appWriting((token) => page(typeof slots === "string" ? slots : slots(token!)));
      const first = await read(app, "203.0.113.4");
      expect(first, String(slots)).toMatchObject({ how: "MISS", control: "private, no-store" });
      expect((await read(app, "203.0.113.5")).how).toBe("MISS");
      expect(renders()).toBe(2);
      expect([...cache.kept.keys()].filter((k) => k.includes("__build"))).toEqual([]);
    }
  });

  it("keeps a page with no form, and serves it as it is", async () => {
    const html = page("<p>No form here</p>");
    const { app, renders } = appWriting(() => html);
    expect((await read(app, "203.0.113.6")).how).toBe("MISS");
    expect(await read(app, "203.0.113.7")).toMatchObject({ how: "HIT", html });
    expect(cache.kept.get(KEY)!.headers.get("x-token-at")).toBe("none");
    expect(renders()).toBe(1);
  });

  it("never serves a kept copy whose slots were not recorded, or recorded elsewhere than they are", async () => {
    const html = page(`<meta name="form-token" content="${otherToken}"/><input type="hidden" name="_t" value="${otherToken}"/>`);
    const at = tokenOffsets(new TextEncoder().encode(html), otherToken);
    for (const recorded of [undefined, "none", String(at[0]), `${at[0]},${at[1] + 1}`]) {
      const headers: Record<string, string> = { "content-type": "text/html", "x-stored-at": String(Date.now()) };
      if (recorded) headers["x-token-at"] = recorded;
      expect(await copyOf(new Response(html, { headers })), String(recorded)).toBeNull();
    }
    const copy = await copyOf(new Response(html, { headers: { "content-type": "text/html", "x-token-at": at.join(",") } }));
    expect(copy?.tokenAt).toEqual(at);

    // As the worker before issue 59 stored a HEAD's page: the reader after it gets a page of their own.
    cache.kept.set(KEY, new Response(html, { headers: { "content-type": "text/html", "x-stored-at": String(Date.now()) } }));
    const { app, rendered } = testApp();
    const res = await read(app, "203.0.113.8");
    expect(res.how).toBe("MISS");
    expect(res.html).not.toContain(otherToken);
    expect(rendered).toHaveLength(1);
  });

  it("finds a slot's token by its bytes, after text of several bytes a letter", () => {
    const token = `${Date.now()}.${"a".repeat(43)}`;
    const html = `<p>jalapeños</p><input type="hidden" name="_t" value="${token}"/>`;
    const body = new TextEncoder().encode(html);
    expect(tokenSlots(body, (v) => v === token)).toEqual(tokenOffsets(body, token));
    expect(tokenSlots(body, (v) => v === otherToken)).toBeNull();
  });
});

describe("the build a cached copy belongs to", () => {
  const build = (stylesheetVersion?: string) => ({ assets: { version: "abc123" }, entry: { module: { stylesheetVersion } } });

  it("changes with the inlined stylesheet, so a CSS-only deploy serves no copy with the old styles", () => {
    expect(buildVersion(build("s1"))).not.toBe(buildVersion(build("s2")));
    expect(buildVersion(build("s1"))).toMatch(/^abc123\./);
    expect(buildVersion(build())).toBe("abc123");
  });
});
