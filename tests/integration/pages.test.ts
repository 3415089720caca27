import { describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { CATEGORIES } from "../../app/recipes/categories";
import { htmlProblems } from "../support/html";
import { decode, emailValue, getPage, postForm, statusMessage, testDb, uniqueEmail } from "../support/site";
import { NEWSLETTER_MESSAGES } from "../../app/readers-mail/newsletter-fields";

const PAGES = ["/", "/about", "/unsubscribe", ...CATEGORIES.map((c) => c.path)];

describe.each(PAGES)("%s", (path) => {
  it("answers 200 with the site's landmarks, one h1 and a title", async () => {
    const { status, html } = await getPage(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<header class="site-header">/);
    expect(html).toMatch(/<nav aria-label="Main"/);
    expect(html).toMatch(/<main id="main"/);
    expect(html).toMatch(/<footer class="site-footer">[\s\S]*Recipe Categories[\s\S]*Main Pages/);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    for (const c of CATEGORIES) expect(html).toContain(`href="${c.path}"`);
  });

  it("is valid HTML", async () => {
    const { html } = await getPage(path);
    expect(await htmlProblems(html)).toEqual([]);
  });
});

describe("an unknown path", () => {
  it("answers 404 with a helpful page linking home and to every category", async () => {
    const { status, html } = await getPage("/no-such-recipe");
    expect(status).toBe(404);
    expect(html).toContain("<title>Page not found | ");
    expect(html).toMatch(/<h1>We couldn(&#x27;|')t find that page<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Start from the home page<\/a>/);
    for (const c of CATEGORIES) expect(html).toContain(`href="${c.path}"`);
    expect(await htmlProblems(html)).toEqual([]);
  });
});

describe("category pages", () => {
  it.each(CATEGORIES.map((c) => [c.path, c] as const))("%s lists its recipes from the recipe table", async (_path, category) => {
    const { html } = await getPage(category.path);
    expect(html).toContain(`<h1>${category.label}</h1>`);
    const cards = [
      ...html.matchAll(
        /<a class="recipe-card"[^>]*href="([^"]+)"[^>]*><picture>(?:<source[^>]*>)*<img[^>]*alt="" width="400" height="300"[^>]*src="([^"]+)"[^>]*><\/picture><span class="recipe-card-name">([^<]+)<\/span>/g,
      ),
    ].map((m) => ({ src: m[1], image: m[2], name: decode(m[3]) }));
    const expected = recipes
      .filter((r) => r.category === category.value)
      .map((r) => ({ src: `/${r.slug}`, image: `/images/recipes/${r.slug}.jpg`, name: r.title }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(cards).toEqual(expected);
  });

  it("shows a recipe added to the table for that category", async () => {
    const db = testDb();
    await db.query(
      "INSERT INTO recipe (name, image, src, category) VALUES ('Zz Probe Punch', '/images/recipes/russiantea.jpg', '/zz-probe', 'beverage')",
    );
    try {
      const { html } = await getPage("/beverages");
      expect(html).toContain("Zz Probe Punch");
      expect((await getPage("/desserts")).html).not.toContain("Zz Probe Punch");
    } finally {
      await db.query("DELETE FROM recipe WHERE src = '/zz-probe'");
    }
  });
});

describe("the About page", () => {
  it("has the photo of the hens' eggs, the welcome, the two sections and the newsletter block", async () => {
    const { html } = await getPage("/about");
    expect(html).toMatch(
      /<figure[^>]*>[\s\S]*<img[^>]*width="800" height="600"[^>]*src="\/images\/about-hens-eggs.jpg"[\s\S]*<figcaption>[^<]*hens[^<]*<\/figcaption>/,
    );
    expect(html).toMatch(/Welcome/);
    expect(html).toMatch(/<h2[^>]*>How this blog started<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>About the recipes<\/h2>[\s\S]*minimally processed[\s\S]*few additives[\s\S]*one or two people/);
    expect(html).toContain("Occasional inspiration, kitchen tips, seasonal favorites, and more.");
    expect(html).toMatch(/<button type="submit"[^>]*>Subscribe<\/button>/);
    expect(html).toMatch(/<a class="link-danger"[^>]*href="\/unsubscribe"[^>]*>Unsubscribe<\/a>/);
  });

  it("subscribes by a plain POST to its own action", async () => {
    const email = uniqueEmail("about");
    const res = await postForm("/about", { email });
    expect(res.status).toBe(200);
    expect(statusMessage(res.html)).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(emailValue(res.html)).toBe("");
    const bad = await postForm("/about", { email: "about@" });
    expect(bad.status).toBe(400);
    expect(emailValue(bad.html)).toBe("about@");
  });
});

describe("the theme", () => {
  it("is applied by a script in <head>, before any content is painted", async () => {
    const { html } = await getPage("/");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<script nonce="[^"]+">\(function\(\)\{[^<]*localStorage\.getItem\("theme"\)/);
    expect(html.indexOf("localStorage.getItem")).toBeLessThan(html.indexOf("<style"));
  });
});
