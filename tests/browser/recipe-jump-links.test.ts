import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser({ serviceWorkers: true });
});
afterAll(() => browser?.close());

/** Whether the element sits in the viewport below the sticky header. */
const shownBelowHeader = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const box = document.querySelector(selector)!.getBoundingClientRect();
    const header = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
    return box.top >= header && box.bottom <= window.innerHeight;
  }, selector);

describe("jump links in a browser", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`'Jump to recipe' and 'Back to the top' scroll every time, and Back goes back (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, javaScriptEnabled });
      await page.goto(`${siteUrl()}/moroccanharira?x=2`);
      if (javaScriptEnabled) await waitForHydration(page);
      expect(await shownBelowHeader(page, "#ingredients-heading")).toBe(false);

      // Twice round: with JavaScript, the second jump is the one React Router's scroll restoration used to undo.
      for (let round = 0; round < 2; round++) {
        await page.getByRole("link", { name: "Jump to recipe" }).click();
        await expect.poll(() => shownBelowHeader(page, "#ingredients-heading")).toBe(true);
        expect(page.url()).toBe(`${siteUrl()}/moroccanharira?x=2#ingredients-heading`);

        const back = page.getByRole("link", { name: "Back to the top of the recipe" });
        await back.scrollIntoViewIfNeeded();
        const atComments = await page.evaluate(() => scrollY);
        await back.click();
        await expect.poll(() => shownBelowHeader(page, "h1")).toBe(true);
        expect(page.url()).toBe(`${siteUrl()}/moroccanharira?x=2#recipe-top`);

        await page.evaluate(() => history.back());
        await expect.poll(() => page.url()).toBe(`${siteUrl()}/moroccanharira?x=2#ingredients-heading`);
        // Without JavaScript, where Back lands is the browser's own choice.
        if (javaScriptEnabled) await expect.poll(() => page.evaluate(() => scrollY)).toBe(atComments);
        await page.evaluate(() => history.forward());
        await expect.poll(() => shownBelowHeader(page, "h1")).toBe(true);
      }

      // The skip link, another plain fragment link, still moves after them.
      await page.getByRole("link", { name: "Jump to recipe" }).click();
      await expect.poll(() => shownBelowHeader(page, "#ingredients-heading")).toBe(true);
      await page.locator(".skip-link").focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

      // axe needs the page's own timers, which are off with JavaScript.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      expect(problems()).toEqual([]);
      await context.close();
    });
  }
});

describe("scroll positions in a browser", () => {
  it("the page's own script puts a reloaded page back where it was, before any app script has run", async () => {
    const { page, context, expectProblems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    // No app files, so no React Router: the entry's key and position are set by hand, and "manual" keeps the
    // browser's own restoring out of it, as React Router does while the page is open.
    await page.route("**/assets/**", (route) => route.abort());
    expectProblems(/net::ERR_FAILED/);
    await page.goto(`${siteUrl()}/moroccanharira`);
    await page.evaluate(() => {
      history.scrollRestoration = "manual";
      history.replaceState({ key: "k1" }, "");
      sessionStorage.setItem("positions", JSON.stringify({ k1: 1500 }));
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(1500);
    await context.close();
  });

  it("every page loaded gets a history entry key of its own, a reload comes back to where the reader was, and a new page starts at the top", async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const key = () => page.evaluate(() => (history.state as { key?: unknown } | null)?.key);
    await page.goto(`${siteUrl()}/moroccanharira`);
    await waitForHydration(page);
    const first = await key();
    // One write gives the key and React Router's own index, which it would otherwise write itself.
    expect(await page.evaluate(() => (history.state as { idx?: unknown }).idx)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(1500);
    // What the reader sees, whichever restores it: the page's script or, once React Router has handed it back, the browser.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(1500);
    expect(await key()).toBe(first);
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    const second = await key();
    expect([typeof first, typeof second]).toEqual(["string", "string"]);
    expect(second).not.toBe(first);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
