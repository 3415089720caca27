import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  holdRequests,
  launchBrowser,
  layoutOf,
  openPage,
  screenshot,
  type TestBrowser,
  waitForHydration,
  untilHydrated,
} from "../support/browser";
import { rows, tag } from "../support/comments";
import { siteUrl } from "../support/site";

// The app's scripts start at the reader's first touch, click, key, wheel or mouse move, not before
// (docs/decisions/021-scripts-on-first-use.md).

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const scriptFiles = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").filter((r) => new URL(r.name).pathname.endsWith(".js")).length);

/** Holds the app's script files back until `release()`: what the reader does meanwhile meets the page as it came. */
const holdScripts = (page: Page) => holdRequests(page, /\/assets\/.*\.js$/);

/** Resolves after the browser's first idle moment following the load event, when the scripts used to start. */
const idleAfterLoad = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve(), { timeout: 1000 });
        if (document.readyState === "complete") idle();
        else addEventListener("load", idle);
      }),
  );

describe("the app's scripts", () => {
  it("are not asked for while the reader only reads, and start and hydrate at the first move of the mouse, moving nothing on a recipe page at 390px: the timers, Clear ticks and sharing are in place from the first paint", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${siteUrl()}/pancakes`);
    const boxes = () => layoutOf(page, "main h2, main h3, main li, main p, main button, footer");
    await idleAfterLoad(page);
    expect(await scriptFiles(page)).toBe(0);
    expect(await page.locator('script[type="text/x-on-use"]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const before = await boxes();
    await screenshot(page, "recipe-before-scripts-390");

    await waitForHydration(page);
    expect(await scriptFiles(page)).toBeGreaterThan(3);
    // What renders from the browser's own values follows hydrating as a transition: cook mode's hint is one.
    await expect.poll(() => page.locator(".cook-mode-hint").first().textContent()).not.toContain("needs JavaScript");
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await boxes()).toEqual(before);
    await screenshot(page, "recipe-after-scripts-390");
    expect(problems()).toEqual([]);
  });

  it("start at once in a tab whose step timers are running, so their alarm can ring", async () => {
    const { page, problems } = await openPage(browser);
    // The tab's timers are there before its first load, as when they were started on another page of the site.
    await page.addInitScript(() =>
      sessionStorage.setItem(
        "step-timers",
        JSON.stringify([
          {
            id: "t1",
            slug: "pancakes",
            recipe: "Pancakes",
            step: "3",
            label: "10-minute timer",
            endsAt: Date.now() + 600_000,
            done: false,
          },
        ]),
      ),
    );
    await page.goto(`${siteUrl()}/about`);
    // No mouse, key or touch: the page hydrates on its own.
    await untilHydrated(page);
    expect(problems()).toEqual([]);
  });
});

describe("what a reader does before the scripts start", () => {
  it("keeps a tick and a theme chosen before the scripts arrived, once they do", async () => {
    const { page, problems } = await openPage(browser);
    const held = await holdScripts(page);
    await page.goto(`${siteUrl()}/pancakes`);
    const milk = page.locator(".ingredients").getByRole("checkbox", { name: "whole milk" });
    await milk.check();
    await page.locator("#theme-select").selectOption("dark");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    // The click asked for them; none has arrived.
    expect(held.asked.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    held.release();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("ticks:pancakes:1"))).toContain("whole milk");
    expect(await milk.isChecked()).toBe(true);
    expect(await page.locator("#theme-select").inputValue()).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(problems()).toEqual([]);
  });

  it("shows the ticks kept on this device before the scripts start", async () => {
    const { page, problems } = await openPage(browser);
    await page.addInitScript(() => localStorage.setItem("ticks:pancakes:1", JSON.stringify(["list:whole milk|cup"])));
    await page.goto(`${siteUrl()}/pancakes`);
    await idleAfterLoad(page);
    expect(await scriptFiles(page)).toBe(0);
    expect(
      await page.locator("input[data-tick]:checked").evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).dataset.tick)),
    ).toEqual(["list:whole milk|cup"]);
    expect(problems()).toEqual([]);
  });

  it("a tap on 2X goes to the page at 2X, as without JavaScript", async () => {
    const { page, problems } = await openPage(browser);
    const held = await holdScripts(page);
    await page.goto(`${siteUrl()}/pancakes`);
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    await page.locator(".scale-switch").getByRole("link", { name: "2X" }).click();
    await page.waitForURL(/x=2/);
    expect(await page.locator(".ingredients .servings").textContent()).toMatch(/^Scaled 2X/);
    expect(documents).toEqual([`${siteUrl()}/pancakes?x=2`]);
    held.release();
    expect(problems()).toEqual([]);
  });

  it("a comment posted is sent once, as a plain form", async () => {
    const { page, problems } = await openPage(browser);
    const held = await holdScripts(page);
    await page.goto(`${siteUrl()}/russiantea`);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    const form = page.locator(".comment-form");
    const text = `Before the scripts ${tag()}`;
    await form.getByRole("textbox", { name: "Name" }).fill("Ada");
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    await Promise.all([page.waitForNavigation(), form.getByRole("button", { name: "Post comment" }).click()]);
    const [row] = await rows(text);
    expect(page.url()).toBe(`${siteUrl()}/russiantea#comment-${row.comment_id}`);
    expect(posts).toHaveLength(1);
    expect(await rows(text)).toHaveLength(1);
    held.release();
    expect(problems()).toEqual([]);
  });

  it("a tap on a timer's Start or on Print is done once the scripts arrive", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const held = await holdScripts(page);
    await page.goto(`${siteUrl()}/pancakes`);
    await page.getByRole("button", { name: "Start 10-minute timer for step 3" }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    held.release();
    await waitForHydration(page);
    await expect
      .poll(() => page.locator(".directions .step").nth(2).locator(".step-timer-left").first().innerText())
      .toMatch(/^10-minute timer: \d+:\d\d left$/);
    // Started once: one timer in the tray.
    await expect.poll(() => page.getByRole("region", { name: "Step timers" }).getByRole("listitem").count()).toBe(1);

    const again = await openPage(browser);
    const heldAgain = await holdScripts(again.page);
    await again.page.goto(`${siteUrl()}/beefstew`);
    await again.page.getByRole("button", { name: "Print" }).first().click();
    heldAgain.release();
    await again.page.getByRole("dialog", { name: "Print this recipe" }).waitFor();
    expect([...problems(), ...again.problems()]).toEqual([]);
  });
});
