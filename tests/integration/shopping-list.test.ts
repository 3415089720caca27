/** The shopping list as a browser without JavaScript uses it: links, a GET form, and the address as the only place the list lives. */
import { describe, expect, it } from "vitest";
import { htmlProblems } from "../support/html";
import { decode, getPage } from "../support/site";

interface Anchor {
  href: string;
  text: string;
  attrs: string;
}
/** Every link of a page, with its text and attributes, whatever order React writes them in. */
const anchors = (html: string): Anchor[] =>
  [...html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attrs, inner]) => ({
    href: decode(attrs.match(/href="([^"]*)"/)?.[1] ?? ""),
    text: decode(inner.replace(/<[^>]+>/g, "")),
    attrs,
  }));
const link = (html: string, match: (a: Anchor) => boolean) => {
  const found = anchors(html).filter(match);
  expect(found).toHaveLength(1);
  return found[0].href;
};
const byLabel = (label: string) => (a: Anchor) => a.attrs.includes(`aria-label="${label}"`);
/** The link with this text inside the group labelled `group` (a recipe's scale links, the units). */
function inGroup(html: string, group: string, text: string): string {
  const start = html.indexOf(`aria-label="${group}"`);
  expect(start, group).toBeGreaterThan(-1);
  // The group's links hold no element of their own: it ends at the first closing tag.
  const end = Math.min(...["</span>", "</div>"].map((tag) => html.indexOf(tag, start)).filter((i) => i > 0));
  return link(html.slice(start, end), (a) => a.text === text);
}
/** The list's lines as they read, checkbox and all stripped. */
const itemsOf = (html: string) =>
  [
    ...html.matchAll(
      /<label class="list-line"><input type="checkbox" class="list-tick"[^>]*\/><span class="list-line-text">([\s\S]*?)<\/span><\/label>/g,
    ),
  ].map((m) => decode(m[1].replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "")));
const recipesOf = (html: string) => [...html.matchAll(/class="list-recipe-title"[^>]*>([^<]+)<\/a>/g)].map((m) => decode(m[1]));
// What each list below must read, line for line, as a cook checked them (the merge rules: app/shopping-list/merge.ts).
const PANCAKES_2_METRIC = [
  "2 large eggs",
  "70 g unsalted butter (1 block of 250 g)",
  "375 ml whole milk (1 litre carton)",
  "1 tsp pure vanilla extract",
  "240 g all-purpose flour",
  "1 tbsp + 1 tsp baking powder",
  "1/2 tsp fine sea salt",
  "25 g granulated sugar",
];
const WITH_MARINARA_METRIC = [
  "8 fresh basil leaves (1 bunch)",
  "1 head of garlic (4 cloves)",
  "1 small yellow onion",
  "2 large eggs",
  "70 g unsalted butter (1 block of 250 g)",
  "375 ml whole milk (1 litre carton)",
  "1 tsp pure vanilla extract",
  "1 can (800 g) whole peeled tomatoes",
  "240 g all-purpose flour",
  "1 tbsp + 1 tsp baking powder",
  "1/2 tsp dried oregano",
  "3 tbsp extra-virgin olive oil",
  "1 1/4 tsp fine sea salt",
  "25 g granulated sugar",
  "1/4 tsp red pepper flakes (optional)",
];
// The beef stew's 1 tbsp of tomato paste weighs under 20 g: spooned, as its page spoons it (issue 60).
const RESCALED_METRIC = [
  "1 celery rib",
  "24 fresh basil leaves (1 bunch)",
  "1 tbsp fresh flat-leaf parsley (1 bunch)",
  "2 heads of garlic (14 cloves)",
  "2 medium carrots",
  "3 small yellow onions",
  "225 g Yukon Gold potatoes (small ones are about 115 g each)",
  "2 large eggs",
  "70 g unsalted butter (1 block of 250 g)",
  "375 ml whole milk (1 litre carton)",
  "450 g boneless beef chuck roast",
  "70 g frozen peas",
  "120 ml dry red wine (1 bottle of 750 ml)",
  "475 ml low-sodium beef broth (1 carton of 500 ml)",
  "1 tsp pure vanilla extract",
  "1 tbsp tomato paste (1 tube of 200 g)",
  "3 cans (800 g each) whole peeled tomatoes",
  "250 g all-purpose flour",
  "1 tbsp + 1 tsp baking powder",
  "1 bay leaf",
  "1/2 tsp black pepper",
  "1 1/2 tsp dried oregano",
  "1/2 tsp dried thyme",
  "160 ml extra-virgin olive oil",
  "2 3/4 tsp fine sea salt",
  "25 g granulated sugar",
  "1 tsp kosher salt",
  "3/4 tsp red pepper flakes (optional)",
];
const THREE_US = [
  "1 celery rib",
  "8 fresh basil leaves (1 bunch)",
  "1 tbsp fresh flat-leaf parsley (1 bunch)",
  "1 head of garlic (6 cloves)",
  "2 medium carrots",
  "2 small yellow onions",
  "1/2 lb Yukon Gold potatoes (small ones are about 4 oz each)",
  "2 large eggs",
  "5 tbsp unsalted butter (1 box of 1 lb)",
  "1 1/2 cups whole milk (1 quart)",
  "1 lb boneless beef chuck roast",
  "1/2 cup frozen peas",
  "1/2 cup dry red wine (1 bottle of 750 ml)",
  "2 cups low-sodium beef broth (1 carton of 32 fl oz)",
  "1 tsp pure vanilla extract",
  "1 tbsp tomato paste (1 tube of 4.5 oz)",
  "1 can (28 oz) whole peeled tomatoes",
  "2 cups + 2 tbsp all-purpose flour",
  "1 tbsp + 1 tsp baking powder",
  "1 bay leaf",
  "1/2 tsp black pepper",
  "1/2 tsp dried oregano",
  "1/2 tsp dried thyme",
  "1/4 cup + 1 tbsp extra-virgin olive oil",
  "1 1/4 tsp fine sea salt",
  "2 tbsp granulated sugar",
  "1 tsp kosher salt",
  "1/4 tsp red pepper flakes (optional)",
];
const WITH_PASTA_US = [
  "8 fresh basil leaves (1 bunch)",
  "1 head of garlic (4 cloves)",
  "1 small yellow onion",
  "4 large eggs",
  "5 tbsp unsalted butter (1 box of 1 lb)",
  "1 1/2 cups whole milk (1 quart)",
  "1 tsp pure vanilla extract",
  "1 can (28 oz) whole peeled tomatoes",
  "1 tbsp coarse salt",
  "3 2/3 cups all-purpose flour",
  "1 tbsp + 1 tsp baking powder",
  "1/2 tsp dried oregano",
  "3 tbsp + 1 tsp extra-virgin olive oil",
  "1 1/2 tsp fine sea salt",
  "2 tbsp granulated sugar",
  "1/4 tsp red pepper flakes (optional)",
];
const errorBox = (html: string) =>
  decode(html.match(/<div class="form-error list-problems" role="alert">([\s\S]*?)<\/div>/)?.[1].replace(/<[^>]+>/g, " ") ?? "");

