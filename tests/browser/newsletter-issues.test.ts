import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueMail } from "../../app/readers-mail/issue-mail";
import { ISSUES } from "../../app/readers-mail/issues";
import { axeViolations, launchBrowser, openPage, screenshot, type TestBrowser, waitForHydration } from "../support/browser";
import { fireCron } from "../../local/stack";
import { outbox } from "../support/mail";
import { siteUrl } from "../support/site";

let browser: TestBrowser;
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
    // A client-side navigation: the address changes before the page is drawn.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(first.subject);
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
    // On a phone each card stacks as the mail's does: the picture above, the title the card's width under it.
    for (let n = 0; n < 3; n++) {
      const img = (await cards.nth(n).locator("img").boundingBox())!;
      const title = (await cards.nth(n).locator(".issue-recipe-title").boundingBox())!;
      expect(title.y).toBeGreaterThanOrEqual(img.y + img.height - 1);
      expect(img.width).toBeGreaterThan(300);
      expect(title.width).toBeGreaterThan(300);
    }
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

  it("the owner's preview mail draws as the readers' mail under its note, and its link's one button starts the send", async () => {
    await fireCron(siteUrl());
    const preview = (await outbox()).find((m) => m.subject === `Preview: ${first.subject}`)!;
    expect(preview.personalizations![0].to![0].email).toBe("owner@example.com");
    const html = preview.content!.find((c) => c.type === "text/html")!.value;
    // The send page is reloaded with the offline worker installed, which keeps signed links off the device.
    const { page, problems } = await openPage(browser, { viewport: { width: 600, height: 900 }, serviceWorkers: "allow" });
    await page.setContent(html, { waitUntil: "load" });
    const link = page.getByRole("link", { name: /^Send to \d+ subscribers?$/ });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`/newsletter/send/${first.slug}\\?t=\\d+&sig=`));
    expect(await page.locator("h1").textContent()).toBe(first.subject);
    await screenshot(page, "newsletter-preview-mail-600");

    await page.goto(href);
    await waitForHydration(page);
    const button = page.getByRole("button", { name: /^Send to \d+ subscribers?$/ });
    expect(await button.count()).toBe(1);
    await screenshot(page, "newsletter-send-page-600");
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(href), button.click()]);
    await expect.poll(() => page.getByRole("status").textContent()).toMatch(/^\d+ of \d+ sent/);
    await fireCron(siteUrl());
    await page.reload();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/has gone out|^Sending/);
    await screenshot(page, "newsletter-sent-page-600");
    expect(problems()).toEqual([]);
  });
});
