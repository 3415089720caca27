import { describe, expect, it } from "vitest";
import { getRecipe, recipes } from "~/recipes/index";
import { renderMeasures } from "./measure-tokens";
import { kitchenFraction } from "./measure";
import { pieceInches, servingsText } from "./scale";
import { CHECKED_SCALES } from "./scales";
import { holds, panPlan, piecesAt, recipeText } from "./scaled-text";
import type { Recipe } from "~/recipes/types";
import { recipeProblems } from "./validate";

const UNITS = ["us", "metric"] as const;
const rolls = getRecipe("cinnamonrolls");
const pizza = getRecipe("simplepizzadough");

/** What the page renders at the scale: the materials, the steps and their tips. */
const scaledTexts = (r: Recipe) => [
  ...r.materials.map((m) => m.item),
  ...r.steps.flatMap((s) => [s.preInstruction, s.postInstruction, ...s.tips.map((t) => t.tip)]),
];
// Read with plain spaces where the page keeps a number and its unit together.
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const stepsAt = (r: Recipe, scale: number, units: "us" | "metric" = "us") =>
  plain(r.steps.map((s) => recipeText(`${s.preInstruction} ${s.postInstruction}`, r, scale, units)).join(" "));
/** "53 rolls" -> "53", as the page's yield line prints the first yield. */
const printedCount = (r: Recipe, scale: number) => servingsText(r, scale).split(" · ")[0].split(" ")[0];
const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "",
  "",
  "",
  "sixteen",
];

