import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, scriptsByLoad, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ON_DEMAND = /\/assets\/(PrintDialog|ReplyForm|wake-lock|TimerTray|timer-alarm)-[\w-]+\.js$/;
const chunk = (urls: string[], name: string) => urls.filter((u) => ON_DEMAND.exec(u)?.[1] === name);

describe("a recipe page's scripts", () => {
  it("leave the print dialog, the reply form, the wake lock and the timers' tray and alarm until a click needs them", async () => {
    const { page, problems } = await openPage(browser);
    await page.addInitScript(() => {
      const w = window as unknown as { locks: number };
      w.locks = 0;
      const sentinel = Object.assign(new EventTarget(), { release: async () => {} });
      Object.defineProperty(navigator, "wakeLock", { value: { request: async () => (w.locks++, sentinel) }, configurable: true });
    });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto(`${siteUrl()}/beefstew`);
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((u) => ON_DEMAND.test(u))).toEqual([]);

    await page.getByRole("button", { name: "Print" }).first().click();
    await page.getByRole("dialog", { name: "Print this recipe" }).waitFor();
    expect(chunk(scripts, "PrintDialog")).toHaveLength(1);
    await page.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("checkbox", { name: "Cook mode" }).first().check();
    await expect.poll(() => page.evaluate(() => (window as unknown as { locks: number }).locks)).toBe(1);
    expect(chunk(scripts, "wake-lock")).toHaveLength(1);

    await page
      .getByRole("button", { name: /^Start .* timer/ })
      .first()
      .click();
    await expect.poll(() => chunk(scripts, "TimerTray").length).toBe(1);
    expect(chunk(scripts, "ReplyForm")).toEqual([]);
    expect(problems()).toEqual([]);
  });
});

describe("the app's scripts", () => {
  it("are asked for only once the page has loaded, and then hydrate it", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/pancakes`);
    await waitForHydration(page);
    const scripts = await scriptsByLoad(page);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((s) => s.upFront)).toEqual([]);
    expect(problems()).toEqual([]);
  });

  it("start at the reader's first key press when the page has not finished loading", async () => {
    const { page, problems } = await openPage(browser);
    // The hero picture never arrives until released, so the load event waits for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/pictures\/recipes-pancakes\./, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${siteUrl()}/pancakes`, { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Tab");
    await waitForHydration(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    release();
    await page.waitForLoadState("load");
    expect(problems()).toEqual([]);
  });
});
