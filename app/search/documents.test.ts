import { describe, expect, it } from "vitest";
import { recipes } from "../recipes/index";
import { searchDocument } from "./documents";

describe("a recipe's search document", () => {
  it("searches both forms of an ingredient, and names each once in the text snippets are cut from", () => {
    const salad = searchDocument(recipes.find((r) => r.slug === "jalapenochickensalad")!);
    const listed = salad.body.match(/Ingredients: ([^.]*)\./)![1].split(", ");
    expect(listed.length).toBeGreaterThan(5);
    expect(new Set(listed).size).toBe(listed.length);
    expect(salad.body).not.toMatch(/\b(\w+(?: \w+)?) \1\b/);
    expect(salad.ingredients).toMatch(/jalapeño/i);
  });
});
