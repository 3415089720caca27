import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { axeViolations, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { inOneLimiterWindow, startTestWorker } from "../support/site";

// Two reads a minute that reach the database, so that a third shows the page a reader past the limit gets.
let browser: TestBrowser;
let worker: RunningWorker;
beforeAll(async () => {
  [browser, worker] = await Promise.all([launchBrowser(), startTestWorker({ vars: { FORM_MIN_FILL_MS: "0" }, readLimit: 2 })]);
});
afterAll(async () => {
  await browser?.close();
  await worker?.stop();
});

// Each attempt's own searches: a second attempt's would otherwise come from the edge cache, which the limit doesn't count.
const WORDS = [
  ["soup", "bread", "cake", "pie"],
  ["stew", "rolls", "tart", "jam"],
];

describe("a reader past the read limit", () => {
  it("gets the site's own page at phone width, saying when to try again, and the search there asks again with JavaScript", async () => {
    // The JavaScript search at the end must fall in the same window as the two reads before it. A page is a client.
    const { problems } = await inOneLimiterWindow(async (n, sameWindow) => {
      const [first, second, refusedWord, fromPage] = WORDS[n];
      const opened = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const { page, expectProblems } = opened;
      // The refusal is the browser's console error for the status it answers with.
      expectProblems(/status of 429/);
      for (const q of [first, second]) expect((await page.goto(`${worker.url}/search?q=${q}`))?.status()).toBe(200);
      const refused = await page.goto(`${worker.url}/search?q=${refusedWord}`);
      expect(refused?.status()).toBe(429);
      expect(await refused?.headerValue("retry-after")).toBe("60");
      await waitForHydration(page);
      await expect.poll(() => page.title()).toBe("Slow down a little | Small Batch Kitchen");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Slow down a little");
      expect(await page.locator(".error-page p").first().textContent()).toMatch(/Please wait a minute, then reload this page\.$/);
      // In the site's look: its header, search and footer, nothing wider than the phone.
      await expect.poll(() => page.getByRole("search", { name: "Site search" }).isVisible()).toBe(true);
      expect(await page.locator("footer").isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, "read-limit-429-390");
      expect(await axeViolations(page)).toEqual([]);

      // A search from the page, moved to by the app: its data is refused too, and the same words say so.
      const search = page.getByRole("search", { name: "Site search" });
      await search.getByRole("searchbox").fill(fromPage);
      await search.getByRole("button", { name: "Search" }).click();
      sameWindow();
      await expect.poll(() => page.url()).toContain(`/search?q=${fromPage}`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Slow down a little");
      return opened;
    });
    expect(problems().filter((p) => !/status of 429/.test(p))).toEqual([]);
  });
});
