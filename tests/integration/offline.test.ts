import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { getPage, siteUrl } from "../support/site";

type Manifest = {
  name: string;
  short_name: string;
  id: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

describe("what the service worker and an installed app need", () => {
  it("has a manifest Chrome for Android installs: names, a standalone window, 192 and 512 px icons that are that size, and a maskable one that fills its square", async () => {
    const manifest = (await (await fetch(`${siteUrl()}/manifest.webmanifest`)).json()) as Manifest;
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest).toMatchObject({ name: "Small Batch Kitchen", id: "/", start_url: "/?from=app", scope: "/", display: "standalone" });
    const pngs = manifest.icons.filter((i) => i.type === "image/png");
    expect(pngs.map((i) => [i.sizes, i.purpose ?? "any"])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    for (const icon of pngs) {
      const res = await fetch(`${siteUrl()}${icon.src}`);
      expect(res.headers.get("content-type"), icon.src).toBe("image/png");
      const image = sharp(Buffer.from(await res.arrayBuffer()));
      const { width, height } = await image.metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      if (icon.purpose === "maskable") {
        // A maskable icon is cut to any shape: its corners must be painted, not transparent.
        const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
        expect([alphaAt(0, 0), alphaAt(width! - 1, 0), alphaAt(0, height! - 1), alphaAt(width! - 1, height! - 1)]).toEqual([
          255, 255, 255, 255,
        ]);
      }
    }
  });

  it("answers the app's start address with the home page where no service worker is there to open the last list", async () => {
    const { status, html } = await getPage("/?from=app");
    expect(status).toBe(200);
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe((await getPage("/")).html.match(/<title>([^<]*)<\/title>/)?.[1]);
  });

  it("serves /sw.js as JavaScript, keeping this build's scripts and the offline page, and no picture", async () => {
    const res = await fetch(`${siteUrl()}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const script = await res.text();
    // Every script a recipe page, the list and the home page load, whole or after load.
    for (const path of ["/pancakes", "/list?r=pancakes.2", "/"]) {
      const { html } = await getPage(path);
      // Remix's route manifest file is named in the page but loaded by none with lazy route discovery.
      const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))].filter(
        (f) => !f.startsWith("/assets/manifest-"),
      );
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const file of scripts) expect(script.includes(`"${file}"`), `${path}: ${file}`).toBe(true);
    }
    expect(/url:"\/offline",revision:"[0-9a-f]{16}"/.test(script)).toBe(true);
    expect(script.includes(`url:"/assets/pictures/`)).toBe(false);
  });

  it("keeps the list's offline code up front, and no script of a kept page or the week carries the recipes: the list reads them from the pages saved", async () => {
    const worker = await (await fetch(`${siteUrl()}/sw.js`)).text();
    const precached = [...new Set([...worker.matchAll(/url:"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
    expect(precached.some((f) => f.startsWith("/assets/offline-list-"))).toBe(true);
    const { html } = await getPage("/week?mon=moroccanharira.1");
    const weekScripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]).filter((f) => !f.startsWith("/assets/manifest-"));
    // Each recipe's words, as a script would hold them: its introduction's first plain words.
    const words = recipes.map((r) => r.intro.match(/[A-Za-z ,]{24,}/)![0]);
    for (const file of new Set([...precached, ...weekScripts])) {
      const script = await (await fetch(`${siteUrl()}${file}`)).text();
      expect(
        words.filter((w) => script.includes(w)),
        file,
      ).toEqual([]);
    }
  });

  it("lets a page register the service worker (worker-src 'self'), fresh or kept by the edge", async () => {
    for (const path of ["/pancakes", "/pancakes", "/about"]) {
      const { headers } = await getPage(path);
      expect(headers.get("content-security-policy"), path).toContain("; worker-src 'self'; ");
    }
  });

  it("serves the offline page, with its placeholder for the saved list, kept out of search engines", async () => {
    const { status, headers, html } = await getPage("/offline");
    expect(status).toBe(200);
    expect(headers.get("x-robots-tag")).toBe("noindex");
    expect(html).toContain("<h1>No connection</h1>");
    expect(html).toMatch(/<div id="saved-pages" class="saved-pages"><p>Nothing is saved on this device yet/);
  });
});
