import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { scaleIngredient } from "../../app/amounts/scale";
import { SPOON_NOTE } from "../../app/amounts/units";
import { axeViolations, launchBrowser, openPage, screenshot, screenshotOf, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pancakes = recipes.find((r) => r.slug === "pancakes")!;
const milk = pancakes.meatdairyeggs.find((i) => i.item === "whole milk")!;
const milkAt = (scale: number, units: "us" | "metric") => scaleIngredient(milk, scale, { units }).amount;
const milkAmount = (page: Page) =>
  page.locator(".ingredients .ingredient-list li", { hasText: "whole milk" }).locator(".amount").textContent();
const current = (page: Page, group: string) => page.getByRole("group", { name: group }).locator('[aria-current="true"]').textContent();

describe("the US/metric switch with JavaScript", () => {
  it("changes every amount in place, keeps the scale and the URL in step, and asks the server for nothing", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/pancakes?x=3`);
    await waitForHydration(page);
    expect(await milkAmount(page)).toBe(milkAt(3, "us"));
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));

    await page.getByRole("link", { name: "Metric", exact: true }).click();
    await expect.poll(() => milkAmount(page)).toBe(milkAt(3, "metric"));
    expect(new URL(page.url()).search).toBe("?x=3&units=metric");
    expect(await current(page, "Units")).toBe("Metric");
    expect(await current(page, "Scale the recipe")).toBe("3X");
    // Beside the switch, once: which spoons the metric amounts mean.
    expect(await page.locator(".recipe-body .spoon-note").allTextContents()).toEqual([SPOON_NOTE]);
    // The steps follow, and the next recipe opens in metric.
    expect(await page.locator(".step-ingredients .amount").first().textContent()).toBe(
      scaleIngredient(pancakes.steps[0].ingredients[0], 3, { units: "metric", gramsPerCup: pancakes.gramsPerCup }).amount,
    );
    expect(await page.locator(".related .link-card").first().getAttribute("href")).toMatch(/^\/[a-z]+\?units=metric$/);

    // The scale keeps the units; the keyboard works the switch like any link.
    await page.getByRole("link", { name: "1X" }).click();
    await expect.poll(() => milkAmount(page)).toBe(milkAt(1, "metric"));
    expect(new URL(page.url()).search).toBe("?units=metric");
    await page.getByRole("link", { name: "US", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => milkAmount(page)).toBe(milkAt(1, "us"));
    expect(new URL(page.url()).search).toBe("");
    expect(await current(page, "Units")).toBe("US");
    expect(await page.locator(".recipe-body .spoon-note").count()).toBe(0);

    expect(requests.filter((u) => u.includes(".data") || u.includes("/pancakes"))).toEqual([]);
    expect(problems()).toEqual([]);
  });

  it("is announced as a group whose current choice is marked, and passes axe in metric", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/cinnamonrolls?x=5&units=metric`);
    await waitForHydration(page);
    const links = page.getByRole("group", { name: "Units" }).getByRole("link");
    expect(await links.allTextContents()).toEqual(["US", "Metric"]);
    expect(await links.nth(1).getAttribute("aria-current")).toBe("true");
    expect(await links.nth(0).getAttribute("aria-current")).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems()).toEqual([]);
  });
});

describe("printing in metric", () => {
  it("previews and prints the amounts in the page's units", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/pancakes?x=2&units=metric`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Print" }).first().click();
    const preview = page.getByRole("region", { name: "Print preview" });
    await preview.waitFor();
    expect(await preview.locator(".ingredient-list li", { hasText: "whole milk" }).locator(".amount").textContent()).toBe(
      milkAt(2, "metric"),
    );
    // Metric keeps its 5 ml and 15 ml spoons, and says so in print too; no cups, ounces, pounds or sticks.
    expect(await preview.locator(".amount").allTextContents()).not.toContainEqual(expect.stringMatching(/cup|oz|lb|stick/));
    expect(await preview.getByText(SPOON_NOTE).count()).toBe(1);
    expect(problems()).toEqual([]);
  });
});

describe("the US/metric switch without JavaScript", () => {
  it("is a link that opens the metric page at the ingredients, at the same scale", async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${siteUrl()}/pancakes?x=2`);
    await page.getByRole("link", { name: "Metric", exact: true }).click();
    await page.waitForURL(/units=metric/);
    const url = new URL(page.url());
    expect(url.search).toBe("?x=2&units=metric");
    expect(url.hash).toBe("#ingredients-heading");
    expect(await milkAmount(page)).toBe(milkAt(2, "metric"));
    expect(await current(page, "Units")).toBe("Metric");
  });
});

describe("how the amounts look", () => {
  // Phone and desktop, 1X and 5X, US and metric: the pictures are in test-results/screenshots. One hydrated page a
  // recipe, resized for each width: the switch and the scale rewrite the amounts in place, as a reader's taps do.
  it("fits the switch and the longest amounts at 390px and at 1280px", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 900 } });
    await page.goto(`${siteUrl()}/cinnamonrolls`);
    await waitForHydration(page);
    for (const [link, search, units, scale, name] of [
      [null, "", "US", "1X", "us-1x"],
      ["Metric", "?units=metric", "Metric", "1X", "metric-1x"],
      ["5X", "?x=5&units=metric", "Metric", "5X", "metric-5x"],
      ["US", "?x=5", "US", "5X", "us-5x"],
    ] as const) {
      if (link) await page.getByRole("link", { name: link, exact: true }).click();
      await expect.poll(() => new URL(page.url()).search).toBe(search);
      await expect.poll(() => current(page, "Units")).toBe(units);
      await expect.poll(() => current(page, "Scale the recipe")).toBe(scale);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        // Nothing runs off the side: the page is no wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshotOf(page.locator(".recipe-body"), `units-cinnamonrolls-${name}-${width}`);
      }
    }
    await page.goto(`${siteUrl()}/alfredopastawithchickenandbroccoli?x=5&units=metric`);
    await waitForHydration(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `units-alfredo-metric-5x-${width}`);
    }
    expect(problems()).toEqual([]);
  });
});
