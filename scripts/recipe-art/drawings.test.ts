import { existsSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { recipes } from "../../app/recipes/index";
import { frame } from "./draw";
import { CINNAMON_ROLL_PAN, PICTURES } from "./drawings";

const publicDir = new URL("../../public", import.meta.url).pathname;

describe("recipe pictures", () => {
  it("draw no recipe that does not exist", () => {
    const slugs = recipes.map((r) => r.slug as string);
    for (const slug of Object.keys(PICTURES)) expect(slugs, slug).toContain(slug);
  });

  it.each(recipes.map((r) => [r.slug, r] as const))("%s has a 4:3 JPEG and alt text, and its drawing renders", async (slug, recipe) => {
    const drawing = PICTURES[slug];
    if (drawing) {
      // Rendered to pixels, not encoded: make-images encodes, and that is its test's to check.
      const { info } = await sharp(Buffer.from(frame(["#fff", "#000"], drawing)))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width: 800, height: 600 });
    }

    const file = `${publicDir}/images/recipes/${slug}.jpg`;
    expect(existsSync(file), file).toBe(true);
    const { width = 0, height = 0, format } = await sharp(file).metadata();
    expect(format).toBe("jpeg");
    expect(width * 3).toBe(height * 4);

    expect(recipe.imgAlt.length).toBeGreaterThan(40);
  });

  it("draws the cinnamon rolls' pan as the recipe fills it, and its alt text names that many", () => {
    const recipe = recipes.find((r) => r.slug === "cinnamonrolls")!;
    const { rows, columns } = CINNAMON_ROLL_PAN;
    const drawn = rows * columns;
    expect(drawn).toBe(recipe.servings[0].number);
    expect(PICTURES.cinnamonrolls!.match(/stroke="#c98a40"/g)).toHaveLength(drawn);
    const words = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
    expect(recipe.imgAlt).toContain(`pan of ${words[drawn]} cinnamon rolls`);
    expect(recipe.imgAlt).toContain(`${rows} rows of ${columns}`);
  });
});
