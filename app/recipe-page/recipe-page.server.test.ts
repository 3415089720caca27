import { describe, expect, it } from "vitest";
import { getRecipe } from "~/recipes/index";
import { pagePictures } from "./recipe-page.server";

describe("pagePictures", () => {
  it("makes a recipe's pictures once, and another recipe's its own", () => {
    const stew = pagePictures(getRecipe("beefstew"));
    expect(pagePictures(getRecipe("beefstew"))).toBe(stew);
    expect(stew.hero.src).toBe("/images/recipes/beefstew.jpg");
    expect(stew.featured.map((c) => c.src)).toEqual(getRecipe("beefstew").featured.map((slug) => `/${slug}`));
    expect(pagePictures(getRecipe("pancakes")).hero.src).toBe("/images/recipes/pancakes.jpg");
  });
});
