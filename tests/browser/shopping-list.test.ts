import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

const THREE = "/list?r=pancakes.2,marinara.1,beefstew.1";

// The offline worker where a page loads again or gives way to another, as it could answer then: elsewhere, installed
// at the first tap, it would fetch the whole build for nothing.
let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the shopping list in a browser", () => {
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("ticks a line by a tap anywhere on it, and strikes it through, %s", async (_what, javaScriptEnabled) => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, javaScriptEnabled });
    await page.goto(`${siteUrl()}${THREE}`);
    if (javaScriptEnabled) await waitForHydration(page);
    const eggs = page.getByRole("checkbox", { name: "2 large eggs" });
    expect(await eggs.isChecked()).toBe(false);
    await page.locator(".list-line-text", { hasText: "2 large eggs" }).click();
    expect(await eggs.isChecked()).toBe(true);
    const struck = await page
      .locator(".list-line-text", { hasText: "2 large eggs" })
      .evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(struck).toBe("line-through");
    await page.locator(".list-line-text", { hasText: "2 large eggs" }).click();
    expect(await eggs.isChecked()).toBe(false);
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    expect(problems()).toEqual([]);
  });

  it("goes from a recipe at the scale being read to the list, and adds a second recipe", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    await page.getByRole("group", { name: "Scale the recipe" }).getByRole("link", { name: "3X" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Add to shopping list" }).getAttribute("href")).toBe("/list?r=pancakes.3");
    await page.getByRole("link", { name: "Add to shopping list" }).click();
    await page.waitForURL(/\/list\?r=pancakes\.3$/);
    await expect.poll(() => page.locator(".list-recipe").textContent()).toContain("Pancakes at 3X");
    await page.getByLabel("Recipe", { exact: true }).selectOption({ label: "Marinara Sauce" });
    await page.getByRole("button", { name: "Add to list" }).click();
    await page.waitForURL(/\/list\?r=pancakes\.3,marinara\.1$/);
    await expect.poll(() => page.locator(".list-recipe-title").allTextContents()).toEqual(["Pancakes", "Marinara Sauce"]);
    expect(await page.getByRole("checkbox", { name: "1 can (28 oz) whole peeled tomatoes" }).count()).toBe(1);
    expect(problems()).toEqual([]);
  });

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ])("plans every recipe on the list for one time to eat, %s", async (_what, javaScriptEnabled) => {
    const { page, problems } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      javaScriptEnabled,
      serviceWorkers: "allow",
    });
    await page.goto(`${siteUrl()}/list?r=beefstew.2,cucumbertomatosalad.1&units=metric`);
    if (javaScriptEnabled) await waitForHydration(page);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Plan the cooking" }) });
    // The form's code loads as the reader nears it (decision 021), and then the day starts as their today.
    await form.getByLabel("Time to eat").scrollIntoViewIfNeeded();
    if (javaScriptEnabled) await expect.poll(() => form.getByLabel("Day (optional)").inputValue()).not.toBe("");
    await form.getByLabel("Time to eat").fill("18:30");
    await form.getByRole("button", { name: "Plan the cooking" }).click();
    await page.waitForURL(/serve=18%3A30/);
    await expect.poll(() => page.locator(".plan-start").innerText()).toMatch(/^Start with Beef Stew at 15:28/);
    const lines = page.locator(".serve-all-step .step-plan");
    // With JavaScript the day starts as the reader's today, and the plan offers the calendar file.
    const day = javaScriptEnabled ? await page.evaluate(() => new Date().toDateString().slice(0, 10)) : null;
    const [weekday, month, date] = day ? day.split(" ") : [];
    expect(await lines.first().innerText()).toBe(
      `Start 15:28${day ? `, ${weekday} ${Number(date)} ${month}` : ""} · Beef Stew, step 1 · 29 mins`,
    );
    expect(await lines.count()).toBe(12);
    expect(await page.getByRole("link", { name: "Add when to begin and the recipes’ waits to your calendar (.ics)" }).count()).toBe(
      javaScriptEnabled ? 1 : 0,
    );
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    // The list keeps its recipes and units, and a step opens its recipe with the same plan.
    expect(page.url()).toContain("r=beefstew.2%2Ccucumbertomatosalad.1&units=metric&serve=18%3A30");
    await page.getByRole("link", { name: "Cucumber Tomato Salad, step 1" }).click();
    await page.waitForURL(/\/cucumbertomatosalad\?units=metric&serve=18%3A30/);
    await expect.poll(() => page.locator(".plan-start").innerText()).toMatch(/to eat at 18:30/);
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    expect(problems()).toEqual([]);
  });

  it("reads as a cook writes it at phone width, three recipes in us and in metric measures", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    for (const units of ["us", "metric"] as const) {
      await page.goto(`${siteUrl()}${THREE}${units === "metric" ? "&units=metric" : ""}`);
      await waitForHydration(page);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), units).toBeLessThanOrEqual(390);
      const flour = units === "us" ? "2 cups + 2 tbsp all-purpose flour" : "250 g all-purpose flour";
      expect(await page.getByRole("checkbox", { name: flour }).count()).toBe(1);
      await screenshot(page, `shopping-list-${units}-390`);
    }
    expect(problems()).toEqual([]);
  });

  it("keeps a list's ticks across a reload on this device, for that list only, until 'Clear ticks'", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });
    await page.goto(`${siteUrl()}${THREE}`);
    await waitForHydration(page);
    const eggs = page.getByRole("checkbox", { name: "2 large eggs" });
    await eggs.check();
    await page.reload();
    await waitForHydration(page);
    expect(await eggs.isChecked()).toBe(true);
    // Another list (here, pancakes alone) starts unticked.
    await page.goto(`${siteUrl()}/list?r=pancakes.2`);
    await waitForHydration(page);
    expect(await page.locator("input.list-tick:checked").count()).toBe(0);
    await page.goto(`${siteUrl()}${THREE}`);
    await waitForHydration(page);
    expect(await eggs.isChecked()).toBe(true);
    await page.getByRole("button", { name: "Clear ticks" }).click();
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator("input.list-tick:checked").count()).toBe(0);
    expect(problems()).toEqual([]);
  });

  it("prints on one page: the recipes on a line, the groups in three columns, no controls", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${siteUrl()}${THREE}`);
    await page.emulateMedia({ media: "print" });
    for (const hidden of [".site-header", ".site-footer", ".list-add", ".list-controls", ".list-recipe-controls"]) {
      expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
    }
    expect(await page.locator(".list-groups").evaluate((el) => getComputedStyle(el).columnCount)).toBe("3");
    expect(await page.locator(".list-tick").first().isVisible()).toBe(true);
    await screenshot(page, "shopping-list-print");
    const pdf = (await page.pdf({ format: "Letter" })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  });
});
