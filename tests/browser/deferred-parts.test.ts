import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdRequests, launchBrowser, layoutOf, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

// The serve-at forms' code loads as the reader nears them (components/Deferred.tsx, decision 021); until then the
// server's HTML is a plain form that works as it does without JavaScript.

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 } };

const SERVE_AT = /\/assets\/ServeAtForm-[\w-]+\.js$/;
const SERVE_ALL = /\/assets\/ServeAllSection-[\w-]+\.js$/;
const todayThere = () => new Date().toLocaleDateString("en-CA");
const boxes = (page: Page) => layoutOf(page, "main h2, main h3, main p, main li, main input, main button");

describe("the recipe page's serve-at form", () => {
  it("loads as the reader scrolls near it, and then fills in their today", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    const chunk = await holdRequests(page, SERVE_AT, { hold: false });
    await page.goto(`${siteUrl()}/artisanbread`);
    await waitForHydration(page);
    const day = page.getByLabel("Day (optional)");
    expect(chunk.asked).toEqual([]);
    expect(await day.inputValue()).toBe("");
    const before = await boxes(page);
    await day.scrollIntoViewIfNeeded();
    await expect.poll(() => chunk.asked.length).toBe(1);
    await expect.poll(() => day.inputValue()).toBe(todayThere());
    // Its own root hydrated what the server wrote: nothing on the page moved.
    expect(await boxes(page)).toEqual(before);
    await screenshot(page, "serve-at-loaded-390");
    expect(problems()).toEqual([]);
  });

  it("before its code arrives, is a plain form that plans the day; a tap on 2X waits for nothing, and brings the code", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    const chunk = await holdRequests(page, SERVE_AT);
    await page.goto(`${siteUrl()}/artisanbread`);
    await waitForHydration(page);
    await page.locator(".scale-switch").getByRole("link", { name: "2X" }).click();
    await expect.poll(() => page.locator(".ingredients .servings").textContent()).toMatch(/^Scaled 2X/);
    // The form's hidden scale is out of date until its code comes, which 2X asked for.
    await expect.poll(() => chunk.asked.length).toBe(1);
    chunk.release();
    await expect.poll(() => page.locator('form.serve-form input[name="x"]').inputValue()).toBe("2");
    expect(problems()).toEqual([]);

    const held = await openPage(browser, PHONE);
    const never = await holdRequests(held.page, SERVE_AT);
    await held.page.goto(`${siteUrl()}/artisanbread`);
    await waitForHydration(held.page);
    const form = held.page.locator("form.serve-form");
    await form.getByLabel("Time to eat").fill("18:30");
    await form.getByRole("button", { name: "Plan it" }).click();
    await held.page.waitForURL(/serve=18%3A30/);
    expect(await held.page.locator(".serve-plan .plan-start").textContent()).toBeTruthy();
    // Focusing the form asked for its code; the reader did not wait for it.
    expect(never.asked.length).toBeGreaterThan(0);
    never.release();
    expect(held.problems()).toEqual([]);
  });
});

describe("the list's 'Serve it all at'", () => {
  it("loads as the reader scrolls near it, and works as a plain form before", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 500 } });
    const chunk = await holdRequests(page, SERVE_ALL);
    await page.goto(`${siteUrl()}/list?r=pancakes.2,marinara.1,beefstew.1`);
    await waitForHydration(page);
    expect(chunk.asked).toEqual([]);
    const form = page.locator("#serve-all-heading ~ form");
    await form.getByLabel("Time to eat").scrollIntoViewIfNeeded();
    await expect.poll(() => chunk.asked.length).toBe(1);
    // Held back: the form is the server's, and plans as a plain GET.
    await form.getByLabel("Time to eat").fill("19:00");
    await form.getByRole("button", { name: "Plan the cooking" }).click();
    await page.waitForURL(/serve=19%3A00/);
    expect(await page.locator(".serve-all .plan-start").textContent()).toBeTruthy();
    chunk.release();
    expect(problems()).toEqual([]);
  });

  it("stays the server's plain form when its code cannot be fetched", async () => {
    const { page, problems, expectProblems } = await openPage(browser, PHONE);
    // The browser reports the request it could not make; the page itself must not fail.
    expectProblems(/^console: Failed to load resource/);
    await page.route(SERVE_ALL, (route) => route.abort("internetdisconnected"));
    await page.goto(`${siteUrl()}/list?r=pancakes.2,marinara.1`);
    await waitForHydration(page);
    const form = page.locator("#serve-all-heading ~ form");
    await form.getByLabel("Time to eat").scrollIntoViewIfNeeded();
    await form.getByLabel("Time to eat").fill("19:00");
    await form.getByRole("button", { name: "Plan the cooking" }).click();
    await page.waitForURL(/serve=19%3A00/);
    expect(await page.locator(".serve-all .plan-start").textContent()).toBeTruthy();
    expect(problems().filter((p) => !/^console: Failed to load resource/.test(p))).toEqual([]);
  });
});
