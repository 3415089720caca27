import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";
import { recipeTicksKey } from "../../app/recipe-page/Checklist";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const listBox = (page: Page, text: string) => page.locator(".ingredients").getByRole("checkbox", { name: text });
const stepBox = (page: Page, step: number, text: string) =>
  page
    .locator(".directions .step")
    .nth(step - 1)
    .getByRole("checkbox", { name: text });
const tickedCount = (page: Page) => page.locator("input.tick:checked").count();

describe("the ingredient checklist in a browser", () => {
  it("ticks by its label with JavaScript off, and offers no clearing", async () => {
    const { page, context, problems } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${siteUrl()}/pancakes`);
    await page.locator(".ingredients label", { hasText: "whole milk" }).click();
    expect(await listBox(page, "whole milk").isChecked()).toBe(true);
    await stepBox(page, 1, "all-purpose flour").check();
    expect(await tickedCount(page)).toBe(2);
    expect(await page.getByRole("button", { name: "Clear ticks" }).count()).toBe(0);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("keeps the ticks of each scale across reloads until 'Clear ticks', and stays axe clean", async () => {
    // Reloaded with the offline worker installed, as a cook's page is.
    const { page, context, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, serviceWorkers: "allow" });
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    await listBox(page, "whole milk").check();
    await listBox(page, "all-purpose flour").check();
    await stepBox(page, 1, "all-purpose flour").check();
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => tickedCount(page)).toBe(3);
    expect(await listBox(page, "whole milk").isChecked()).toBe(true);
    expect(await stepBox(page, 1, "all-purpose flour").isChecked()).toBe(true);
    await page.locator(".scale-switch").getByRole("link", { name: "2X" }).click();
    await page.waitForURL(/x=2/);
    // Another scale is another cook: its own ticks, none yet.
    await expect.poll(() => tickedCount(page)).toBe(0);
    await listBox(page, "whole milk").check();
    await page.locator(".scale-switch").getByRole("link", { name: "1X" }).click();
    await page.waitForURL((url) => !url.search.includes("x=2"));
    await expect.poll(() => tickedCount(page)).toBe(3);
    await page.locator(".ingredients").scrollIntoViewIfNeeded();
    await screenshot(page, "checklist-no-javascript-390");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Clear ticks" }).click();
    expect(await tickedCount(page)).toBe(0);
    expect(await page.getByRole("status").filter({ hasText: "Ticks cleared." }).count()).toBe(1);
    await page.reload();
    await waitForHydration(page);
    // Clearing is for the scale on screen: 2X keeps its own. Read from the store first, so "none ticked" cannot pass
    // only because the saved ticks had not come back yet.
    const stored = (key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "[]") as string[], key);
    expect(await stored(recipeTicksKey("pancakes", 1))).toEqual([]);
    expect(await stored(recipeTicksKey("pancakes", 2))).toHaveLength(1);
    expect(await tickedCount(page)).toBe(0);
    await page.goto(`${siteUrl()}/pancakes?x=2`);
    await waitForHydration(page);
    await expect.poll(() => tickedCount(page)).toBe(1);
    expect(problems()).toEqual([]);
    await context.close();
  });

  it("leaves the boxes out of the print and its preview, and prints ticked lines plain", async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    await listBox(page, "whole milk").check();
    await page.getByRole("button", { name: "Print" }).first().click();
    const preview = page.getByRole("dialog", { name: "Print this recipe" }).locator(".print-preview");
    await preview.waitFor();
    expect(await preview.locator("li", { hasText: "whole milk" }).count()).toBeGreaterThan(0);
    expect(await preview.locator("input").count()).toBe(0);
    await page.keyboard.press("Escape");
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("input.tick").evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== "none").length)).toBe(0);
    const milk = page.locator(".ingredients .tick-line label", { hasText: "whole milk" });
    expect(await milk.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("none");
    expect(await page.getByRole("button", { name: "Clear ticks" }).isVisible()).toBe(false);
    expect(problems()).toEqual([]);
    await context.close();
  });
});
