import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getPage, siteUrl } from "../support/site";

const PAGES = ["/pancakes", "/breakfast", "/", "/about", "/search?q=soup"];

function pictures(html: string) {
  return [...html.matchAll(/<picture>(.*?)<\/picture>/g)].map(([, inner]) => {
    const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const sources = [...inner.matchAll(/<source[^>]*>/g)].map(([tag]) => ({
      type: attr(tag, "type"),
      srcSet: attr(tag, "srcSet"),
      sizes: attr(tag, "sizes"),
    }));
    const img = /<img[^>]*>/.exec(inner)![0];
    return { sources, img, srcSet: attr(img, "srcSet"), sizes: attr(img, "sizes"), src: attr(img, "src") };
  });
}

/** Each candidate's URL and the width its name says; a width descriptor ("720w") must say the same. */
const candidates = (srcSet: string | undefined) =>
  srcSet!.split(", ").map((c) => {
    const [url, descriptor] = c.split(" ");
    const width = Number(/-(\d+)\.\w+$/.exec(url)?.[1]);
    if (descriptor?.endsWith("w")) expect(descriptor, url).toBe(`${width}w`);
    else expect([undefined, "2x"], url).toContain(descriptor);
    return { url, width };
  });

describe("responsive pictures, as a plain HTML client", () => {
  it.each(PAGES)("%s: every picture offers AVIF and WebP widths with a JPEG fallback; only the first is fetched at once", async (path) => {
    const { html } = await getPage(path);
    const found = pictures(html);
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
      expect(new Set([...p.sources.map((s) => s.sizes), p.sizes]).size).toBe(1);
      expect(p.src).toMatch(/^\/images\/.+\.jpg$/);
      expect(p.img).toMatch(/\swidth="\d+" height="\d+"/);
      const [avif, webp] = p.sources.map((s) => candidates(s.srcSet));
      const jpg = candidates(p.srcSet);
      expect(avif.map((c) => c.width)).toEqual(jpg.map((c) => c.width));
      expect(webp.map((c) => c.width)).toEqual(jpg.map((c) => c.width));
      for (const [list, ext] of [
        [avif, "avif"],
        [webp, "webp"],
        [jpg, "jpg"],
      ] as const) {
        for (const c of list) expect(c.url).toMatch(new RegExp(`^/assets/pictures/[a-z-]+\\.[0-9a-f]{10}-${c.width}\\.${ext}$`));
      }
    }
    const [first, ...rest] = found;
    expect(first.img).toContain('fetchpriority="high"');
    expect(first.img).not.toContain("loading=");
    // Past the first row of cards (three wide), every picture waits for the reader to scroll near it.
    for (const p of rest.slice(2)) expect(p.img).toContain('loading="lazy"');
    for (const p of rest) expect(p.img).not.toContain("fetchpriority");
  });

  it("serves each listed file at the width it claims, 4:3, in its format, kept for a year", async () => {
    const urls = new Map<string, number>();
    for (const path of PAGES) {
      for (const p of pictures((await getPage(path)).html)) {
        for (const c of [...p.sources.flatMap((s) => candidates(s.srcSet)), ...candidates(p.srcSet)]) urls.set(c.url, c.width);
      }
    }
    expect(urls.size).toBeGreaterThan(100);
    for (const [url, width] of urls) {
      const res = await fetch(`${siteUrl()}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("cache-control"), url).toBe("public, max-age=31536000, immutable");
      const type = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[url.split(".").pop()!];
      expect(res.headers.get("content-type"), url).toBe(type);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect({ width: meta.width, height: meta.height }, url).toEqual({ width, height: (width * 3) / 4 });
    }
  });
});
