import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { databaseCost } from "../support/background";
import { getPage, postForm, randomIp, startTestWorker, testDb } from "../support/site";

// A worker of its own, with an empty edge cache: other tests have already
// loaded the listing pages through the shared one.
let worker: RunningWorker;
const siteUrl = () => worker.url;
beforeAll(async () => {
  worker = await startTestWorker({
    vars: { FORM_MIN_FILL_MS: "0" },
  });
});
afterAll(() => worker?.stop());

/** The database round trips one page load costs. */
async function roundTrips(path: string) {
  const { result: res, trips } = await databaseCost(async () => {
    const res = await fetch(`${siteUrl()}${path}`);
    await res.text();
    return res;
  });
  return { trips, cache: res.headers.get("x-edge-cache"), res };
}

describe("database round trips", () => {
  it("a recipe page costs one, with or without an open thread", async () => {
    expect((await roundTrips("/beefstew")).trips).toBe(1);
    expect((await roundTrips("/beefstew?thread=1")).trips).toBe(1);
    expect((await roundTrips("/beefstew?x=3")).trips).toBe(1);
  });

  it("the home page and a category page cost one, then none from the edge cache", async () => {
    for (const path of ["/", "/doughs"]) {
      const first = await roundTrips(path);
      expect(first).toMatchObject({ trips: 1, cache: "MISS" });
      expect(first.res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300");
      const second = await roundTrips(path);
      expect(second).toMatchObject({ trips: 0, cache: "HIT" });
    }
  });

  it("About costs none", async () => {
    expect((await roundTrips("/about")).trips).toBe(0);
  });
});

describe("the edge cache", () => {
  it("keeps recipe pages for ten minutes, and a new comment still shows on the next load", async () => {
    const text = `Fresh ${Date.now()}`;
    const first = await fetch(`${siteUrl()}/flourtortillas`);
    expect(first.headers.get("x-edge-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=600");
    await first.text();
    await postForm("/flourtortillas", { intent: "comment", recipe: "13", name: "Ed", rating: "5", comment: text }, siteUrl());
    const next = await getPage("/flourtortillas", siteUrl());
    expect(next.headers.get("x-edge-cache")).toBe("MISS");
    expect(next.html).toContain(text);
  });

  it("never keeps form answers", async () => {
    const res = await postForm("/about", { email: "" }, siteUrl());
    expect(res.headers.get("x-edge-cache")).toBeNull();
  });

  it("gives every visitor the page's own CSP, naming its inline scripts and styles by hash, and a fresh form token, also from the cache", async () => {
    const load = async () => {
      const res = await fetch(`${siteUrl()}/salads`);
      const html = await res.text();
      return {
        res,
        html,
        csp: res.headers.get("content-security-policy")!,
        tokens: [...html.matchAll(/\d{13}\.[\w-]{43}/g)].map((m) => m[0]),
      };
    };
    const before = Date.now();
    const pages = [await load(), await load(), await load()];
    const after = Date.now();
    expect(pages.map((p) => p.res.headers.get("x-edge-cache"))).toEqual(["MISS", "HIT", "HIT"]);
    for (const p of pages) {
      expect(p.csp).toBe(pages[0].csp);
      expect(p.csp).not.toMatch(/nonce|unsafe-inline/);
      const inline = [...p.html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)].filter(
        ([, tag, attrs]) => tag === "style" || !/src=|application\/ld\+json/.test(attrs),
      );
      expect(inline.map(([, tag]) => tag)).toContain("style");
      expect(inline.filter(([, tag]) => tag === "script").length).toBeGreaterThan(2);
      const directive = (name: string) => p.csp.split("; ").find((d) => d.startsWith(`${name} `))!;
      for (const [, tag, attrs, text] of inline) {
        expect(attrs, tag).not.toContain("nonce");
        expect(directive(`${tag}-src`), text.slice(0, 60)).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
        // The token is the reader's own: it never goes into what the hashes cover.
        expect(text).not.toMatch(/\d{13}\.[\w-]{43}/);
      }
      for (const internal of ["x-token-at", "x-stored-at", "x-generation", "cache-tag"])
        expect(p.res.headers.get(internal), internal).toBeNull();
    }
    // The form token, in the page's <meta> and its form: every visitor gets one of their own, dated now.
    for (const p of pages) expect(new Set(p.tokens).size).toBe(1);
    const tokens = pages.map((p) => p.tokens[0]);
    expect(new Set(tokens).size).toBe(3);
    for (const t of tokens) {
      expect(Number(t.split(".")[0])).toBeGreaterThanOrEqual(before);
      expect(Number(t.split(".")[0])).toBeLessThanOrEqual(after);
    }
    expect(pages[2].html).not.toContain(pages[0].tokens[0]);
  });

  it("serves a listing with a campaign tag or any other query from the cache", async () => {
    await (await fetch(`${siteUrl()}/condiments`)).text();
    const tagged = await roundTrips(`/condiments?utm_source=newsletter&fbclid=${Date.now()}`);
    expect(tagged).toMatchObject({ cache: "HIT", trips: 0 });
  });

  it("lets a visitor served from the cache subscribe with the form on that page, and only that visitor", async () => {
    await (await fetch(`${siteUrl()}/about`)).text();
    const ip = randomIp();
    const hit = await fetch(`${siteUrl()}/about`, { headers: { "cf-connecting-ip": ip } });
    expect(hit.headers.get("x-edge-cache")).toBe("HIT");
    const token = (await hit.text()).match(/name="_t" value="([^"]+)"/)![1];
    const email = `cached-${Date.now()}@example.com`;
    const elsewhere = await postForm("/about", { email, _t: token }, siteUrl(), randomIp());
    expect(elsewhere.status).toBe(400);
    const res = await postForm("/about", { email, _t: token }, siteUrl(), ip);
    expect(res.status).toBe(200);
    expect(await testDb().query("SELECT 1 FROM subscriptions WHERE email = $1", [email])).toHaveLength(1);
  });

  it("is off where EDGE_CACHE_SECONDS is 0, as for the other tests' worker", async () => {
    const res = await fetch(`${inject("siteUrl")}/condiments`);
    await res.text();
    expect(res.headers.get("x-edge-cache")).toBeNull();
    expect(res.headers.get("cache-control") ?? "").not.toContain("s-maxage");
  });

  it("keeps static files with hashed names for a year, unchanged", async () => {
    const { html } = await getPage("/pancakes");
    const script = html.match(/src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.js)"/)!;
    const res = await fetch(`${siteUrl()}${script[1] ?? script[2]}`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
