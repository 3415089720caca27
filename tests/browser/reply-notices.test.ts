// Issue 51: the "E-mail me when someone replies" box on the comment and reply forms, with and without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPLY_NOTICE_LABEL, REPLY_NOTICE_NEEDS_EMAIL } from "../../app/comments/comment-fields";
import { axeViolations, launchBrowser, openPage, screenshotOf, type TestBrowser, waitForHydration } from "../support/browser";
import { tag } from "../support/comments";
import { mailsTo } from "../support/mail";
import { postForm, siteUrl, testDb, uniqueEmail } from "../support/site";

const PHONE = { viewport: { width: 390, height: 844 } };

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const confirmationsTo = async (email: string) => (await mailsTo(email)).filter((m) => m.subject?.startsWith("Confirm reply notices"));
const watches = (email: string) => testDb().query("SELECT thread FROM reply_watches WHERE email = lower($1)", [email]);

describe("the reply-notice box with JavaScript", () => {
  it("shows only while an e-mail is typed, and ticked sends one confirmation mail; is in the reply dialog too, and a hidden box sends nothing", async () => {
    // Posted as a form is, so the page's cached copy is purged and shows it.
    const res = await postForm("/marinara", { intent: "comment", recipe: "16", name: "Pat", rating: "5", comment: `Parent ${tag()}` });
    const parent = Number(res.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}/marinara`);
    await waitForHydration(page);
    const form = page.locator(".comment-form");
    const box = form.getByRole("checkbox", { name: REPLY_NOTICE_LABEL });
    expect(await box.isVisible()).toBe(false);
    const email = uniqueEmail("browser-box");
    await form.getByRole("textbox", { name: "E-mail (optional)" }).fill(email);
    await expect.poll(() => box.isVisible()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    await form.getByRole("textbox", { name: "E-mail (optional)" }).fill("");
    await expect.poll(() => box.isVisible()).toBe(false);
    await form.getByRole("textbox", { name: "E-mail (optional)" }).fill(email);
    await box.check();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotOf(form, "reply-notice-box-js-390");

    const text = `Will it keep? ${tag()}`;
    await form.getByRole("textbox", { name: "Name" }).fill("Lou");
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => page.getByText(text).count()).toBe(1);
    // The form clears after posting, and the box goes with the address.
    await expect.poll(() => box.isVisible()).toBe(false);
    // What the box did is said where a screen reader hears it.
    await expect.poll(() => page.locator(".comments .form-status").textContent()).toMatch(/^Your comment is up\. Check your inbox/);
    expect(await page.locator(".comments .form-status").getAttribute("role")).toBe("status");
    await screenshotOf(page.locator(".comments .form-status"), "reply-notice-asked-status-390");
    await expect.poll(async () => (await confirmationsTo(email)).length).toBe(1);
    expect(await watches(email)).toHaveLength(1);

    const item = page.locator(`#comment-${parent}`);
    await item.getByRole("button", { name: "Reply" }).first().click();
    const dialog = page.getByRole("dialog");
    const dialogBox = dialog.getByRole("checkbox", { name: REPLY_NOTICE_LABEL });
    expect(await dialogBox.isVisible()).toBe(false);
    const dialogEmail = uniqueEmail("browser-dialog");
    await dialog.getByRole("textbox", { name: "E-mail (optional)" }).fill(dialogEmail);
    await dialogBox.check();
    // Cleared: the box hides, and a disabled box is not sent, so nothing is asked for.
    await dialog.getByRole("textbox", { name: "E-mail (optional)" }).fill("");
    await expect.poll(() => dialogBox.isVisible()).toBe(false);
    const replyText = `No address after all ${tag()}`;
    await dialog.getByRole("textbox", { name: "Name" }).fill("Mo");
    await dialog.getByRole("textbox", { name: "Your reply" }).fill(replyText);
    await dialog.getByRole("button", { name: "Post" }).click();
    await expect.poll(() => page.getByText(replyText).count()).toBe(1);
    expect(
      await testDb().query("SELECT 1 FROM reply_watches WHERE last_seen = (SELECT comment_id FROM comments2 WHERE comment = $1)", [
        replyText,
      ]),
    ).toEqual([]);
    expect(problems()).toEqual([]);
  });
});

