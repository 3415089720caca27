import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueMail, personalIssueMail } from "../../app/readers-mail/issue-mail";
import { ISSUES } from "../../app/readers-mail/issues";
import { welcomeMail } from "../../app/readers-mail/welcome.server";
import { confirmationMail, leaveMail } from "../../app/readers-mail/newsletter-confirm.server";
import { mailPageLinkMail } from "../../app/readers-mail/mail-page-link.server";
import { replyConfirmationMail, replyNoticeMail } from "../../app/readers-mail/reply-notices.server";
import { mailPagePath, unsubscribePath } from "../../app/mailing/signed-links.server";
import { LOCAL_FORM_SECRET } from "../../local/stack";
import { launchBrowser, openPage, screenshot, type TestBrowser } from "../support/browser";
import { siteUrl } from "../support/site";

// The mails as files, opened as a mail app's web view would show them: at a phone's 375 px and at 600 px, light and
// dark. Their pictures come from the running site, as a reader's come from SITE_URL.
const FILES = new URL("../../test-results/mail/", import.meta.url).pathname;
const issue = ISSUES.find((i) => i.slug === "2026-11-26-soup-and-bread-weather")!;

let browser: TestBrowser;
let issueFile: string;
let welcomeFile: string;

beforeAll(async () => {
  mkdirSync(FILES, { recursive: true });
  const unsubscribe = `${siteUrl()}/unsubscribe/one-click?email=reader%40example.com&sig=x`;
  issueFile = join(FILES, "issue.html");
  writeFileSync(
    issueFile,
    personalIssueMail(issueMail(issue, siteUrl()), unsubscribe, `${siteUrl()}/mail?email=reader%40example.com&t=1&sig=x`).html,
  );
  welcomeFile = join(FILES, "welcome.html");
  writeFileSync(welcomeFile, (await welcomeMail(LOCAL_FORM_SECRET, siteUrl(), "reader@example.com")).html!);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sizes = [375, 600] as const;
const schemes = ["light", "dark"] as const;
// Each size and scheme on one page, resized and its scheme switched, as a mail app's view is: the layout and the colours
// are the page's answer to the width and the scheme it has now, and a page load a case cost most of the file's CPU.
const views = sizes.flatMap((width) => schemes.map((colorScheme) => ({ width, colorScheme, name: `${width} px, ${colorScheme}` })));
type View = (typeof views)[number];
/** A page opened at the first view, as a mail app opens it. */
const FIRST = { viewport: { width: views[0].width, height: 800 }, colorScheme: views[0].colorScheme };

async function show(page: Page, { width, colorScheme }: View) {
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ colorScheme });
}

