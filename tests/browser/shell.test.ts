import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "../../app/recipes/categories";
import {
  expectAxeCleanInEachTheme,
  launchBrowser,
  openPage,
  screenshot,
  type TestBrowser,
  THEME_BACKGROUNDS,
  waitForHydration,
} from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Its status, 404, is a console error the page's tests expect.
const MISSING = "/no-such-page";
const PAGES = ["/", "/about", "/unsubscribe", "/breakfast", "/entrees", MISSING];

describe("accessibility", () => {
  // One load a page: under the 'system' theme the page follows the system's preference live (tested below). One
  // visitor for them all: a context and a first load of the scripts cost more than a page.
  it(`${PAGES.join(", ")} pass axe in the light and the dark theme`, async () => {
    const { page, problems, expectProblems } = await openPage(browser, { colorScheme: "light" });
    for (const path of PAGES) {
      const earlier = problems().length;
      // Its 404 is let through from here on: the pages before it were each checked as they were read.
      if (path === MISSING) expectProblems(/status of 404/);
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(`${siteUrl()}${path}`);
      await waitForHydration(page);
      await expectAxeCleanInEachTheme(page, path);
      if (path !== MISSING) expect(problems().slice(earlier), path).toEqual([]);
    }
  });
});

describe("the theme switch", () => {
  it("stores the choice under 'theme' and applies it on the next load before any script of the app runs", async () => {
    const { page, context, problems } = await openPage(browser, { colorScheme: "light" });
    await page.goto(siteUrl());
    await waitForHydration(page);
    const select = page.getByLabel("Colour theme");
    expect(await select.inputValue()).toBe("system");
    await select.selectOption("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBg).toBe(THEME_BACKGROUNDS.dark);

    // Hold back every app script: what shows now is what the reader sees first.
    // A held script may still be in flight when the page moves on; its late continue then has nothing to continue.
    await page.route("**/assets/*.js", (route) => new Promise((r) => setTimeout(() => r(route.continue().catch(() => {})), 3000)));
    await page.goto(`${siteUrl()}/about`, { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBg);
    await page.unroute("**/assets/*.js");
    await page.goto(`${siteUrl()}/about`);
    await waitForHydration(page);
    // The stored choice follows hydration as a transition (useBrowserValue).
    await expect.poll(() => page.getByLabel("Colour theme").inputValue()).toBe("dark");

    await page.getByLabel("Colour theme").selectOption("system");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("under 'system' follows a change of the system preference live", async () => {
    const { page, context } = await openPage(browser, { colorScheme: "light" });
    await page.goto(siteUrl());
    await waitForHydration(page);
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await bg();
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await bg()).toBe(THEME_BACKGROUNDS.dark);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await bg()).toBe(light);
    await context.close();
  });

  it("is hidden without JavaScript, where the system preference applies through CSS", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false, colorScheme: "dark" });
    await page.goto(siteUrl());
    expect(await page.locator(".theme-switch").isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(THEME_BACKGROUNDS.dark);
    await context.close();
  });
});

