import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { startHoldingProxy } from "../support/holding-proxy";
import { OFFLINE_LOAD, openOnline, savedEntry, goOffline, reloadOffline } from "../support/offline";
import { siteUrl } from "../support/site";

// Offline as a cook and a shopper use it (issue 52): other scales and units, a slow network, the connection back,
// every picture, and lists kept before recipes. The worker's basics are in offline.test.ts.

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser({ serviceWorkers: true });
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 } };
/** A phone's screen and touch (issue 61's tests). */
const TOUCH = { ...PHONE, hasTouch: true };

/** The ingredient lines as the server writes them at this address, read in a page of their own. */
async function serverLines(context: BrowserContext, path: string, selector = ".ingredients label") {
  const page = await context.newPage();
  await page.goto(path.startsWith("http") ? path : `${siteUrl()}${path}`);
  const lines = await page.locator(selector).allInnerTexts();
  await page.close();
  expect(lines.length).toBeGreaterThan(3);
  return lines;
}

/** Writes a comment in the recipe's form, as a reader would, and gives the form. */
async function typeComment(page: Page, text: string) {
  const form = page.locator("form.comment-form");
  await form.getByLabel("Name").fill("Offline Olive");
  await form.getByLabel("Comment").fill(text);
  return form;
}

/** A long-used phone's store: a page of each kind up to near its limit, saved before anything the test opens. */
async function fillProfile(page: Page) {
  await page.evaluate(async () => {
    const store = await caches.open("saved-pages");
    const kinds = [...Array(45).fill("recipe"), ...Array(15).fill("list"), ...Array(15).fill("page")] as string[];
    for (const [i, kind] of kinds.entries()) {
      const headers = {
        "content-type": "text/html",
        "x-saved-kind": kind,
        "x-saved-at": new Date(Date.now() - 86_400_000 - i).toISOString(),
      };
      await store.put(`/kept-${kind}-${i}`, new Response(`<title>Kept ${i}</title>`, { headers }));
    }
  });
}

/** The documents the page's frame has committed to since this was called. */
function commits(page: Page) {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && urls.push(frame.url()));
  return urls;
}

const bannerOf = (page: Page) => page.evaluate(() => document.body.dataset.savedCopy ?? null);

