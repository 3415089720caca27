import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, layoutOf, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { OFFLINE_LOAD, openOnline, pageProblems, goOffline } from "../support/offline";
import { siteUrl } from "../support/site";

// A list changed in the aisle, offline (issue 61, 6): its other scales, a recipe taken off and its other units, worked
// out by the page's own code from the recipes kept on the device. The list's other offline tests are in
// offline-kitchen.test.ts (units, ticks) and offline-kept.test.ts (the units the shopper chose).

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser({ serviceWorkers: true });
});
afterAll(() => browser?.close());

/** A phone's screen and touch. */
const TOUCH = { viewport: { width: 390, height: 844 }, hasTouch: true };

const SWAP = "dry-red-wine-to-broth-vinegar";
const LIST = `/list?r=pancakes.2,beefstew.2.7_${SWAP}`;

/** What a list page says: its recipes at their scales, then every line to buy, with its aisle. */
const listWords = (page: Page) =>
  page.evaluate(() => ({
    recipes: [...document.querySelectorAll<HTMLElement>(".list-recipe")].map((r) => r.innerText),
    lines: [...document.querySelectorAll<HTMLElement>(".list-group")].map((g) => g.innerText),
  }));

/** The same address as the site serves it, online, in a page of a browser of its own (which keeps nothing of this one's). */
async function fromTheSite(page: Page, path: string) {
  await page.goto(`${siteUrl()}${path}`);
  const words = await listWords(page);
  expect(words.lines.length).toBeGreaterThan(2);
  return words;
}

const box = (page: Page, tick: string) => page.locator(`input[data-tick="${tick}"]`);
const ticked = (page: Page) =>
  page
    .locator("input[data-tick]")
    .evaluateAll((boxes) => boxes.filter((b) => (b as HTMLInputElement).checked).map((b) => (b as HTMLInputElement).dataset.tick));
const shownNotes = (page: Page) =>
  page
    .locator(".needs-connection")
    .evaluateAll((ns) => ns.filter((n) => n.checkVisibility({ visibilityProperty: true })).map((n) => n.textContent));

