// Issue 65, read as a reader without JavaScript: a recipe with an ingredient swapped through the page's own
// "Use … instead" link (?swap=…), its list, steps, nutrition and shopping list following, kept once in the edge cache.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { amountValue } from "../../app/amounts/amount-text";
import { listedIngredient, stepIngredient } from "../../app/amounts/divided";
import { recipeSwaps, swappedRecipe } from "../../app/amounts/swap-recipe";
import { getRecipe } from "../../app/recipes/index";
import { ingredientsOf, type Recipe } from "../../app/recipes/types";
import type { UnitSystem } from "../../app/amounts/units";
import { htmlProblems } from "../support/html";
import { decode, startTestWorker } from "../support/site";

// A worker of its own, with the edge cache on and empty.
let worker: RunningWorker;
beforeAll(async () => {
  worker = await startTestWorker({});
});
afterAll(() => worker?.stop());

async function read(path: string) {
  const res = await fetch(`${worker.url}${path}`);
  return { status: res.status, cache: res.headers.get("x-edge-cache"), html: await res.text() };
}

const plain = (html: string) =>
  decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .replace(/ ([.,:])/g, "$1");
const lists = (html: string) => [...html.matchAll(/<ul class="ingredient-list">[\s\S]*?<\/ul>/g)].map((m) => m[0]).join("");
const amountsOf = (html: string) => [...html.matchAll(/<span class="amount">([^<]*)<\/span>/g)].map((m) => decode(m[1]));
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]));
const section = (html: string, cls: string) => html.match(new RegExp(`<section class="${cls}"[\\s\\S]*?</section>`))?.[0] ?? "";
const jsonLd = (html: string) =>
  JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]) as { recipeIngredient: string[] };

const WINE = "dry-red-wine-to-broth-vinegar";
const stew = getRecipe("beefstew");

function swapped(recipe: Recipe, value: string): Recipe {
  const read = recipeSwaps(recipe, value);
  if (!read.ok) throw new Error(read.problem);
  return swappedRecipe(recipe, read.swaps);
}

/** The amounts the page's list and steps write, in order, for this recipe at this view. */
function expectedAmounts(recipe: Recipe, scale: number, units: UnitSystem) {
  const listed = ingredientsOf(recipe);
  return [
    ...listed.map((l) => listedIngredient(recipe, l, scale, units).amount),
    ...recipe.steps.flatMap((s) =>
      s.ingredients.map(
        (i) =>
          stepIngredient(
            recipe,
            listed.find((l) => l.item === i.item && l.unit === i.unit),
            i,
            scale,
            units,
          ).amount,
      ),
    ),
  ];
}

