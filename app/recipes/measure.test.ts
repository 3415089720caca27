import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountProblems, kindOf, parseAmount, teaspoonsOf } from "./amount-rules";
import {
  butterAmount,
  kitchenFraction,
  canCount,
  metricPoured,
  metricSpoons,
  metricVolume,
  metricWeight,
  HALF_CUPS_FROM_CUPS,
  ML_PER_TSP,
  TOLERANCE,
  usVolume,
  usWeight,
} from "./measure";

// Every volume a recipe can reach, checked one by one: eighths of a teaspoon up to 30 cups.
const EIGHTHS_OF_TSP = Array.from({ length: 48 * 30 * 8 }, (_, k) => (k + 1) / 8);
// Past 4 cups amounts round to half and quarter cups, so whole teaspoons find what eighths would, in a quarter of the time.
const US_VOLUMES = EIGHTHS_OF_TSP.filter((tsp) => tsp <= 48 * HALF_CUPS_FROM_CUPS + 1 || Number.isInteger(tsp));
const quantityOf = (amount: string) => parseAmount(amount)!.parts;
/**
 * Within the rounding that changes nothing in the dish; where no plain
 * measure comes that close (1 1/2 cups + 4 tsp), the nearest, a little further.
 */
// Spoons come in a set (1/8, 1/4, 1/2, 3/4, 1 tsp; a tablespoon and whole teaspoons): a small amount is the nearest of them.
const SPOON_GAP_TSP = (asked: number) => (asked < 1.5 ? 0.126 : asked <= 18 ? 0.76 : 0);
const near = (shown: number, asked: number, spoons = false) =>
  expect(Math.abs(shown - asked)).toBeLessThan(Math.max(1.1 * TOLERANCE * asked, spoons ? SPOON_GAP_TSP(asked) : 0));

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

  it("adds spoons to cups, tablespoons where they measure it as well as teaspoons", () => {
    expect(usVolume(13.5)).toBe("1/4 cup + 1/2 tbsp");
    expect(usVolume(13)).toBe("1/4 cup + 1 tsp");
  });

  it("writes whole or half cups past 4 cups, and a big pot of liquid in quarts", () => {
    expect(usVolume(48 * (20 / 3), true)).toBe("6 1/2 cups");
    expect(usVolume(48 * (40 / 3), true)).toBe("13 1/2 cups");
    expect(usVolume(48 * (50 / 3), true)).toBe("4 quarts");
    expect(usVolume(48 * 20, true)).toBe("5 quarts");
    expect(usVolume(48 * (50 / 3))).toBe("16 1/2 cups");
    // Flour is not poured by the quart, and a quarter cup stays where half cups would change it by 6%.
    expect(usVolume(48 * 4.25)).toBe("4 1/4 cups");
    expect(usVolume(48 * 21.25)).toBe("21 1/2 cups");
  });

  // Thousands of amounts through the reading rules: seconds of CPU on a busy machine, never a wait.
  it("comes within the tolerance of the amount, written by the rules, at any size", { timeout: 60_000 }, () => {
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
    [0.5, "1/2 tbsp"],
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

describe("metric spoons", () => {
  it.each([
    [0.25, "1/4 tsp"],
    [0.5, "1/2 tsp"],
    [2.25, "2 1/4 tsp"],
    [3, "1 tbsp"],
    [11.25, "3 1/2 tbsp"],
  ])("%d US tsp reads %s, as 5 ml and 15 ml spoons measure it", (tsp, text) => {
    expect(metricSpoons(tsp)).toBe(text);
  });

  it("spoons and pours every amount by the rules", { timeout: 60_000 }, () => {
    for (const tsp of EIGHTHS_OF_TSP.slice(0, 8 * 200)) {
      expect(amountProblems(metricSpoons(tsp), { units: "metric" }), `${tsp} tsp`).toEqual([]);
      near(teaspoonsOf(metricSpoons(tsp)), tsp, true);
      expect(amountProblems(metricPoured(tsp), { units: "metric", poured: true }), `${tsp} tsp poured`).toEqual([]);
    }
  });

  it("keeps spooning what is neither poured nor weighed past 4 tablespoons", () => {
    expect(metricSpoons(30)).toBe("10 tbsp");
    expect(metricSpoons(15)).toBe("5 tbsp");
  });

  it("pours liquids from 60 ml, in a jug's steps", () => {
    expect(metricPoured(9)).toBe("3 tbsp");
    expect(metricPoured(12)).toBe("60 ml");
    expect(metricPoured(15)).toBe("75 ml");
    expect(metricPoured(36)).toBe("180 ml");
    expect(metricPoured(48)).toBe("240 ml");
    expect(metricPoured(48 * 2.625)).toBe("625 ml");
    expect(metricPoured(192)).toBe("950 ml");
    expect(metricPoured(48 * 4.375)).toBe("1 L");
    expect(metricPoured(960)).toBe("4.7 L");
  });

  it("rounds water to a jug's marks", () => {
    expect(metricPoured(96, true)).toBe("475 ml");
    expect(metricPoured(48 * (10 / 3), true)).toBe("800 ml");
    expect(metricPoured(48 * (50 / 3), true)).toBe("3.9 L");
  });
});

describe("metric weights", () => {
  it.each([
    [16, "16 g"],
    [57, "55 g"],
    [66.4, "65 g"],
    [89, "90 g"],
    [509, "510 g"],
    [905, "910 g"],
    [1210, "1.2 kg"],
    [2550, "2.6 kg"],
    [2835, "2.8 kg"],
  ])("%d g reads %s", (g, text) => {
    expect(metricWeight(g)).toBe(text);
  });

  it("keeps a baker's own grams and millilitres exact, in kilograms and litres only where one decimal holds them", () => {
    expect(metricWeight(399, true)).toBe("399 g");
    expect(metricWeight(1000, true)).toBe("1 kg");
    expect(metricWeight(1500, true)).toBe("1.5 kg");
    expect(metricWeight(1330, true)).toBe("1330 g");
    expect(metricVolume(300, { exact: true })).toBe("300 ml");
    expect(metricVolume(1500, { exact: true })).toBe("1.5 L");
  });

  it("stays within a scale's or a jug's step of the exact amount, written by the rules", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 20_000, noNaN: true }), fc.constantFrom("volume", "weight"), (amount, kind) => {
        const text = kind === "volume" ? metricVolume(Math.max(amount, 60)) : metricWeight(amount);
        const asked = kind === "volume" ? Math.max(amount, 60) : amount;
        expect(amountProblems(text, { units: "metric" })).toEqual([]);
        const [part] = quantityOf(text);
        const shown = part.value * (part.unit === "kg" || part.unit === "L" ? 1000 : 1);
        // Off by at most half a step: 1, 5, 10 g on a scale, 5, 10, 25 ml up a jug, then a tenth of a kilogram or litre.
        const steps =
          kind === "volume"
            ? [
                [100, 5],
                [250, 10],
                [1000, 25],
                [Infinity, 100],
              ]
            : [
                [50, 1],
                [500, 5],
                [1000, 10],
                [Infinity, 100],
              ];
        const step = steps.find(([below]) => asked < below)![1];
        expect(Math.abs(shown - asked)).toBeLessThanOrEqual(step / 2 + 1e-9);
      }),
      { seed: 24, numRuns: 2000 },
    );
  });

  it("opens whole cans, or half of the smaller, within 15% of the need, fewest cans first", () => {
    expect(canCount(400, [400, 800])).toEqual({ count: 1, size: 400 });
    expect(canCount(780, [400, 800])).toEqual({ count: 1, size: 800 });
    expect(canCount(230, [400, 800])).toEqual({ count: 0.5, size: 400 });
    expect(canCount(1150, [400, 800])).toEqual({ count: 3, size: 400 });
  });
});

