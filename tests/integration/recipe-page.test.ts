import { describe, expect, it } from "vitest";
import { isRecipeSlug, recipes } from "../../app/recipes/index";
import { listedIngredient } from "../../app/amounts/divided";
import { amountContext, amountProblems } from "../support/amount-rules";
import { htmlProblems } from "../support/html";
import { decode, getPage, siteUrl } from "../support/site";

const SECTION_ORDER = [
  "<h1>",
  'class="rating-line"',
  'class="recipe-intro"',
  'class="byline"',
  'class="recipe-image"',
  'id="complementary-heading"',
  'id="share-top"',
  'id="summary-top"',
  'id="times-heading"',
  'id="materials-heading"',
  'id="ingredients-heading"',
  'id="directions-heading"',
  'id="summary-bottom"',
  'id="share-bottom"',
  'id="featured-heading"',
  'id="products-heading"',
];

function jsonLd(html: string) {
  const m = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  expect(m, "JSON-LD script").toBeTruthy();
  return JSON.parse(m![1]);
}

describe.each(recipes.map((r) => [`/${r.slug}`, r] as const))("%s", (path, recipe) => {
  it("renders every section, in order, with valid HTML", async () => {
    const { status, html } = await getPage(path);
    expect(status).toBe(200);
    const positions = SECTION_ORDER.map((marker) => html.indexOf(marker));
    for (const [i, p] of positions.entries()) expect(p, SECTION_ORDER[i]).toBeGreaterThan(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(decode(html.match(/<h1>([^<]+)<\/h1>/)![1])).toBe(recipe.title);
    expect(await htmlProblems(html)).toEqual([]);
    // The photo is the largest paint: fetched first, never lazily.
    const photo = html.match(/<img[^>]*class="recipe-image"[^>]*>/)![0];
    expect(photo).toContain('fetchpriority="high"');
    expect(photo).not.toContain("loading=");
  });

  it("describes itself to search engines with Recipe JSON-LD, a canonical link and preview tags", async () => {
    const { html } = await getPage(path);
    const ld = jsonLd(html);
    expect(ld["@type"]).toBe("Recipe");
    expect(ld.name).toBe(recipe.title);
    expect(ld.image[0]).toBe(`${siteUrl()}/images/recipes/${recipe.slug}.jpg`);
    expect(ld.author.name).toBe(recipe.author);
    expect(ld.datePublished).toBe(recipe.date);
    for (const key of ["prepTime", "cookTime", "totalTime"]) expect(ld[key]).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(ld.recipeYield).toBeTruthy();
    expect(ld.recipeCategory).toBeTruthy();
    expect(ld.recipeIngredient.length).toBe(recipe.dry.length + recipe.spices.length + recipe.produce.length + recipe.meatdairyeggs.length);
    expect(ld.recipeInstructions).toHaveLength(recipe.steps.length);
    expect(ld.recipeInstructions[0]["@type"]).toBe("HowToStep");
    expect(ld.nutrition.calories).toBe(`${recipe.cal} kcal`);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl()}/${recipe.slug}"/>`);
    expect(html).toContain(`<meta property="og:image" content="${siteUrl()}/images/recipes/${recipe.slug}.jpg"/>`);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
  });
});

describe("the scale without JavaScript", () => {
  const pancakes = recipes.find((r) => r.slug === "pancakes")!;

  it("offers 1X-5X as links, 1X current by default", async () => {
    const { html } = await getPage("/pancakes");
    const links = [...html.matchAll(/<a[^>]*class="scale-button"[^>]*>(\dX)<\/a>/g)].map((m) => m[0]);
    expect(links).toHaveLength(5);
    expect(links[0]).toContain('aria-current="true"');
    // Without JavaScript the scaled page opens at the ingredients, not at the top.
    expect(links[1]).toMatch(/href="\/pancakes\?x=2#ingredients-heading"/);
    expect(html).toContain('id="ingredients-heading"');
  });

  it("renders ?x=2 with doubled amounts written as fractions, and the canonical URL without it", async () => {
    const { status, html } = await getPage("/pancakes?x=2");
    expect(status).toBe(200);
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>2X<\/a>/);
    const milk = pancakes.meatdairyeggs.find((i) => i.item === "whole milk")!;
    expect(milk.amount).toBe(0.75);
    expect(html).toContain('<span class="amount">1 1/2 cups</span> <!-- -->whole milk');
    expect(html).toContain(`<link rel="canonical" href="${siteUrl()}/pancakes"/>`);
    expect(html).toMatch(/Scaled 2X: makes <!-- -->4 servings · 16 pancakes/);
    // Nutrition totals double too.
    expect(html).toContain(`${pancakes.cal * 2}<!-- --> <!-- -->kcal`);
    expect(html).toContain("**Numbers are for total, not per serving");
  });

  it("shows every amount of every recipe at 3X as a cook writes it", async () => {
    for (const r of recipes) {
      const { html } = await getPage(`/${r.slug}?x=3`);
      const amounts = [...html.matchAll(/<span class="amount">([^<]*)/g)].map((m) => m[1]);
      expect(amounts.length, r.slug).toBeGreaterThan(0);
      const listed = [...r.dry, ...r.spices, ...r.produce, ...r.meatdairyeggs];
      listed.forEach((ing, i) => {
        const amount = decode(amounts[i]);
        expect(amount, r.slug).toBe(listedIngredient(r, ing, 3).amount);
        const ctx = amountContext(ing, "us");
        expect(amountProblems(amount, ctx)).toEqual([]);
      });
    }
  });

  it("treats an unknown scale as 1X", async () => {
    const { status, html } = await getPage("/pancakes?x=9");
    expect(status).toBe(200);
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*>1X<\/a>/);
  });
});

describe("links from a recipe page", () => {
  it("open featured, complementary and product cards in a new tab, each to a real route or shop search", async () => {
    for (const r of recipes) {
      const { html } = await getPage(`/${r.slug}`);
      const cards = [...html.matchAll(/<a href="([^"]+)" target="_blank" rel="([^"]+)" class="link-card">/g)];
      expect(cards.length, r.slug).toBe(r.featured.length + r.complementary.length + r.toolLinks.length);
      for (const [, href, rel] of cards) {
        expect(rel).toContain("noopener");
        if (href.startsWith("/")) expect(isRecipeSlug(href.slice(1)), href).toBe(true);
        else expect(decode(href)).toMatch(/^https:\/\//);
      }
    }
  });

  it("shares on four networks through plain links", async () => {
    const { html } = await getPage("/marinara");
    const top = html.slice(html.indexOf('id="share-top"'), html.indexOf('id="summary-top"'));
    const hrefs = [...top.matchAll(/<a href="([^"]+)" target="_blank"/g)].map((m) => decode(m[1]));
    expect(hrefs).toHaveLength(4);
    const page = encodeURIComponent(`${siteUrl()}/marinara`);
    expect(hrefs[0]).toBe(`https://www.facebook.com/sharer/sharer.php?u=${page}`);
    expect(hrefs[1]).toContain(`media=${encodeURIComponent(`${siteUrl()}/images/recipes/marinara.jpg`)}`);
    expect(hrefs[2]).toMatch(/^https:\/\/x\.com\/intent\/post\?.*hashtags=/);
    expect(hrefs[3]).toMatch(/^https:\/\/wa\.me\//);
  });
});

describe("the rating at the top", () => {
  it("shows no stars' worth of reviews for an unrated recipe and no aggregateRating", async () => {
    const { html } = await getPage("/greektzatziki");
    expect(html).toContain('aria-label="Not rated yet"');
    expect(jsonLd(html).aggregateRating).toBeUndefined();
  });
});
