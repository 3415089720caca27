import { describe, expect, it } from "vitest";
import { amountProblems, teaspoonsOf } from "./amount-rules";
import { HALF_CUPS_FROM_CUPS, TOLERANCE } from "./measure";
import { EIGHTHS_OF_TSP, near, quantityOf } from "../../tests/support/amounts";
import { butterAmount, usVolume, usWeight } from "./us-amounts";

// Past 4 cups amounts round to half and quarter cups, so whole teaspoons find what eighths would, in a quarter of the time.
const US_VOLUMES = EIGHTHS_OF_TSP.filter((tsp) => tsp <= 48 * HALF_CUPS_FROM_CUPS + 1 || Number.isInteger(tsp));

describe("US volumes", () => {
  it.each([
    [0.125, "1/8 tsp"],
    // No cook measures 1/4 tsp + 1/8 tsp: the nearer spoon.
    [0.375, "1/4 tsp"],
    [2.75, "2 3/4 tsp"],
    [3, "1 tbsp"],
    [4.5, "1 1/2 tbsp"],
    [10, "3 tbsp + 1 tsp"],
    [6.75, "2 tbsp + 1 tsp"],
    [12, "1/4 cup"],
    [30, "1/2 cup + 2 tbsp"],
    [16, "1/3 cup"],
    [19, "1/3 cup + 1 tbsp"],
    [48 * 1.75, "1 3/4 cups"],
    [48 * (3 + 1 / 3), "3 1/3 cups"],
  ])("%d tsp reads %s", (tsp, text) => {
    expect(usVolume(tsp)).toBe(text);
  });

  it("leaves out a second measure too small to change the dish", () => {
    // Cinnamon at 5X in the pancakes: 2 tbsp and a quarter teaspoon is 2 tbsp.
    expect(usVolume(6.25)).toBe("2 tbsp");
    expect(usVolume(3 + 1 / 8)).toBe("1 tbsp");
  });

  it("adds up to 2 tbsp to a cup measure, never teaspoons, which a cup measure is filled to anyway", () => {
    expect(usVolume(13.5)).toBe("1/4 cup + 1/2 tbsp");
    expect(usVolume(13)).toBe("1/4 cup + 1/2 tbsp");
    expect(usVolume(12.6)).toBe("1/4 cup");
    // Olive oil in the marinara at 5X: 15 tbsp is the 1 cup measure a tablespoon short, not 3/4 cup + 3 tbsp.
    expect(usVolume(45)).toBe("1 cup");
    expect(usVolume(30)).toBe("1/2 cup + 2 tbsp");
  });

  it("writes whole or half cups past 4 cups, and a big pot of liquid in quarts", () => {
    expect(usVolume(48 * (20 / 3), true)).toBe("6 1/2 cups");
    // Past two quarts a liquid is poured by the quart, topped up by the cup: 15 cups of milk are 3 quarts + 3 cups.
    expect(usVolume(48 * (40 / 3), true)).toBe("3 quarts + 1 cup");
    expect(usVolume(48 * 15, true)).toBe("3 quarts + 3 cups");
    expect(usVolume(48 * 12, true)).toBe("3 quarts");
    expect(usVolume(48 * 7.8, true)).toBe("2 quarts");
    expect(usVolume(48 * (50 / 3), true)).toBe("4 quarts");
    expect(usVolume(48 * 20, true)).toBe("5 quarts");
    expect(usVolume(48 * (50 / 3))).toBe("16 1/2 cups");
    // Flour is not poured by the quart, and a quarter cup stays where half cups would change it by 6%.
    expect(usVolume(48 * 4.25)).toBe("4 1/4 cups");
    expect(usVolume(48 * 21.25)).toBe("21 1/2 cups");
  });

  // Thousands of amounts through the reading rules: seconds of CPU on a busy machine, never a wait.
  it("comes within the tolerance of the amount, written by the rules, at any size", () => {
    for (const tsp of US_VOLUMES) {
      for (const poured of [false, true]) {
        const text = usVolume(tsp, poured);
        expect(amountProblems(text, { units: "us", poured }), `${tsp} tsp`).toEqual([]);
        near(teaspoonsOf(text), tsp, true);
      }
    }
  });

  it("keeps thirds of a cup as cup measures", () => {
    for (let thirds = 1; thirds <= 12; thirds++) {
      const text = usVolume((thirds / 3) * 48);
      expect(amountProblems(text, { units: "us" })).toEqual([]);
      expect(quantityOf(text)).toHaveLength(1);
    }
  });
});

