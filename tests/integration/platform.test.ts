import { describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { CATEGORIES } from "../../app/recipes/categories";
import { databaseCost } from "../support/background";
import { getPage, postForm, siteUrl, testDb } from "../support/site";

describe("the worker", () => {
  it("answers GET /healthz from Hono with 200", async () => {
    const res = await fetch(`${siteUrl()}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
  });

  it("serves the built client assets as static files", async () => {
    const { html } = await getPage("/");
    // The stylesheet is inline (app/styles/PageStyles.tsx); the scripts are files.
    const script = html.match(/href="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const res = await fetch(`${siteUrl()}${script}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("refuses a form posted from another site with 403", async () => {
    const res = await fetch(`${siteUrl()}/unsubscribe`, {
      method: "POST",
      headers: { origin: "https://elsewhere.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=victim%40example.com",
    });
    expect(res.status).toBe(403);
  });
});

describe("the home page", () => {
  it("shows the 'Browse by Category' grid of the 9 categories, each linking to its page", async () => {
    const { status, html } = await getPage("/");
    expect(status).toBe(200);
    expect(html).toContain("<h1>Browse by Category</h1>");
    const cards = [...html.matchAll(/<a class="category-card"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(cards).toEqual(CATEGORIES.map((c) => c.path));
  });

  it("reads the category counts from the recipe table, in one database request", async () => {
    const {
      result: { html },
      trips,
    } = await databaseCost(() => getPage("/"));
    expect(trips).toBe(1);
    for (const c of CATEGORIES) {
      const expected = recipes.filter((r) => r.category === c.value).length;
      const card = html.match(new RegExp(`href="${c.path}"[\\s\\S]*?category-card-count">(\\d+)`))?.[1];
      expect(Number(card), c.label).toBe(expected);
    }
  });

  it("reflects a change in the database on the next load", async () => {
    const db = testDb();
    await db.query("INSERT INTO recipe (name, image, src, category) VALUES ('Probe', '/x.svg', '/probe-only-in-db', 'beverage')");
    try {
      const { html } = await getPage("/");
      const expected = recipes.filter((r) => r.category === "beverage").length + 1;
      expect(html).toMatch(new RegExp(`href="/beverages"[\\s\\S]*?category-card-count">${expected}<`));
    } finally {
      await db.query("DELETE FROM recipe WHERE src = '/probe-only-in-db'");
    }
  });

  it("has the shared header, navigation and footer", async () => {
    const { html } = await getPage("/");
    expect(html).toMatch(/<header class="site-header">/);
    expect(html).toMatch(/<nav aria-label="Main"[^>]*>[\s\S]*href="\/"[\s\S]*Recipes[\s\S]*href="\/about"[\s\S]*About/);
    expect(html).toMatch(/<footer[\s\S]*Recipe Categories[\s\S]*Main Pages/);
    expect(html).toContain('<main id="main"');
  });

  it("holds its closing tags until the last script (valid HTML)", async () => {
    const { html } = await getPage("/");
    expect(html.trimEnd().endsWith("</body></html>")).toBe(true);
    expect(html.indexOf("</html>")).toBe(html.lastIndexOf("</html>"));
  });

  it("never sends the database connection string to the browser", async () => {
    const { html } = await getPage("/");
    const after = await postForm("/?index", { email: "not-an-address" });
    for (const body of [html, after.html]) {
      expect(body).not.toContain("postgres://");
      expect(body).not.toContain("DATABASE_URL");
    }
  });
});

describe("the recipe table", () => {
  it("holds exactly the listing rows derived from the recipe modules after seeding", async () => {
    const { recipeListingRows } = await import("../../app/recipes/listing");
    const rows = await testDb().query<{ name: string; image: string; src: string; category: string }>(
      "SELECT name, image, src, category FROM recipe WHERE src NOT LIKE '/zz-%' AND src NOT LIKE '/probe%' ORDER BY src",
    );
    const expected = recipeListingRows(recipes).sort((a, b) => a.src.localeCompare(b.src));
    expect(rows).toEqual(expected.map((r) => ({ name: r.name, image: r.image, src: r.src, category: r.category })));
  });
});
