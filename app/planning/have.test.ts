import { describe, expect, it } from "vitest";
import { getRecipe } from "~/recipes/index";
import { haveScale, readAmount } from "./have";
import { haveChoices } from "./plan-fields";

const ask = (slug: Parameters<typeof getRecipe>[0], have: string, amount: string, unit: string, units: "us" | "metric" = "us") =>
  haveScale(getRecipe(slug), { have, amount, unit }, units);

describe("scale to what you have", () => {
  it("reads amounts as a cook types them", () => {
    expect(["250", "1.5", "1,5", "1 1/2", "3/4", " 2  1/4 "].map(readAmount)).toEqual([250, 1.5, 1.5, 1.5, 0.75, 2.25]);
    expect(["", "0", "-1", "1e3", "abc", "1/0", "9".repeat(30), "½"].map(readAmount)).toEqual(Array(8).fill(null));
  });

  it("finds the scale in the recipe's own unit, rounded down to a tenth so the recipe never asks for more than there is", () => {
    expect(ask("artisanbread", "bread flour", "250", "g")).toMatchObject({ ok: true, scale: 0.6, given: "250 g of bread flour" });
    expect(ask("artisanbread", "bread flour", "1.08", "kg")).toMatchObject({ ok: true, scale: 2.7 });
    // 1 lb is 453.6 g: 1.13X, rounded down.
    expect(ask("artisanbread", "bread flour", "1", "lb")).toMatchObject({ ok: true, scale: 1.1 });
    expect(ask("artisanbread", "bread flour", "800", "g")).toMatchObject({ ok: true, scale: 2 });
  });

  it("never asks for more of the ingredient than the reader has, and names it in their own terms", () => {
    // The page rounds 2.7 lb to a quarter pound: 2 3/4 lb is more than there is, so the line is the reader's 2.7 lb.
    expect(ask("beefstew", "boneless beef chuck roast", "2.7", "lb")).toMatchObject({ ok: true, scale: 2.7, own: "2.7 lb" });
    expect(ask("beefstew", "boneless beef chuck roast", "2", "lb")).toMatchObject({ ok: true, scale: 2, own: null });
    // Two 15 oz cans are the same chickpeas as one 28 oz can, but the reader holds two.
    expect(ask("classichummus", "chickpeas", "2", "count")).toMatchObject({
      ok: true,
      scale: 2,
      given: "2 cans of chickpeas",
      own: "2 cans (15 oz each)",
    });
    expect(ask("classichummus", "chickpeas", "2", "count", "metric")).toMatchObject({ own: "2 cans (400 g each)" });
    expect(ask("classichummus", "chickpeas", "1", "count")).toMatchObject({ scale: 1, given: "1 can of chickpeas", own: "1 can (15 oz)" });
  });

  it("turns cups into grams and back only where the recipe gives the weight of a cup", () => {
    const pancakes = getRecipe("pancakes");
    const flour = haveChoices(pancakes).find((i) => i.item === "all-purpose flour")!;
    const gramsPerCup = pancakes.gramsPerCup!["all-purpose flour"];
    const grams = Math.round(flour.amount * gramsPerCup * 1.3);
    expect(ask("pancakes", "all-purpose flour", String(grams), "g")).toMatchObject({ ok: true, scale: 1.3 });
    expect(ask("pancakes", "all-purpose flour", "1 1/2", "cup")).toMatchObject({ ok: true, given: "1 1/2 cups of all-purpose flour" });
    expect(ask("pancakes", "all-purpose flour", "1", "cup")).toMatchObject({ given: "1 cup of all-purpose flour" });
    expect(ask("artisanbread", "bread flour", "3", "cup")).toEqual({
      ok: false,
      errors: { unit: "Bread flour is weighed here: give it in g, kg, oz or lb." },
    });
    expect(ask("pancakes", "large egg", "2", "g")).toMatchObject({ ok: false, errors: { unit: expect.stringMatching(/is counted here/) } });
    expect(ask("pancakes", "large egg", "2", "count")).toMatchObject({ ok: true, scale: 2, given: "2 large eggs" });
  });

  it("refuses what is not between 1/2 and 5 times the recipe, saying where the limits are", () => {
    expect(ask("artisanbread", "bread flour", "150", "g")).toEqual({
      ok: false,
      errors: { amount: "That is less than half of the 400 g the recipe uses: the smallest it scales to is 1/2X, 200 g." },
    });
    expect(ask("artisanbread", "bread flour", "99", "kg", "metric")).toEqual({
      ok: false,
      errors: { amount: "That is more than 5 times the 400 g the recipe uses: the most it scales to is 5X, 2 kg." },
    });
    expect(ask("artisanbread", "bread flour", "2", "kg")).toMatchObject({ ok: true, scale: 5 });
  });

  it("names every field that is wrong at once", () => {
    expect(ask("artisanbread", "gold", "lots", "bushel")).toEqual({
      ok: false,
      errors: {
        have: "Pick one of this recipe’s ingredients.",
        amount: "Say how much you have as a number above 0, such as 250, 1.5 or 1 1/2.",
        unit: "Pick a unit.",
      },
    });
  });

  it("offers each ingredient once, and not the salt for a pot of water", () => {
    const alfredo = getRecipe("alfredopastawithchickenandbroccoli");
    const items = haveChoices(alfredo).map((i) => i.item);
    expect(new Set(items).size).toBe(items.length);
    expect(haveChoices(alfredo).some((i) => i.notScaled)).toBe(false);
  });
});
