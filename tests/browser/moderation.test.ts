import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribePath } from "../../app/mailing/signed-links.server";
import { LOCAL_FORM_SECRET } from "../../local/stack";
import { axeViolations, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { forgedSig, mailAbout, moderationLinks } from "../support/mail";
import { postForm, siteUrl, uniqueEmail } from "../support/site";
import { tag } from "../support/comments";

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 } };

/** A comment on the soft-boiled eggs, and the owner's mail about it in the local outbox. */
async function commentWithMail(text: string) {
  const res = await postForm("/softboiledeggs", { intent: "comment", recipe: "6", name: "Spammy", rating: "1", comment: text });
  const id = Number(res.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
  return { id, ...(await moderationLinks(await mailAbout(id))) };
}

describe("the owner hides a comment from the link in the mail", () => {
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)(
    "%s: the link asks, the button hides, the page no longer shows it, and the undo link shows it again",
    async (label, javaScriptEnabled) => {
      const { page, context, problems } = await openPage(browser, { ...PHONE, javaScriptEnabled });
      const text = `Buy cheap watches ${tag()}`;
      const { hide } = await commentWithMail(text);
      await page.goto(hide);
      if (javaScriptEnabled) await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Hide this comment?");
      expect(await page.locator(".moderation-comment .comment-text").textContent()).toBe(text);
      if (javaScriptEnabled) {
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, "moderation-hide-ask-390");
      }
      await Promise.all([page.waitForURL(hide), page.getByRole("button", { name: "Hide this comment" }).click()]);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Hidden");
      expect(await page.getByRole("status").textContent()).toContain("It no longer shows on");
      if (javaScriptEnabled) await screenshot(page, "moderation-hidden-390");

      await page.getByRole("link", { name: "Changed your mind? Show it again" }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Show this comment again?");
      if (javaScriptEnabled) await screenshot(page, "moderation-show-ask-390");
      await page.getByRole("button", { name: "Show it again" }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Shown again");
      if (javaScriptEnabled) await screenshot(page, "moderation-shown-390");

      await page.getByRole("link", { name: /^Go to / }).click();
      await expect.poll(() => page.getByText(text).count()).toBe(1);
      expect(problems(), label).toEqual([]);
      await context.close();
    },
  );

  it("leaves the comment off the recipe page once hidden", async () => {
    const { page, context } = await openPage(browser, PHONE);
    const text = `Spam to hide ${tag()}`;
    const { hide } = await commentWithMail(text);
    await page.goto(`${siteUrl()}/softboiledeggs`);
    expect(await page.getByText(text).count()).toBe(1);
    await page.goto(hide);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Hide this comment" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Hidden");
    await page.goto(`${siteUrl()}/softboiledeggs`);
    expect(await page.getByText(text).count()).toBe(0);
    await context.close();
  });

  it("shows a tampered link a clear 403 page, on a phone and a desktop", async () => {
    const { hide } = await commentWithMail(`Tamper ${tag()}`);
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ]) {
      const { page, context, expectProblems } = await openPage(browser, { viewport: { width, height } });
      expectProblems(/status of 403/);
      const res = await page.goto(forgedSig(hide));
      expect(res!.status()).toBe(403);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("This link isn't valid");
      expect(await page.getByRole("main").getByRole("button").count()).toBe(0);
      await screenshot(page, `moderation-refused-${width}`);
      await context.close();
    }
  });
});

describe("the newsletter's one-click unsubscribe link", () => {
  it("asks with one button, and the button unsubscribes", async () => {
    const email = uniqueEmail("browser");
    await postForm("/?index", { email });
    const { page, context, problems } = await openPage(browser, PHONE);
    await page.goto(`${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "unsubscribe-one-click-390");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("You are now unsubscribed");
    await screenshot(page, "unsubscribe-one-click-done-390");
    expect(problems()).toEqual([]);
    await context.close();
  });
});
