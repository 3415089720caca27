import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { databaseCost } from "../support/background";
import { htmlProblems } from "../support/html";
import { search, searchCases } from "../support/search-cases";
import { decode, getPage, siteUrl } from "../support/site";

describe("search on PGlite", () => {
  searchCases(siteUrl);
});

describe("the search page, as a plain HTML client", () => {
  it("is reached from a labelled GET form in every page's header", async () => {
    for (const path of ["/", "/pancakes", "/about"]) {
      const { html } = await getPage(path);
      expect(html, path).toMatch(/<form[^>]*method="get"[^>]*action="\/search"[^>]*role="search"/);
      expect(html, path).toContain('<label for="site-search-q" class="visually-hidden">Search recipes</label>');
      expect(html, path).toMatch(/<input id="site-search-q" type="search" name="q"/);
    }
  });

  it("shows recipe cards with picture, name and category, a count, its own title and noindex; valid HTML", async () => {
    const { status, html, text } = await search("tahini", siteUrl());
    expect(status).toBe(200);
    expect(html).toContain("<title>“tahini”: search | Small Batch Kitchen</title>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(text).toMatch(/1 recipe matches\./);
    expect(html).toContain('src="/images/recipes/classichummus.jpg"');
    expect(html).toContain('<span class="search-category">Appetizers</span>');
    expect(await htmlProblems(html)).toEqual([]);
  });

  it("says when nothing matches and suggests the categories", async () => {
    const { status, html, results } = await search("zzyzx", siteUrl());
    expect(status).toBe(200);
    expect(results).toEqual([]);
    expect(html).toContain("No recipes match.");
    expect(html).toContain('href="/breakfast"');
    expect(html).toContain('href="/condiments"');
  });

  it("with no query, shows the form without searching", async () => {
    const { status, html } = await getPage("/search");
    expect(status).toBe(200);
    expect(html).toContain("<h1>Search recipes</h1>");
    expect(html).not.toContain("No recipes match");
  });

  it("answers hostile queries without a 5xx, and shows what was searched, escaped", async () => {
    const hostile = [
      "x".repeat(5000),
      "a & b | !c <:*>",
      `"unclosed 'quotes" -`,
      "'; DROP TABLE recipe; --",
      "<script>alert(1)</script>",
      "a\u0000b",
      "or and not",
    ];
    for (const q of hostile) {
      const { status, html } = await search(q, siteUrl());
      expect(status, q.slice(0, 20)).toBe(200);
      expect(html).not.toContain("<script>alert(1)</script>");
    }
    const script = await search("<script>alert(1)</script>", siteUrl());
    expect(script.html).toMatch(/<h1>Recipes for “(<!-- -->)?&lt;script&gt;alert\(1\)&lt;\/script&gt;(<!-- -->)?”<\/h1>/);
    const long = await search("x".repeat(5000), siteUrl());
    expect(long.text).toContain(`<h1>Recipes for “${"x".repeat(100)}”</h1>`);
    // Invalid UTF-8 and a raw NUL in the address itself.
    for (const raw of ["%FF%FE%C3", "%00", "%ED%A0%80", "%"]) {
      const { status } = await getPage(`/search?q=${raw}`);
      expect(status, raw).toBe(200);
    }
    // The recipe table is still there.
    expect((await search("pancakes", siteUrl())).results.length).toBeGreaterThan(1);
  });
});

// A worker of its own with the edge cache on (the shared one has it off).
describe("search and the edge cache", () => {
  let worker: RunningWorker;
  beforeAll(async () => {
    const { startTestWorker } = await import("../support/site");
    worker = await startTestWorker({ vars: { FORM_MIN_FILL_MS: "0" } });
  });
  afterAll(() => worker?.stop());

  const load = (q: string) =>
    databaseCost(async () => {
      const res = await fetch(`${worker.url}/search?q=${encodeURIComponent(q)}`);
      return { cache: res.headers.get("x-edge-cache"), tag: res.headers.get("cache-tag"), html: await res.text() };
    });

  it("costs one round trip, then none for the same query in another case, accents and spacing", async () => {
    const first = await load("garlic lemon");
    expect(first.trips).toBe(1);
    expect(first.result.cache).toBe("MISS");
    for (const again of ["garlic lemon", "  GARLIC   Lémon "]) {
      const next = await load(again);
      expect({ trips: next.trips, cache: next.result.cache }, again).toEqual({ trips: 0, cache: "HIT" });
      expect(decode(next.result.html)).toContain("Recipes for “garlic lemon”");
    }
  });
});