describe("the site header", () => {
  // One page for every width: each case takes the header apart and puts it back as it was.
  let opened: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    opened = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await opened.page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(opened.page);
  });
  afterAll(() => opened?.context.close());

  // A slow device paints the header as the parser reaches each part: the brand, the nav link by link, the
  // theme switch, then the search form. Nothing painted may move when the next part comes (layout shift),
  // nor may the header grow and push the page down: on a phone it is two rows from the first part on.
  it.each(
    [320, 360, 375, 390, 640, 800, 879, 880, 1280].flatMap((width) => [true, false].map((withScript) => [width, withScript] as const)),
  )("at %ipx (the theme switch shown: %s) keeps each part in place as the next arrives", async (width, withScript) => {
    const { page, problems } = opened;
    await page.setViewportSize({ width, height: 900 });
    // Without JavaScript only the stylesheet differs, keyed on this class (the frames below need scripts).
    await page.evaluate((js) => document.documentElement.classList.toggle("js", js), withScript);
    const { stages, shifts } = await page.evaluate(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const inner = document.querySelector<HTMLElement>(".site-header-inner")!;
      const parts = [...inner.children] as HTMLElement[];
      const links = [...inner.querySelectorAll<HTMLElement>(".nav-list > li")];
      const list = inner.querySelector<HTMLElement>(".nav-list")!;
      for (const el of [...parts, ...links]) el.remove();
      await frame();
      // The page below is all there already, unlike on a first load: only what moves in the header counts.
      const shifts: string[] = [];
      const observer = new PerformanceObserver((l) => {
        for (const e of l.getEntries() as unknown as { sources: { node: Node | null }[] }[])
          for (const { node } of e.sources) if (node && inner.contains(node)) shifts.push(node.textContent ?? "");
      });
      observer.observe({ type: "layout-shift" });
      const boxes = () => ({
        header: `${Math.round(inner.getBoundingClientRect().height)} tall`,
        ...Object.fromEntries(
          [...parts, ...links].flatMap((el) => {
            const r = el.getBoundingClientRect();
            return el.isConnected ? [[el.className || el.textContent, `${Math.round(r.left)},${Math.round(r.top)}`]] : [];
          }),
        ),
      });
      const stages: Record<string, string>[] = [];
      for (const part of parts) {
        inner.appendChild(part);
        for (const link of part.classList.contains("site-nav") ? links : [null]) {
          if (link) list.appendChild(link);
          await frame();
          stages.push(boxes());
        }
      }
      observer.disconnect();
      return { stages, shifts };
    });
    const final = stages.at(-1)!;
    for (const stage of stages) expect(stage).toEqual(Object.fromEntries(Object.keys(stage).map((k) => [k, final[k]])));
    expect(shifts).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(problems()).toEqual([]);
  });
});

describe("category pages", () => {
  it.each([
    [375, 1],
    [1280, 3],
  ])("at %ipx show the recipe cards in %i column(s)", async (width, columns) => {
    const { page, context, problems } = await openPage(browser, { viewport: { width, height: 900 } });
    await page.goto(`${siteUrl()}/breakfast`);
    const lefts = await page
      .locator(".recipe-grid > li")
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(columns);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `breakfast-${width}`);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("reached by a click, show a loading state at once, then the cards, scrolled to the top", async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 1280, height: 700 } });
    await page.goto(siteUrl());
    await waitForHydration(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/desserts.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('.category-card[href="/desserts"]').click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Loading recipes…");
    expect(await page.locator("h1").textContent()).toBe("Desserts");
    release();
    await page.waitForSelector(".recipe-grid a.recipe-card");
    expect(await page.locator("a.recipe-card").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems()).toEqual([]);
    await context.close();
  });
});

describe("moving between pages in the app", () => {
  it("puts focus at the start of the new page's content, and leaves it alone for another scale of the same page", async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(siteUrl());
    await waitForHydration(page);
    await page.locator('.category-card[href="/desserts"]').focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${siteUrl()}/desserts`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    // Tab goes on from the top of the content: the first recipe card.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("recipe-card"))).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/(?!desserts)[a-z]+$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    const twice = page.getByRole("link", { name: "2X" });
    await twice.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/x=2/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("2X");
    expect(problems()).toEqual([]);
    await context.close();
  });
});

describe("the other pages at phone and desktop widths", () => {
  it.each(["/about", "/unsubscribe", MISSING])("%s fits the screen at 375 and 1280px", async (path) => {
    const { page, context, expectProblems } = await openPage(browser, { viewport: { width: 375, height: 900 } });
    if (path === MISSING) expectProblems(/status of 404/);
    await page.goto(`${siteUrl()}${path}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
      await screenshot(page, `${path.slice(1) || "home"}-${width}`);
    }
    await context.close();
  });

  it("every footer category link leads to a page that answers", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(siteUrl());
    const hrefs = await page
      .locator(".site-footer nav")
      .first()
      .locator("a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(CATEGORIES.map((c) => c.path));
    await context.close();
  });
});
