import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const text = async (page: Page, selector: string) => (await page.locator(selector).allTextContents()).join(" | ").replace(/\u00a0/g, " ");

describe("materials and batches with JavaScript", () => {
  it("names a bigger pot in the materials and the steps as soon as the scale outgrows the one listed", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/moroccanharira`);
    await waitForHydration(page);
    expect(await page.locator(".materials .material-note").count()).toBe(0);
    await page.getByRole("link", { name: "2X" }).click();
    // Materials names the pot to use in the recipe's place (issue 60); the steps say which to use.
    await expect
      .poll(() => text(page, ".materials .material-note"))
      .toBe("At 2X, in place of the recipe's heavy pot or Dutch oven with a lid, 3-quart, which is too small for the soup.");
    expect(await text(page, ".materials li")).toContain("6-quart Dutch oven or soup pot");
    expect(await text(page, ".directions .step-materials")).toContain("Use a 6-quart Dutch oven or soup pot.");
    await page.getByRole("link", { name: "4X" }).click();
    await expect.poll(() => text(page, ".materials li")).toContain("Stockpot of 10 quarts or more");
    await page.getByRole("link", { name: "1X" }).click();
    await expect.poll(() => page.locator(".material-note").count()).toBe(0);
    expect(problems()).toEqual([]);
  });

  it("recounts the batches and the cook time of pancakes at each scale", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    expect(await text(page, ".directions .step-materials")).toMatch(/^8 pancakes, 3 at a time: 3 batches/);
    await page.getByRole("link", { name: "3X" }).click();
    await expect
      .poll(() => text(page, ".directions .step-materials"))
      .toMatch(/^At 3X: 24 pancakes, 3 at a time: 8 batches of about 5 minutes, about 40 mins in all\./);
    expect(await text(page, ".times .time-note")).toBe(
      "At 3X, working in more batches adds 25 mins. The larger amounts add 5 mins to the steps themselves.",
    );
    expect(problems()).toEqual([]);
  });

  it("looks right at 5X in metric on a phone and on a desktop", async () => {
    // One load, resized: the notes' layout follows the width.
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${siteUrl()}/alfredopastawithchickenandbroccoli?x=5&units=metric`);
    await waitForHydration(page);
    expect(await text(page, ".materials")).toContain("30 cm skillet");
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ]) {
      await page.setViewportSize({ width, height });
      // The notes fit the page: nothing wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `alfredo-5x-metric-${width}`);
    }
    expect(problems()).toEqual([]);
  });
});
