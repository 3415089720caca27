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
  it("opens the stew at ?x=2.7 in us and in metric, and its buttons change the amounts in place", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    let documents: string[] = [];
    page.on("request", (r) => r.resourceType() === "document" && documents.push(r.url()));
    for (const units of ["us", "metric"] as const) {
      documents = [];
      await page.goto(`${siteUrl()}/beefstew?x=2.7${units === "metric" ? "&units=metric" : ""}`);
      await waitForHydration(page);
      const scaleGroup = page.getByRole("group", { name: "Scale the recipe" });
      expect(await scaleGroup.locator('[aria-current="true"]').allTextContents(), units).toEqual(["2.7X"]);
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
      expect(documents, units).toHaveLength(1);
    }
    expect(problems()).toEqual([]);
  });
});

describe("a recipe at an odd scale, at phone width", () => {
  it("scales the stew to 2.7 lb of chuck in whole bay leaves, onions by the half, cloves and carrots, puts it on the list at 2.7X from its own link, and hummus from 2 cans in the reader's cans", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}/beefstew?have=boneless+beef+chuck+roast&amount=2.7&unit=lb`);
    await waitForHydration(page);
    const lines = await listAmounts(page);
    expect(lines).toContain("2.7 lb boneless beef chuck roast, cut into 1 1/2-inch cubes");
    expect(lines).toContain("3 bay leaves");
    expect(lines.some((l) => l.startsWith("2 1/2 small yellow onions"))).toBe(true);
    expect(lines.some((l) => l.startsWith("5 cloves garlic"))).toBe(true);
    expect(lines.some((l) => l.startsWith("5 medium carrots"))).toBe(true);
    expect(lines.join("\n")).not.toMatch(/\d \d\/3 (bay|cloves|medium)/);
    await screenshots(page, "beefstew-2.7lb-390");

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

  it("writes the rolls for one egg (6 rolls) and at 5X (60 rolls) as a cook measures them, each in us and in metric", async () => {
    const rolls = getRecipe("cinnamonrolls");
    const { page, problems } = await openPage(browser, PHONE);
    for (const [path, units, yields, shot] of [
      ["/cinnamonrolls?have=large+egg&amount=1&unit=count", "us", "6 rolls", "cinnamonrolls-half-us-390"],
      ["/cinnamonrolls?have=large+egg&amount=1&unit=count&units=metric", "metric", "6 rolls", "cinnamonrolls-half-metric-390"],
      ["/cinnamonrolls?x=5", "us", "60 rolls", "cinnamonrolls-5x-us-390"],
      ["/cinnamonrolls?x=5&units=metric", "metric", "60 rolls", "cinnamonrolls-5x-metric-390"],
    ] as const) {
      await page.goto(`${siteUrl()}${path}`);
      await waitForHydration(page);
      expect(await page.locator("main").textContent(), path).toContain(yields);
      const amounts = await page.locator(".ingredients .ingredient-list .amount").allTextContents();
      const listed = ingredientsOf(rolls);
      expect(amounts, path).toHaveLength(listed.length);
      listed.forEach((ing, i) =>
        expect(amountProblems(amounts[i], amountContext(ing, units)), `${path}: ${ing.item}: ${amounts[i]}`).toEqual([]),
      );
      // Yeast by the packet or sachet, never a sum of spoons.
      const yeast = amounts[listed.findIndex((i) => i.item === "instant yeast")];
      expect(yeast, path).not.toContain("+");
      await screenshots(page, shot);
    }
    expect(problems()).toEqual([]);
  });
});

describe("a shopping list of three recipes at phone width", () => {
  it("buys whole onions and heads of garlic, never water, staples last, in us and in metric", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    for (const units of ["us", "metric"] as const) {
      await page.goto(`${siteUrl()}/list?r=beefstew.2,artisanbread.1,cucumbertomatosalad.3${units === "metric" ? "&units=metric" : ""}`);
      await waitForHydration(page);
      const groups = await page.locator(".list-group h3").allTextContents();
      expect(groups.at(-1), units).toBe("Check you have");
      expect(groups[0], units).toBe("Produce");
      const text = (await page.locator(".list-groups").textContent()) ?? "";
      expect(text, units).toContain("head of garlic");
      expect(text, units).not.toMatch(/water/);
      expect(text, units).not.toMatch(/\d \d\/\d (small yellow )?onions/);
      await screenshot(page, `list-stew-bread-salad-${units}-390`);
    }
    expect(problems()).toEqual([]);
  });
});
