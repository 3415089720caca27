import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 } };
const results = (page: import("playwright-core").Page) => page.locator(".search-results .recipe-card-name").allTextContents();

describe("search in a browser", () => {
  it("the header's form finds recipes despite a typo, in the app, with marked snippets; passes axe", async () => {
    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}/breakfast`);
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search recipes" }).fill("chikpeas");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/search\?q=chikpeas$/);
    await expect.poll(() => results(page)).toEqual(["Classic Hummus", "Moroccan Harira"]);
    await expect.poll(() => page.title()).toBe("“chikpeas”: search | Small Batch Kitchen");
    expect(await page.locator(".search-count").textContent()).toBe("2 recipes match, searching for “chickpeas” instead.");
    expect(await page.locator(".search-snippet mark").first().textContent()).toMatch(/^chickpeas?$/i);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "search-results-phone");
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("works with JavaScript off, and a query that matches nothing suggests the categories", async () => {
    const { page, context } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${siteUrl()}/about`);
    await page.getByRole("searchbox", { name: "Search recipes" }).fill("PANCAKES");
    await page.getByRole("button", { name: "Search" }).first().click();
    await page.waitForURL(/\/search\?q=PANCAKES$/);
    expect((await results(page)).slice(0, 2).sort()).toEqual(["Blueberry Lemon Pancakes", "Pancakes"]);

    await page.getByRole("searchbox", { name: "Search recipes" }).first().fill("quinoa");
    await page.getByRole("button", { name: "Search" }).first().click();
    await page.waitForURL(/q=quinoa/);
    await expect.poll(() => page.locator(".search-count").textContent()).toBe("No recipes match.");
    expect(await page.getByRole("link", { name: "Desserts" }).count()).toBeGreaterThan(0);
    await screenshot(page, "search-no-results-phone");
    await context.close();
  });
});
