import { describe, expect, it } from "vitest";
import { CATALOG } from "./catalog";
import { recipes } from "~/recipes/index";
import { swapItems } from "./swaps";
import { ingredientsOf, type Ingredient } from "~/recipes/types";

const uses = recipes.flatMap((r) => [...ingredientsOf(r), ...r.steps.flatMap((s) => s.ingredients)].map((ing) => ({ slug: r.slug, ing })));
const COUNTED = new Set<Ingredient["unit"]>(["", "clove", "slice", "sprig"]);

describe("the ingredient catalog", () => {
  it("has an entry for every ingredient a recipe uses", () => {
    const missing = uses.filter(({ ing }) => !CATALOG[ing.item]).map(({ slug, ing }) => `${slug}: ${ing.item}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("has an entry for every ingredient a swap brings in", () => {
    expect(swapItems().filter((item) => !CATALOG[item])).toEqual([]);
  });

  it("holds nothing that no recipe uses, nor a swap brings in", () => {
    const used = new Set([...uses.map(({ ing }) => ing.item), ...swapItems()]);
    expect(Object.keys(CATALOG).filter((item) => !used.has(item))).toEqual([]);
  });

  it("names a counted thing in the singular, with its plural for more than one", () => {
    const wrong = uses
      .filter(({ ing }) => ing.unit === "" && (!ing.plural || ing.plural === ing.item))
      .map(({ slug, ing }) => `${slug}: ${ing.item}`);
    expect([...new Set(wrong)]).toEqual([]);
  });

  it("lets only things a cook cuts in half be halves", () => {
    const halved = Object.entries(CATALOG)
      .filter(([, e]) => e.halves)
      .map(([item]) => item);
    expect(halved.sort()).toEqual(["English cucumber", "lemon", "red bell pepper", "small yellow onion", "yellow onion"]);
    // Eggs, cloves and bay leaves never come in parts.
    for (const { ing } of uses.filter(({ ing }) => COUNTED.has(ing.unit) && /egg|garlic|bay/.test(ing.item))) {
      expect(CATALOG[ing.item].halves, ing.item).toBeUndefined();
    }
  });

  it("buys what it is bought as: canned goods in cans, and never water", () => {
    for (const [item, entry] of Object.entries(CATALOG)) {
      if (entry.measure === "canned") expect(entry.cans, item).toBeDefined();
      if (/\bwater$/.test(item)) expect(entry.aisle, item).toBeNull();
      if (entry.aisle === null) expect(item, "only water goes unbought").toMatch(/\bwater$/);
    }
  });
});
