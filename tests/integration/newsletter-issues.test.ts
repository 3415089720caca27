import { describe, expect, it } from "vitest";
import { ISSUES } from "../../app/readers-mail/issues";
import { getPage, postForm, siteUrl, statusMessage, uniqueEmail } from "../support/site";
import { NEWSLETTER_MESSAGES } from "../../app/readers-mail/newsletter-fields";

/** The addresses of the links with this class, in page order. */
const linksOfClass = (html: string, className: string) =>
  [...html.matchAll(/<a\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((a) => a.includes(`class="${className}"`))
    .map((a) => /href="([^"]*)"/.exec(a)![1]);

const first = ISSUES.find((i) => i.slug === "2026-11-26-soup-and-bread-weather")!;

describe("the newsletter's pages without JavaScript", () => {
  it("/newsletter lists the issues whose date has come, newest first, each linking to its page", async () => {
    const { status, html } = await getPage("/newsletter");
    expect(status).toBe(200);
    expect(html).toContain("<h1>The newsletter</h1>");
    const linked = linksOfClass(html, "issue-list-title").map((href) => href.replace("/newsletter/", ""));
    const due = ISSUES.filter((i) => i.date <= new Date().toISOString().slice(0, 10)).map((i) => i.slug);
    expect(linked).toEqual(due);
    expect(linked).toContain(first.slug);
  });

  it("an issue's page shows its words, and its recipe links as cards to the recipes", async () => {
    const { status, html } = await getPage(`/newsletter/${first.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${first.subject}</h1>`);
    expect(linksOfClass(html, "issue-recipe-card")).toEqual(["/artisanbread", "/roastedtomatoandbasilsoup", "/moroccanharira"]);
    expect(html).toContain("<strong>400 g of bread flour</strong>");
    // The sign-off's hard line break (a trailing backslash), as CommonMark reads it.
    expect(html).toContain("<p>Happy cooking,<br/>Hannah</p>");
    expect(html).toMatch(/<title>Soup and bread weather, sized for two \| Small Batch Kitchen<\/title>/);
  });

  it("answers 404 for an issue that does not exist", async () => {
    expect((await getPage("/newsletter/2099-01-01-not-yet")).status).toBe(404);
  });

  it("puts the archive and every issue in the sitemap and the feed", async () => {
    const sitemap = (await getPage("/sitemap.xml")).html;
    expect(sitemap).toContain(`<loc>${siteUrl()}/newsletter</loc>`);
    expect(sitemap).toContain(`<loc>${siteUrl()}/newsletter/${first.slug}</loc><lastmod>${first.date}</lastmod>`);
    const feed = (await getPage("/rss.xml")).html;
    expect(feed).toContain(`<link>${siteUrl()}/newsletter/${first.slug}</link>`);
    expect(feed).toContain(`<title>${first.subject}</title>`);
  });

  it("takes a subscription from the archive's own form", async () => {
    const res = await postForm("/newsletter?index", { email: uniqueEmail("archive") });
    expect(res.status).toBe(200);
    expect(statusMessage(res.html)).toBe(NEWSLETTER_MESSAGES.subscribed);
  });
});