describe("butter", () => {
  it.each([
    // Under a stick by the teaspoon too (issue 60): half a tablespoon is the 1 1/2 tsp a cook cuts.
    [0.5, "1 1/2 tsp"],
    [1.2, "1 tbsp + 1 tsp"],
    [2.5, "2 1/2 tbsp"],
    [4, "4 tbsp"],
    [8, "1 stick"],
    [9, "1 stick + 1 tbsp"],
    [14, "1 3/4 sticks"],
    [12.5, "1 1/2 sticks"],
    [32, "4 sticks"],
    [44, "5 1/2 sticks"],
    [35, "4 1/4 sticks"],
    // Past two pounds, weighed.
    [72, "2 1/4 lb"],
  ])("%d tbsp reads %s", (tbsp, text) => {
    expect(butterAmount(tbsp)).toBe(text);
  });

  it("keeps tablespoons and sticks up to two pounds, then weighs it, within the tolerance, at any size", () => {
    for (let k = 1; k <= 240; k++) {
      const text = butterAmount(k / 2);
      expect(amountProblems(text, { units: "us", butter: true }), `${k / 2} tbsp`).toEqual([]);
      if (k / 2 > 64) {
        const oz = quantityOf(text).reduce((sum, p) => sum + p.value * (p.unit === "lb" ? 16 : 1), 0);
        // Rounded to the half ounce, then to a plainer measure within the tolerance.
        expect(Math.abs(oz - k / 4)).toBeLessThan(1.1 * TOLERANCE * (k / 4) + 0.25);
        // The wrapper's marks: a stick and whole tablespoons, so half a tablespoon either way.
      } else expect(Math.abs(teaspoonsOf(text) / 3 - k / 2)).toBeLessThanOrEqual(Math.max(1.1 * TOLERANCE * (k / 2), 0.5));
    }
  });
});

describe("US weights", () => {
  it.each([
    [6, false, "6 oz"],
    [14.5, false, "14 1/2 oz"],
    [24, false, "1 1/2 lb"],
    [30, false, "1 lb 14 oz"],
    [31, false, "2 lb"],
    [8, true, "1/2 lb"],
    [20, true, "1 1/4 lb"],
  ])("%d oz (a recipe in pounds: %s) reads %s", (oz, inPounds, text) => {
    expect(usWeight(oz, inPounds)).toBe(text);
  });

  it("reads past a pound to the nearest whole ounce, rounding the amount once", () => {
    // 17.6 oz: rounded to 17.5 and then to a whole ounce, it read "1 lb 1 oz".
    expect([17.6, 18.4, 21.6].map((oz) => usWeight(oz))).toEqual(["1 lb 2 oz", "1 lb 2 oz", "1 lb 6 oz"]);
  });

  it("never writes 16 oz or more, and comes within the tolerance", () => {
    for (let k = 1; k <= 400; k++) {
      for (const inPounds of [false, true]) {
        const text = usWeight(k / 2, inPounds);
        expect(amountProblems(text, { units: "us" }), `${k / 2} oz`).toEqual([]);
        near(
          quantityOf(text).reduce((sum, p) => sum + p.value * (p.unit === "lb" ? 16 : 1), 0),
          k / 2,
        );
      }
    }
  });
});
