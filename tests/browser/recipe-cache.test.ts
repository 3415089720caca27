import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { axeViolations, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { startTestWorker, testDb } from "../support/site";
import { tag } from "../support/comments";

// The edge cache on, as readers get the site (the other browser tests' worker renders every page).
// The offline worker where a page loads again, as it could answer then: installed at the first tap, it fetches the
// whole build, for nothing where the page is never loaded again ({ serviceWorkers: "block" }).
let browser: TestBrowser;
let worker: RunningWorker;
beforeAll(async () => {
  [browser, worker] = await Promise.all([launchBrowser({ serviceWorkers: true }), startTestWorker({ vars: { FORM_MIN_FILL_MS: "0" } })]);
});
afterAll(async () => {
  await browser?.close();
  await worker?.stop();
});

const topLevel = ".comments > .comment-list > .comment";

describe("the edge cache in a browser", () => {
  it("posting with JavaScript shows the comment at once, to the writer and then to the next reader", async () => {
    const path = "/roastedtomatoandbasilsoup";
    // The page and its data are in the cache before the post.
    for (let i = 0; i < 2; i++) await fetch(`${worker.url}${path}`).then((r) => r.text());
    expect((await fetch(`${worker.url}${path}`)).headers.get("x-edge-cache")).toBe("HIT");

    const { page, context, problems } = await openPage(browser);
    await page.goto(`${worker.url}${path}`);
    await waitForHydration(page);
    const form = page.locator(".comment-form");
    const text = `Straight from the oven ${tag()}`;
    await form.getByRole("textbox", { name: "Name" }).fill("Cam");
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => page.locator(".comment-list > .comment .comment-text").first().textContent()).toBe(text);
    expect((await context.cookies()).map((c) => [c.name, c.httpOnly])).toContainEqual(["commenter", true]);
    await page.reload();
    expect(await page.locator(".comment-text").first().textContent()).toBe(text);

    const other = await openPage(browser);
    await other.page.goto(`${worker.url}${path}`);
    expect(await other.page.locator(".comment-text").first().textContent()).toBe(text);
    expect(await other.context.cookies()).toEqual([]);
    expect([...problems(), ...other.problems()]).toEqual([]);
  });

  it("'Older comments' adds them in place with JavaScript, and goes to the next page without", async () => {
    const path = "/creamcheese";
    await testDb().query(
      `INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date)
       SELECT 'main', 15, 'Reader ' || n, 1 + n % 5, 'Older page comment ' || n, '2026-Nov-2' FROM generate_series(1, 45) n ORDER BY n`,
    );
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    await page.goto(`${worker.url}${path}`);
    await waitForHydration(page);
    const older = page.getByRole("link", { name: "Older comments" });
    await older.scrollIntoViewIfNeeded();
    await screenshot(page, "older-comments-390");
    expect(await page.locator(topLevel).count()).toBe(20);

    // Before its hydrated render, a click is the plain link's: wait for a control only that render shows.
    await page.locator(".comment-list button", { hasText: "Reply" }).first().waitFor();
    await older.click();
    await expect.poll(() => page.locator(topLevel).count()).toBe(40);
    expect(new URL(page.url()).search).toBe("");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Older comments");
    await page.getByRole("link", { name: "Older comments" }).click();
    const total = (await testDb().query("SELECT count(*)::int AS n FROM comments2 WHERE recipe = 15 AND reply_to = 'main'"))[0].n;
    await expect.poll(() => page.locator(topLevel).count()).toBe(total);
    expect(await page.getByRole("link", { name: "Older comments" }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "older-comments-loaded-390");
    expect(problems()).toEqual([]);

    const plain = await openPage(browser, { javaScriptEnabled: false, serviceWorkers: "block" });
    await plain.page.goto(`${worker.url}${path}`);
    await plain.page.getByRole("link", { name: "Older comments" }).click();
    await plain.page.waitForURL(/\?before=\d+/);
    expect(await plain.page.locator(".comment-text").first().textContent()).toMatch(/^Older page comment \d+$/);
    expect(await plain.page.getByRole("link", { name: "Newest comments" }).count()).toBe(1);
    await plain.page.getByRole("link", { name: "Newest comments" }).scrollIntoViewIfNeeded();
    await screenshot(plain.page, "older-comments-page2-1280");
  });

  it("runs a cached page's own scripts and styles under its hashed CSP, refuses any changed or added on the way, and gives each reader their own form token", async () => {
    const path = "/pancakes";
    for (let i = 0; i < 2; i++) await fetch(`${worker.url}${path}`).then((r) => r.text());
    const visit = async (tamper?: (html: string) => string) => {
      const visitor = await openPage(browser);
      // Init scripts run over the DevTools protocol, which the page's CSP does not govern.
      await visitor.page.addInitScript(() => {
        const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
        document.addEventListener("securitypolicyviolation", (e) => seen.push(e.effectiveDirective));
      });
      if (tamper)
        await visitor.page.route(`${worker.url}${path}`, async (route) => {
          const res = await route.fetch();
          await route.fulfill({ response: res, body: tamper(await res.text()) });
        });
      const res = await visitor.page.goto(`${worker.url}${path}`);
      expect(res!.headers()["x-edge-cache"]).toBe("HIT");
      return visitor;
    };

    const readers = [await visit(), await visit()];
    const tokens: string[] = [];
    for (const { page, problems } of readers) {
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
      // The inline stylesheet applies: the header sticks to the top.
      expect(await page.locator(".site-header").evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
      const token = await page.locator('.comment-form input[name="_t"]').inputValue();
      expect(await page.locator('meta[name="form-token"]').getAttribute("content")).toBe(token);
      tokens.push(token);
      expect(problems()).toEqual([]);
    }
    expect(new Set(tokens).size).toBe(2);

    const { page, expectProblems } = await visit((html) =>
      html
        .replace("(function(){", "(function(){window.tampered=1;")
        .replace("</head>", "<script>window.injected=1</script><style>body{background:rgb(1, 2, 3)}</style></head>"),
    );
    // What the CSP refuses, it reports in the console too.
    expectProblems(/Content Security Policy/);
    await page.waitForLoadState("load");
    // One for the changed theme script, one for the added script, one for the added style.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations.sort()))
      .toEqual(["script-src-elem", "script-src-elem", "style-src-elem"]);
    expect(await page.evaluate(() => [(window as { tampered?: number }).tampered, (window as { injected?: number }).injected])).toEqual([
      undefined,
      undefined,
    ]);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe("rgb(1, 2, 3)");
    // The page's own stylesheet and data scripts still apply.
    expect(await page.locator(".site-header").evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
  });
});
