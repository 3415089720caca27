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

  it("are listed once a recipe, and afresh for a recipe whose group was replaced (a swap's copy)", () => {
    const [r] = recipes;
    expect(ingredientsOf(r)).toBe(ingredientsOf(r));
    const group = INGREDIENT_GROUPS.find((g) => r[g.key].length > 0)!.key;
    const changed = { ...r, [group]: r[group].map((l) => ({ ...l, item: `${l.item}, changed` })) };
    expect(ingredientsOf(changed).filter((l) => l.item.endsWith(", changed"))).toHaveLength(r[group].length);
    const again = { dry: r.dry, spices: r.spices, produce: r.produce, meatdairyeggs: r.meatdairyeggs };
    ingredientsOf(again);
    again[group] = [];
    expect(ingredientsOf(again)).toHaveLength(ingredientsOf(r).length - r[group].length);
  });
});
