import { describe, expect, it } from "vitest";
import { recipes } from "./index";
import { recipeListingRows } from "./listing";
import { CATEGORIES, RECIPE_SLUGS } from "./schema";
import { recipeProblems } from "./validate";

describe("recipe modules", () => {
  it("cover the 28 routes of the spec, ids 1-28, each once", () => {
    expect(recipes.map((r) => r.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
    expect(new Set(recipes.map((r) => r.slug)).size).toBe(28);
    for (const r of recipes) expect(RECIPE_SLUGS[r.slug]).toBe(r.id);
  });

  it.each(recipes.map((r) => [r.slug, r] as const))("%s is consistent", (_slug, recipe) => {
    expect(recipeProblems(recipe)).toEqual([]);
  });

  it("leave no category empty", () => {
    for (const c of CATEGORIES) {
      expect(recipes.filter((r) => r.category === c.value).length, c.value).toBeGreaterThan(0);
    }
  });

  it("give the listing rows of the recipe table", () => {
    const rows = recipeListingRows(recipes);
    expect(rows).toHaveLength(28);
    expect(rows.find((r) => r.src === "/cinnamonrolls")).toMatchObject({
      name: expect.stringContaining("Cinnamon Rolls"),
      category: "dessert",
      image: "/images/recipes/cinnamonrolls.jpg",
    });
  });
});

describe("recipeProblems", () => {
  const pancakes = recipes.find((r) => r.slug === "pancakes")!;

  it("notices fat and carbs passed swapped", () => {
    const swapped = { ...pancakes, fat: pancakes.carbs, carbs: pancakes.fat };
    expect(recipeProblems(swapped).join("\n")).toMatch(/cal .* is far from/);
  });

  it("notices steps that do not add up to the ingredient groups", () => {
    const [first, ...rest] = pancakes.newDirections;
    const broken = {
      ...pancakes,
      newDirections: [{ ...first, ingredients: first.ingredients.slice(1) }, ...rest],
    };
    const missing = pancakes.newDirections[0].ingredients[0];
    expect(missing).toBeDefined();
    expect(recipeProblems(broken).join("\n")).toContain(missing.item.toLowerCase());
  });

  it("notices a yield of one that has no plural for 2X and up", () => {
    const oneLoaf = { ...pancakes, servings: [{ number: 1, unit: "loaf" }] };
    expect(recipeProblems(oneLoaf).join("\n")).toContain('servings "1 loaf" needs a plural');
    expect(recipeProblems({ ...oneLoaf, servings: [{ number: 1, unit: "loaf", plural: "loaves" }] })).toEqual([]);
  });

  it("notices a link to the recipe itself and an id that does not match the route", () => {
    const problems = recipeProblems({ ...pancakes, id: 99, featured: ["pancakes"] }).join("\n");
    expect(problems).toContain("links to the recipe itself");
    expect(problems).toContain("does not match");
  });
});
