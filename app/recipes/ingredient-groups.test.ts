import { describe, expect, it } from "vitest";
import { recipes } from "./index";
import { INGREDIENT_GROUPS, ingredientsOf } from "./types";
import { recipeJsonLd } from "../recipe-page/structured-data";

const isIngredientList = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "object" && v !== null && "item" in v && "amount" in v);

describe("the ingredient groups", () => {
  it("name every ingredient list a recipe module has, and nothing else", () => {
    const lists = new Set(recipes.flatMap((r) => Object.keys(r).filter((k) => isIngredientList(r[k as keyof typeof r]))));
    expect([...lists].sort()).toEqual(INGREDIENT_GROUPS.map((g) => g.key).sort());
  });

  it("give every ingredient to the structured data, once", () => {
    for (const r of recipes) {
      const listed = Object.values(r).filter(isIngredientList).flat();
      expect(ingredientsOf(r)).toHaveLength(listed.length);
      expect(
        recipeJsonLd(r, { url: "https://example.com/x", image: "https://example.com/x.jpg", rating: null }).recipeIngredient,
      ).toHaveLength(listed.length);
    }
  });
});
