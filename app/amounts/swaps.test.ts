import { describe, expect, it } from "vitest";
import { findRecipe, recipes } from "~/recipes/index";
import { ingredientsOf, type Ingredient, type Recipe } from "~/recipes/types";
import { recipeProblems } from "./validate";
import { ingredientKey, SWAPS } from "./swaps";
import { offeredSwaps, swapProblems } from "./validate-swaps";
import { namesIt, readSwapValue, recipeSwaps, SWAP_JOIN, swappedRecipe, swapValue } from "./swap-recipe";

const recipe = (slug: string) => findRecipe(slug)!;

/** The recipe with `value` swapped, which must be allowed. */
function swapped(slug: string, value: string): Recipe {
  const read = recipeSwaps(recipe(slug), value);
  if (!read.ok) throw new Error(read.problem);
  return swappedRecipe(recipe(slug), read.swaps);
}

const line = (r: Recipe, item: string) => ingredientsOf(r).filter((l) => l.item === item);
const amounts = (lines: Ingredient[]) => lines.map((l) => [l.amount, l.unit]);

// Every swap the page offers, in every recipe it offers it in.
const allowed = recipes.flatMap((r) => offeredSwaps(r).map((value) => ({ r, value })));

describe("the catalog's swaps", () => {
  it("give each a cook's note, where it does not work, and a name an address can carry", () => {
    for (const from of SWAPS) {
      expect(ingredientKey(from.item)).not.toContain(SWAP_JOIN);
      for (const swap of from.swaps) {
        expect(swap.note.length, swap.key).toBeGreaterThan(40);
        expect(swap.notFor.length, swap.key).toBeGreaterThan(10);
        expect(swap.key).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(swap.key).not.toContain(SWAP_JOIN);
        expect(swap.parts.length).toBeGreaterThan(0);
      }
    }
  });

  it("cover what the issue asks: wine, herbs both ways, butter, cream, Greek yogurt, brown sugar, tahini, garlic, kosher salt", () => {
    const keys = SWAPS.flatMap((s) => s.swaps.map((w) => `${ingredientKey(s.item)}${SWAP_JOIN}${w.key}`));
    expect(keys).toEqual([
      "dry-red-wine-to-broth-vinegar",
      "fresh-basil-leaves-to-dried-basil",
      "fresh-dill-to-dried-dill",
      "dried-thyme-to-fresh-thyme",
      "unsalted-butter-to-oil",
      "heavy-cream-to-half-and-half-butter",
      "whole-milk-plain-greek-yogurt-to-strained-yogurt",
      "light-brown-sugar-to-sugar-molasses",
      "tahini-to-sunflower-seed-butter",
      "garlic-to-garlic-powder",
      "kosher-salt-to-table-salt",
    ]);
  });

  it("replace the stew's half cup of wine with as much broth, on the broth's line, and a teaspoon of vinegar", () => {
    const stew = swapped("beefstew", "dry-red-wine-to-broth-vinegar");
    expect(line(stew, "dry red wine")).toEqual([]);
    expect(amounts(line(stew, "low-sodium beef broth"))).toEqual([[2.5, "cup"]]);
    expect(amounts(line(stew, "red wine vinegar"))).toEqual([[1, "tsp"]]);
    const step5 = stew.steps.find((s) => s.num === "5")!;
    expect(step5.preInstruction).toBe("Pour in the broth and vinegar and scrape the bottom of the pot with a wooden spoon.");
    expect(amounts(step5.ingredients)).toEqual([
      [0.5, "cup"],
      [1, "tsp"],
    ]);
    // The tip on leaving the wine out is about what is no longer there.
    expect(step5.tips).toEqual([]);
  });

  it("use a third of the fresh volume of dried herbs, and three times the dried volume of fresh", () => {
    const soup = swapped("roastedtomatoandbasilsoup", "fresh-basil-leaves-to-dried-basil");
    // Half a cup is 24 teaspoons: 8 of dried basil.
    expect(amounts(line(soup, "dried basil"))).toEqual([[8, "tsp"]]);
    expect(soup.steps.find((s) => s.num === "4")!.preInstruction).toBe("Take the pan off the heat and add the dried basil.");
    expect(amounts(line(swapped("greektzatziki", "fresh-dill-to-dried-dill"), "dried dill"))).toEqual([[1, "tsp"]]);
    expect(amounts(line(swapped("beefstew", "dried-thyme-to-fresh-thyme"), "fresh thyme leaves"))).toEqual([[1.5, "tsp"]]);
  });

  it("swap melted butter for four-fifths of its volume of oil, and refuse it where the butter is creamed", () => {
    const waffle = swapped("basicwaffle", "unsalted-butter-to-oil");
    expect(amounts(line(waffle, "avocado oil"))).toEqual([[3.2, "tbsp"]]);
    expect(waffle.steps.find((s) => s.ingredients.some((i) => i.item === "avocado oil"))!.preInstruction).toMatch(/whisk in the oil\.$/);
    const cookies = recipeSwaps(recipe("chocolatecookies"), "unsalted-butter-to-oil");
    expect(cookies).toEqual({ ok: false, problem: expect.stringContaining("does not melt all its butter") });
  });

  it("make heavy cream of three parts half-and-half to one of melted butter, but not the cheese made from cream", () => {
    const alfredo = swapped("alfredopastawithchickenandbroccoli", "heavy-cream-to-half-and-half-butter");
    expect(amounts(line(alfredo, "half-and-half"))).toEqual([[0.5625, "cup"]]);
    // 3/4 cup of cream brings 3 tbsp of butter to the 2 the sauce starts with.
    expect(amounts(line(alfredo, "unsalted butter"))).toEqual([[5, "tbsp"]]);
    expect(recipeSwaps(recipe("creamcheese"), "heavy-cream-to-half-and-half-butter")).toMatchObject({ ok: false });
  });

  it("strain twice the volume of plain yogurt for Greek, and make brown sugar of white sugar and molasses", () => {
    expect(amounts(line(swapped("greektzatziki", "whole-milk-plain-greek-yogurt-to-strained-yogurt"), "plain whole-milk yogurt"))).toEqual([
      [2, "cup"],
    ]);
    const cookies = swapped("chocolatecookies", "light-brown-sugar-to-sugar-molasses");
    // The third of a cup of brown sugar joins the cookies' own third of a cup of white sugar.
    expect(amounts(line(cookies, "granulated sugar"))).toEqual([[2 / 3, "cup"]]);
    expect(amounts(line(cookies, "molasses"))).toEqual([[1 / 3, "tbsp"]]);
  });

  it("swap tahini one for one, a clove of garlic for 1/8 tsp of powder, and kosher salt for half its spoons of table salt", () => {
    const hummus = swapped("classichummus", "tahini-to-sunflower-seed-butter");
    expect(line(hummus, "unsweetened sunflower seed butter")).toEqual([
      { item: "unsweetened sunflower seed butter", amount: 1 / 3, unit: "cup", note: "well stirred" },
    ]);
    expect(amounts(line(swapped("beefstew", "garlic-to-garlic-powder"), "garlic powder"))).toEqual([[0.25, "tsp"]]);
    const salted = swapped("alfredopastawithchickenandbroccoli", "kosher-salt-to-table-salt");
    // The pasta water's salt stays per pot, apart from the salt that scales.
    expect(line(salted, "table salt")).toEqual([
      { item: "table salt", amount: 1.5, unit: "tsp", note: "per pot of water", notScaled: true },
      { item: "table salt", amount: 3 / 8, unit: "tsp", note: "divided" },
    ]);
    expect(recipeSwaps(recipe("marinara"), "garlic-to-garlic-powder")).toMatchObject({ ok: false });
    expect(recipeSwaps(recipe("greektzatziki"), "garlic-to-garlic-powder")).toMatchObject({ ok: false });
  });

  it("change the nutrition totals by what the swap takes out and puts in", () => {
    const stew = recipe("beefstew");
    const wine = swapped("beefstew", "dry-red-wine-to-broth-vinegar");
    // Half a cup of wine is about 100 kcal; the broth and vinegar bring back a few.
    expect(stew.cal - wine.cal).toBe(91);
    expect(wine.protein - stew.protein).toBe(2);
    const cream = swapped("alfredopastawithchickenandbroccoli", "heavy-cream-to-half-and-half-butter");
    expect(recipe("alfredopastawithchickenandbroccoli").fat - cream.fat).toBe(14);
  });
});

