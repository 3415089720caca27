import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAxeCleanInEachTheme, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const milkAmount = (page: Page) =>
  page.locator(".ingredients .ingredient-list li", { hasText: "whole milk" }).locator(".amount").textContent();

describe("the scale with JavaScript", () => {
  it("switches amounts at once, keeps the URL in step, and asks the server for nothing", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    expect(await milkAmount(page)).toBe("3/4 cup");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await page.getByRole("link", { name: "3X" }).click();
    await expect.poll(() => milkAmount(page)).toBe("2 1/4 cups");
    expect(new URL(page.url()).search).toBe("?x=3");
    expect(await page.getByRole("link", { name: "3X" }).getAttribute("aria-current")).toBe("true");
    expect(await page.getByRole("link", { name: "1X" }).getAttribute("aria-current")).toBeNull();
    expect(await page.locator(".ingredients .servings").textContent()).toBe("Scaled 3X: makes 6 servings · 24 pancakes");
    await page.getByRole("link", { name: "1X" }).click();
    await expect.poll(() => milkAmount(page)).toBe("3/4 cup");
    expect(new URL(page.url()).search).toBe("");
    // No loader data and no document: the page had everything already.
    expect(requests.filter((u) => u.includes(".data") || u.includes("/pancakes"))).toEqual([]);
    expect(problems()).toEqual([]);
  });
});

describe("the recipe page for every reader", () => {
  // One load for both themes and both widths: the page follows the system's preference live, and its layout the width.
  it("passes axe in the light and the dark theme, and with the print dialog open in each", async () => {
    const { page, context } = await openPage(browser, { colorScheme: "light" });
    await page.goto(`${siteUrl()}/blueberrylemonpancakes`);
    await waitForHydration(page);
    await expectAxeCleanInEachTheme(page, "the recipe");
    await page.getByRole("button", { name: "Print" }).first().click();
    await page.getByRole("dialog").waitFor();
    await expectAxeCleanInEachTheme(page, "printing");
    await context.close();
  });

  it("at 375px lays out one column, at 1280px the ingredients beside the directions, and keeps the header in view while scrolling", async () => {
    const { page, context, problems } = await openPage(browser, { viewport: { width: 375, height: 900 } });
    await page.goto(`${siteUrl()}/beefstew`);
    await waitForHydration(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const ing = await page.locator(".ingredients").boundingBox();
      const dir = await page.locator(".directions").boundingBox();
      if (width >= 1024) expect(dir!.x).toBeGreaterThan(ing!.x + ing!.width - 1);
      else expect(dir!.y).toBeGreaterThan(ing!.y + ing!.height - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const cardWidths = await page.locator(".link-card").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
      for (const w of cardWidths) expect(w).toBe(200);
      await screenshot(page, `recipe-beefstew-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 2000));
    const header = await page.locator(".site-header").boundingBox();
    expect(header!.y).toBe(0);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
