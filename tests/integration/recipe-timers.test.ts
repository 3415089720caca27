import { describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { getPage } from "../support/site";

describe("step timers, as a plain HTML client", () => {
  it("leaves every step without timer controls: they come with JavaScript", async () => {
    for (const recipe of recipes) {
      const { html } = await getPage(`/${recipe.slug}`);
      const steps = html.match(/<ol class="steps">[\s\S]*?<\/ol>\s*<\/section>/)?.[0];
      expect(steps, recipe.slug).toBeDefined();
      expect(steps, recipe.slug).not.toMatch(/<button\b|step-timer|role="timer"/);
      expect(html, recipe.slug).not.toMatch(/class="timer-tray|Start \d[^<]*timer/);
    }
  });

  it("reads a timed step as before: its text, straight after its ingredients", async () => {
    const { html } = await getPage("/marinara");
    const text = recipes.find((r) => r.slug === "marinara")!.steps[3].postInstruction;
    expect(text).toContain("simmer uncovered for 20 to 25 minutes");
    expect(html).toContain(`</ul><p>${text}</p>`);
  });
});