describe("text that follows the scale", () => {
  it.each(recipes.map((r) => [r.slug, r] as const))("%s: every token is worked out at every checked scale, in both units", (_slug, r) => {
    for (const scale of CHECKED_SCALES)
      for (const units of UNITS)
        for (const text of scaledTexts(r)) expect(recipeText(text, r, scale, units), `${text} at ${scale}X`).not.toMatch(/[{}]/);
  });

  const counted = recipes.filter((r) => !r.servings[0].measure);
  it.each(counted.map((r) => [r.slug, r] as const))("%s: counts the yield as the page prints it", (_slug, r) => {
    for (const scale of CHECKED_SCALES) expect(kitchenFraction(piecesAt(r, scale)), `at ${scale}X`).toBe(printedCount(r, scale));
  });

  // A count of pieces, pans or portions written into a step is true at one scale only, unless it is per something.
  const COUNT =
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|sixteen|twenty|a dozen|both)(?:[ -][\w'-]+)?[ -](rolls?|cookies?|pizzas?|tortillas?|waffles?|pancakes?|loaf|loaves|slices?|wraps?|mugs?|servings?|rows?|pans?|sheets?|bowls?|plates?|dishes|jars?|pieces?|balls?|logs?|rounds?|rectangles?|batches|eggs?|yolks?|cans?|people|dinners)\b/i;
  const PER = /\b(each|every|per|at a time|\d+X)\b/;
  // Counts that hold at every scale, and why.
  const SCALE_PROOF = [
    "Flatten one piece into a rectangle", // pasta: one at a time, however many pieces
    "2 mixing bowls", // waffles: one for the dry, one for the wet
    "Two small bowls", // harira: one for the slurry, one for the egg
  ];
  it.each(recipes.map((r) => [r.slug, r] as const))("%s: names no count in its steps that holds at one scale only", (_slug, r) => {
    for (const text of scaledTexts(r)) {
      const sentences = text.replace(/\{[^{}]*\}/g, "N").split(/(?<=[.;:!?])\s+/);
      for (const sentence of sentences) {
        if (!COUNT.test(sentence) || PER.test(sentence) || SCALE_PROOF.some((s) => sentence.includes(s))) continue;
        expect.fail(`"${sentence}" names "${sentence.match(COUNT)![0]}": write it per pan or batch, or as a {pans:} token`);
      }
    }
  });

  const NUMBER = `(${WORDS.filter(Boolean).join("|")}|\\d+)`;
  it.each(recipes.map((r) => [r.slug, r] as const))(
    "%s: an intro that names the yield says it is the recipe as written, and names the 1X yield",
    (_slug, r) => {
      const intro = renderMeasures(r.intro);
      for (const s of r.servings.filter((s) => !s.measure)) {
        const nouns = [s.unit, s.plural ?? s.unit].map((n) => n.split(/[ (]/)[0]);
        for (const named of intro.matchAll(new RegExp(`\\b${NUMBER}(?: [\\w-]+)? (${nouns.join("|")})\\b`, "gi"))) {
          expect(intro, `"${named[0]}"`).toMatch(/\bas written\b/i);
          const n = /^\d+$/.test(named[1]) ? Number(named[1]) : WORDS.indexOf(named[1].toLowerCase());
          expect(n, `"${named[0]}" in the intro, ${s.number} in the yield`).toBe(s.number);
        }
      }
    },
  );

  it("keeps a piece the size its step names, where the step names one", () => {
    // The scoop, the measure of batter, the round and the strip of dough are per piece: the yield's count follows the
    // dough, so each piece stays about the 1X size. The pizza's round follows it instead ({pieceInches:}).
    const sized: [string, string][] = [
      ["chocolatecookies", "cookie"],
      ["flourtortillas", "tortilla"],
      ["pancakes", "pancake"],
      ["blueberrylemonpancakes", "pancake"],
      ["basicwaffle", "waffle"],
      ["cinnamonrolls", "roll"],
      ["cinnamonsugarfrenchtoast", "slice of French toast"],
    ];
    for (const [slug, unit] of sized) {
      const r = recipes.find((r) => r.slug === slug)!;
      const s = r.servings.find((s) => s.unit === unit)!;
      for (const scale of CHECKED_SCALES) {
        const share = (s.number * scale) / piecesAt({ servings: [s] }, scale);
        expect(share, `${slug} at ${scale}X`).toBeGreaterThan(0.8);
        expect(share, `${slug} at ${scale}X`).toBeLessThan(1.25);
      }
    }
  });
});

describe("the cinnamon rolls' pans", () => {
  it.each(CHECKED_SCALES.map((scale) => [scale]))(
    "at %sX hold the rolls the yield prints, in the rows and rectangles the steps name",
    (scale) => {
      const loads = panPlan(rolls, scale);
      const steps = stepsAt(rolls, scale);
      const total = loads.reduce((sum, l) => sum + l.pans * l.count, 0);
      expect(String(total)).toBe(printedCount(rolls, scale));
      for (const l of loads) {
        // Full but for a gap or two in one row.
        expect(l.count).toBeLessThanOrEqual(holds(l.fill));
        expect(holds(l.fill) - l.count).toBeLessThan(l.fill.columns);
        expect(steps).toContain(`${l.fill.rows} rows of ${l.fill.columns}`);
        expect(steps).toContain(plain(renderMeasures(`{inches:${kitchenFraction(l.count * rolls.pans!.perPiece)}}`)));
        expect(steps).toContain(plain(renderMeasures(l.fill.pan)));
      }
      const pans = loads.reduce((sum, l) => sum + l.pans, 0);
      expect(steps).toMatch(
        pans === 1 ? /line an? [^ ]+ (square )?pan with/ : new RegExp(`line ${WORDS[pans]} |line (an?|${WORDS[pans - 1]}) `),
      );
      expect(steps).toContain(pans === 1 ? "Cut the log into" : "Cut each log into");
    },
  );

  it("at 1X make the pan of 12 in 3 rows of 4 from an 18 by 12-inch sheet", () => {
    const steps = stepsAt(rolls, 1);
    expect(steps).toContain("line a 9x13-inch pan with parchment paper");
    expect(steps).toContain("Roll it into a rectangle 12 inches from front to back and 18 inches wide");
    expect(steps).toContain("Cut the log into 12 pieces");
    expect(steps).toContain("Set them cut side up in the pan in 3 rows of 4.");
  });

  it("at 1/2X make 6 rolls in an 8-inch square pan, 2 rows of 3, from a sheet half as wide", () => {
    const steps = stepsAt(rolls, 0.5);
    expect(servingsText(rolls, 0.5)).toBe("6 rolls");
    expect(steps).toContain("line an 8-inch square pan with parchment paper");
    expect(steps).toContain("Roll it into a rectangle 12 inches from front to back and 9 inches wide");
    expect(steps).toContain("in the pan in 2 rows of 3.");
    expect(stepsAt(rolls, 0.5, "metric")).toContain("line a 20 cm square pan");
  });

  it("at 5X make five pans of 12, and at 4.4X four and a small one for the 5 left", () => {
    expect(stepsAt(rolls, 5)).toContain("line five 9x13-inch pans");
    expect(stepsAt(rolls, 5)).toContain("12 to each pan in 3 rows of 4");
    const steps = stepsAt(rolls, 4.4);
    expect(servingsText(rolls, 4.4)).toBe("53 rolls");
    expect(steps).toContain("line four 9x13-inch pans and an 8-inch square pan");
    expect(steps).toContain(
      "12 to each 9x13-inch pan in 3 rows of 4, and 5 in the 8-inch square pan in 2 rows of 3, leaving one place empty",
    );
  });

  it("never bake 4 rolls alone, too far apart to rise into each other: 13 to each of four pans at 4.3X, two squares of 8 at 1.3X", () => {
    expect(servingsText(rolls, 4.3)).toBe("52 rolls");
    expect(panPlan(rolls, 4.3)).toEqual([{ fill: { pan: "{inch:9x13} pan", rows: 3, columns: 5 }, count: 13, pans: 4 }]);
    expect(stepsAt(rolls, 4.3)).toContain("13 to each pan in 3 rows of 5, leaving two places empty");
    expect(stepsAt(rolls, 3.3)).toContain(
      "13 to each of two pans in 3 rows of 5, leaving two places empty, and 14 in the last in 3 rows of 5, leaving one place empty",
    );
    expect(servingsText(rolls, 1.3)).toBe("16 rolls");
    expect(stepsAt(rolls, 1.3)).toContain("line two 8-inch square pans");
    for (const scale of CHECKED_SCALES) for (const l of panPlan(rolls, scale)) expect(l.count, `${scale}X`).toBeGreaterThan(4);
  });

  it("squeeze a roll or two more into a full pan rather than bake one alone", () => {
    expect(servingsText(rolls, 1.1)).toBe("13 rolls");
    expect(panPlan(rolls, 1.1)).toEqual([{ fill: { pan: "{inch:9x13} pan", rows: 3, columns: 5 }, count: 13, pans: 1 }]);
  });

  it("are the same in the materials as in the steps", () => {
    const item = rolls.materials.find((m) => m.item.includes("{pans:"))!.item;
    expect(recipeText(item, rolls, 2.7)).toBe("Baking pan for the rolls: two 9x13-inch pans and an 8-inch square pan");
  });
});

describe("the pizza's round", () => {
  it.each(CHECKED_SCALES.map((scale) => [scale]))(
    "at %sX is as wide as the dough for one pizza makes it, in the steps and the yield",
    (scale) => {
      // Whole pizzas, one smaller one below 1X: "1 pizza (8-inch)" at 1/2X, not "1/2 pizza (12-inch)".
      const pizzas = Number(printedCount(pizza, scale));
      expect(Number.isInteger(pizzas) && pizzas >= 1).toBe(true);
      const inches = pieceInches(pizza.servings[0], scale, 12);
      expect(Math.abs(inches - 12 * Math.sqrt(scale / pizzas))).toBeLessThanOrEqual(0.5);
      expect(stepsAt(pizza, scale)).toContain(`into a round about ${inches} inches across`);
      expect(servingsText(pizza, scale)).toMatch(new RegExp(`^${pizzas} pizzas? \\(${inches}-inch\\)`));
    },
  );
});

describe("where the page renders recipe text", () => {
  it("writes its article for the number as said: an 8-inch pan, a 20 cm pan", () => {
    expect(recipeText("line {pans:pans}.", rolls, 0.5)).toBe("line an 8-inch square pan.");
    expect(recipeText("line {pans:pans}.", rolls, 0.5, "metric")).toBe("line a 20\u00a0cm square pan.");
    expect(recipeText("an {inch:12} round", rolls, 1, "metric")).toBe("a 30\u00a0cm round");
  });
});

describe("checking a recipe's scale tokens", () => {
  const problems = (r: Recipe) => recipeProblems(r).join("\n");
  it("refuses them where the page does not render at the scale: the intro, the picture's text", () => {
    expect(problems({ ...rolls, intro: `${rolls.intro} Bake them in {pans:pans}.` })).toMatch(/intro: .* is not rendered at the scale/);
    expect(problems({ ...rolls, imgAlt: `${rolls.imgAlt} in {pans:pans}` })).toMatch(/imgAlt: .* is not rendered at the scale/);
  });

  it("refuses a pans token the recipe has no pans for, or one it does not know", () => {
    const step = (text: string) => rolls.steps.map((s) => (s.num === "7" ? { ...s, postInstruction: text } : s));
    expect(problems({ ...pizza, steps: pizza.steps.map((s) => ({ ...s, postInstruction: `${s.postInstruction} {pans:rows}` })) })).toMatch(
      /needs the recipe's pans/,
    );
    expect(problems({ ...rolls, steps: step("Set them {pans:grid}.") })).toMatch(/pans tokens are pans, divide, each, across, cut, rows/);
  });
});
