/** The US/metric switch without JavaScript: ?units=metric pages, their links, and the edge cache never mixing the two. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { recipes } from "../../app/recipes/index";
import { listedIngredient } from "../../app/amounts/divided";
import { ingredientsOf, type Recipe } from "../../app/recipes/types";
import { amountContext, amountProblems } from "../support/amount-rules";
import { htmlProblems } from "../support/html";
import { decode, getPage, siteUrl, startTestWorker } from "../support/site";

const amountsOf = (html: string) => [...html.matchAll(/<span class="amount">([^<]*)<\/span>/g)].map((m) => decode(m[1]));
/** The links of one control, whatever order React writes their attributes in. */
const linksOf = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`<a ([^>]*class="${className}"[^>]*)>([^<]+)</a>`, "g"))].map(([, attrs, text]) => ({
    href: decode(attrs.match(/href="([^"]*)"/)![1]),
    text,
    current: attrs.includes('aria-current="true"'),
  }));
const currentUnits = (html: string) => linksOf(html, "unit-button").find((l) => l.current)?.text;
const currentScale = (html: string) => linksOf(html, "scale-button").find((l) => l.current)?.text;

function jsonLd(html: string) {
  return JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]);
}

/** The ingredient list a page should show for `recipe` at `x` in `units`, exactly. */
const expectedAmounts = (recipe: Recipe, scale: number, units: "us" | "metric") =>
  ingredientsOf(recipe).map((ing) => listedIngredient(recipe, ing, scale, units).amount);

const recipe = (slug: string) => recipes.find((r) => r.slug === slug)!;

describe("a metric recipe page without JavaScript", () => {
  it("weighs what cups measure, pours liquids in millilitres, and says which units it shows", async () => {
    const { status, html } = await getPage("/pancakes?units=metric");
    expect(status).toBe(200);
    const pancakes = recipe("pancakes");
    expect(amountsOf(html).slice(0, expectedAmounts(pancakes, 1, "metric").length)).toEqual(expectedAmounts(pancakes, 1, "metric"));
    expect(html).toContain('<span class="amount">120 g</span> <!-- -->all-purpose flour');
    expect(html).toContain('<span class="amount">180 ml</span> <!-- -->whole milk');
    // The 2 1/2 tbsp the recipe asks for, 35 g (issue 60: its steps' 30 g and the pan's 5 g, no longer 30 g and 10 g).
    expect(html).toContain('<span class="amount">35 g</span> <!-- -->unsalted butter');
    // Small amounts in metric spoons, said once beside the switch.
    expect(html).toContain('<span class="amount">1/4 tsp</span> <!-- -->fine sea salt');
    expect(html).toContain('<p class="spoon-note">Spoons are metric: a teaspoon is 5 ml, a tablespoon 15 ml.</p>');
    expect(currentUnits(html)).toBe("Metric");
    expect(await htmlProblems(html)).toEqual([]);
    // Search engines get the same page in the same units, and one canonical address.
    expect(jsonLd(html).recipeIngredient[0]).toBe("120 g all-purpose flour");
    expect(html).toContain(`<link rel="canonical" href="${siteUrl()}/pancakes"/>`);
  });

  it("switches with links that keep the scale, and the scale links keep the units", async () => {
    const { html } = await getPage("/pancakes?x=3&units=metric");
    expect(currentScale(html)).toBe("3X");
    expect(currentUnits(html)).toBe("Metric");
    const unitLinks = linksOf(html, "unit-button").map((l) => [l.href, l.text]);
    expect(unitLinks).toEqual([
      ["/pancakes?x=3#ingredients-heading", "US"],
      ["/pancakes?x=3&units=metric#ingredients-heading", "Metric"],
    ]);
    const scaleLinks = linksOf(html, "scale-button").map((l) => l.href);
    expect(scaleLinks).toEqual(
      [1, 2, 3, 4, 5].map((scale) => `/pancakes?${scale === 1 ? "" : `x=${scale}&`}units=metric#ingredients-heading`),
    );
    expect(amountsOf(html)[0]).toBe("360 g");
    expect(html).toMatch(/Scaled 3X: makes <!-- -->6 servings · 24 pancakes/);
  });

  it("offers US as current on a plain page, and metric as a link", async () => {
    const { html } = await getPage("/pancakes");
    expect(currentUnits(html)).toBe("US");
    expect(linksOf(html, "unit-button")).toEqual([
      { href: "/pancakes#ingredients-heading", text: "US", current: true },
      { href: "/pancakes?units=metric#ingredients-heading", text: "Metric", current: false },
    ]);
    expect(amountsOf(html)[0]).toBe("1 cup");
    expect(html).not.toContain('class="spoon-note"');
  });

  it("carries metric on to the next recipe, and leaves shop links alone", async () => {
    const { html } = await getPage("/marinara?units=metric");
    const cards = [...html.matchAll(/<a href="([^"]+)" target="_blank" rel="[^"]+" class="link-card">/g)].map((m) => decode(m[1]));
    const marinara = recipe("marinara");
    const own = cards.filter((c) => c.startsWith("/"));
    expect(own).toEqual([...marinara.complementary, ...marinara.featured].map((slug) => `/${slug}?units=metric`));
    expect(cards.filter((c) => c.startsWith("https://")).length).toBe(marinara.toolLinks.length);
    const next = await getPage(own[0]);
    expect(currentUnits(next.html)).toBe("Metric");
    // A plain page's cards stay plain.
    const plain = await getPage("/marinara");
    expect(plain.html).not.toContain('units=metric" target');
  });

  it("shows every amount of every recipe at 5X in metric measures a cook would write", async () => {
    for (const r of recipes) {
      const { status, html } = await getPage(`/${r.slug}?x=5&units=metric`);
      expect(status, r.slug).toBe(200);
      const listed = ingredientsOf(r);
      const amounts = amountsOf(html);
      expect(amounts.slice(0, listed.length), r.slug).toEqual(expectedAmounts(r, 5, "metric"));
      listed.forEach((ing, i) => {
        const ctx = amountContext(ing, "metric");
        expect(amountProblems(amounts[i], ctx), `${r.slug} ${ing.item}`).toEqual([]);
      });
    }
  });
});

