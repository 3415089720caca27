import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
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
