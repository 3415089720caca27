import { describe, expect, it } from "vitest";
import { recipes } from "~/recipes/index";
import { amountContext, amountProblems, kindOf } from "./amount-rules";
import { kitchenFraction } from "./measure";
import { switchesKind } from "./recipe-amount-rules";
import { ingredientText, scaleIngredient, servingsText } from "./scale";
import { ingredientsOf } from "~/recipes/types";

describe("scaling an ingredient", () => {
  it("writes doubled and tripled spoons and cups as fractions", () => {
    expect(ingredientText({ item: "milk", amount: 0.75, unit: "cup" }, 2)).toBe("1 1/2 cups milk");
    expect(ingredientText({ item: "oats", amount: 1 / 3, unit: "cup" }, 4)).toBe("1 1/3 cups oats");
    expect(ingredientText({ item: "salt", amount: 0.25, unit: "tsp" }, 3)).toBe("3/4 tsp salt");
  });

  it("moves spoons up to a neater measure", () => {
    expect(ingredientText({ item: "salt", amount: 1, unit: "tsp" }, 3)).toBe("1 tbsp salt");
    expect(ingredientText({ item: "oil", amount: 2, unit: "tbsp" }, 2)).toBe("1/4 cup oil");
    expect(ingredientText({ item: "sugar", amount: 2, unit: "tbsp" }, 4)).toBe("1/2 cup sugar");
    // Tablespoons become cups from 1/4 cup on (issue 16); a cup takes tablespoons with it, not teaspoons (issue 24).
    expect(ingredientText({ item: "oil", amount: 1.5, unit: "tbsp" }, 3)).toBe("1/4 cup + 1/2 tbsp oil");
  });

  it("measures eighths of a cup, which cup sets lack, with two tablespoons", () => {
    const milk = { item: "whole milk", amount: 7 / 8, unit: "cup" as const };
    expect(ingredientText(milk, 1)).toBe("3/4 cup + 2 tbsp whole milk");
    expect(ingredientText(milk, 2)).toBe("1 3/4 cups whole milk");
    // Where 2 tbsp more or less changes nothing, one measure; past 4 cups, whole or half cups.
    expect(ingredientText(milk, 3)).toBe("2 2/3 cups whole milk");
    expect(ingredientText(milk, 5)).toBe("4 1/2 cups whole milk");
    expect(ingredientText({ item: "cream", amount: 1 / 8, unit: "cup" }, 1)).toBe("2 tbsp cream");
    expect(ingredientText({ item: "oats", amount: 1 / 3, unit: "cup" }, 1)).toBe("1/3 cup oats");
  });

  it("scales a count written into a note with its amount", () => {
    const gelatin = { item: "powdered gelatin", amount: 2.5, unit: "tsp" as const, note: "({count:1|envelope|envelopes})" };
    expect(ingredientText(gelatin, 1)).toBe("2 1/2 tsp powdered gelatin (1 envelope)");
    expect(ingredientText(gelatin, 2)).toBe("1 tbsp + 2 tsp powdered gelatin (2 envelopes)");
  });

  it("measures yeast by the spoon at every scale, naming the packets in words, in both unit systems", () => {
    const yeast = { item: "instant yeast", amount: 2.25, unit: "tsp" as const };
    // Issue 60: packet, teaspoons, packet again across the scales; now one measure, the packets said beside it.
    expect(ingredientText(yeast, 1)).toBe("2 1/4 tsp instant yeast (1 packet)");
    expect(ingredientText(yeast, 5)).toBe("3 1/2 tbsp instant yeast (5 packets)");
    expect(ingredientText(yeast, 2.7)).toBe("2 tbsp instant yeast (from 3 packets)");
    expect(ingredientText(yeast, 1.5)).toBe("1 tbsp instant yeast (from 2 packets)");
    // Spoons on a metric page too, so comparing scales never turns teaspoons into grams.
    expect(ingredientText(yeast, 1.5, { units: "metric" })).toBe("1 tbsp instant yeast (from 2 sachets)");
    expect(ingredientText({ ...yeast, amount: 0.5 }, 5, { units: "metric" })).toBe("2 1/2 tsp instant yeast (from 2 sachets)");
    expect(ingredientText(yeast, 0.5)).toBe("1 tsp instant yeast");
    // The pizza dough's 1/2 tsp at 5X: a packet would be 10% short.
    expect(ingredientText({ ...yeast, amount: 0.5 }, 5)).toBe("2 1/2 tsp instant yeast (from 2 packets)");
  });

  it("keeps counted things whole, or in halves where cooks halve them (a quarter below a half), and never below one", () => {
    const bay = { item: "bay leaf", plural: "bay leaves", amount: 1, unit: "" as const };
    expect([0.5, 1.3, 2.7, 3.3].map((scale) => ingredientText(bay, scale))).toEqual([
      "1 bay leaf",
      "1 bay leaf",
      "3 bay leaves",
      "3 bay leaves",
    ]);
    const garlic = { item: "garlic", amount: 2, unit: "clove" as const };
    expect([0.5, 2.7].map((scale) => ingredientText(garlic, scale))).toEqual(["1 clove garlic", "5 cloves garlic"]);
    const onion = { item: "small yellow onion", plural: "small yellow onions", amount: 1, unit: "" as const };
    expect([0.5, 0.7, 2.7, 3.3].map((scale) => scaleIngredient(onion, scale).amount)).toEqual(["1/2", "1/2", "2 1/2", "3"]);
    // Tzatziki's half cucumber at half scale: a quarter, not the half the 1X recipe uses.
    const cucumber = { item: "English cucumber", plural: "English cucumbers", amount: 1 / 2, unit: "" as const };
    expect([0.5, 0.7, 0.8, 1].map((scale) => scaleIngredient(cucumber, scale).amount)).toEqual(["1/4", "1/4", "1/2", "1/2"]);
  });

  it("turns pinches into spoons past one pinch", () => {
    const nutmeg = { item: "ground nutmeg", amount: 1, unit: "pinch" as const };
    expect([1, 1.3, 2, 3, 5].map((scale) => scaleIngredient(nutmeg, scale).amount)).toEqual([
      "1 pinch",
      "1 pinch",
      "1/8 tsp",
      "1/8 tsp",
      "1/4 tsp",
    ]);
  });

  it("measures chopped herbs by the spoon up to 3 tbsp, then by the cup or, on a metric page, the spoon or the scale", () => {
    const cilantro = { item: "chopped fresh cilantro", amount: 2, unit: "tbsp" as const };
    expect([1, 1.5, 2.7, 5].map((scale) => scaleIngredient(cilantro, scale).amount)).toEqual(["2 tbsp", "3 tbsp", "1/3 cup", "2/3 cup"]);
    // Under a quarter cup as written: a metric page spoons it at every scale, never "2 1/2 tbsp" then "65 ml" (issue 60).
    expect([1, 4, 5].map((scale) => scaleIngredient(cilantro, scale, { units: "metric" }).amount)).toEqual(["2 tbsp", "8 tbsp", "10 tbsp"]);
    const dill = { item: "fresh dill", amount: 1, unit: "tbsp" as const };
    expect([4, 5].map((scale) => scaleIngredient(dill, scale, { units: "metric" }).amount)).toEqual(["4 tbsp", "5 tbsp"]);
    // A quarter cup or more as written is weighed at every scale, in 5 g steps.
    const parsley = { item: "chopped fresh flat-leaf parsley", amount: 1 / 4, unit: "cup" as const };
    expect([0.6, 1, 5].map((scale) => scaleIngredient(parsley, scale, { units: "metric" }).amount)).toEqual(["10 g", "15 g", "75 g"]);
    expect(amountProblems("2 g", amountContext(dill, "metric"))).not.toEqual([]);
    expect(amountProblems("8 g", amountContext(cilantro, "metric"))).not.toEqual([]);
  });

  it("writes canned goods given by the cup in cups from one can below a can, then in the cans a shop sells with the cups in words", () => {
    const crushed = { item: "crushed tomatoes", amount: 0.9, unit: "cup" as const };
    // Issue 60: half a can, then cups, then cans again read as three measures; below a can it is cups at every scale.
    expect(ingredientText(crushed, 1)).toBe(
      "3/4 cup + 2 tbsp crushed tomatoes (from a 15 oz can); keep the rest of the can, covered, in the fridge",
    );
    expect(ingredientText(crushed, 5)).toBe(
      "2 1/2 cans (15 oz each) crushed tomatoes (about 4 1/4 cups in all); keep the rest, covered, in the fridge",
    );
    expect(scaleIngredient(crushed, 5, { units: "metric" }).amount).toBe("2 1/2 cans (400 g each)");
  });

  it("weighs past 8 cups, on a US page, what the recipe gives the weight of, saying about how many cups", () => {
    const flour = { item: "all-purpose flour", amount: 4.25, unit: "cup" as const };
    const gramsPerCup = { "all-purpose flour": 120 };
    expect(ingredientText(flour, 1, { gramsPerCup })).toBe("4 1/4 cups all-purpose flour");
    // The cups the written 5 1/2 lb hold (issue 60: two scales writing one weight say one count of cups).
    expect(ingredientText(flour, 5, { gramsPerCup })).toBe("5 1/2 lb all-purpose flour (about 21 cups)");
    // Without its weight, cups: nothing to weigh by.
    expect(ingredientText(flour, 5)).toBe("21 1/2 cups all-purpose flour");
  });

  it("weighs meat and yogurt in metric as a shop's scale reads it, not as a conversion of pounds", () => {
    const chuck = { item: "boneless beef chuck roast", amount: 1, unit: "lb" as const };
    expect([1, 1.5, 2].map((scale) => scaleIngredient(chuck, scale, { units: "metric" }).amount)).toEqual(["450 g", "700 g", "900 g"]);
    // Three cups at King Arthur's 8 oz a cup are 680 g: 700 g, as a tub or a shop's scale reads.
    const yogurt = { item: "whole-milk plain Greek yogurt", amount: 1, unit: "cup" as const };
    const gramsPerCup = { "whole-milk plain Greek yogurt": 227 };
    expect(scaleIngredient(yogurt, 3, { units: "metric", gramsPerCup }).amount).toBe("700 g");
  });

  it("gives each ingredient one kind of measure, or one switch from spoons at 20 g, at every scale in metric", () => {
    const pecans = { item: "pecans", amount: 2, unit: "tbsp" as const };
    const weighed = [1, 2, 3, 4, 5].map(
      (scale) => scaleIngredient(pecans, scale, { units: "metric", gramsPerCup: { pecans: 113 } }).amount,
    );
    // Round figures from 20 g: 30 g, not the ounce's 28 g; under 20 g the spoons, kept in words above (issue 60).
    expect(weighed).toEqual(["2 tbsp", "30 g", "40 g", "55 g", "70 g"]);
    const spooned = [1, 2, 3, 4, 5].map((scale) => scaleIngredient(pecans, scale, { units: "metric" }).amount);
    expect(spooned).toEqual(["2 tbsp", "4 tbsp", "6 tbsp", "8 tbsp", "10 tbsp"]);
    const oil = [1, 5].map((scale) => scaleIngredient({ item: "olive oil", amount: 1, unit: "tbsp" }, scale, { units: "metric" }).amount);
    expect(oil).toEqual(["1 tbsp", "75 ml"]);
  });

  it("gives a can the size a metric shop sells", () => {
    const tomatoes = { item: "diced tomatoes", amount: 1, unit: "can" as const, size: { amount: 14.5, unit: "oz" as const } };
    expect(scaleIngredient(tomatoes, 1, { units: "metric" }).amount).toBe("1 can (400 g)");
    // Two small cans' worth is what one large can holds: a cook buys that.
    expect(scaleIngredient(tomatoes, 2, { units: "metric" }).amount).toBe("1 can (800 g)");
    expect(scaleIngredient(tomatoes, 2).amount).toBe("1 can (28 oz)");
    expect(scaleIngredient(tomatoes, 3).amount).toBe("3 cans (14 1/2 oz each)");
  });

  it("keeps grams whole", () => {
    expect(ingredientText({ item: "bread flour", amount: 133, unit: "g" }, 3)).toBe("399 g bread flour");
    expect(scaleIngredient({ item: "yeast", amount: 1, unit: "g" }, 1).amount).toBe("1 g");
  });

  it("names counted things in the plural when there is more than one", () => {
    const egg = { item: "large egg", plural: "large eggs", amount: 1, unit: "" as const };
    expect(ingredientText(egg, 1)).toBe("1 large egg");
    expect(ingredientText(egg, 3)).toBe("3 large eggs");
    expect(ingredientText({ item: "garlic", amount: 1, unit: "clove" }, 2)).toBe("2 cloves garlic");
  });

  it("never prints a long decimal for any ingredient of any recipe at any scale", () => {
    for (const r of recipes) {
      for (const ing of ingredientsOf(r)) {
        for (const scale of [1, 2, 3, 4, 5]) {
          const { amount } = scaleIngredient(ing, scale);
          expect(amount, `${r.slug} ${ing.item} ${scale}X`).not.toMatch(/\d\.\d{3}/);
          expect(amountProblems(amount, amountContext(ing, "us"))).toEqual([]);
        }
      }
    }
  });

  it("never changes an ingredient's kind of measure with the scale, in either unit system", () => {
    for (const r of recipes) {
      for (const units of ["us", "metric"] as const) {
        for (const ing of ingredientsOf(r)) {
          // Past 8 cups a US page weighs what its recipe gives the weight of (flour at 5X); a metric page, from 20 g
          // (issue 60's oneMeasure rule in app/recipe-page/amounts.test.ts holds that switch to one, kept in words).
          if (switchesKind(ing.item, units) || r.gramsPerCup?.[ing.item]) continue;
          const kinds = new Set(
            [1, 2, 3, 4, 5].map((scale) => kindOf(scaleIngredient(ing, scale, { units, gramsPerCup: r.gramsPerCup }).amount)),
          );
          expect(kinds.size, `${r.slug} ${ing.item} in ${units}`).toBe(1);
        }
      }
    }
  });
});

