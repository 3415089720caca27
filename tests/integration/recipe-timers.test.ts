import { describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { stepProse } from "../../app/amounts/times";
import { getPage } from "../support/site";

describe("step timers, as a plain HTML client", () => {
  it("shows no step a timer control: they are hidden until JavaScript shows them, and none runs", async () => {
    for (const recipe of recipes) {
      const { html } = await getPage(`/${recipe.slug}`);
      const steps = html.match(/<ol class="steps">[\s\S]*?<\/ol>\s*<\/section>/)?.[0];
      expect(steps, recipe.slug).toBeDefined();
      // In the page as served, so that nothing moves when the scripts start (decision 021), but `hidden`.
      const shown = (text: string) => text.replace(/<div class="step-timers[^>]*\bhidden=""[^>]*>[\s\S]*?<\/div>/g, "");
      expect(shown(steps!), recipe.slug).not.toMatch(/<button\b|step-timer|role="timer"/);
      expect(shown(html), recipe.slug).not.toMatch(/class="timer-tray|Start \d[^<]*timer/);
    }
  });

  it("reads a timed step as before: its text, straight after its ingredients", async () => {
    const { html } = await getPage("/marinara");
    const marinara = recipes.find((r) => r.slug === "marinara")!;
    // The step's words as the page writes them at 1X ({time:20-25} is its simmer, which grows with the scale).
    const text = stepProse(marinara.steps[3].postInstruction, marinara, marinara.steps[3], 1, "us");
    expect(text).toContain("simmer uncovered for 20 to 25 minutes");
    expect(html).toContain(`</ul><p>${text}</p>`);
  });
});
