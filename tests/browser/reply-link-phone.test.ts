// Issue 59: a reply typed on a phone into the form a notice link opens is the reader's until they post it. The link's
// page is served with the inline reply form; the reader's first tap on it starts the app's scripts
// (docs/decisions/021-scripts-on-first-use.md), and hydrating must leave the form, its words and the view where they are.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdRequests, launchBrowser, openPage, screenshot, screenshotOf, type TestBrowser, untilHydrated } from "../support/browser";
import { rows, tag } from "../support/comments";
import { siteUrl, testDb } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Black bean goulash (8): no other browser test reads its comments.
const GOULASH = { id: 8, path: "/blackbeangoulash" };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

describe("the reply form a notice link opens, on a phone", () => {
  let parent: number;
  beforeAll(async () => {
    [{ comment_id: parent }] = await testDb().query<{ comment_id: number }>(
      "INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date) VALUES ('main', $1, 'Noor', 4, $2, '2026-Nov-20') RETURNING comment_id",
      [GOULASH.id, `Can I use pinto beans? ${tag()}`],
    );
  });

  it("keeps the box, the words typed before the scripts started and the view through hydration, then posts", async () => {
    const { page, problems } = await openPage(browser, PHONE);
    // When the page hydrated. The reply form's code must have come by then: a lazy part still loading is rendered again
    // from nothing (its words gone) by any update that reaches it first.
    await page.addInitScript(() => {
      const w = window as unknown as { hydratedAt?: number };
      new MutationObserver(() => {
        if (w.hydratedAt === undefined && document.documentElement.dataset.hydrated) w.hydratedAt = performance.now();
      }).observe(document, { attributes: true, subtree: true });
    });
    const scripts = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto(`${siteUrl()}${GOULASH.path}?reply=${parent}&thread=${parent}#reply-${parent}`);
    const form = page.locator(`#reply-${parent} form`);
    const box = form.getByRole("textbox", { name: "Your reply" });
    const boxNode = await box.elementHandle();
    const formNode = await form.elementHandle();

    // The first touch asks for the scripts (held here, as on a slow connection); the words go into the page as served.
    await box.tap();
    await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
    const words = `Yes, pinto beans work: cook them ten minutes less. ${tag()}`;
    await page.keyboard.type(words);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const view = await page.evaluate(() => scrollY);
    const boxTop = await box.evaluate((e) => Math.round(e.getBoundingClientRect().top));

    scripts.release();
    await untilHydrated(page);
    expect(
      await page.evaluate(() => {
        const code = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((r) =>
          /\/ReplyForm-[\w-]+\.js$/.test(r.name),
        );
        return code ? code.responseEnd <= (window as unknown as { hydratedAt: number }).hydratedAt : "not loaded";
      }),
    ).toBe(true);
    // Rendered with the app: the comment's Reply is a button now, and the reply form's count has read what was typed.
    await page.locator(`#comment-${parent} .comment-actions`).getByRole("button", { name: "Reply" }).waitFor();
    expect(await boxNode!.evaluate((e) => e.isConnected)).toBe(true);
    expect(await formNode!.evaluate((e) => e.isConnected)).toBe(true);
    await expect.poll(() => form.locator(".char-count").textContent()).toBe(`${words.length} / 255`);
    expect(await boxNode!.evaluate((e) => (e as HTMLTextAreaElement).value)).toBe(words);
    expect(await boxNode!.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(view);
    expect(await box.evaluate((e) => Math.round(e.getBoundingClientRect().top))).toBe(boxTop);
    await screenshot(page, "reply-link-typed-hydrated-390");
    await screenshotOf(page.locator(`#comment-${parent}`), "reply-link-form-typed-hydrated-390");

    await form.getByRole("textbox", { name: "Name" }).fill("Sam");
    // Reply, with its form already here, goes to it instead of opening a second one.
    await page.locator(`#comment-${parent} .comment-actions`).getByRole("button", { name: "Reply" }).tap();
    expect(await boxNode!.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await page.getByRole("dialog").count()).toBe(0);
    await form.getByRole("button", { name: "Post" }).tap();
    await expect.poll(() => rows(words)).toHaveLength(1);
    const [row] = await rows(words);
    expect(row.reply_to).toBe(String(parent));
    await expect.poll(() => page.locator(`#comment-${row.comment_id}`).getByText(words).count()).toBe(1);
    expect(problems()).toEqual([]);
  });
});