describe("servingsText", () => {
  const bread = {
    servings: [
      { number: 1, unit: "loaf", plural: "loaves" },
      { number: 12, unit: "slice", plural: "slices" },
    ],
  };

  const stew = { servings: [{ number: 2, unit: "serving", plural: "servings" }] };
  // Words no rule could guess from the plural: a trailing "s" that is not one, and a plural that is not the last word.
  const odd = {
    servings: [
      { number: 2, unit: "glass", plural: "glasses" },
      { number: 2, unit: "slice of French toast", plural: "slices of French toast" },
    ],
  };

  it("keeps a single loaf singular at 1X and names more than one in the plural", () => {
    expect(servingsText(bread, 1)).toBe("1 loaf · 12 slices");
    expect(servingsText(bread, 2)).toBe("2 loaves · 24 slices");
  });

  it("takes the words for one serving and for more from the recipe", () => {
    expect(servingsText(stew, 0.5)).toBe("1 serving");
    expect(servingsText(stew, 1)).toBe("2 servings");
    // What the reader has can make 1.2 servings: rounded, that is one.
    expect(servingsText(stew, 0.6)).toBe("1 serving");
    expect(servingsText(odd, 0.5)).toBe("1 glass · 1 slice of French toast");
    expect(servingsText(odd, 1)).toBe("2 glasses · 2 slices of French toast");
  });

  it("spoons a metric yield under 60 ml and reads a larger one off a jug, as it would a poured amount", () => {
    const jar = { servings: [{ number: 5, unit: "tablespoons", measure: "tbsp" as const }] };
    expect([0.5, 1, 5].map((scale) => servingsText(jar, scale, "metric"))).toEqual(["2 1/2 tbsp", "75 ml", "375 ml"]);
    expect(servingsText(jar, 5, "us")).toBe("1 1/2 cups");
  });

  it("gives every recipe's yield its own words for one and for more", () => {
    for (const recipe of recipes) {
      for (const scale of [0.5, 1, 2]) {
        const parts = servingsText(recipe, scale).split(" · ");
        recipe.servings.forEach((s, i) => {
          // A yield of a size (the pizza) is counted whole, with its size: the pizza's round test.
          if (s.measure || s.inches) return;
          expect(parts[i], `${recipe.slug} at ${scale}X`).toBe(
            `${kitchenFraction(s.number * scale)} ${s.number * scale > 1 ? s.plural : s.unit}`,
          );
        });
      }
    }
  });
});

describe("a counted thing a dish needs whole", () => {
  it("keeps the mayonnaise's yolk whole below 1X, with a word, where an egg in a batter is beaten and halved", () => {
    // Issue 60: "beat it and use half" of a yolk at 1/2X. A cook makes a small mayonnaise with a whole yolk.
    const mayo = recipes.find((r) => r.slug === "homemademayonnaise")!;
    const listed = mayo.meatdairyeggs.find((i) => i.item === "large egg yolk")!;
    const inStep = mayo.steps.flatMap((s) => s.ingredients).find((i) => i.item === "large egg yolk")!;
    for (const yolk of [listed, inStep]) {
      for (const scale of [0.5, 0.6]) {
        const text = ingredientText(yolk, scale);
        expect(text).toMatch(/^1 large egg yolk\b/);
        expect(text).toContain("use the whole yolk");
        expect(text).not.toContain("half");
      }
    }
    expect(ingredientText({ item: "large egg", amount: 1, unit: "" }, 0.5)).toContain("beat it and use half");
  });
});