/**
 * Recipe pages may be kept at the edge (issue 15) with the units in the
 * cache key. Whichever of a US or a metric page is cached first, a reader
 * gets the units they asked for: asked in turns, cold and then warm, with
 * and without a scale, with the parameters in either order.
 */
describe("the edge cache and the units", () => {
  // A worker with the edge cache on and empty (the shared one renders every page).
  let cached: RunningWorker;
  beforeAll(async () => {
    cached = await startTestWorker({});
  });
  afterAll(() => cached?.stop());
  const cachedPage = (path: string) => getPage(path, cached.url);
  const marinara = recipe("marinara");
  const asked: [string, "us" | "metric", number][] = [
    ["/marinara", "us", 1],
    ["/marinara?units=metric", "metric", 1],
    ["/marinara", "us", 1],
    ["/marinara?units=metric", "metric", 1],
    ["/marinara?x=2", "us", 2],
    ["/marinara?x=2&units=metric", "metric", 2],
    ["/marinara?units=metric&x=2", "metric", 2],
    ["/marinara?x=2", "us", 2],
    ["/marinara?units=imperial", "us", 1],
  ];

  it("never serves a metric page to a reader who asked for US amounts, or the reverse", async () => {
    for (const round of [1, 2]) {
      for (const [path, units, scale] of asked) {
        const { status, html } = await cachedPage(path);
        const where = `round ${round}: ${path}`;
        expect(status, where).toBe(200);
        expect(currentUnits(html), where).toBe(units === "us" ? "US" : "Metric");
        expect(currentScale(html), where).toBe(`${scale}X`);
        expect(amountsOf(html).slice(0, 3), where).toEqual(expectedAmounts(marinara, scale, units).slice(0, 3));
      }
    }
  });

  it("holds when the metric page is the first one asked for", async () => {
    for (const [path, units] of [
      ["/classichummus?units=metric", "Metric"],
      ["/classichummus", "US"],
      ["/classichummus?units=metric", "Metric"],
      ["/classichummus", "US"],
    ] as const) {
      const { html } = await cachedPage(path);
      expect(currentUnits(html), path).toBe(units);
      expect(jsonLd(html).recipeIngredient[0], path).toBe(
        units === "US" ? "1 can (15 oz) chickpeas, drained and rinsed" : "1 can (400 g) chickpeas, drained and rinsed",
      );
    }
  });
});