describe("the rules, read back", () => {
  it("refuse what a converter prints and a cook would not write", () => {
    for (const [bad, ctx] of [
      ["12 ml", { units: "metric" }],
      ["7 ml", { units: "metric" }],
      ["1.21 kg", { units: "metric" }],
      ["3.95 L", { units: "metric" }],
      ["89 g", { units: "metric" }],
      ["57 g", { units: "metric" }],
      ["905 g", { units: "metric" }],
      ["1 can (411 g)", { units: "metric" }],
      ["1 cup", { units: "metric" }],
      ["4 tbsp", { units: "metric", poured: true }],
      ["6 2/3 cups", { units: "us" }],
      ["4 1/4 cups + 2 tbsp", { units: "us" }],
      ["1 stick + 4 1/2 tbsp", { units: "us", butter: true }],
      ["2 tbsp + 1/4 tsp", { units: "us" }],
      ["1/4 cup + 1/2 tsp", { units: "us" }],
      ["1 tsp + 1 tbsp", { units: "us" }],
      ["1 tbsp + 1/4 tsp + 1/8 tsp", { units: "us" }],
      ["2 quarts", { units: "us" }],
      ["1/3 tsp", { units: "us" }],
    ] as const) {
      expect(amountProblems(bad, ctx), bad).not.toEqual([]);
    }
  });

  it("accept what a cook writes", () => {
    for (const [good, ctx] of [
      ["1 1/2 tsp", { units: "metric" }],
      ["10 tbsp", { units: "metric" }],
      ["60 ml", { units: "metric", poured: true }],
      ["1.2 kg", { units: "metric" }],
      ["1330 g", { units: "metric", metricInRecipe: true }],
      ["2 cans (400 g each)", { units: "metric" }],
      ["5 quarts", { units: "us", poured: true }],
      ["1 stick + 1 tbsp", { units: "us", butter: true }],
    ] as const) {
      expect(amountProblems(good, ctx), good).toEqual([]);
    }
  });

  it("tell a weight from a volume and a count, so an ingredient can keep one kind at every scale", () => {
    expect(kindOf("30 g")).toBe("weight");
    expect(kindOf("2 tbsp")).toBe("volume");
    expect(kindOf("1.2 L")).toBe("volume");
    expect(kindOf("1 lb 2 oz")).toBe("weight");
    expect(kindOf("2 cans (400 g each)")).toBe("count");
  });
});

describe("kitchenFraction", () => {
  it("never writes an eighth that no measure holds", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100, noNaN: true }), (value) => {
        expect(kitchenFraction(value)).not.toMatch(/\b[357]\/8\b/);
      }),
      { seed: 24 },
    );
  });
});

it("a US teaspoon is within 2% of a metric one, so spoon counts carry over", () => {
  expect(Math.abs(ML_PER_TSP - 5) / 5).toBeLessThan(0.02);
});
