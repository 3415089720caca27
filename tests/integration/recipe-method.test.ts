import { describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { decode, getPage } from "../support/site";

/** The page's visible text in one section, tags dropped, spaces plain. */
function sectionText(html: string, headingId: string, nextId: string): string {
  const from = html.indexOf(`id="${headingId}"`);
  const to = html.indexOf(`id="${nextId}"`, from);
  expect(from, headingId).toBeGreaterThan(-1);
  return decode(html.slice(from, to))
    .replace(/<[^>]+>/g, " ")
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

const materials = (html: string) => sectionText(html, "materials-heading", "ingredients-heading");
const directions = (html: string) => sectionText(html, "directions-heading", "summary-bottom");
const times = (html: string) => sectionText(html, "times-heading", "materials-heading");

describe("materials that scale, without JavaScript", () => {
  it("harira names its 3-quart pot at 1X and a bigger one from 2X, in the materials and the steps", async () => {
    const one = (await getPage("/moroccanharira")).html;
    expect(materials(one)).toContain("Heavy pot or Dutch oven with a lid, 3-quart");
    expect(materials(one)).not.toContain("too small");
    const two = (await getPage("/moroccanharira?x=2")).html;
    // Materials names the pot to use, and what it stands in for (issue 60); the steps say which to use.
    expect(materials(two)).toContain(
      "6-quart Dutch oven or soup pot At 2X, in place of the recipe's heavy pot or Dutch oven with a lid, 3-quart, which is too small for the soup.",
    );
    expect(materials(two)).not.toContain("Heavy pot or Dutch oven with a lid, 3-quart At");
    expect(directions(two)).toContain("At 2X, the 3-quart pot is too small for the soup. Use a 6-quart Dutch oven or soup pot.");
    const five = (await getPage("/moroccanharira?x=5")).html;
    expect(materials(five)).toContain("Stockpot of 10 quarts or more At 5X, in place of");
  });

  it("alfredo at 5X keeps one tablespoon of salt per pot of water, in two pots, not five tablespoons", async () => {
    const { html } = await getPage("/alfredopastawithchickenandbroccoli?x=5");
    const text = directions(html);
    expect(text).toContain("1 tbsp kosher salt , per pot of water");
    expect(text).not.toMatch(/5 tbsp kosher salt/);
    expect(text).toContain("Fill the pot with about 4 quarts of water");
    expect(text).toContain("Use two pots, each with its own water and salt");
    expect(text).toMatch(/the 12-inch skillet takes the chicken in 3 batches of about 6 minutes/);
    // About 8 quarts of food do not toss in one 6-quart pot: the two pasta pots share it.
    expect(text).toContain("Use both emptied pasta pots: share the sauce, chicken, pasta and broccoli between them");
  });

  it("says from 3X to cool a big pot of stew fast for the fridge, under its last step, and not below 3X", async () => {
    const cool = "this is a big batch: cool what you keep fast. Divide it among shallow containers";
    for (const slug of ["beefstew", "moroccanharira", "marinara", "roastedtomatoandbasilsoup", "blackbeangoulash"]) {
      expect(directions((await getPage(`/${slug}?x=3`)).html), slug).toContain(`At 3X ${cool}`);
      expect(directions((await getPage(`/${slug}?x=2`)).html), slug).not.toContain(cool);
    }
    expect(directions((await getPage("/beefstew?x=5&units=metric")).html)).toContain(
      "no more than 5 cm deep, and have them in the fridge within 2 hours",
    );
  });

  it("says how long all the batches of pancakes take, and adds them to the cook time", async () => {
    const one = (await getPage("/pancakes")).html;
    expect(directions(one)).toContain("8 pancakes, 3 at a time: 3 batches of about 5 minutes, about 15 mins in all.");
    expect(times(one)).toMatch(/Cook 15 mins/);
    const five = (await getPage("/pancakes?x=5")).html;
    expect(directions(five)).toContain("At 5X: 40 pancakes, 3 at a time: 14 batches of about 5 minutes, about 1 hr 10 mins in all.");
    // More to measure and whisk as well: 10 minutes of prep more.
    expect(times(five)).toMatch(/Total 1 hr 40 mins .*Prep 20 mins Cook 1 hr 10 mins/);
    expect(times(five)).toContain("At 5X, working in more batches adds 55 mins.");
  });
});

describe("text that follows the scale, without JavaScript", () => {
  it("names the cinnamon rolls' pans, sheet and rows for the rolls the page makes, and JSON-LD the 1X pan", async () => {
    // One egg of the recipe's two: 1/2X, 6 rolls.
    const half = (await getPage("/cinnamonrolls?have=large+eggs&amount=1&unit=count")).html;
    expect(half).toContain("6 rolls");
    expect(materials(half)).toContain("Baking pan for the rolls: an 8-inch square pan");
    expect(directions(half)).toContain("line an 8-inch square pan with parchment paper");
    expect(directions(half)).toContain("Roll it into a rectangle 12 inches from front to back and 9 inches wide");
    expect(directions(half)).toContain("Set them cut side up in the pan in 2 rows of 3.");
    expect(directions(half)).not.toMatch(/9x13|3 rows of 4/);
    const ld = JSON.parse(half.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]);
    expect(ld.recipeYield).toBe("12 rolls");
    expect(ld.recipeInstructions.map((s: { text: string }) => s.text).join(" ")).toContain("in the pan in 3 rows of 4");

    const five = (await getPage("/cinnamonrolls?x=5")).html;
    expect(directions(five)).toContain("line five 9x13-inch pans");
    expect(directions(five)).toContain("12 to each pan in 3 rows of 4");
  });
});

describe("temperatures and sizes in the reader's units", () => {
  it("shows the oven in °C and pans in cm for ?units=metric, and only °F and inches without it", async () => {
    const us = (await getPage("/cinnamonrolls")).html;
    expect(directions(us)).toContain("heat the oven to 350°F");
    expect(directions(us)).toContain("line a 9x13-inch pan");
    expect(directions(us)).not.toMatch(/°C|\bcm\b/);
    const metric = (await getPage("/cinnamonrolls?units=metric")).html;
    expect(directions(metric)).toContain("heat the oven to 175°C");
    expect(directions(metric)).toContain("line a 23 x 33 cm pan");
    expect(directions(metric)).toContain("reads 88°C");
    expect(directions(metric)).not.toMatch(/°F|\binch/);
    expect(materials(metric)).toContain("a 23 x 33 cm pan");
  });

  it("keeps food-safety temperatures to the degree and gives the search engines' copy the same units", async () => {
    const { html } = await getPage("/lebanesechickenshawarma?units=metric");
    expect(directions(html)).toContain("Thighs are safe at 74°C, but they are more tender and less rubbery when taken to 79°C.");
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]);
    const steps = ld.recipeInstructions.map((s: { text: string }) => s.text).join(" ");
    expect(steps).toContain("220°C");
    expect(steps).not.toContain("°F");
  });

  it("never shows a token's braces, at 1X or 5X, in either system", async () => {
    for (const r of recipes) {
      for (const query of ["", "?x=5", "?units=metric", "?x=5&units=metric"]) {
        const { status, html } = await getPage(`/${r.slug}${query}`);
        expect(status).toBe(200);
        // The page's data for hydration carries the recipe as written; what a reader sees must not.
        const visible = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
        expect(visible, `${r.slug}${query}`).not.toMatch(/\{(oven|temp|inch|inches|quart|quarts|cup|cups|tablespoons?|teaspoons|oz|lb):/);
        if (query.includes("metric"))
          expect(directions(html), `${r.slug}${query}`).not.toMatch(/°F|\d-inch\b|\d inch(es)?\b|-quart\b|\d quarts?\b/);
      }
    }
  });
});
