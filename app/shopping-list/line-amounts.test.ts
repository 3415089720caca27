import { describe, expect, it } from "vitest";
import { getRecipe } from "~/recipes/index";
import { scaleIngredient } from "~/amounts/scale";
import { ingredientsOf } from "~/recipes/types";
import { UNIT_SYSTEMS, type UnitSystem } from "~/amounts/units";
import { lineText } from "./line-text";
import { line, lines, list, made } from "../../tests/support/shopping-lists";

describe("the same unit", () => {
  it("adds eggs to eggs, whatever each recipe calls them: 1 large egg and 2 large eggs are 3", () => {
    for (const units of UNIT_SYSTEMS) {
      expect(line(list(units, ["pancakes", 1], ["simplepastadough", 1]), /egg/)).toBe("3 large eggs");
      expect(line(list(units, ["pancakes", 5], ["simplepastadough", 5]), /egg/)).toBe("15 large eggs");
    }
  });

  it("buys the pasta water's salt once per pot: two pots from 2.7X, where the recipe page says per pot", () => {
    for (const units of UNIT_SYSTEMS) {
      // 1 tbsp per pot and 3/4 tsp for the food at 1X: at 2X one pot and 1 1/2 tsp; at 4X two pots and 3 tsp.
      expect(line(list(units, ["alfredopastawithchickenandbroccoli", 2]), /kosher salt/)).toBe("1 1/2 tbsp kosher salt");
      expect(line(list(units, ["alfredopastawithchickenandbroccoli", 4]), /kosher salt/)).toBe("3 tbsp kosher salt");
      expect(line(list(units, ["alfredopastawithchickenandbroccoli", 5]), /kosher salt/)).toBe("3 tbsp + 1 tsp kosher salt");
    }
  });

  it("adds spoons to spoons and writes the sum as a recipe page would", () => {
    // Pancakes 1/4 tsp at 1X, marinara 3/4 tsp, pasta dough 1/4 tsp.
    const three = (units: UnitSystem, scale: number) => list(units, ["pancakes", scale], ["marinara", scale], ["simplepastadough", scale]);
    expect(line(three("us", 1), /^fine sea salt/)).toBe("1 1/4 tsp fine sea salt");
    // 6 1/4 tsp at 5X: a page may write 2 tbsp, a list never buys less than the recipes use.
    expect(line(three("us", 5), /^fine sea salt/)).toBe("2 tbsp + 1 tsp fine sea salt");
    expect(line(three("metric", 5), /^fine sea salt/)).toBe("2 tbsp + 1 tsp fine sea salt");
    // Garlic by the clove, cans of one size by the can.
    // Garlic is bought by the head, which says how many cloves the recipes use.
    expect(line(list("us", ["marinara", 2], ["beefstew", 1]), /garlic/)).toBe("1 head of garlic (10 cloves)");
    expect(line(list("us", ["marinara", 5], ["beefstew", 2]), /garlic/)).toBe("3 heads of garlic (24 cloves)");
    const chickpeas = made("a", [{ item: "chickpeas", amount: 1, unit: "can", size: { amount: 15, unit: "oz" } }]);
    expect(line(list("us", [chickpeas, 1], ["classichummus", 2]), /chickpeas/)).toBe("3 cans (15 oz each) chickpeas");
    expect(line(list("metric", [chickpeas, 1], ["classichummus", 2]), /chickpeas/)).toBe("3 cans (400 g each) chickpeas");
  });

  it("buys whole onions for half a one and a whole one, and a pound of chicken breast with more of it in pounds", () => {
    expect(line(list("us", ["marinara", 1], ["beefstew", 1]), /onion/)).toBe("2 small yellow onions");
    expect(line(list("us", ["alfredopastawithchickenandbroccoli", 2], ["jalapenochickensalad", 1]), /chicken breast/)).toBe(
      "2 1/4 lb boneless, skinless chicken breasts (a medium breast is about 8 to 10 oz)",
    );
    expect(line(list("metric", ["alfredopastawithchickenandbroccoli", 2], ["jalapenochickensalad", 1]), /chicken breast/)).toBe(
      "1.1 kg boneless, skinless chicken breasts (a medium breast is about 225 to 280 g)",
    );
  });

  it("writes butter by the stick up to two pounds (two boxes), then by weight, and milk by the jug", () => {
    expect(line(list("us", ["chocolatecookies", 2], ["pancakes", 2]), /unsalted butter/)).toBe(
      "2 3/4 sticks unsalted butter (1 box of 1 lb)",
    );
    expect(line(list("us", ["chocolatecookies", 5], ["pancakes", 5]), /unsalted butter/)).toBe(
      "6 3/4 sticks unsalted butter (2 boxes of 1 lb)",
    );
    expect(line(list("us", ["chocolatecookies", 5], ["cinnamonrolls", 5]), /unsalted butter/)).toBe(
      "3 1/2 lb unsalted butter (4 boxes of 1 lb)",
    );
    expect(line(list("metric", ["chocolatecookies", 5], ["pancakes", 5]), /unsalted butter/)).toBe(
      "750 g unsalted butter (3 blocks of 250 g)",
    );
    // Sold by the quart and the half gallon, or the litre carton: the line says how many to buy.
    expect(line(list("us", ["creamcheese", 5], ["pancakes", 5]), /whole milk/)).toBe("5 quarts whole milk (2 half gallons and 1 quart)");
    expect(line(list("metric", ["creamcheese", 5], ["pancakes", 5]), /whole milk/)).toBe("4.4 L whole milk (5 litre cartons)");
    expect(line(list("us", ["pancakes", 1]), /whole milk/)).toBe("3/4 cup whole milk (1 quart)");
  });
});

