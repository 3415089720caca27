/**
 * Pages read as a cook reads them at phone width, at odd scales: every amount a cook measures, and a screenshot of
 * each (test-results/screenshots) to look at.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amountContext, amountProblems } from "../../app/amounts/amount-rules";
import { getRecipe } from "../../app/recipes/index";
import { ingredientsOf } from "../../app/recipes/types";
import { launchBrowser, openPage, screenshot, screenshotOf, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 } };
// Each line's own words (its label): a line's "Use … instead" links (issue 65) are the page's, not the print's.
const listAmounts = (page: Page) => page.locator(".ingredients .ingredient-list li label").allTextContents();
// The whole page, and the ingredients alone, large enough to read.
async function screenshots(page: Page, name: string) {
  await screenshot(page, name);
  await screenshotOf(page.locator(".ingredients").first(), `${name}-ingredients`);
}

describe("a scale between the buttons in the address, at phone width", () => {
  it.each(["us", "metric"] as const)("opens the stew at ?x=2.7 in %s, and its buttons change the amounts in place", async (units) => {
    const { page, problems } = await openPage(browser, PHONE);
    const documents: string[] = [];
    page.on("request", (r) => r.resourceType() === "document" && documents.push(r.url()));
    await page.goto(`${siteUrl()}/beefstew?x=2.7${units === "metric" ? "&units=metric" : ""}`);
    await waitForHydration(page);
    const scaleGroup = page.getByRole("group", { name: "Scale the recipe" });
    expect(await scaleGroup.locator('[aria-current="true"]').allTextContents()).toEqual(["2.7X"]);
    expect(await page.locator(".ingredients p.servings").textContent()).toMatch(/^Scaled 2\.7X: makes /);
    const at27 = await listAmounts(page);
    await screenshots(page, `beefstew-x2.7-${units}-390`);
    // The print preview is the page at its scale.
    await page.getByRole("button", { name: "Print" }).first().click();
    const preview = page.getByRole("dialog", { name: "Print this recipe" }).locator(".print-preview");
    await preview.waitFor();
    expect((await preview.locator(".ingredient-list li").allTextContents()).slice(0, at27.length)).toEqual(at27);
    expect(await preview.textContent()).toContain("2.7X");
    await page.getByRole("dialog", { name: "Print this recipe" }).getByRole("button", { name: "Cancel" }).click();
    await scaleGroup.getByRole("link", { name: "3X" }).click();
    await expect.poll(() => scaleGroup.locator('[aria-current="true"]').allTextContents()).toEqual(["3X"]);
    expect(await listAmounts(page)).not.toEqual(at27);
    expect(new URL(page.url()).searchParams.get("x")).toBe("3");
    expect(documents).toHaveLength(1);
    expect(problems()).toEqual([]);
  });

  it("puts the stew on the list at 2.7X from its own link, and hummus from 2 cans in the reader's cans", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}/beefstew?have=boneless+beef+chuck+roast&amount=2.7&unit=lb`);
    await waitForHydration(page);
    expect(await listAmounts(page)).toContain("2.7 lb boneless beef chuck roast, cut into 1 1/2-inch cubes");
    await page.getByRole("link", { name: "Add to shopping list" }).click();
    await page.waitForURL(/\/list\?r=beefstew\.2\.7$/);
    expect(await page.locator(".list-recipe-scale").textContent()).toBe("at 2.7X");
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    await screenshot(page, "list-beefstew-2.7-390");

    await page.goto(`${siteUrl()}/classichummus?have=chickpeas&amount=2&unit=count`);
    await waitForHydration(page);
    expect(await listAmounts(page)).toContain("2 cans (15 oz each) chickpeas, drained and rinsed");
    await page.locator("#have-heading").scrollIntoViewIfNeeded();
    await screenshots(page, "classichummus-2-cans-390");
    expect(problems()).toEqual([]);
  });
});

describe("a recipe at an odd scale, at phone width", () => {
  it("scales the stew to 2.7 lb of chuck in whole bay leaves, onions by the half, cloves and carrots", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}/beefstew?have=boneless+beef+chuck+roast&amount=2.7&unit=lb`);
    await waitForHydration(page);
    const lines = await listAmounts(page);
    expect(lines).toContain("3 bay leaves");
    expect(lines.some((l) => l.startsWith("2 1/2 small yellow onions"))).toBe(true);
    expect(lines.some((l) => l.startsWith("5 cloves garlic"))).toBe(true);
    expect(lines.some((l) => l.startsWith("5 medium carrots"))).toBe(true);
    expect(lines.join("\n")).not.toMatch(/\d \d\/3 (bay|cloves|medium)/);
    await screenshots(page, "beefstew-2.7lb-390");
    expect(problems()).toEqual([]);
  });

  it.each([
    ["/cinnamonrolls?have=large+egg&amount=1&unit=count", "us", "6 rolls", "cinnamonrolls-half-us-390"],
    ["/cinnamonrolls?have=large+egg&amount=1&unit=count&units=metric", "metric", "6 rolls", "cinnamonrolls-half-metric-390"],
    ["/cinnamonrolls?x=5", "us", "60 rolls", "cinnamonrolls-5x-us-390"],
    ["/cinnamonrolls?x=5&units=metric", "metric", "60 rolls", "cinnamonrolls-5x-metric-390"],
  ] as const)("writes %s as a cook measures it, in %s", async (path, units, yields, shot) => {
    const rolls = getRecipe("cinnamonrolls");
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}${path}`);
    await waitForHydration(page);
    expect(await page.locator("main").textContent()).toContain(yields);
    const amounts = await page.locator(".ingredients .ingredient-list .amount").allTextContents();
    const listed = ingredientsOf(rolls);
    expect(amounts).toHaveLength(listed.length);
    listed.forEach((ing, i) => expect(amountProblems(amounts[i], amountContext(ing, units)), `${ing.item}: ${amounts[i]}`).toEqual([]));
    // Yeast by the packet or sachet, never a sum of spoons.
    const yeast = amounts[listed.findIndex((i) => i.item === "instant yeast")];
    expect(yeast).not.toContain("+");
    await screenshots(page, shot);
    expect(problems()).toEqual([]);
  });
});

describe("a shopping list of three recipes at phone width", () => {
  it.each(["us", "metric"] as const)("buys whole onions and heads of garlic, never water, staples last, in %s", async (units) => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}/list?r=beefstew.2,artisanbread.1,cucumbertomatosalad.3${units === "metric" ? "&units=metric" : ""}`);
    await waitForHydration(page);
    const groups = await page.locator(".list-group h3").allTextContents();
    expect(groups.at(-1)).toBe("Check you have");
    expect(groups[0]).toBe("Produce");
    const text = (await page.locator(".list-groups").textContent()) ?? "";
    expect(text).toContain("head of garlic");
    expect(text).not.toMatch(/water/);
    expect(text).not.toMatch(/\d \d\/\d (small yellow )?onions/);
    await screenshot(page, `list-stew-bread-salad-${units}-390`);
    expect(problems()).toEqual([]);
  });
});
