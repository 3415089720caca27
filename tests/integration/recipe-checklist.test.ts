import { describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { ingredientsOf } from "../../app/recipes/types";
import { getPage } from "../support/site";

const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];

describe("the ingredient checklist, as a plain HTML client", () => {
  it("gives every ingredient, in the list and in each step, a real checkbox with its own label, on every recipe", async () => {
    for (const recipe of recipes) {
      const { html } = await getPage(`/${recipe.slug}?x=2`);
      const boxes = [...html.matchAll(/<input type="checkbox"[^>]*class="tick"[^>]*>/g)].map((m) => m[0]);
      const inSteps = recipe.steps.reduce((n, s) => n + s.ingredients.length, 0);
      expect(boxes.length, recipe.slug).toBe(ingredientsOf(recipe).length + inSteps);

      const ids = boxes.map((b) => attr(b, "id")!);
      expect(new Set(ids).size, recipe.slug).toBe(ids.length);
      for (const id of ids) {
        // The label comes straight after its box and holds only text: nothing interactive inside it.
        const label = html.match(new RegExp(`id="${id}"[^>]*/?><label for="${id}">(.*?)</label>`))?.[1];
        expect(label, `${recipe.slug} ${id}`).toMatch(/^<span class="amount">/);
        expect(label).not.toMatch(/<(a|button|input|select|textarea)\b/);
      }
      const names = boxes.map((b) => attr(b, "data-tick")!);
      expect(names.filter((n) => n.startsWith("list:")).length, recipe.slug).toBe(ingredientsOf(recipe).length);
      expect(names.filter((n) => /^step-\d+:/.test(n)).length, recipe.slug).toBe(inSteps);
      // Nothing comes ticked from the server, and clearing needs JavaScript: its button is `hidden` until that runs.
      expect(
        boxes.some((b) => /\bchecked\b/.test(b)),
        recipe.slug,
      ).toBe(false);
      expect(html.replace(/<p class="clear-ticks[^>]*\bhidden=""[^>]*>[\s\S]*?<\/p>/g, "")).not.toContain("Clear ticks");
    }
  });
});
