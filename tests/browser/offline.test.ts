import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { OFFLINE_LOAD, openOnline, pageProblems, savedEntry, goOffline, reloadOffline } from "../support/offline";
import { getPage, siteUrl, startTestWorker } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser({ serviceWorkers: true });
});
afterAll(() => browser?.close());

const RECIPE = "/pancakes?x=2";
const LIST = "/list?r=pancakes.2,marinara.1";

/** Has the service worker kept this address on the device? */
const saved = async (page: Page, path: string, base = siteUrl()) => (await savedEntry(page, `${base}${path}`)) !== null;

describe("the site without a connection", () => {
  it("keeps the scripts of a page the worker does not keep up front, as it saves the page, and runs them offline", async () => {
    const { page, context, problems, expectProblems } = await openPage(browser);
    expectProblems(OFFLINE_LOAD);
    // About's own scripts are not in the worker's list (vite-plugins/offline-worker.ts); it keeps them as the page is saved.
    const listed = await (await fetch(`${siteUrl()}/sw.js`)).text();
    const aboutScript = (await getPage("/about")).html.match(/\/assets\/about-[\w-]+\.js/)?.[0];
    expect(aboutScript).toBeTruthy();
    expect(listed).not.toContain(aboutScript);
    await openOnline(page, "/about");
    await expect
      .poll(() => page.evaluate(async (href) => Boolean(await (await caches.open("saved-scripts")).match(href)), aboutScript!))
      .toBe(true);
    await reloadOffline(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    expect(pageProblems(problems())).toEqual([]);
    await context.close();
  });

  it("opens a recipe at 2X and a two-recipe list again offline, with their ticks and a running timer, and the offline page for a page never opened; lists what is saved when /offline is opened on purpose, online or not (issue 61, 2)", async () => {
    const { page, context, problems, expectProblems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    // Offline, the browser and Remix log each load they could not make.
    expectProblems(OFFLINE_LOAD);
    // A fresh visitor's first view: no worker until the page is used.
    expect(await openOnline(page, RECIPE)).toBe(false);
    await page.locator(".ingredients").getByRole("checkbox", { name: "large eggs" }).check();
    const timer = page.locator(".directions button", { hasText: /^Start/ }).first();
    await timer.click();
    const timerLeft = page.locator(".directions .step-timer-left").first();
    await expect.poll(() => timerLeft.count()).toBe(1);

    await openOnline(page, LIST);
    await page.getByRole("checkbox", { name: "1 can (28 oz) whole peeled tomatoes" }).check();
    // The recipe's picture, at the size the page used, is kept as the page showed it.
    const picture = await page.goto(`${siteUrl()}${RECIPE}`).then(() => page.locator(".recipe-hero img, article img").first());
    await waitForHydration(page);
    const pictureSrc = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    await expect.poll(() => page.evaluate(async (src) => Boolean(await caches.match(src)), pictureSrc)).toBe(true);

    // Linked from the not-sent page as "Pages saved on this device": it says so, and lists them.
    for (const offline of [false, true]) {
      await context.setOffline(offline);
      await page.goto(`${siteUrl()}/offline`);
      expect(await page.locator("h1").innerText()).toBe("Saved on this device");
      expect(await page.locator(".lede").innerText()).toBe("These pages open on this device without a signal:");
      expect(await page.locator("#saved-pages a").allTextContents()).toEqual([
        "Shopping list: Pancakes 2X, Marinara Sauce 1X",
        "Pancakes at 2X",
      ]);
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "offline-page-opened");

    await goOffline(context);

    await page.goto(`${siteUrl()}${LIST}`);
    await waitForHydration(page);
    expect(await page.locator(".list-recipe-title").allTextContents()).toEqual(["Pancakes", "Marinara Sauce"]);
    expect(await page.getByRole("checkbox", { name: "1 can (28 oz) whole peeled tomatoes" }).isChecked()).toBe(true);
    const line = await page.evaluate(() => getComputedStyle(document.body, "::before").content);
    expect(line).toMatch(/^"Offline: a copy saved on this device at \d\d:\d\d, \w{3} \d{1,2} \w{3}"$/);
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole("checkbox", { name: "1 can (28 oz) whole peeled tomatoes" }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "offline-list");

    await page.goto(`${siteUrl()}${RECIPE}`);
    await waitForHydration(page);
    expect(await page.locator("h1").innerText()).toBe("Pancakes");
    expect(await page.getByRole("group", { name: "Scale the recipe" }).getByRole("link", { name: "2X" }).getAttribute("aria-current")).toBe(
      "true",
    );
    expect(await page.locator(".ingredients").getByRole("checkbox", { name: "large eggs" }).isChecked()).toBe(true);
    // The timers render once hydrated (useHydrated, a transition after data-hydrated).
    await page.locator(".directions .step-timer-left").first().waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toBe(pictureSrc);
    // Still counting down, from the page before the reloads.
    const first = await page.locator(".directions .step-timer-left").first().innerText();
    await expect.poll(() => page.locator(".directions .step-timer-left").first().innerText()).not.toBe(first);

    await page.goto(`${siteUrl()}/about`);
    expect(await page.locator("h1").innerText()).toBe("No connection");
    const links = page.locator("#saved-pages a");
    // The list first, for the shopper in the aisle (kept in both units, listed once).
    expect(await links.allTextContents()).toEqual(["Shopping list: Pancakes 2X, Marinara Sauce 1X", "Pancakes at 2X"]);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([LIST, RECIPE]);
    expect(await page.locator("body[data-saved-copy]").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "offline-page");
    await links.nth(1).click();
    await page.waitForURL(`${siteUrl()}${RECIPE}`);
    expect(await page.locator("h1").innerText()).toBe("Pancakes");
    // The installed app starts on the list last opened, with or without a connection.
    await page.goto(`${siteUrl()}/?from=app`);
    expect(page.url()).toBe(`${siteUrl()}${LIST}`);
    // The list's plan form fills in its day once near: a field the page filled is no typing that would stop the reload.
    await page.locator('input[name="day"]').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('input[name="day"]').inputValue()).not.toBe("");
    await context.setOffline(false);
    // Back online, the saved copy on screen gives way to the page (a reload) before the next address is opened.
    await page.waitForFunction(() => document.readyState === "complete" && !document.body.hasAttribute("data-saved-copy"));
    await page.goto(`${siteUrl()}/?from=app`);
    expect(page.url()).toBe(`${siteUrl()}${LIST}`);
    expect(await page.locator(".list-recipe-title").allTextContents()).toEqual(["Pancakes", "Marinara Sauce"]);
    expect(pageProblems(problems())).toEqual([]);
    await context.close();
  });

  it("says a comment posted offline was not sent, and keeps what was typed, with the app's scripts and before them", async () => {
    const { page, context, problems, expectProblems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    // Offline, the browser and Remix log each load they could not make.
    expectProblems(OFFLINE_LOAD);
    await openOnline(page, "/pancakes");
    await goOffline(context);
    const form = page.locator("form.comment-form");
    await form.getByLabel("Name").fill("Offline Olive");
    await form.getByLabel("Comment").fill("Made these at the cabin, no signal, still fluffy.");
    await form.getByRole("button", { name: "Post comment" }).click();
    expect(await form.getByRole("alert").innerText()).toMatch(/^Not sent: this device is offline\. What you typed is still here/);
    expect(await form.getByLabel("Name").inputValue()).toBe("Offline Olive");
    expect(await form.getByLabel("Comment").inputValue()).toBe("Made these at the cabin, no signal, still fluffy.");

    // The page's own post, as it goes before the app's scripts have started: the service worker answers it.
    await form.evaluate((f: HTMLFormElement) => f.submit());
    await page.waitForURL(/\/pancakes/);
    await expect.poll(() => page.locator("h1").innerText()).toBe("Not sent: no connection");
    expect(await page.getByLabel("Comment").inputValue()).toBe("Made these at the cabin, no signal, still fluffy.");
    expect(await page.getByLabel("Name").inputValue()).toBe("Offline Olive");
    expect(await page.getByRole("button", { name: "Send again" }).count()).toBe(1);
    // Nothing of the post is kept: the recipe opens as it was saved.
    await page.goto(`${siteUrl()}/pancakes`);
    expect(await page.locator("h1").innerText()).toBe("Pancakes");

    // A subscription too, beside its field.
    await context.setOffline(false);
    await openOnline(page, "/about");
    await goOffline(context);
    const subscribe = page.locator('form.newsletter-form[data-intent="subscribe"]');
    await subscribe.getByLabel("Your e-mail address").fill("olive@example.com");
    await subscribe.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => subscribe.locator(".field-error").innerText()).toMatch(/^Not sent: this device is offline\./);
    expect(await subscribe.getByLabel("Your e-mail address").inputValue()).toBe("olive@example.com");
    expect(await subscribe.getByLabel("Your e-mail address").getAttribute("aria-invalid")).toBe("true");
    expect(pageProblems(problems())).toEqual([]);
    await context.close();
  });

  it("keeps no page the site sent for this reader alone: a commenter's own view of a recipe (private, no-store)", async () => {
    // A site with the edge cache on, as deployed: a commenter's cookie takes them past it to a page of their own.
    const site = await startTestWorker({});
    try {
      const { page, context, problems } = await openPage(browser);
      await openOnline(page, "/pancakes?x=3", site.url);
      await context.addCookies([{ name: "commenter", value: "1", url: site.url }]);
      const own = await page.goto(`${site.url}/pancakes?x=4`);
      expect(own?.headers()["cache-control"]).toBe("private, no-store");
      // A page for everyone, opened after it, is kept: by then the worker has dealt with the commenter's page.
      await page.goto(`${site.url}/breakfast`);
      await expect.poll(() => saved(page, "/breakfast", site.url)).toBe(true);
      expect(await saved(page, "/pancakes?x=4", site.url)).toBe(false);
      expect(await saved(page, "/pancakes?x=3", site.url)).toBe(true);
      expect(problems()).toEqual([]);
      await context.close();
    } finally {
      await site.stop();
    }
  });
});
