// Issue 51: a reply notice as a phone and a desktop mail client show it, light and dark. The HTML is written to files
// and opened as a mail client would (no site styles), then screenshotted for a person to look at.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replyNoticeMail } from "../../app/readers-mail/reply-notices.server";
import { LOCAL_FORM_SECRET } from "../../local/stack";
import { launchBrowser, openPage, screenshot, type TestBrowser } from "../support/browser";

const OUT = new URL("../../test-results/mail/", import.meta.url).pathname;

let browser: TestBrowser;
let html: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const mail = await replyNoticeMail(LOCAL_FORM_SECRET, "https://recipes.example.com", {
    to: "dana.k@example.com",
    thread: 41,
    recipeTitle: "Fluffy Buttermilk Pancakes for Two",
    about: "Can I make the batter the night before and keep it in the fridge? Or will it go flat by morning?",
    replies: [
      {
        name: "Hannah B.",
        by_author: true,
        date: "2026-Nov-28",
        comment: "Yes, up to 12 hours, covered.\nStir in the baking powder just before you cook: it is what goes flat overnight.",
        link: "https://recipes.example.com/pancakes?thread=41#comment-57",
        parent_name: null,
      },
      {
        name: "Sam with a rather long name that goes on",
        by_author: false,
        date: "2026-Nov-28",
        comment: "I do this every Saturday! https://example.com/averyveryverylonglinkwithoutanybreaksatallthatwouldoverflowthecardonaphone",
        link: "https://recipes.example.com/pancakes?thread=41#comment-58",
        parent_name: null,
      },
      {
        name: "Hannah B.",
        by_author: true,
        date: "2026-Nov-29",
        comment: "Saturday pancakes are the best pancakes.",
        link: "https://recipes.example.com/pancakes?thread=41#comment-59",
        parent_name: "Sam with a rather long name that goes on",
      },
    ],
  });
  html = mail.html!;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, "reply-notice.html"), html);
});
afterAll(() => browser?.close());

describe("a reply notice's HTML", () => {
  it.each([
    [375, "light"],
    [375, "dark"],
    [600, "light"],
    [600, "dark"],
  ] as const)("at %i px, %s: fits the width, and every word and link reads", async (width, colorScheme) => {
    const { page, problems } = await openPage(browser, { viewport: { width, height: 800 }, colorScheme, javaScriptEnabled: false });
    await page.goto(`file://${join(OUT, "reply-notice.html")}`);
    // Nothing wider than the screen: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const colours = await page.evaluate(() => {
      const style = (sel: string) => getComputedStyle(document.querySelector(sel)!);
      return { page: getComputedStyle(document.body).backgroundColor, card: style(".card").backgroundColor, words: style(".words").color };
    });
    // The newsletter's page and sheet, light and dark (app/readers-mail/issue-mail.ts).
    if (colorScheme === "dark") expect(colours.page).toBe("rgb(23, 18, 15)");
    else expect(colours.page).toBe("rgb(246, 239, 230)");
    expect(colours.words).not.toBe(colours.card);
    expect(await page.getByRole("link", { name: "Small Batch Kitchen" }).isVisible()).toBe(true);
    expect(await page.getByText("Author", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText(/in reply to Sam with a rather long name/).isVisible()).toBe(true);
    expect(await page.getByText("29 November 2026").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Stop all reply e-mails" }).isVisible()).toBe(true);
    await screenshot(page, `reply-notice-mail-${width}-${colorScheme}`);
    expect(problems()).toEqual([]);
  });
});
