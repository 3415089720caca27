import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueMail } from "../../app/newsletter/issue-mail";
import { ISSUES } from "../../app/newsletter/issues";
import { axeViolations, launchBrowser, openPage, screenshot, waitForHydration } from "../support/browser";
import { siteUrl } from "../support/site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const first = ISSUES.find((i) => i.slug === "2026-11-26-soup-and-bread-weather")!;

describe("the newsletter in the browser", () => {
  it("the archive lists the first issue, and its page shows the recipe cards, which open the recipes", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${siteUrl()}/newsletter`);
    await waitForHydration(page);
    await screenshot(page, "newsletter-archive-390");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: first.subject }).click();
    await page.waitForURL(`**/newsletter/${first.slug}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(first.subject);
    const cards = page.locator(".issue-recipe-card");
    expect(await cards.count()).toBe(3);
    // A card is a picture beside its title: the picture loads, the title names the link.
    await cards.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        cards
          .first()
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await screenshot(page, "newsletter-issue-390");
    expect(await axeViolations(page)).toEqual([]);
    await cards.nth(1).click();
    await page.waitForURL("**/roastedtomatoandbasilsoup");
    expect(problems()).toEqual([]);
  });

  it("its mail, as a mail client draws its HTML, holds the same words and cards", async () => {
    const { page } = await openPage(browser, { viewport: { width: 600, height: 900 } });
    const mail = issueMail(first, siteUrl());
    await page.setContent(mail.html.replace("{{unsubscribe_url}}", `${siteUrl()}/unsubscribe`), { waitUntil: "load" });
    expect(await page.locator("h1").textContent()).toBe(first.subject);
    expect(await page.locator("img").count()).toBe(3);
    await expect
      .poll(() => page.locator("img").evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await screenshot(page, "newsletter-issue-mail-600");
  });
});
