import { describe, expect, it } from "vitest";
import { getPage } from "../support/site";

describe("jump links on a recipe page, as a plain HTML client", () => {
  it("a 'Jump to recipe' link just after the title skips the intro to the ingredients, and the comments link back to the top", async () => {
    const { html } = await getPage("/classichummus");
    const title = html.indexOf("<h1>Classic Hummus</h1>");
    const jump = html.indexOf('<a href="#ingredients-heading">Jump to recipe</a>');
    expect(title).toBeGreaterThan(0);
    expect(jump).toBeGreaterThan(title);
    expect(jump).toBeLessThan(html.indexOf('class="recipe-intro"'));
    expect(html).toContain('<h2 id="ingredients-heading">Ingredients</h2>');

    const comments = html.indexOf('id="rate-heading"');
    const back = html.indexOf('<a href="#recipe-top">Back to the top of the recipe</a>');
    expect(back).toBeGreaterThan(comments);
    expect(html).toContain('<header class="recipe-head" id="recipe-top">');
  });
});
