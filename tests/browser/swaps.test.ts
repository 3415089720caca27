// Issue 65 with JavaScript: "Use … instead" changes the list, the steps and the nutrition in place, as the scale and
// units do, and the way back to the recipe as written is one link. Pictures at a phone's width for a cook to read.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipeSwaps, swappedRecipe } from "../../app/amounts/swap-recipe";
import { getRecipe } from "../../app/recipes/index";
import { axeViolations, launchBrowser, openPage, screenshot, screenshotOf, type TestBrowser, waitForHydration } from "../support/browser";
import { OFFLINE_LOAD, openOnline, goOffline } from "../support/offline";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 } };
const WINE = "dry-red-wine-to-broth-vinegar";
const lines = (page: Page) => page.locator(".ingredients .ingredient-list li label").allTextContents();
const calories = (page: Page) =>
  page.locator(".recipe-summary .nutrition-list div", { hasText: "Calories" }).locator("dd").first().textContent();

describe("swapping an ingredient with JavaScript", () => {
  it("rewrites the list, the steps and the nutrition in place, keeps the scale, and goes back to the recipe as written", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}/beefstew?x=2`);
    await waitForHydration(page);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));

    await page.getByRole("link", { name: "Use broth and vinegar instead" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?x=2&swap=${WINE}`);
    await expect.poll(async () => (await lines(page)).join(" | ")).toContain("2 tsp red wine vinegar");
    expect((await lines(page)).join(" | ")).not.toContain("dry red wine");
    expect(await page.locator(".directions").textContent()).toContain("Pour in the broth and vinegar");
    const stew = getRecipe("beefstew");
    const read = recipeSwaps(stew, WINE);
    if (!read.ok) throw new Error(read.problem);
    expect(await calories(page)).toBe(`${Math.round(swappedRecipe(stew, read.swaps).cal * 2)} kcal`);
    await expect
      .poll(() => page.getByRole("note", { name: "Swapped in this recipe" }).textContent())
      .toContain("Broth and vinegar instead of dry red wine.");
    expect(await page.getByRole("link", { name: "Add to shopping list" }).getAttribute("href")).toBe(`/list?r=beefstew.2_${WINE}`);
    // The scale keeps the swap.
    await page.getByRole("link", { name: "3X" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?x=3&swap=${WINE}`);
    await expect.poll(async () => (await lines(page)).join(" | ")).toContain("1 tbsp red wine vinegar");
    await screenshotOf(page.locator(".ingredients"), "swaps-stew-wine-390");
    // Everything above came from the page's own code: no request went back for it.
    expect(requests.filter((u) => u.includes(".data") || new URL(u).pathname === "/beefstew")).toEqual([]);

    await page.getByRole("link", { name: "Back to Beef Stew as written" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?x=3");
    await expect.poll(async () => (await lines(page)).join(" | ")).toContain("1 1/2 cups dry red wine");
    expect(await page.getByRole("note", { name: "Swapped in this recipe" }).count()).toBe(0);
    expect(problems()).toEqual([]);
  });

  it("shows the soup with dried basil and half-and-half at a phone's width, and passes axe", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}/roastedtomatoandbasilsoup?units=metric`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Use dried basil instead" }).click();
    // The next link carries both swaps once the page has been written again with the first.
    await page.getByRole("note", { name: "Swapped in this recipe" }).waitFor();
    await page.getByRole("link", { name: "Use half-and-half and butter instead" }).click();
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe("?units=metric&swap=fresh-basil-leaves-to-dried-basil,heavy-cream-to-half-and-half-butter");
    // The address changes before React has written the list again: wait for the list itself.
    await expect.poll(async () => (await lines(page)).join(" | ")).toContain("half-and-half");
    expect((await lines(page)).join(" | ")).toContain("2 tbsp + 2 tsp dried basil");
    expect(await page.getByRole("note", { name: "Swapped in this recipe" }).getByRole("link").allTextContents()).toEqual([
      "Use the fresh basil leaves again",
      "Use the heavy cream again",
      "Back to Roasted Tomato and Basil Soup as written",
    ]);
    // No line is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshotOf(page.locator(".ingredients"), "swaps-soup-basil-cream-390");
    await screenshotOf(page.locator(".directions"), "swaps-soup-steps-390");
    await screenshot(page, "swaps-soup-page-390");
    expect(await axeViolations(page)).toEqual([]);
    expect(problems()).toEqual([]);
  });
});

describe("swapping offline", () => {
  it("swaps the wine in a saved stew with no signal, by its link and by a whole load, with the amounts the server writes", async () => {
    const { page, context, problems, expectProblems } = await openPage(browser, { ...PHONE, serviceWorkers: "allow" });
    expectProblems(OFFLINE_LOAD);
    // Read in a browser without the service worker, so that none of these addresses is saved on the phone.
    const serverLines = async (path: string) => {
      const { page: other, context: elsewhere } = await openPage(browser, PHONE);
      await other.goto(`${siteUrl()}${path}`);
      const got = await other.locator(".ingredients label").allInnerTexts();
      await elsewhere.close();
      return got;
    };
    const swappedAt1 = await serverLines(`/beefstew?swap=${WINE}`);
    const swappedAt2 = await serverLines(`/beefstew?x=2&units=metric&swap=${WINE},garlic-to-garlic-powder`);
    expect(swappedAt1.join(" | ")).toContain("red wine vinegar");
    await openOnline(page, "/beefstew");

    await goOffline(context);
    await page.getByRole("link", { name: "Use broth and vinegar instead" }).click();
    await page.waitForURL(`${siteUrl()}/beefstew?swap=${WINE}`);
    await expect.poll(() => page.locator(".ingredients label").allInnerTexts()).toEqual(swappedAt1);
    expect(await page.locator(".directions").innerText()).toContain("Pour in the broth and vinegar");

    // A whole load of an address never opened: the saved copy, swapped, scaled and in metric by the page's own code.
    await page.goto(`${siteUrl()}/beefstew?x=2&units=metric&swap=${WINE},garlic-to-garlic-powder`);
    await expect.poll(() => page.locator(".ingredients label").allInnerTexts()).toEqual(swappedAt2);
    expect(page.url()).toBe(`${siteUrl()}/beefstew?x=2&units=metric&swap=${WINE},garlic-to-garlic-powder`);
    expect(problems().filter((p) => !OFFLINE_LOAD.test(p))).toEqual([]);
    await context.close();
  });
});