describe("the newsletter as a mail app shows it", () => {
  it(`reads well at ${views.map((v) => v.name).join("; ")}`, async () => {
    const { page } = await openPage(browser, FIRST);
    await page.goto(`file://${issueFile}`);
    for (const view of views) {
      const { width, colorScheme, name } = view;
      await show(page, view);
      await screenshot(page, `newsletter-mail-${width}-${colorScheme}`);
      const cards = page.locator("table.card");
      expect(await cards.count(), name).toBe(3);
      for (let n = 0; n < 3; n++) {
        const img = (await cards.nth(n).locator(".card-img").boundingBox())!;
        const text = (await cards.nth(n).locator(".card-text").boundingBox())!;
        const title = (await cards.nth(n).locator(".card-text a").boundingBox())!;
        // On a phone the picture sits above the words, which get the card's width; at 600 px they sit side by side.
        if (width === 375) expect(text.y, name).toBeGreaterThanOrEqual(img.y + img.height - 1);
        else expect(text.x, name).toBeGreaterThanOrEqual(img.x + img.width - 1);
        // No title runs to three lines (19 px type, 1.3 line height).
        expect(title.height, name).toBeLessThan(19 * 1.3 * 3 - 1);
      }
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
      const sheet = await page.locator("table.sheet").evaluate((e) => getComputedStyle(e).backgroundColor);
      const ink = await page
        .locator("table.sheet td.ink p")
        .nth(2)
        .evaluate((e) => getComputedStyle(e).color);
      expect(sheet, name).toBe(colorScheme === "dark" ? "rgb(35, 28, 23)" : "rgb(255, 253, 249)");
      expect(ink, name).toBe(colorScheme === "dark" ? "rgb(243, 232, 220)" : "rgb(43, 33, 24)");
      // The preheader is in the mail for the inbox's line, never on the page.
      expect(await page.locator("body > div").first().isVisible(), name).toBe(false);
      // The sign-off keeps its line.
      expect(await page.locator("p", { hasText: "Happy cooking," }).innerText(), name).toBe("Happy cooking,\nHannah");
    }
  });

  it("welcomes a reader legibly at 375 px, dark", async () => {
    const { page } = await openPage(browser, { viewport: { width: 375, height: 800 }, colorScheme: "dark" });
    await page.goto(`file://${welcomeFile}`);
    await screenshot(page, "newsletter-welcome-375-dark");
    expect(await page.locator("h1").innerText()).toBe("Welcome, and thank you");
    expect(await page.locator("table.sheet").evaluate((e) => getComputedStyle(e).backgroundColor)).toBe("rgb(35, 28, 23)");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

// Issue 64: every kind of mail a reader gets, at a phone's 375 px and at 600 px, light and dark, pictures shown and
// blocked (as many mail apps start), written to files and opened as a mail app's web view shows them.
describe("every mail a reader gets", () => {
  const to = "dana.kowalczyk-whitfield@example.com";
  const kinds: Record<string, () => Promise<string>> = {
    issue: async () =>
      personalIssueMail(
        issueMail(issue, siteUrl()),
        `${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, to)}`,
        `${siteUrl()}${await mailPagePath(LOCAL_FORM_SECRET, to, Date.now())}`,
      ).html,
    welcome: async () => (await welcomeMail(LOCAL_FORM_SECRET, siteUrl(), to)).html!,
    "newsletter-confirmation": async () => (await confirmationMail(LOCAL_FORM_SECRET, siteUrl(), to, Date.now())).html!,
    "reply-confirmation": async () =>
      (
        await replyConfirmationMail(LOCAL_FORM_SECRET, siteUrl(), {
          email: to,
          thread: 41,
          recipeTitle: "Roasted Tomato and Basil Soup",
          askedMs: Date.now(),
        })
      ).html!,
    "leave-the-list": async () => leaveMail(siteUrl(), to, await unsubscribePath(LOCAL_FORM_SECRET, to)).html!,
    "mail-page-link": async () =>
      mailPageLinkMail(siteUrl(), to, `${siteUrl()}${await mailPagePath(LOCAL_FORM_SECRET, to, Date.now())}`).html!,
    "reply-notice": async () =>
      (
        await replyNoticeMail(LOCAL_FORM_SECRET, siteUrl(), {
          to,
          thread: 41,
          recipeTitle: "Roasted Tomato and Basil Soup",
          about: "Can I freeze this soup? And would it keep its colour?",
          replies: [
            {
              name: "Hannah B.",
              by_author: true,
              date: "2026-Nov-28",
              comment: "Yes, for 3 months.",
              link: `${siteUrl()}/x`,
              parent_name: null,
            },
            { name: "Sam", by_author: false, date: "2026-Nov-29", comment: "Mine did.", link: `${siteUrl()}/y`, parent_name: "Hannah B." },
          ],
        })
      ).html!,
  };
  // What each mail must show at any size: its one button (the mails that ask), or its "Your mail" link.
  const asks = new Set(["newsletter-confirmation", "reply-confirmation", "leave-the-list", "mail-page-link"]);

  // Pictures shown, then blocked, in one page: opened again at the first view, as a mail app opens it.
  for (const [kind, make] of Object.entries(kinds))
    it(`${kind} reads at ${views.map((v) => v.name).join("; ")}, pictures on and off`, async () => {
      const file = join(FILES, `${kind}.html`);
      writeFileSync(file, await make());
      const { page, problems, expectProblems } = await openPage(browser, FIRST);
      for (const images of ["on", "off"] as const) {
        if (images === "off") {
          // With the pictures shown nothing failed; blocked, their failures are expected.
          expect(problems()).toEqual([]);
          expectProblems(/ERR_FAILED|Failed to load resource/);
          await page.route(/\.(jpe?g|png|webp|avif)(\?|$)/, (r) => r.abort());
          await show(page, views[0]);
        }
        await page.goto(`file://${file}`);
        // Blocked, not kept from the load before.
        if (images === "off") expect(await page.evaluate(() => [...document.images].every((i) => i.naturalWidth === 0))).toBe(true);
        for (const view of views) {
          const { width, colorScheme } = view;
          const name = `${view.name}, pictures ${images}`;
          await show(page, view);
          await screenshot(page, `mail-${kind}-${width}-${colorScheme}-pictures-${images}`);
          // Nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
          // The site's name on top, and the preheader kept for the inbox's line, never shown.
          expect(await page.getByRole("link", { name: "Small Batch Kitchen", exact: true }).isVisible(), name).toBe(true);
          expect(await page.locator("body > div").first().isVisible(), name).toBe(false);
          const sheet = await page.locator("table.sheet").evaluate((e) => getComputedStyle(e).backgroundColor);
          expect(sheet, name).toBe(colorScheme === "dark" ? "rgb(35, 28, 23)" : "rgb(255, 253, 249)");
          if (asks.has(kind)) {
            const button = page.locator("a.button");
            expect(await button.count(), name).toBe(1);
            expect(await button.isVisible(), name).toBe(true);
            const box = (await button.boundingBox())!;
            // A thumb's target, and all of it on the screen.
            expect(box.height, name).toBeGreaterThanOrEqual(44);
            expect(box.x + box.width, name).toBeLessThanOrEqual(width);
            const colours = await button.evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e.parentElement!).backgroundColor]);
            expect(colours, name).toEqual(["rgb(255, 255, 255)", "rgb(154, 52, 18)"]);
            // No raw address in the words: the button carries it.
            expect(await page.locator("body").innerText(), name).not.toMatch(/https?:\/\//);
          } else expect(await page.getByRole("link", { name: "Your mail", exact: true }).isVisible(), name).toBe(true);
        }
      }
    });
});
