import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIEW_BEACON_PATH } from "../../app/utils/site";
import type { RunningWorker } from "../../local/stack";
import { launchBrowser, openPage, type TestBrowser, waitForHydration } from "../support/browser";
import { siteUrl, startTestWorker } from "../support/site";

// A worker with an Analytics Engine dataset bound, as a deploy that counts views has.
let counting: RunningWorker;
let browser: TestBrowser;

beforeAll(async () => {
  [counting, browser] = await Promise.all([
    startTestWorker({
      bindings: `[[analytics_engine_datasets]]
binding = "PAGE_VIEWS"
dataset = "recipe_page_views_test"
`,
      vars: { EDGE_CACHE_SECONDS: "0" },
    }),
    launchBrowser({ serviceWorkers: true }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await counting?.stop();
});

/** Every beacon the page sends, as [path reported, the worker's answer]. */
function beacons(page: Page) {
  const sent: Promise<[string, number]>[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname !== VIEW_BEACON_PATH) return;
    sent.push(req.response().then((res) => [req.postData() ?? "", res?.status() ?? 0]));
  });
  return { count: () => sent.length, all: () => Promise.all(sent) };
}

async function browse(base: string) {
  const { page, context, problems } = await openPage(browser);
  // What the page asked the browser to send, seen at once, where the request is seen a moment later.
  await page.addInitScript(() => {
    const w = window as unknown as { views: string[] };
    w.views = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => (w.views.push(String(data)), send(url, data));
  });
  const sent = beacons(page);
  await page.goto(`${base}/`);
  await waitForHydration(page);
  await page
    .getByRole("link", { name: /^Desserts/ })
    .first()
    .click();
  await page.waitForURL(`${base}/desserts`);
  await page
    .getByRole("link", { name: /Chocolate Cookies/i })
    .first()
    .click();
  await page.waitForURL(/\/chocolatecookies$/);
  await page.getByRole("link", { name: "2X" }).click();
  await page.waitForURL(/x=2/);
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "About" }).click();
  await page.waitForURL(`${base}/about`);
  // The page change moves focus to the new page's main just before it reports the view: past that, any report is made.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id === "main" && location.pathname === "/about")).toBe(true);
  const asked = await page.evaluate(() => (window as unknown as { views: string[] }).views.length);
  await expect.poll(() => sent.count()).toBe(asked);
  const result = await sent.all();
  expect(problems()).toEqual([]);
  await context.close();
  return result;
}

describe("page views of pages moved to inside the app", () => {
  it("are reported once per page, not for the first (the worker counted it) nor for another scale of the same recipe", async () => {
    expect(await browse(counting.url)).toEqual([
      ["/desserts", 204],
      ["/chocolatecookies", 204],
      ["/about", 204],
    ]);
  });

  it("are not reported at all where no analytics is configured", async () => {
    expect(await browse(siteUrl())).toEqual([]);
  });
});
