import { publishedIssues } from "../../app/readers-mail/issues";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { CATEGORIES } from "../../app/recipes/categories";
import type { OutboxMail } from "../../local/server";
import type { RunningWorker } from "../../local/stack";
import { getPage, postForm, servicesUrl, siteUrl, startTestWorker } from "../support/site";

describe("for search engines and feed readers", () => {
  it("/sitemap.xml lists every page once, with absolute addresses", async () => {
    const res = await fetch(`${siteUrl()}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const issues = publishedIssues().map((i) => `/newsletter/${i.slug}`);
    const expected = ["/", "/about", ...CATEGORIES.map((c) => c.path), ...recipes.map((r) => `/${r.slug}`), "/newsletter", ...issues].map(
      (p) => `${siteUrl()}${p}`,
    );
    expect(locs.sort()).toEqual(expected.sort());
    for (const r of recipes) expect(xml).toContain(`<loc>${siteUrl()}/${r.slug}</loc><lastmod>${r.date}</lastmod>`);
    for (const loc of locs) expect((await fetch(loc)).status, loc).toBe(200);
  });

  it("/robots.txt lets crawlers in and names the sitemap", async () => {
    const res = await fetch(`${siteUrl()}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);
  });

  it("/rss.xml carries every recipe and newsletter issue, newest first, each recipe with its link, date and picture", async () => {
    const res = await fetch(`${siteUrl()}/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
    expect(items).toHaveLength(recipes.length + publishedIssues().length);
    const dates = items.map((i) => Date.parse(i.match(/<pubDate>([^<]+)<\/pubDate>/)![1]));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const first = [...recipes].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)[0];
    const firstRecipe = items.find((i) => !i.includes("/newsletter/"))!;
    expect(firstRecipe).toContain(`<link>${siteUrl()}/${first.slug}</link>`);
    expect(firstRecipe).toContain(`<media:content url="${siteUrl()}/images/recipes/${first.slug}.jpg"`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#)/);
    const { html } = await getPage("/");
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  it("serves favicons and a web app manifest whose icons exist", async () => {
    const { html } = await getPage("/");
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const manifest = (await (await fetch(`${siteUrl()}/manifest.webmanifest`)).json()) as {
      name: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe("Small Batch Kitchen");
    for (const icon of manifest.icons) {
      const res = await fetch(`${siteUrl()}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
    }
    for (const path of ["/favicon.svg", "/icons/icon-32.png", "/icons/apple-touch-icon.png"]) {
      expect((await fetch(`${siteUrl()}${path}`)).status, path).toBe(200);
    }
  });
});

describe("with SITE_URL set, as on a custom domain also reachable at workers.dev", () => {
  const SITE = "https://recipes.example.com";
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startTestWorker({ vars: { SITE_URL: `${SITE}/`, FORM_MIN_FILL_MS: "0", EDGE_CACHE_SECONDS: "0" } });
  });
  afterAll(() => worker?.stop());

  it("names that one address in the sitemap, robots.txt, the feed and the recipe's canonical and share links", async () => {
    const text = async (path: string) => (await fetch(`${worker.url}${path}`)).text();
    expect(await text("/sitemap.xml")).toContain(`<loc>${SITE}/pancakes</loc>`);
    expect(await text("/robots.txt")).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(await text("/rss.xml")).toContain(`<link>${SITE}/pancakes</link>`);
    const { html } = await getPage("/pancakes", worker.url);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/pancakes"/>`);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/images/recipes/pancakes.jpg"/>`);
    for (const body of [await text("/sitemap.xml"), html]) expect(body).not.toContain(worker.url);
  });

  it("links the owner's mail to the comment there", async () => {
    const comment = `Site URL check ${Date.now()}`;
    const res = await postForm("/pancakes", { intent: "comment", recipe: "12", name: "Ada", rating: "5", comment }, worker.url);
    expect(res.status).toBe(303);
    const mail = async () =>
      ((await (await fetch(`${servicesUrl()}/outbox`)).json()) as OutboxMail[]).find((m) => m.content?.[0].value.includes(comment));
    await expect.poll(mail).toBeTruthy();
    expect(JSON.stringify(await mail())).toMatch(new RegExp(`${SITE}/pancakes#comment-\\d+`));
  });
});