describe("the stew with the wine swapped, without JavaScript", () => {
  const withBroth = swapped(stew, WINE);

  it("lists broth and vinegar for the wine, says so in the steps and the nutrition, and keeps JSON-LD as written", async () => {
    const { status, html } = await read(`/beefstew?swap=${WINE}`);
    expect(status).toBe(200);
    const ingredients = plain(section(html, "ingredients"));
    expect(ingredients).toContain("1 tsp red wine vinegar");
    expect(ingredients).toContain("2 1/2 cups low-sodium beef broth");
    expect(plain(lists(html))).not.toMatch(/dry red wine/);
    expect(amountsOf(html).slice(0, expectedAmounts(withBroth, 1, "us").length)).toEqual(expectedAmounts(withBroth, 1, "us"));
    // The page says what was swapped, what to know, and the way back to the recipe as written.
    expect(ingredients).toContain("Broth and vinegar instead of dry red wine.");
    expect(hrefsOf(html.match(/<p class="swap-back[^"]*">[\s\S]*?<\/p>/)![0])).toEqual(["/beefstew"]);
    const directions = plain(section(html, "directions"));
    expect(directions).toContain("Pour in the broth and vinegar and scrape the bottom of the pot");
    expect(directions).not.toMatch(/\bwine\b(?! vinegar)/);
    // The wine's calories are gone from the totals.
    const nutrition = plain(html.match(/<dl class="nutrition-list">[\s\S]*?<\/dl>/)![0]);
    expect(nutrition).toContain(`Calories ${withBroth.cal} kcal`);
    expect(withBroth.cal).toBeLessThan(stew.cal);
    // The shopping list buys what the page uses; the other swaps are offered on top of this one.
    const hrefs = hrefsOf(html);
    expect(hrefs).toContain(`/list?r=beefstew.1_${WINE}`);
    expect(hrefs).toContain(`/beefstew?swap=${WINE},garlic-to-garlic-powder#ingredients-heading`);
    expect(hrefs).toContain(`/beefstew?x=2&swap=${WINE}#ingredients-heading`);
    expect(jsonLd(html).recipeIngredient).toContain("1/2 cup dry red wine");
    expect(await htmlProblems(html)).toEqual([]);
  });

  it("offers the swap beside the wine on the recipe as written, as a plain link", async () => {
    const { html } = await read("/beefstew");
    const wineLine = html.match(/<li class="tick-line">(?:(?!<\/li>)[\s\S])*dry red wine(?:(?!<\/li>)[\s\S])*<\/li>/)![0];
    expect(plain(wineLine)).toContain("Use broth and vinegar instead");
    expect(hrefsOf(wineLine)).toEqual([`/beefstew?swap=${WINE}#ingredients-heading`]);
  });

  it("writes every amount at 2.7X in metric by the same rules, and the list it links to buys the broth and vinegar", async () => {
    const { status, html } = await read(`/beefstew?x=2.7&units=metric&swap=${WINE}`);
    expect(status).toBe(200);
    const expected = expectedAmounts(withBroth, 2.7, "metric");
    expect(amountsOf(html).slice(0, expected.length)).toEqual(expected);
    expect(plain(section(html, "ingredients"))).toContain("1.6 L low-sodium beef broth");
    const nutrition = plain(html.match(/<dl class="nutrition-list">[\s\S]*?<\/dl>/)![0]);
    expect(nutrition).toContain(`Calories ${Math.round(withBroth.cal * 2.7)} kcal`);
    const listHref = `/list?r=beefstew.2.7_${WINE}&units=metric`;
    expect(hrefsOf(html)).toContain(listHref);
    const list = await read(listHref);
    expect(list.status).toBe(200);
    const text = plain(list.html);
    expect(text).toContain("with broth and vinegar for the dry red wine");
    expect(text).toMatch(/red wine vinegar/);
    expect(text).not.toMatch(/dry red wine \(|bottle of 750 ml/);
    // The list's link back opens the recipe as swapped.
    expect(hrefsOf(list.html)).toContain(`/beefstew?x=2.7&units=metric&swap=${WINE}`);
  });

  it("is kept once in the edge cache: the second read is a HIT, another spelling goes around it", async () => {
    const path = `/beefstew?swap=${WINE},garlic-to-garlic-powder&x=3`;
    expect((await read(path)).cache).toBe("MISS");
    const second = await read(path);
    expect(second).toMatchObject({ status: 200, cache: "HIT" });
    expect(plain(section(second.html, "ingredients"))).toContain("garlic powder");
    const odd = await read(`/beefstew?swap=garlic-to-garlic-powder,${WINE}&x=3`);
    expect(odd).toMatchObject({ status: 200, cache: "BYPASS" });
    expect(amountsOf(odd.html)).toEqual(amountsOf(second.html));
  });

  it.each([
    ["an unknown swap", "dry-red-wine-to-grape-juice", "“grape-juice” is not a swap for dry red wine"],
    ["an ingredient the stew does not have", "tahini-to-sunflower-seed-butter", "Beef Stew has no tahini to swap."],
    ["an ingredient the site knows no swap for", "saffron-to-turmeric", "“saffron” is not an ingredient this site knows a swap for."],
    ["a bad value", "wine", "“wine” is not a swap"],
  ])("answers %s with a 400 that names it and links to the recipe", async (_what, value, says) => {
    const { status, cache, html } = await read(`/beefstew?x=2&swap=${encodeURIComponent(value)}`);
    expect(status).toBe(400);
    expect(cache).not.toBe("HIT");
    expect((await read(`/beefstew?x=2&swap=${encodeURIComponent(value)}`)).cache).not.toBe("HIT");
    expect(plain(html)).toContain(says);
    expect(hrefsOf(html)).toContain("/beefstew?x=2");
    expect(await htmlProblems(html)).toEqual([]);
  });
});

describe("the tomato soup with dried basil", () => {
  it("uses about a third of the fresh basil's volume, and its steps add the dried basil", async () => {
    const { status, html } = await read("/roastedtomatoandbasilsoup?swap=fresh-basil-leaves-to-dried-basil");
    expect(status).toBe(200);
    const soup = getRecipe("roastedtomatoandbasilsoup");
    const fresh = ingredientsOf(soup).find((l) => l.item === "fresh basil leaves")!;
    const line = plain(section(html, "ingredients")).match(/(\d[\d /+a-z]*?) dried basil/)!;
    const dried = amountValue(line[1], false)!;
    const freshTsp = fresh.amount * 48;
    expect(dried.value / freshTsp).toBeGreaterThan(0.3);
    expect(dried.value / freshTsp).toBeLessThan(0.37);
    expect(plain(section(html, "directions"))).toContain("Take the pan off the heat and add the dried basil.");
    expect(plain(section(html, "ingredients"))).toContain("Dried basil instead of fresh basil leaves.");
  });
});
