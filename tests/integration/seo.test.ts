import { describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { CATEGORIES } from "../../app/recipes/schema";
import { getPage, siteUrl } from "../support/site";

describe("for search engines and feed readers", () => {
  it("/sitemap.xml lists every page once, with absolute addresses", async () => {
    const res = await fetch(`${siteUrl()}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = ["/", "/about", ...CATEGORIES.map((c) => c.path), ...recipes.map((r) => `/${r.slug}`)].map((p) => `${siteUrl()}${p}`);
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

  it("/rss.xml carries every recipe, newest first, with its link, date and picture", async () => {
    const res = await fetch(`${siteUrl()}/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
    expect(items).toHaveLength(28);
    const dates = items.map((i) => Date.parse(i.match(/<pubDate>([^<]+)<\/pubDate>/)![1]));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const first = [...recipes].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)[0];
    expect(items[0]).toContain(`<link>${siteUrl()}/${first.slug}</link>`);
    expect(items[0]).toContain(`<media:content url="${siteUrl()}/images/recipes/${first.slug}.jpg"`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#)/);
    const { html } = await getPage("/");
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  it("serves favicons and a web app manifest whose icons exist", async () => {
    const { html } = await getPage("/");
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    const manifest = (await (await fetch(`${siteUrl()}/manifest.webmanifest`)).json()) as { name: string; icons: { src: string; sizes: string }[] };
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