describe("a list changed offline", () => {
  it("changes a recipe's scale, its units and takes a recipe off with no signal, as the site writes them, ticks kept", async () => {
    const at3 = `/list?r=pancakes.3,beefstew.2.7_${SWAP}`;
    // One visitor reads every address from the site, as it serves them online; never used, it installs no worker.
    const { page: online, context: onlineContext } = await openPage(browser, TOUCH);
    const site = {
      at3: await fromTheSite(online, at3),
      at3Metric: await fromTheSite(online, `${at3}&units=metric`),
      pancakesOnly: await fromTheSite(online, "/list?r=pancakes.3&units=metric"),
    };
    const { page, context, problems, expectProblems } = await openPage(browser, TOUCH);
    expectProblems(OFFLINE_LOAD);
    // The recipes' pages, opened once at any scale: the list reads each recipe from the page kept.
    await openOnline(page, "/pancakes");
    await openOnline(page, "/beefstew?x=2");
    await openOnline(page, LIST);

    await goOffline(context);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-offline"));
    await page.locator('.list-page[data-recipes-kept="true"]').waitFor();
    // Nothing says the scales need a connection: they don't.
    expect((await shownNotes(page)).filter((n) => /scale/.test(n ?? ""))).toEqual([]);
    const ticks = await page.locator("input[data-tick]").evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).dataset.tick!));
    const eggs = ticks.find((t) => /egg/.test(t))!;
    const broth = ticks.find((t) => /broth/.test(t))!;
    await box(page, eggs).tap();
    await box(page, broth).tap();

    await page.getByRole("group", { name: "Scale Pancakes" }).getByRole("link", { name: "3X" }).tap();
    await page.waitForURL(`${siteUrl()}${at3}`);
    await expect.poll(() => listWords(page)).toEqual(site.at3);
    expect(await ticked(page)).toEqual(ticks.filter((t) => t === eggs || t === broth));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "offline-list-3x-390");

    await page.getByRole("group", { name: "Units" }).getByRole("link", { name: "Metric" }).tap();
    await page.waitForURL(`${siteUrl()}${at3}&units=metric`);
    await expect.poll(() => listWords(page)).toEqual(site.at3Metric);
    expect(await ticked(page)).toEqual(ticks.filter((t) => t === eggs || t === broth));
    await screenshot(page, "offline-list-3x-metric-390");

    // Taken off: the stew's broth goes, the pancakes' eggs stay ticked.
    await page.getByRole("link", { name: "Remove Beef Stew" }).tap();
    await page.waitForURL(`${siteUrl()}/list?r=pancakes.3&units=metric`);
    await expect.poll(() => listWords(page)).toEqual(site.pancakesOnly);
    expect(await ticked(page)).toEqual([eggs]);

    // Opened again as a whole page (a phone that dropped the tab): never saved, it is written from a list that was.
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.body.dataset.savedCopy ?? "")).toMatch(/^Offline: a copy saved on this device/);
    await expect.poll(() => page.url()).toBe(`${siteUrl()}/list?r=pancakes.3&units=metric`);
    await expect.poll(() => listWords(page)).toEqual(site.pancakesOnly);
    await expect.poll(() => ticked(page)).toEqual([eggs]);

    // "Serve it all at", a plain form: the list is written with its plan, as the site plans it.
    const serve = page.locator("form.serve-form");
    await serve.getByLabel("Time to eat").fill("18:30");
    await serve.getByLabel("Day (optional)").fill("2026-12-03");
    await serve.getByRole("button", { name: "Plan the cooking" }).tap();
    await page.waitForURL(/serve=18%3A30/);
    await page.locator(".serve-all .plan-start").waitFor();
    const planned = new URL(page.url());
    await online.goto(`${siteUrl()}${planned.pathname}${planned.search}`);
    const planOf = (p: Page) => p.locator(".serve-all .serve-plan > :not(.needs-connection)").allInnerTexts();
    const sitePlan = await planOf(online);
    await onlineContext.close();
    expect(sitePlan[0]).toMatch(/^Start with Pancakes at /);
    expect(await planOf(page)).toEqual(sitePlan);
    expect(await shownNotes(page)).toEqual([
      "Offline: the calendar file needs a connection.",
      "Offline: adding a recipe needs a connection.",
    ]);
    expect(pageProblems(problems())).toEqual([]);
    await context.close();
  });

  it("says before the tap that a list whose recipe is not kept needs a connection for its scales, and lands on the offline page; moves nothing under a finger as the signal drops: what needs a connection has its line already (issue 61, 2)", async () => {
    const { page, context, problems, expectProblems } = await openPage(browser, TOUCH);
    expectProblems(OFFLINE_LOAD);
    // The pancakes' page is kept; the marinara's was never opened.
    await openOnline(page, "/pancakes");
    const list = "/list?r=pancakes.2,marinara.1";
    await openOnline(page, list);
    await goOffline(context);
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-offline"));
    await page.locator('.list-page[data-recipes-kept="false"]').waitFor();
    expect((await shownNotes(page))[0]).toBe("Offline: a scale or Remove needs a connection.");
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "offline-list-not-kept-390");

    await page.getByRole("group", { name: "Scale Pancakes" }).getByRole("link", { name: "3X" }).tap();
    await page.waitForURL(`${siteUrl()}/list?r=pancakes.3,marinara.1`);
    await expect.poll(() => page.locator("h1").textContent()).toBe("No connection");
    // The worker's offline page, with what is kept: the list as it was, and the pancakes.
    expect(await page.locator("#saved-pages a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      expect.arrayContaining([list, "/pancakes"]),
    );

    const controls = "main a, main button, main input, main select, main label";
    // A list whose marinara is not kept (its scales say so), with a plan and its calendar file; a recipe's own plan.
    for (const path of ["/list?r=pancakes.2,marinara.1&serve=18%3A30&day=2026-12-03", "/artisanbread?serve=18%3A30&day=2026-12-03"]) {
      await context.setOffline(false);
      await openOnline(page, path);
      await page.locator(".list-page[data-recipes-kept], article.recipe").waitFor();
      const before = await layoutOf(page, controls);
      await goOffline(context);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-offline"));
      await expect.poll(() => shownNotes(page), { message: path }).toContain("Offline: the calendar file needs a connection.");
      expect(await layoutOf(page, controls), path).toEqual(before);
    }
    expect(pageProblems(problems())).toEqual([]);
    await context.close();
  });
});
