import { describe, expect, it } from "vitest";
import type { Ingredient } from "~/recipes/types";
import { fruitEnough, onePurchase, packAgrees } from "./list-rules";
import type { ListLine } from "./merge";

// Lines as issue 60 quoted them from the lists of 1 Dec.
const line = (amount: string, item: string, note?: string, key = item): ListLine => ({
  key,
  parts: [{ amount, item, ingredient: { item, amount: 0, unit: "" } as Ingredient }],
  ...(note ? { note } : {}),
  recipes: [],
});

describe("the list rules, each against a line the issue quoted", () => {
  it("packAgrees: a line sold in packs says how many, and they hold what it writes with none to spare", () => {
    expect(packAgrees(line("2 quarts", "whole milk", "(1 half gallon and 1 quart)"), "us")).toMatch(/one pack fewer/);
    expect(packAgrees(line("5 1/2 cups", "low-sodium beef broth"), "us")).toMatch(/says no carton of 32 fl oz/);
    expect(packAgrees(line("1 1/2 cups", "dry red wine"), "us")).toMatch(/says no bottle/);
    expect(packAgrees(line("3 tbsp", "tomato paste"), "us")).toMatch(/says no can of 6 oz/);
    expect(packAgrees(line("3 cups", "sharp cheddar cheese"), "us")).toMatch(/says no block/);
    expect(packAgrees(line("5 1/2 cups", "low-sodium beef broth", "(1 carton of 32 fl oz)"), "us")).toMatch(/hold less/);
    // As the lists now write them.
    expect(packAgrees(line("2 quarts", "whole milk", "(1 half gallon)"), "us")).toBeNull();
    expect(packAgrees(line("5 1/2 cups", "low-sodium beef broth", "(1 carton of 32 fl oz and 1 can of 14.5 oz)"), "us")).toBeNull();
    expect(packAgrees(line("1 lb 10 oz", "dried fettuccine", "(2 boxes of 1 lb)"), "us")).toBeNull();
    expect(packAgrees(line("3 cups", "sharp cheddar cheese", "(2 blocks of 8 oz)"), "us")).toBeNull();
    expect(packAgrees(line("1.8 L", "low-sodium beef broth", "(2 cartons of 1 litre)"), "metric")).toBeNull();
  });

  it("onePurchase: one line per thing bought", () => {
    const onions = [line("1", "small yellow onion"), line("2", "yellow onions")];
    expect(onePurchase(onions)).toEqual(["2 yellow onions: yellow onion is on another line too"]);
    expect(onePurchase([line("2", "yellow onions"), line("1", "red onion")])).toEqual([]);
  });

  it("fruitEnough: lemons enough for the juice at the low end of what one gives", () => {
    expect(fruitEnough(line("5", "lemons", "(for the juice and zest)"), 13.5)).toMatch(/5 give 10 tbsp/);
    expect(fruitEnough(line("7", "lemons", "(for the juice and zest)"), 13.5)).toBeNull();
  });
});