describe("offline, as a cook uses it", () => {
  it("doubles a saved recipe and switches its units with no signal, with the amounts the server writes", async () => {
    const { page, context, problems, expectProblems } = await openPage(browser, PHONE);
    expectProblems(OFFLINE_LOAD);
    const at2Metric = await serverLines(context, "/pancakes?x=2&units=metric");
    const at27 = await serverLines(context, "/pancakes?x=2.7");
    const at1 = await serverLines(context, "/pancakes");
    await openOnline(page, "/pancakes?x=3&units=metric");

    await goOffline(context);
    // With the app running: 2X changes the amounts in place.
    const scale = page.getByRole("group", { name: "Scale the recipe" });
    await scale.getByRole("link", { name: "2X" }).click();
    await page.waitForURL(`${siteUrl()}/pancakes?x=2&units=metric`);
    await expect.poll(() => page.locator(".ingredients label").allInnerTexts()).toEqual(at2Metric);
    expect(await page.locator("h1").innerText()).toBe("Pancakes");
    await screenshot(page, "offline-recipe-2x-metric-390");

    // A whole load of an address never saved: the saved copy, written again at 2.7X in US units.
    await page.goto(`${siteUrl()}/pancakes?x=2.7`);
    await expect.poll(() => page.locator(".ingredients label").allInnerTexts()).toEqual(at27);
    expect(page.url()).toBe(`${siteUrl()}/pancakes?x=2.7`);
    expect(await scale.locator('[aria-current="true"]').innerText()).toBe("2.7X");
    expect(await bannerOf(page)).toMatch(/^Offline: a copy saved on this device at /);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "offline-recipe-2.7x-390");
    // And back to 1X by its button, the page's script again.
    await scale.getByRole("link", { name: "1X" }).click();
    await expect.poll(() => page.locator(".ingredients label").allInnerTexts()).toEqual(at1);
    expect(problems().filter((p) => !OFFLINE_LOAD.test(p))).toEqual([]);
    await context.close();
  });

  it("switches a saved list to metric with no signal: the list is kept in both units, each fetching the other once", async () => {
    const proxy = await startHoldingProxy(siteUrl());
    try {
      const { page, context, expectProblems } = await openPage(browser, PHONE);
      expectProblems(OFFLINE_LOAD);
      const list = "/list?r=pancakes.2,beefstew.2.7";
      const metric = await serverLines(context, `${proxy.url}${list}&units=metric`, ".list-page label");
      await openOnline(page, list, proxy.url);
      await expect.poll(() => savedEntry(page, `${proxy.url}${list}&units=metric`)).not.toBeNull();
      // Opened twice more, then another page kept after them: each list page keeps the other once, and no more (a
      // list and its other units fetching each other for ever would be hundreds by now).
      for (let i = 0; i < 2; i++) await page.goto(`${proxy.url}${list}`);
      await openOnline(page, "/about", proxy.url);
      expect(proxy.seen("/list")).toBeLessThanOrEqual(8);
      await page.goto(`${proxy.url}${list}`);
      await waitForHydration(page);
      await goOffline(context);
      // Once the page knows it is offline, it says what needs a connection, in lines that had their room already: the
      // links stay where a finger was going (offline-list.test.ts measures them).
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-offline"));
      await page.getByRole("link", { name: "Metric" }).click();
      await page.waitForURL(`${proxy.url}${list}&units=metric`);
      expect(await page.locator(".list-page label").allInnerTexts()).toEqual(metric);
      await context.close();
    } finally {
      await proxy.stop();
    }
  });

  it("keeps one set of ticks on a list whatever its units, offline in the aisle (issue 61, 3)", async () => {
    const { page, context, expectProblems } = await openPage(browser, TOUCH);
    expectProblems(OFFLINE_LOAD);
    const list = "/list?r=pancakes.2,beefstew.2.7";
    await openOnline(page, list);
    await expect.poll(() => savedEntry(page, `${siteUrl()}${list}&units=metric`)).not.toBeNull();
    await reloadOffline(page);
    // Ticked in US units: the things bought, whatever their lines say.
    const box = (tick: string) => page.locator(`input[data-tick="${tick}"]`);
    const ticks = await page.locator("input[data-tick]").evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).dataset.tick!));
    await box(ticks[0]).tap();
    await page.getByRole("link", { name: "Metric" }).tap();
    await page.waitForURL(`${siteUrl()}${list}&units=metric`);
    await expect.poll(() => box(ticks[0]).isChecked()).toBe(true);
    await screenshot(page, "offline-list-metric-390");
    await box(ticks[1]).tap();
    await page.getByRole("link", { name: "US" }).tap();
    await page.waitForURL(`${siteUrl()}${list}`);
    await expect
      .poll(() => Promise.all([box(ticks[0]).isChecked(), box(ticks[1]).isChecked(), box(ticks[2]).isChecked()]))
      .toEqual([true, true, false]);
    await screenshot(page, "offline-list-us-390");
    // And as the page is read, before the app's scripts start.
    await page.reload();
    await expect.poll(() => Promise.all([box(ticks[0]).isChecked(), box(ticks[1]).isChecked()])).toEqual([true, true]);
    await context.close();
  });

  it("says a slow connection is slow, not offline, and shows the page once it comes", async () => {
    const proxy = await startHoldingProxy(siteUrl());
    try {
      const { page, context } = await openPage(browser, PHONE);
      await openOnline(page, "/beefstew", proxy.url);
      // The site's answers to /beefstew held back: the worker shows its copy after its wait (6 s).
      proxy.hold("/beefstew");
      await page.goto(`${proxy.url}/beefstew`);
      expect(await bannerOf(page)).toMatch(
        /^The connection is slow: this is the copy saved on this device at \d\d:\d\d, \w{3} \d{1,2} \w{3}, until the page arrives$/,
      );
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      expect(proxy.held()).toBeGreaterThan(0);
      await screenshot(page, "offline-slow-390");
      proxy.release();
      // The page replaces the copy once it comes: a document of its own, without the line.
      await page.waitForFunction(() => document.readyState === "complete" && !document.body.hasAttribute("data-saved-copy"));
      expect(await page.locator("h1").innerText()).toBe("Beef Stew");
      await context.close();
    } finally {
      await proxy.stop();
    }
  });

  it("keeps the slow copy on screen while the page's answer is only half come, and gives way once all of it has (issue 61, 1)", async () => {
    const proxy = await startHoldingProxy(siteUrl());
    try {
      const { page, context } = await openPage(browser, TOUCH);
      await openOnline(page, "/beefstew", proxy.url);
      await fillProfile(page);
      const first = await savedEntry(page, `${proxy.url}/beefstew`);
      // The answer's headers and half its body come at once, the rest never before the worker's wait is over.
      proxy.holdBody("/beefstew");
      await page.goto(`${proxy.url}/beefstew`, { waitUntil: "commit" });
      await expect
        .poll(() => bannerOf(page))
        .toMatch(/^The connection is slow: this is the copy saved on this device at .*, until the page arrives$/);
      expect(await page.locator("h1").innerText()).toBe("Beef Stew");
      const seen = commits(page);
      // The rest of the page comes: the copy gives way to it, once, whole.
      proxy.holdBody(null);
      proxy.release();
      await page.waitForFunction(() => document.readyState === "complete" && !document.body.hasAttribute("data-saved-copy"));
      expect(seen).toEqual([`${proxy.url}/beefstew`]);
      expect(await page.locator("h1").innerText()).toBe("Beef Stew");
      expect(await page.locator(".ingredients label").count()).toBeGreaterThan(3);
      // And the device keeps it.
      await expect.poll(async () => (await savedEntry(page, `${proxy.url}/beefstew`))?.savedAt).not.toBe(first?.savedAt);
      await context.close();
    } finally {
      await proxy.stop();
    }
  });

  it("keeps the slow copy when the page's answer breaks off half-way after it was shown, and takes the next whole one (issue 61, 1)", async () => {
    const proxy = await startHoldingProxy(siteUrl());
    try {
      const { page, context } = await openPage(browser, TOUCH);
      await openOnline(page, "/beefstew", proxy.url);
      await fillProfile(page);
      proxy.hold("/beefstew");
      await page.goto(`${proxy.url}/beefstew`);
      expect(await bannerOf(page)).toMatch(/^The connection is slow: /);
      const seen = commits(page);
      const asked = proxy.seen("/beefstew");
      // The answer comes after the copy: its headers and half its body, then the connection breaks.
      proxy.holdBody("/beefstew");
      proxy.release();
      await expect.poll(() => proxy.bodiesHeld()).toBe(1);
      proxy.drop();
      // The copy asks again (its next try, a few seconds on), or, as before issue 61, reloads into what came.
      await Promise.race([
        expect.poll(() => proxy.seen("/beefstew")).toBeGreaterThan(asked),
        page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() }),
      ]);
      expect(seen).toEqual([]);
      expect(await bannerOf(page)).toMatch(/^The connection is slow: /);
      expect(await page.locator("h1").innerText()).toBe("Beef Stew");
      // That try's answer is half-way too, and then comes whole: one reload, into the whole page.
      await expect.poll(() => proxy.bodiesHeld()).toBe(2);
      proxy.holdBody(null);
      proxy.release();
      await page.waitForFunction(() => document.readyState === "complete" && !document.body.hasAttribute("data-saved-copy"));
      expect(seen).toEqual([`${proxy.url}/beefstew`]);
      expect(await page.locator(".ingredients label").count()).toBeGreaterThan(3);
      await context.close();
    } finally {
      await proxy.stop();
    }
  });

  it("says a copy shown because the site did not answer is an offline one once the page knows the device is offline", async () => {
    // As the signal goes, a fetch can fail before the worker's navigator.onLine says so (once in five runs of these files).
    const proxy = await startHoldingProxy(siteUrl());
    try {
      const { page, context, expectProblems } = await openPage(browser, TOUCH);
      expectProblems(OFFLINE_LOAD);
      const site = proxy.url;
      await openOnline(page, "/beefstew", site);
      await proxy.stop();
      await page.goto(`${site}/beefstew`);
      await waitForHydration(page);
      expect(await bannerOf(page)).toMatch(/^The site did not answer: this is the copy saved on this device at /);
      await context.setOffline(true);
      await expect.poll(() => bannerOf(page)).toMatch(/^Offline: a copy saved on this device at /);
      await context.close();
    } finally {
      // Stopped in the test already, where it went as far: a second stop is no harm.
      await proxy.stop();
    }
  });

  it("drops the offline line once the connection is back, and a comment typed offline goes with one press; says a page fetched for a copy's reload, then opened after the signal went again, is an offline copy", async () => {
    const { page, context, expectProblems } = await openPage(browser, PHONE);
    expectProblems(OFFLINE_LOAD);
    await openOnline(page, "/greektzatziki");
    await reloadOffline(page);
    expect(await bannerOf(page)).toMatch(/^Offline: /);
    const text = `Made it offline at the cabin ${Date.now()}`;
    const form = await typeComment(page, text);
    await form.getByRole("button", { name: "Post comment" }).click();
    expect(await form.getByRole("alert").innerText()).toMatch(/^Not sent: this device is offline\./);

    await context.setOffline(false);
    // Something is typed, so the page is not reloaded under it: the line says a newer copy is there instead.
    await expect.poll(() => bannerOf(page)).toBe("A newer copy of this page has come: reload to see it (what you typed here would go)");
    await expect.poll(() => form.getByRole("alert").count()).toBe(0);
    expect(await form.getByLabel("Comment").inputValue()).toBe(text);
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => page.locator(".comment-text", { hasText: text }).count()).toBe(1);

    // Nothing typed: the saved copy gives way to the page as soon as the connection is back.
    await reloadOffline(page);
    expect(await bannerOf(page)).toMatch(/^Offline: /);
    await context.setOffline(false);
    await page.waitForFunction(() => document.readyState === "complete" && !document.body.hasAttribute("data-saved-copy"));
    expect(await page.locator(".comment-text", { hasText: text }).count()).toBe(1);

    // Offline again, half a comment typed, so the copy stays as the signal comes back.
    await reloadOffline(page);
    await typeComment(page, "Half typed, so the copy stays");
    await context.setOffline(false);
    // The worker holds the newer page in its memory for the reload the typed comment holds back.
    await expect.poll(() => bannerOf(page)).toMatch(/^A newer copy of this page has come/);
    await reloadOffline(page);
    expect(await page.locator("h1").innerText()).toBe("Greek Tzatziki");
    expect(await bannerOf(page)).toMatch(/^Offline: a copy saved on this device at \d\d:\d\d, /);
    await context.close();
  });

  it("opens the page a reader asks for as the connection comes back: the saved copy's own reload does not cut it off", async () => {
    // Issue 61, 5: offline.test.ts's openOnline at /about failed net::ERR_ABORTED. The saved /pancakes on screen asked
    // for itself again on "online" and reloaded while that navigation was on its way, which cancelled it.
    const proxy = await startHoldingProxy(siteUrl());
    try {
      const { page, context, problems, expectProblems } = await openPage(browser, TOUCH);
      expectProblems(OFFLINE_LOAD);
      await openOnline(page, "/pancakes", proxy.url);
      await reloadOffline(page);
      expect(await bannerOf(page)).toMatch(/^Offline: /);
      const before = proxy.answered("/pancakes");
      // The page the reader opens is slow to come; the saved copy's own fetch is not.
      proxy.hold("/about");
      await context.setOffline(false);
      const opening = page.goto(`${proxy.url}/about`);
      await expect.poll(() => proxy.answered("/pancakes")).toBeGreaterThan(before);
      proxy.release();
      await opening;
      expect(page.url()).toBe(`${proxy.url}/about`);
      expect(await page.locator("h1").innerText()).toBe("About Small Batch Kitchen");
      expect(await bannerOf(page)).toBeNull();
      expect(problems().filter((p) => !OFFLINE_LOAD.test(p))).toEqual([]);
      await context.close();
    } finally {
      await proxy.stop();
    }
  });

  it("says on the not-sent page, made before the app's scripts, when the connection is back; one press sends it", async () => {
    const { page, context, expectProblems } = await openPage(browser, PHONE);
    expectProblems(OFFLINE_LOAD);
    await openOnline(page, "/classichummus");
    await goOffline(context);
    const text = `Hummus with no signal ${Date.now()}`;
    const form = await typeComment(page, text);
    await form.evaluate((f: HTMLFormElement) => f.submit());
    await expect.poll(() => page.locator("h1").innerText()).toBe("Not sent: no connection");
    await context.setOffline(false);
    await expect.poll(() => page.locator("h1").innerText()).toBe("Not sent yet: you are back online");
    expect(await page.locator("#not-sent-why").innerText()).toMatch(/press Send again to send it now/);
    await page.getByRole("button", { name: "Send again" }).click();
    await page.waitForURL(/\/classichummus/);
    await expect.poll(() => page.locator(".comment-text", { hasText: text }).count()).toBe(1);
    await context.close();
  });

  it("keeps every picture of a page opened by a link, those never scrolled to included", async () => {
    const { page, context, expectProblems } = await openPage(browser, PHONE);
    expectProblems(OFFLINE_LOAD);
    await openOnline(page, "/desserts");
    await page.locator('a[href^="/chocolatecookies"]').first().click();
    await page.waitForURL(/\/chocolatecookies/);
    await waitForHydration(page);
    // As the site sends it, the page loads most of its pictures only when scrolled near.
    const sent = await (await fetch(page.url())).text();
    expect(sent.match(/loading="lazy"/g)?.length).toBeGreaterThan(5);
    // Each picture at the size the page shows it, in the worker's store, lazy ones included.
    const missing = () =>
      page.evaluate(async () => {
        const store = await caches.open("saved-pictures");
        const srcs = [...document.images].map((img) => img.currentSrc);
        const kept = await Promise.all(srcs.map(async (src) => Boolean(src && (await store.match(src)))));
        return srcs.filter((_, i) => !kept[i]);
      });
    await expect.poll(missing).toEqual([]);
    await goOffline(context);
    await page.reload();
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    const broken = () =>
      page.evaluate(async () => {
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
        return [...document.images].filter((img) => !(img.complete && img.naturalWidth > 0)).map((img) => img.alt);
      });
    await expect.poll(broken).toEqual([]);
    await context.close();
  });

  it("keeps lists however many recipes are opened, and a list opened again keeps the time it was first saved", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const list = `${siteUrl()}/list?r=marinara.1`;
    await openOnline(page, "/list?r=marinara.1");
    const first = await savedEntry(page, list);
    expect(first?.kind).toBe("list");
    // Fifty-two recipes opened since, written straight into the worker's store, all newer than the list.
    await page.evaluate(async () => {
      const store = await caches.open("saved-pages");
      for (let i = 0; i < 52; i++) {
        const headers = { "content-type": "text/html", "x-saved-kind": "recipe", "x-saved-at": new Date(Date.now() + i).toISOString() };
        await store.put(`/recipe-${i}`, new Response("<title>R</title>", { headers }));
      }
    });
    await openOnline(page, "/pancakes");
    const count = () =>
      page.evaluate(async () => {
        const store = await caches.open("saved-pages");
        const kinds = await Promise.all((await store.keys()).map(async (r) => (await store.match(r))?.headers.get("x-saved-kind")));
        return { recipes: kinds.filter((k) => k === "recipe").length, lists: kinds.filter((k) => k === "list").length };
      });
    await expect.poll(count).toEqual({ recipes: 50, lists: 2 });

    // Opened again within its five minutes in the browser's cache: the same answer, saved again under its first time.
    // (The store's put moves the entry to the end of its keys: that is how the test knows it was saved again.)
    const lastKey = () => page.evaluate(async () => (await (await caches.open("saved-pages")).keys()).at(-1)?.url);
    expect(await lastKey()).not.toBe(list);
    await page.goto(list);
    await expect.poll(lastKey).toBe(list);
    expect(await savedEntry(page, list)).toEqual(first);
    await context.close();
  });
});