describe("confirming reply notices in the browser", () => {
  it("turns on that conversation; the same browser's next tick with that address needs no mail, another browser's does", async () => {
    const email = uniqueEmail("browser-consent");
    const first = await postForm("/marinara", {
      intent: "comment",
      recipe: "16",
      name: "Ida",
      rating: "5",
      email,
      notify: "on",
      comment: `First ${tag()}`,
    });
    expect(first.status).toBe(303);
    let link = "";
    await expect
      .poll(async () => (link = (await confirmationsTo(email))[0]?.content?.[0]?.value.match(/^(\S+\/replies\/confirm\?\S+)$/m)?.[1] ?? ""))
      .not.toBe("");

    const { page, problems } = await openPage(browser, PHONE);
    await page.goto(link);
    await waitForHydration(page);
    await Promise.all([page.waitForURL(/done=1/), page.getByRole("button", { name: "Yes, e-mail me about replies" }).click()]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Reply e-mails are on");
    await screenshotOf(page.locator("main"), "reply-notices-confirmed-390");

    // The same browser, a new conversation, the box ticked: watched at once.
    await page.goto(`${siteUrl()}/marinara`);
    await waitForHydration(page);
    const form = page.locator(".comment-form");
    await form.getByRole("textbox", { name: "E-mail (optional)" }).fill(email);
    await form.getByRole("checkbox", { name: REPLY_NOTICE_LABEL }).check();
    const text = `Second thread ${tag()}`;
    await form.getByRole("textbox", { name: "Name" }).fill("Ida");
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect.poll(() => page.getByText(text).count()).toBe(1);
    await expect.poll(() => page.locator(".comments .form-status").textContent()).toContain("will be e-mailed to you");
    const consented = () => testDb().query("SELECT 1 FROM reply_watches WHERE email = lower($1) AND pending_since IS NULL", [email]);
    await expect.poll(async () => (await consented()).length).toBe(2);

    // Another browser (a plain post, no cookie) naming the address: a mail to confirm, no watch turned on.
    await postForm("/marinara", {
      intent: "comment",
      recipe: "16",
      name: "Eve",
      rating: "5",
      email,
      notify: "on",
      comment: `Third ${tag()}`,
    });
    await expect.poll(async () => (await confirmationsTo(email)).length).toBe(2);
    expect(await consented()).toHaveLength(2);
    expect(problems()).toEqual([]);
  });
});

describe("the reply-notice box without JavaScript", () => {
  it("is always there, says it needs an address, refuses a tick without one beside the box, and works with one", async () => {
    const { page, problems } = await openPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${siteUrl()}/marinara`);
    const form = page.locator(".comment-form");
    const box = form.getByRole("checkbox", { name: REPLY_NOTICE_LABEL });
    expect(await box.isVisible()).toBe(true);
    expect(await form.locator(".reply-notice-field .field-hint").innerText()).toMatch(/^Needs your e-mail address/);

    const text = `No JavaScript here ${tag()}`;
    await form.getByRole("textbox", { name: "Name" }).fill("Nell");
    await form.getByRole("textbox", { name: "Comment" }).fill(text);
    await box.check();
    await form.getByRole("button", { name: "Post comment" }).click();
    await page.waitForLoadState();
    const again = page.locator(".comment-form");
    expect(await again.locator(".reply-notice-field .field-error").innerText()).toBe(REPLY_NOTICE_NEEDS_EMAIL);
    expect(await again.getByRole("checkbox", { name: REPLY_NOTICE_LABEL }).isChecked()).toBe(true);
    expect(await again.getByRole("textbox", { name: "Comment" }).inputValue()).toBe(text);
    await screenshotOf(again, "reply-notice-box-nojs-error-390");

    const email = uniqueEmail("browser-nojs");
    await again.getByRole("textbox", { name: "E-mail (optional)" }).fill(email);
    await again.getByRole("button", { name: "Post comment" }).click();
    await page.waitForURL(/#comment-\d+$/);
    expect(await page.locator(".comments .form-status").textContent()).toMatch(/^Your comment is up\. Check your inbox/);
    await expect.poll(async () => (await confirmationsTo(email)).length).toBe(1);
    expect(await watches(email)).toHaveLength(1);
    expect(problems()).toEqual([]);
  });
});
