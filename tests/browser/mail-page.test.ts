// Issue 64: "Your mail" in a real browser, with JavaScript and without: Stop and Undo of the newsletter and of a
// thread, an expired link and the fresh-link form with its refusal beside the field. Every form here is also posted
// plainly in tests/integration/mail-page.test.ts.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailPagePath } from "../../app/mailing/signed-links.server";
import { MAIL_PAGE_DAYS } from "../../app/mailing/mailing-list";
import { LOCAL_FORM_SECRET } from "../../local/stack";
import { axeViolations, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { tag } from "../support/comments";
import { mailsTo } from "../support/mail";
import { postForm, siteUrl, testDb, uniqueEmail } from "../support/site";

const PHONE = { viewport: { width: 390, height: 844 } };
const RECIPE = { id: "24", path: "/roastedtomatoandbasilsoup", title: "Roasted Tomato and Basil Soup" };

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const onList = async (email: string) =>
  (await testDb().query("SELECT 1 FROM subscriptions WHERE lower(email) = lower($1) AND pending_since IS NULL", [email])).length === 1;
const heard = async (email: string) =>
  (await testDb().query("SELECT 1 FROM reply_watches WHERE email = lower($1) AND pending_since IS NULL", [email])).length;

/** A reader on the list who hears of replies in one thread of their own. */
async function reader() {
  const email = uniqueEmail("browser-mail");
  await testDb().query("INSERT INTO subscriptions (email, confirmed_at) VALUES ($1, now())", [email]);
  await testDb().query("INSERT INTO reply_notice_addresses (email, asked_at, confirmed_at) VALUES (lower($1), now(), now())", [email]);
  const res = await postForm(RECIPE.path, {
    intent: "comment",
    recipe: RECIPE.id,
    name: "Jo",
    rating: "5",
    email,
    notify: "on",
    comment: `Does it freeze? ${tag()}`,
  });
  const thread = Number(res.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
  await testDb().query("UPDATE reply_watches SET pending_since = NULL WHERE email = lower($1)", [email]);
  return { email, thread, link: `${siteUrl()}${await mailPagePath(LOCAL_FORM_SECRET, email, Date.now())}` };
}

/**
 * Presses a button and waits for the page that answers it, with or without JavaScript: this page again, its address
 * naming what was stopped here, so each press changes it.
 */
async function pressAndWait(page: Page, name: string) {
  const before = page.url();
  await Promise.all([page.waitForURL((url) => url.href !== before), page.getByRole("button", { name }).click()]);
}

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const)("Your mail %s", (_, js) => {
  it("stops the newsletter and a thread, and Undo puts each back", async () => {
    const { email, link } = await reader();
    const { page, problems } = await openPage(browser, { ...PHONE, javaScriptEnabled: js });
    await page.goto(link);
    if (js) {
      await waitForHydration(page);
      // A marker a full page load would wipe out: with JavaScript the buttons answer in place.
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    }
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Your mail");
    expect(await page.getByText(email).isVisible()).toBe(true);
    await screenshot(page, `mail-page-390-${js ? "js" : "nojs"}`);
    if (js) expect(await axeViolations(page)).toEqual([]);

    await pressAndWait(page, "Stop the newsletter");
    await expect.poll(() => page.getByText("Stopped: no more issues come to this address.").isVisible()).toBe(true);
    expect(await onList(email)).toBe(false);
    await pressAndWait(page, `Stop e-mails about the conversation on ${RECIPE.title}`);
    await expect.poll(() => page.getByText("Stopped: no more e-mails about this conversation.").isVisible()).toBe(true);
    expect(await heard(email)).toBe(0);
    // Both Undos are there at once.
    expect(await page.getByRole("button", { name: /^Undo/ }).count()).toBe(2);
    await screenshot(page, `mail-page-stopped-390-${js ? "js" : "nojs"}`);

    await pressAndWait(page, "Undo: send me the newsletter again");
    await expect.poll(() => page.getByRole("button", { name: "Stop the newsletter" }).isVisible()).toBe(true);
    expect(await onList(email)).toBe(true);
    await pressAndWait(page, `Undo: e-mail me about replies on ${RECIPE.title} again`);
    await expect
      .poll(() => page.getByRole("button", { name: `Stop e-mails about the conversation on ${RECIPE.title}` }).isVisible())
      .toBe(true);
    expect(await heard(email)).toBe(1);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(js ? true : undefined);
    expect(problems()).toEqual([]);
  });

  it("an expired link: says so, and its form mails a fresh link; a bad address is refused beside the field, kept", async () => {
    const { email } = await reader();
    const old = `${siteUrl()}${await mailPagePath(LOCAL_FORM_SECRET, email, Date.now() - (MAIL_PAGE_DAYS + 1) * 24 * 3600 * 1000)}`;
    const { page, expectProblems } = await openPage(browser, { ...PHONE, javaScriptEnabled: js });
    // The expired page's own status, and the refused form's: the test fails on any other console error.
    expectProblems(/status of (410|400)/);
    await page.goto(old);
    if (js) await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("This link has expired");
    const field = page.getByRole("textbox", { name: "Your e-mail address" });
    expect(await field.inputValue()).toBe(email);

    // A typo the browser lets through (its own check off, as an old browser has none): the server's answer.
    await page.locator("form.mail-link-form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await field.fill("jo@@example");
    await page.getByRole("button", { name: "Mail me a fresh link" }).click();
    await expect.poll(() => page.locator(".field-error").textContent()).toContain("doesn't look like an e-mail address");
    expect(await page.getByRole("textbox", { name: "Your e-mail address" }).inputValue()).toBe("jo@@example");
    expect(await page.getByRole("textbox", { name: "Your e-mail address" }).getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, `mail-page-refused-390-${js ? "js" : "nojs"}`);

    await page.locator("form.mail-link-form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await page.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
    await page.getByRole("button", { name: "Mail me a fresh link" }).click();
    await expect.poll(() => page.locator(".mail-link-sent").textContent()).toContain("a mail with a fresh link to its page is on its way");
    await expect.poll(async () => (await mailsTo(email)).filter((m) => m.subject === "Your mail at Small Batch Kitchen").length).toBe(1);
    await screenshot(page, `mail-page-link-sent-390-${js ? "js" : "nojs"}`);
  });
});
