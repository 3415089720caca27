import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SCREENS = {
  phone: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  // Between the phone and the wide layouts, where the header's search form has a row of its own.
  tablet: { viewport: { width: 800, height: 1024 }, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
} as const;

// The page's largest paint, and the width Chromium picks for it from 240/360/480/720/800
// (the smallest whose density is nearer the screen's than the next one down).
const PAGES = [
  { path: "/pancakes", lcp: "img.recipe-image", phone: 720, tablet: 800, desktop: 800 },
  { path: "/breakfast", lcp: ".recipe-grid li:first-child img", phone: 720, tablet: 240, desktop: 360 },
  { path: "/", lcp: ".category-grid li:first-child img", phone: 720, tablet: 720, desktop: 360 },
  { path: "/about", lcp: ".about-photo img", phone: 720, tablet: 720, desktop: 720 },
  { path: "/search?q=soup", lcp: ".recipe-grid li:first-child img", phone: 720, tablet: 240, desktop: 360 },
] as const;

const width = (url: string) => Number(/-(\d+)\.(?:avif|webp|jpg)$/.exec(url)?.[1]);

/** The picture's box and the file it shows, once that file is decoded. */
async function shown(page: Page, selector: string) {
  return page.locator(selector).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const { width, height } = img.getBoundingClientRect();
    return { src: img.currentSrc, width, height, loading: img.loading, priority: img.getAttribute("fetchpriority") };
  });
}

/** The page's layout shift so far (the buffered entries, read at once). */
/** Every layout shift so far, and what moved in each: a failure names the element. */
function layoutShifts(page: Page) {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: "layout-shift", buffered: true });
    type Shift = { value: number; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const shifts = observer.takeRecords() as unknown as Shift[];
    observer.disconnect();
    const named = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${[...node.classList].join(".")}`
        : String(node?.nodeName);
    return {
      total: shifts.reduce((sum, e) => sum + e.value, 0),
      moved: shifts.flatMap((e) =>
        e.sources.map((s) => `${named(s.node)}: ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`),
      ),
    };
  });
}

describe.each(Object.keys(SCREENS) as (keyof typeof SCREENS)[])("pictures on a %s", (screen) => {
  const { deviceScaleFactor: dpr } = SCREENS[screen];

  it.each(PAGES)("$path: the largest paint is fetched first, in AVIF at the width the layout draws it, and holds its box", async (p) => {
    const { page, context, problems } = await openPage(browser, SCREENS[screen]);
    const requested: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/assets/pictures/")) requested.push(r.url());
    });
    // Hold every picture until the box it takes without its file has been measured.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/assets/pictures/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${siteUrl()}${p.path}`, { waitUntil: "domcontentloaded" });
    const before = await page.locator(p.lcp).boundingBox();
    release();
    const lcp = await shown(page, p.lcp);

    expect(lcp.priority).toBe("high");
    expect(lcp.loading).toBe("auto");
    expect(lcp.src).toMatch(/\/assets\/pictures\/[a-z-]+\.[0-9a-f]{10}-\d+\.avif$/);
    expect(width(lcp.src)).toBe(p[screen]);
    // Never fewer than 85% of the screen's pixels across (or the widest there is: 800 from an 800px source).
    expect(width(lcp.src)).toBeGreaterThanOrEqual(Math.min(800, Math.round(lcp.width * dpr * 0.85)));
    expect({ width: lcp.width, height: lcp.height }).toEqual({ width: before!.width, height: before!.height });
    expect(lcp.height / lcp.width).toBeCloseTo(3 / 4, 2);
    // One file for it, never its WebP or JPEG as well.
    expect(requested.filter((u) => u.includes(lcp.src.replace(/-\d+\.avif$/, "")))).toEqual([lcp.src]);
    expect(requested.every((u) => u.endsWith(".avif"))).toBe(true);
    // Once the app's scripts have run too: a shift they make came after the picture under load, and was missed when quick.
    await waitForHydration(page);
    const shifts = await layoutShifts(page);
    expect(shifts.total, shifts.moved.join("\n")).toBe(0);
    await screenshot(page, `pictures-${screen}${p.path.replace(/[/?=]/g, "-")}`);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("/pancakes: the link cards wait until they near the screen, then load the file for the screen's density", async () => {
    const { page, context, problems } = await openPage(browser, SCREENS[screen]);
    await page.goto(`${siteUrl()}/pancakes`);
    const cards = page.locator(".link-card img");
    expect(await cards.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((i) => i.loading))).toEqual(
      Array((await cards.count()) as number).fill("lazy"),
    );
    // A recipe's card (the tools' pictures are only 400px wide).
    const last = page.locator("section[aria-labelledby=featured-heading] .link-card img").last();
    await last.scrollIntoViewIfNeeded();
    const card = await last.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { src: img.currentSrc, width: img.getBoundingClientRect().width };
    });
    // 200px less the card's border.
    expect(card.width).toBe(198);
    expect(card.src).toMatch(/\.avif$/);
    // One file for an ordinary screen, one for a sharp one: the card is always 200px wide.
    expect(width(card.src)).toBe(dpr === 2 ? 480 : 240);
    expect(problems()).toEqual([]);
    await context.close();
  });
});

// A slow phone paints while the parser is still inside the rating line: after the first star, before the text. Each
// part already there must then hold the box it ends with (a shift of 3.6px once, on a busy machine).
it.each(Object.keys(SCREENS) as (keyof typeof SCREENS)[])(
  "/pancakes on a %s: the rating line's stars hold their box while the line's parts arrive",
  async (screen) => {
    const { page, context, problems } = await openPage(browser, { ...SCREENS[screen], javaScriptEnabled: false });
    await page.goto(`${siteUrl()}/pancakes`, { waitUntil: "domcontentloaded" });
    const boxes = await page.locator(".rating-line").evaluate((line) => {
      const stars = line.querySelector(".stars")!;
      const box = () => {
        const { x, y, width, height } = stars.getBoundingClientRect();
        return { x, y, width, height };
      };
      const whole = box();
      // As parsed up to the first star: the text and the other four stars not there yet.
      const later = [...line.children].filter((c) => c !== stars);
      const laterStars = [...stars.querySelectorAll("svg.star")].slice(1);
      for (const node of [...later, ...laterStars]) node.remove();
      return { whole, firstStarOnly: box() };
    });
    expect(boxes.whole.width).toBe(104);
    expect(boxes.firstStarOnly).toEqual(boxes.whole);
    expect(problems()).toEqual([]);
    await context.close();
  },
);