/** What a browser sends for the add form: its hidden fields and the chosen recipe and scale. */
function addFormQuery(html: string, slug: string, scale: string): string {
  const form = html.match(/<form [^>]*class="list-add no-print"[\s\S]*?<\/form>/)![0];
  expect(form).toContain('method="get"');
  expect(form).toContain('action="/list"');
  const query = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) query.set(name, decode(value));
  expect(form).toContain(`<option value="${slug}">`);
  query.set("add", slug);
  query.set("ax", scale);
  return `/list?${query}`;
}

describe("a shopping list without JavaScript", () => {
  it("starts from a recipe page's link, which carries the recipe at the scale and units being read", async () => {
    const recipe = await getPage("/pancakes?x=2&units=metric");
    const href = link(recipe.html, (a) => a.text === "Add to shopping list");
    expect(href).toBe("/list?r=pancakes.2&units=metric");
    expect(link((await getPage("/marinara")).html, (a) => a.text === "Add to shopping list")).toBe("/list?r=marinara.1");

    const { status, headers, html } = await getPage(href);
    expect(status).toBe(200);
    expect(recipesOf(html)).toEqual(["Pancakes"]);
    expect(itemsOf(html)).toEqual(PANCAKES_2_METRIC);
    expect(itemsOf(html)).toContain("240 g all-purpose flour");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(headers.get("x-robots-tag")).toBe("noindex");
    expect(await htmlProblems(html)).toEqual([]);
    // Each line is a checkbox inside its label: ticking works with no script at all.
    expect(html).toMatch(/<label class="list-line"><input type="checkbox" class="list-tick"[^>]*\/>/);
  });

  it("adds a second recipe with the GET form, landing on the list's own address", async () => {
    const first = await getPage("/list?r=pancakes.2&units=metric");
    const added = await getPage(addFormQuery(first.html, "marinara", "1"));
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/list?r=pancakes.2,marinara.1&units=metric");
    const { status, html } = await getPage(added.headers.get("location")!);
    expect(status).toBe(200);
    expect(recipesOf(html)).toEqual(["Pancakes", "Marinara Sauce"]);
    expect(itemsOf(html)).toEqual(WITH_MARINARA_METRIC);
    // The form offers only what is not on the list yet.
    expect(html).not.toContain('<option value="pancakes">');
    // From an empty list too.
    const empty = await getPage("/list");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain("No recipes on the list yet");
    expect((await getPage(addFormQuery(empty.html, "beefstew", "3"))).headers.get("location")).toBe("/list?r=beefstew.3");
  });

  it("rescales and removes each recipe with links that keep the others, and switches units keeping them all", async () => {
    const { html } = await getPage("/list?r=pancakes.2,marinara.1,beefstew.1&units=metric");
    expect(inGroup(html, "Scale Marinara Sauce", "3X")).toBe("/list?r=pancakes.2,marinara.3,beefstew.1&units=metric");
    expect(inGroup(html, "Scale Pancakes", "5X")).toBe("/list?r=pancakes.5,marinara.1,beefstew.1&units=metric");
    expect(link(html, byLabel("Remove Marinara Sauce"))).toBe("/list?r=pancakes.2,beefstew.1&units=metric");
    expect(inGroup(html, "Units", "US")).toBe("/list?r=pancakes.2,marinara.1,beefstew.1");

    const rescaled = await getPage(inGroup(html, "Scale Marinara Sauce", "3X"));
    expect(itemsOf(rescaled.html)).toEqual(RESCALED_METRIC);
    const removed = await getPage(link(html, byLabel("Remove Marinara Sauce")));
    expect(recipesOf(removed.html)).toEqual(["Pancakes", "Beef Stew"]);
    const us = await getPage(inGroup(html, "Units", "US"));
    expect(itemsOf(us.html)).toEqual(THREE_US);
    // The pancakes' 2 cups and the stew's tablespoon: never less than the recipes use.
    expect(itemsOf(us.html)).toContain("2 cups + 2 tbsp all-purpose flour");
    // Each recipe's name opens it at the list's scale and units.
    expect(link(html, (a) => a.text === "Pancakes" && a.attrs.includes("list-recipe-title"))).toBe("/pancakes?x=2&units=metric");
    // Removing the last one leaves the empty list.
    expect(link((await getPage("/list?r=pancakes.2")).html, byLabel("Remove Pancakes"))).toBe("/list");
  });

  it("gives the list as plain text, one line per thing to buy", async () => {
    const { html } = await getPage("/list?r=pancakes.2,marinara.1,simplepastadough.1");
    const href = link(html, (a) => a.text === "Copy as text");
    expect(href).toBe("/list.txt?r=pancakes.2,marinara.1,simplepastadough.1");
    const { status, headers, html: text } = await getPage(href);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(headers.get("x-robots-tag")).toBe("noindex");
    const [head, measures, ...rest] = text.trimEnd().split("\n");
    expect([head, measures]).toEqual([
      "Shopping list for Pancakes at 2X, Marinara Sauce at 1X, Simple Pasta Dough at 1X",
      "In US measures",
    ]);
    // The aisles as the page shows them, each under its name after a blank line.
    expect(rest.filter((l) => l !== "" && !l.endsWith(":"))).toEqual(WITH_PASTA_US);
    expect(rest.filter((l) => l.endsWith(":"))).toEqual(["Produce:", "Dairy & eggs:", "Pantry:", "Spices:", "Check you have:"]);
    expect(text.split("\n")).toContain("3 2/3 cups all-purpose flour");
    expect(text.split("\n")).toContain("4 large eggs");
  });

  it.each([
    ["an unknown recipe", "/list?r=pancakes.2,nosuchdish.1", ["Pancakes"], "Not recipes on this site, so left out: “nosuchdish.1”."],
    [
      "a scale of 0",
      "/list?r=pancakes.0",
      ["Pancakes"],
      "“pancakes.0”: a recipe goes on the list at 1/2X to 5X, in tenths such as 2.7X, so Pancakes is on it at 1X.",
    ],
    ["a scale of 99", "/list?r=marinara.99", ["Marinara Sauce"], "so Marinara Sauce is on it at 1X."],
    ["a recipe twice", "/list?r=pancakes.2,pancakes.3", ["Pancakes"], "Pancakes: on the address more than once; the list keeps the first."],
    [
      "500 entries",
      `/list?r=${Array.from({ length: 500 }, (_, i) => (i ? `x${i}.1` : "marinara.2")).join(",")}`,
      ["Marinara Sauce"],
      "a list reads the first 40.",
    ],
    [
      "junk",
      "/list?r=%3Cscript%3Ealert(1)%3C%2Fscript%3E,%00%FF,pancakes.1&units=imperial",
      ["Pancakes"],
      "“imperial” is not a unit system here",
    ],
    ["an unknown recipe to add", "/list?r=pancakes.1&add=nosuchdish&ax=2", ["Pancakes"], "left out: “nosuchdish”."],
  ])("answers %s with a 400 that says so and keeps the rest of the list", async (_what, path, kept, message) => {
    const { status, headers, html } = await getPage(path);
    expect(status).toBe(400);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(recipesOf(html)).toEqual(kept);
    expect(errorBox(html)).toContain(message);
    expect(html).not.toContain("<script>alert");
    expect(await htmlProblems(html)).toEqual([]);
    const text = await getPage(path.replace("/list?", "/list.txt?"));
    expect(text.status).toBe(400);
    expect(text.html).toContain(message);
  });

  it("is left out of the edge cache, and lets a browser keep the same address for a while", async () => {
    const path = "/list?r=pancakes.2,marinara.1";
    for (let i = 0; i < 2; i++) {
      const { status, headers } = await getPage(path);
      expect(status).toBe(200);
      expect(headers.get("x-edge-cache")).toBeNull();
      expect(headers.get("cache-control")).toBe("public, max-age=300");
    }
    expect((await getPage("/list.txt?r=pancakes.2")).headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
