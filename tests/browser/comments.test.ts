import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MONTH_LABELS } from "../../app/comment-threads/comment-dates";
import { launchBrowser, openPage, screenshot, tapTwice, type TestBrowser, waitForHydration } from "../support/browser";
import { rows, tag } from "../support/comments";
import { inOneLimiterWindow, postForm, randomIp, siteUrl } from "../support/site";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The marinara page, ready, with a name and a comment typed into its comment form. */
async function typeComment(page: Page, name: string, text: string) {
  await page.goto(`${siteUrl()}/marinara`);
  await waitForHydration(page);
  const form = page.locator(".comment-form");
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Comment" }).fill(text);
  return form;
}

describe("commenting with JavaScript", () => {
  it("posts through a fetcher: the button says it is posting, the list updates in place, the form clears; and posts once on a double click", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/marinara`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const form = page.locator(".comment-form");
    const text = `Rich and simple ${tag()}`;
    expect(await form.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
    await form.getByText("3 stars").click({ force: true });
    await form.getByRole("textbox", { name: "Name" }).fill("Lou");
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    // Hold the post until its in-between state has been seen.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/marinara.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => form.locator('button[type="submit"]').textContent()).toBe("Posting…");
    expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.locator(".comment-list > .comment").first().locator(".comment-text").textContent()).toBe(text);
    await expect.poll(() => form.getByRole("textbox", { name: "Comment" }).inputValue()).toBe("");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect((await rows(text))[0].rating).toBe(3);

    // The double click's post goes out unheld, as a reader's does.
    await page.unroute("**/marinara.data*");
    const twice = `Double ${tag()}`;
    await form.getByRole("textbox", { name: "Name" }).fill("Dee");
    await form.getByRole("textbox", { name: "Comment" }).fill(twice);
    const { disabledAtOnce, posts } = await tapTwice(form.getByRole("button", { name: "Post comment" }));
    expect(disabledAtOnce).toBe(true);
    await expect.poll(() => page.locator(".comment-text", { hasText: twice }).count()).toBe(1);
    // Both taps were made before the first answer came back and was shown, so a second post would be seen by now.
    // One request, not two that the server's duplicate check happened to fold into one row.
    expect(posts).toHaveLength(1);
    expect(await rows(twice)).toHaveLength(1);
    expect(problems()).toEqual([]);
  });

  // Between them the two zones differ from UTC's day at every hour of it.
  it.each([
    ["Pacific/Kiritimati", 14],
    ["Pacific/Pago_Pago", -11],
  ] as const)("dates the comment by the writer's own day, wherever they are (%s)", async (timezoneId, hours) => {
    const { page, problems } = await openPage(browser, { timezoneId });
    const text = `Far away ${tag()}`;
    const form = await typeComment(page, "Tia", text);
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(async () => (await rows(text)).length).toBe(1);
    const [row] = await rows(text);
    // Neither zone has summer time.
    const there = new Date(Date.now() + hours * 3_600_000);
    expect(row.date).toBe(`${there.getUTCFullYear()}-${MONTH_LABELS[there.getUTCMonth()]}-${there.getUTCDate()}`);
    expect(problems()).toEqual([]);
  });

  it("over the rate limit, says so beside the form and keeps what was typed", async () => {
    // The page's post must fall in the window of the ten before it. A page is a client.
    const { problems, text } = await inOneLimiterWindow(async (_, sameWindow) => {
      const opened = await openPage(browser);
      // The refusal is the browser's console error for the status it answers with.
      opened.expectProblems(/status of 429/);
      const ip = randomIp();
      await opened.context.setExtraHTTPHeaders({ "cf-connecting-ip": ip });
      for (let i = 0; i < 10; i++) await postForm("/unsubscribe", { email: `limit${i}-${tag()}@example.com` }, siteUrl(), ip);
      const text = `Too eager ${tag()}`;
      const form = await typeComment(opened.page, "Rae", text);
      await form.getByRole("button", { name: "Post comment" }).click();
      sameWindow();
      // Read without waiting for the alert to exist: after a window turned, the post goes through and none comes.
      const alerts = () => form.getByRole("alert").allTextContents();
      await expect.poll(async () => (await alerts()).join(" ")).toContain("a lot of forms from your connection");
      expect(await form.getByRole("textbox", { name: "Comment" }).inputValue()).toBe(text);
      expect(await form.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Rae");
      return { ...opened, text };
    });
    expect(await rows(text)).toHaveLength(0);
    expect(problems().filter((p) => !/status of 429/.test(p))).toEqual([]);
  });

  it("lets the rating be chosen from the keyboard, and shows the server's refusal beside the field and moves focus there, keeping what was typed", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${siteUrl()}/marinara`);
    await waitForHydration(page);
    const form = page.locator(".comment-form");
    await form.getByRole("radio", { name: "5 stars" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await form.getByRole("radio", { name: "3 stars" }).isChecked()).toBe(true);

    await form.getByRole("textbox", { name: "Name" }).fill("Kit");
    // Spaces pass the browser's required check; the server refuses them.
    await form.getByRole("textbox", { name: "Comment" }).fill("   ");
    await form.getByRole("textbox", { name: "E-mail (optional)" }).fill("kit@example.com");
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => form.locator(".field-error").textContent()).toBe("Please write a comment.");
    const comment = form.getByRole("textbox", { name: "Comment" });
    await expect.poll(() => comment.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await comment.getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByRole("textbox", { name: "Name" }).inputValue()).toBe("Kit");
    expect(await form.getByRole("textbox", { name: "E-mail (optional)" }).inputValue()).toBe("kit@example.com");
    expect(problems()).toEqual([]);
  });
});

describe("commenting with JavaScript turned off", () => {
  it("posts a comment and a reply as plain forms", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${siteUrl()}/russiantea`);
    const form = page.locator(".comment-form");
    const text = `Warming ${tag()}`;
    await form.getByRole("textbox", { name: "Name" }).fill("Nell");
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    await Promise.all([page.waitForNavigation(), form.getByRole("button", { name: "Post comment" }).click()]);
    const [row] = await rows(text);
    expect(page.url()).toBe(`${siteUrl()}/russiantea#comment-${row.comment_id}`);
    expect(await page.locator(`#comment-${row.comment_id} .comment-text`).textContent()).toBe(text);

    await page.locator(`#comment-${row.comment_id}`).getByRole("link", { name: "Reply" }).click();
    const reply = page.locator(`#reply-${row.comment_id}`);
    const replyText = `Agreed ${tag()}`;
    await reply.getByRole("textbox", { name: "Name" }).fill("Oz");
    await reply.getByRole("textbox", { name: "Your reply" }).fill(replyText);
    await Promise.all([page.waitForNavigation(), reply.getByRole("button", { name: "Post" }).click()]);
    expect(await page.getByText(replyText).isVisible()).toBe(true);
    await screenshot(page, "comments-nojs-1280");
    await context.close();
  });
});