describe("every swap in every recipe that has one", () => {
  it.each(allowed.map(({ r, value }) => [r.slug, value, r] as const))("%s with %s", (_slug, value, r) => {
    const read = recipeSwaps(r, value);
    if (!read.ok) throw new Error(read.problem);
    const [{ from }] = read.swaps;
    const s = swappedRecipe(r, read.swaps);
    // Nothing left of the ingredient swapped out, in the list or in a step, nor in the words of a step that used it.
    expect(line(s, from.item)).toEqual([]);
    expect(s.steps.flatMap((st) => st.ingredients).filter((i) => i.item === from.item)).toEqual([]);
    for (const [i, st] of r.steps.entries()) {
      if (!st.ingredients.some((l) => l.item === from.item)) continue;
      const after = s.steps[i];
      for (const text of [after.preInstruction, after.postInstruction, ...after.tips.map((t) => t.tip)]) {
        expect(namesIt(text, from), `step ${st.num}: ${text}`).toBe(false);
      }
    }
    // The totals still add up as the recipe checker reads them (4 kcal a gram of carbs and protein, 9 of fat).
    expect(recipeProblems(s).filter((p) => /\bcal\b|must be a number/.test(p))).toEqual([]);
  });
});

describe("the recipe checker", () => {
  it.each(recipes.filter((r) => offeredSwaps(r).length).map((r) => [r.slug, r] as const))(
    "finds nothing wrong with %s's swaps, each alone, at every tenth in both systems",
    (_slug, r) => expect(swapProblems(r)).toEqual([]),
  );
});

describe("a swap in an address", () => {
  it("is read in any order, and canonical only in the catalog's", () => {
    const both = readSwapValue("garlic-to-garlic-powder,dry-red-wine-to-broth-vinegar");
    if ("problem" in both) throw new Error(both.problem);
    expect(both.canonical).toBe(false);
    expect(swapValue(both.swaps)).toBe("dry-red-wine-to-broth-vinegar,garlic-to-garlic-powder");
  });

  it("names what is wrong: an unknown swap or ingredient, one the recipe lacks, a bad value, one twice", () => {
    const stew = recipe("beefstew");
    const problem = (value: string) => {
      const read = recipeSwaps(stew, value);
      return read.ok ? null : read.problem;
    };
    expect(problem("dry-red-wine-to-grape-juice")).toBe("“grape-juice” is not a swap for dry red wine: the site knows broth-vinegar.");
    expect(problem("saffron-to-turmeric")).toBe("“saffron” is not an ingredient this site knows a swap for.");
    expect(problem("tahini-to-sunflower-seed-butter")).toBe("Beef Stew has no tahini to swap.");
    expect(problem("wine")).toMatch(/^“wine” is not a swap: the address writes one as ingredient-to-swap/);
    expect(problem("garlic-to-garlic-powder,garlic-to-garlic-powder")).toBe("The address swaps garlic twice: choose one swap for it.");
    expect(problem("x".repeat(500))).toMatch(/500 characters long/);
    expect(problem("")).toBeNull();
  });
});