describe("units that convert", () => {
  it("adds a baker's grams of flour to cups of it: cups in US, grams in metric", () => {
    // Pancakes: 1 cup a batch (120 g a cup, from its own recipe); pasta dough: 200 g.
    expect(line(list("us", ["pancakes", 2], ["simplepastadough", 1]), /all-purpose flour/)).toBe("3 2/3 cups all-purpose flour");
    expect(line(list("metric", ["pancakes", 2], ["simplepastadough", 1]), /all-purpose flour/)).toBe("440 g all-purpose flour");
    expect(line(list("us", ["pancakes", 5], ["simplepastadough", 5]), /all-purpose flour/)).toBe("13 1/2 cups all-purpose flour");
    expect(line(list("metric", ["pancakes", 5], ["simplepastadough", 5]), /all-purpose flour/)).toBe("1.6 kg all-purpose flour");
  });

  it("adds millilitres to cups of the same thing", () => {
    const milk = made("a", [{ item: "whole milk", amount: 300, unit: "ml" }]);
    expect(line(list("us", [milk, 1], ["pancakes", 1]), /^whole milk/)).toBe("2 cups whole milk (1 quart)");
    expect(line(list("metric", [milk, 1], ["pancakes", 1]), /^whole milk/)).toBe("500 ml whole milk (1 litre carton)");
    // Millilitres alone stay the recipe's own, as on its page.
    expect(line(list("us", [milk, 5]), /milk/)).toBe("1.5 L whole milk (1 half gallon)");
  });

  it("never lists water, which comes from the tap", () => {
    for (const units of UNIT_SYSTEMS)
      expect(
        lines(list(units, ["artisanbread", 5], ["classichummus", 2], ["russiantea", 1])).filter((l) => /water/.test(lineText(l))),
      ).toEqual([]);
  });

  it("weighs on a metric list only what a recipe on it weighs, so a spoonful stays a spoonful", () => {
    // Beef stew thickens with 1 tbsp of flour, measured by the spoon on its page in both systems.
    expect(line(list("metric", ["beefstew", 1]), /all-purpose flour/)).toBe("1 tbsp all-purpose flour");
    expect(line(list("metric", ["beefstew", 1], ["pancakes", 1]), /all-purpose flour/)).toBe("130 g all-purpose flour");
  });
});

describe("units that don't convert", () => {
  it("adds a pinch to teaspoons of salt as the sixteenth of a teaspoon it is, rounding up, in both systems and at 5X", () => {
    for (const units of UNIT_SYSTEMS) {
      expect(line(list(units, ["cinnamonsugarfrenchtoast", 1], ["pancakes", 1]), /^fine sea salt/)).toBe("1/2 tsp fine sea salt");
      expect(line(list(units, ["cinnamonsugarfrenchtoast", 5], ["pancakes", 5]), /^fine sea salt/)).toBe("1 3/4 tsp fine sea salt");
    }
  });

  it("lists cans beside grams, and adds cans of two sizes in small cans' worth, bought as a page writes them", () => {
    const grams = made("a", [{ item: "chickpeas", amount: 200, unit: "g" }]);
    // 200 g is 7.05 oz: never under what the recipe weighs.
    expect(line(list("us", [grams, 1], ["classichummus", 1]), /chickpeas/)).toBe("chickpeas: 200 g and 1 can (15 oz)");
    const big = made("b", [{ item: "chickpeas", amount: 1, unit: "can", size: { amount: 28, unit: "oz" } }]);
    expect(line(list("metric", [big, 1], ["classichummus", 1]), /chickpeas/)).toBe("3 cans (400 g each) chickpeas");
    // The goulash at 5X: its page and the list buy the same cans.
    const page = ingredientsOf(getRecipe("blackbeangoulash")).find((i) => i.item === "black beans")!;
    expect(line(list("us", ["blackbeangoulash", 5]), /black beans/)).toBe(`${scaleIngredient(page, 5).amount} black beans`);
  });

  it("keeps cups beside a weight when no recipe gives the weight of a cup, the weight as the page writes it", () => {
    const cups = made("a", [{ item: "rye flour", amount: 1, unit: "cup" }]);
    const grams = made("b", [{ item: "rye flour", amount: 200, unit: "g" }]);
    expect(line(list("us", [cups, 1], [grams, 1]), /rye/)).toBe("rye flour: 1 cup and 200 g");
    expect(line(list("us", [cups, 5], [grams, 5]), /rye/)).toBe("rye flour: 5 cups and 1 kg");
  });

  it("names each amount when the names differ: pounds of tomatoes and a counted one", () => {
    expect(line(list("us", ["roastedtomatoandbasilsoup", 1], ["lebanesechickenshawarma", 1]), /Roma/)).toBe(
      "2 lb Roma tomatoes and 1 Roma tomato",
    );
  });
});
