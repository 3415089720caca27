import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RECIPE_SLUGS, recipes } from "../app/recipes/index";
import { moduleText, registered, slugProblem } from "./recipe-new";

const INDEX = readFileSync(new URL("../app/recipes/index.ts", import.meta.url), "utf8");

describe("npm run recipe:new", () => {
  it("refuses a slug that is no slug, a recipe's or a page's of the site", () => {
    expect(slugProblem("Tomato-Soup", RECIPE_SLUGS)).toMatch(/lower-case letters a-z only/);
    expect(slugProblem("pancakes", RECIPE_SLUGS)).toBe("pancakes is already a recipe");
    expect(slugProblem("desserts", RECIPE_SLUGS)).toBe("/desserts is one of the site's own pages");
    expect(slugProblem("search", RECIPE_SLUGS)).toBe("/search is one of the site's own pages");
    expect(slugProblem("tomatosoup", RECIPE_SLUGS)).toBeNull();
  });

  it("adds the import and the list's line after the last ones, with the next id, and changes nothing else", () => {
    const { text, id } = registered(INDEX, "tomatosoup");
    expect(id).toBe(Math.max(...recipes.map((r) => r.id)) + 1);
    const added = text.split("\n").filter((line) => !INDEX.split("\n").includes(line));
    expect(added).toEqual(['import tomatosoup from "./tomatosoup";', `  tomatosoup: { id: ${id}, module: tomatosoup },`]);
    expect(text.split("\n")).toHaveLength(INDEX.split("\n").length + 2);
  });

  it("writes each catalog ingredient into its group, in a unit its measure takes, and uses it in step 1", () => {
    const text = moduleText(
      {
        slug: "tomatosoup",
        category: "side",
        title: "Tomato Soup",
        ingredients: ["salt", "yellow onion", "unsalted butter"],
        date: "2026-01-01",
      },
      RECIPE_SLUGS,
    );
    expect(text).toContain('spices: [\n    { item: "salt", amount: 1 / 2, unit: "tsp" },\n  ]');
    expect(text).toContain('{ item: "yellow onion", amount: 1, unit: "", plural: "yellow onions" }');
    expect(text).toContain('meatdairyeggs: [\n    { item: "unsalted butter", amount: 1, unit: "tbsp" },\n  ]');
    expect(text).toMatch(/ingredients: \[\{ item: "salt".*"yellow onion".*"unsalted butter"/);
  });

  it("writes what is bought whole and used in part as the part, measured: juice and zest in spoons, garlic in cloves", () => {
    const text = moduleText(
      {
        slug: "lemonchicken",
        category: "entree",
        title: "Lemon Chicken",
        ingredients: ["fresh lemon juice", "lemon zest", "garlic", "fresh orange juice", "lemon"],
        date: "2026-01-01",
      },
      RECIPE_SLUGS,
    );
    expect(text).toContain('{ item: "fresh lemon juice", amount: 2, unit: "tbsp" }');
    expect(text).toContain('{ item: "lemon zest", amount: 1, unit: "tsp" }');
    expect(text).toContain('{ item: "garlic", amount: 2, unit: "clove" }');
    expect(text).toContain('{ item: "fresh orange juice", amount: 1 / 2, unit: "cup" }');
    // A whole lemon, cut in half, is still counted.
    expect(text).toContain('{ item: "lemon", amount: 1, unit: "", plural: "lemons" }');
    expect(text).not.toMatch(/juices|zests|garlics/);
  });

  it("weighs a cup of something dry as the other recipes do, so the checker's weights agree", () => {
    const text = moduleText(
      { slug: "onionsalad", category: "salad", title: "Onion Salad", ingredients: ["red onion"], date: "2026-01-01" },
      RECIPE_SLUGS,
    );
    expect(text).toContain('{ item: "red onion", amount: 1 / 2, unit: "cup" }');
    expect(text).toContain('gramsPerCup: {\n    "red onion": 115, // as cucumbertomatosalad weighs it\n  },');
  });
});
