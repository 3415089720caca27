import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountProblems, parseAmount, teaspoonsOf } from "../../tests/support/amount-rules";
import { butterAmount, kitchenFraction, metricVolume, metricVolumeOfTsp, metricWeight, usVolume, usWeight } from "./measure";

// Volumes a recipe can reach: eighths of a teaspoon up to 30 cups.
const eighthsOfTsp = fc.integer({ min: 1, max: 48 * 30 * 8 }).map((k) => k / 8);
const quantityOf = (amount: string) => parseAmount(amount)!.parts;

describe("US volumes", () => {
  it.each([
    [0.125, "1/8 tsp"],
    [0.375, "1/4 tsp + 1/8 tsp"],
    [0.875, "3/4 tsp + 1/8 tsp"],
    [2.75, "2 3/4 tsp"],
    [3, "1 tbsp"],
    [4.5, "1 1/2 tbsp"],
    [10, "3 tbsp + 1 tsp"],
    [6.75, "2 tbsp + 3/4 tsp"],
    [12, "1/4 cup"],
    [15 * 3, "3/4 cup + 3 tbsp"],
    [30, "1/2 cup + 2 tbsp"],
    [16, "1/3 cup"],
    [19, "1/3 cup + 1 tbsp"],
    [48 * 1.75, "1 3/4 cups"],
    [48 * (3 + 1 / 3), "3 1/3 cups"],
  ])("%d tsp reads %s", (tsp, text) => {
    expect(usVolume(tsp)).toBe(text);
  });

  it("adds up to exactly the amount asked for, written by the rules, at any size", () => {
    fc.assert(
      fc.property(eighthsOfTsp, (tsp) => {
        const text = usVolume(tsp);
        expect(amountProblems(text, { units: "us" })).toEqual([]);
        expect(teaspoonsOf(text)).toBeCloseTo(tsp, 9);
      }),
    );
  });

  it("keeps thirds of a cup as cup measures", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (thirds) => {
        const text = usVolume((thirds / 3) * 48);
        expect(amountProblems(text, { units: "us" })).toEqual([]);
        expect(quantityOf(text)).toHaveLength(1);
      }),
    );
  });
});

describe("butter", () => {
  it.each([
    [0.5, "1/2 tbsp"],
    [2.5, "2 1/2 tbsp"],
    [4, "4 tbsp"],
    [8, "1 stick"],
    [14, "1 3/4 sticks"],
    [12.5, "1 stick + 4 1/2 tbsp"],
    [40, "5 sticks"],
  ])("%d tbsp reads %s", (tbsp, text) => {
    expect(butterAmount(tbsp)).toBe(text);
  });

  it("keeps tablespoons and sticks and adds up, at any size", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 160 }).map((k) => k / 2),
        (tbsp) => {
          const text = butterAmount(tbsp);
          expect(amountProblems(text, { units: "us", butter: true })).toEqual([]);
          expect(teaspoonsOf(text) / 3).toBeCloseTo(tbsp, 9);
        },
      ),
    );
  });
});

describe("US weights", () => {
  it.each([
    [6, false, "6 oz"],
    [14.5, false, "14 1/2 oz"],
    [24, false, "1 1/2 lb"],
    [30, false, "1 lb 14 oz"],
    [8, true, "1/2 lb"],
    [20, true, "1 1/4 lb"],
  ])("%d oz (a recipe in pounds: %s) reads %s", (oz, inPounds, text) => {
    expect(usWeight(oz, inPounds)).toBe(text);
  });

  it("never writes 16 oz or more, and adds up", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }).map((k) => k / 2),
        fc.boolean(),
        (oz, inPounds) => {
          const text = usWeight(oz, inPounds);
          expect(amountProblems(text, { units: "us" })).toEqual([]);
          const total = quantityOf(text).reduce((sum, p) => sum + p.value * (p.unit === "lb" ? 16 : 1), 0);
          expect(total).toBeCloseTo(oz, 9);
        },
      ),
    );
  });
});

describe("metric", () => {
  it.each([
    [0.125, "0.5 ml"],
    [0.25, "1 ml"],
    [0.5, "2 ml"],
    [0.75, "4 ml"],
    [1, "5 ml"],
    [3, "15 ml"],
    [10, "50 ml"],
    [48, "240 ml"],
    [36, "180 ml"],
    [48 * 4, "950 ml"],
    [48 * 20, "4.75 L"],
  ])("%d tsp reads %s", (tsp, text) => {
    expect(metricVolumeOfTsp(tsp)).toBe(text);
  });

  it("writes grams whole and from 1,000 as kilograms, keeping a recipe's own grams exact", () => {
    expect(metricWeight(66.4)).toBe("66 g");
    expect(metricWeight(509)).toBe("510 g");
    expect(metricWeight(2550)).toBe("2.55 kg");
    expect(metricWeight(399, true)).toBe("399 g");
    expect(metricWeight(1000, true)).toBe("1 kg");
    expect(metricWeight(1330, true)).toBe("1.33 kg");
  });

  it("stays within a jug's or a scale's reading of the exact amount, written by the rules", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 20_000, noNaN: true }), fc.constantFrom("volume", "weight"), (amount, kind) => {
        const text = kind === "volume" ? metricVolume(amount) : metricWeight(amount);
        expect(amountProblems(text, { units: "metric" })).toEqual([]);
        const [part] = quantityOf(text);
        const shown = part.value * (part.unit === "kg" || part.unit === "L" ? 1000 : 1);
        // Off by at most half the step a cook reads: the metric spoons under 15 ml,
        // then 5, 10, 25, 50 ml up a jug; 1, 5, 10 g on a scale.
        const steps =
          kind === "volume"
            ? [
                [15, 1],
                [100, 5],
                [250, 10],
                [1000, 25],
                [Infinity, 50],
              ]
            : [
                [100, 1],
                [1000, 5],
                [Infinity, 10],
              ];
        const step = steps.find(([below]) => amount < below)![1];
        expect(Math.abs(shown - amount)).toBeLessThanOrEqual(step / 2 + 1e-9);
      }),
    );
  });
});

describe("kitchenFraction", () => {
  it("never writes an eighth that no measure holds", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100, noNaN: true }), (value) => {
        expect(kitchenFraction(value)).not.toMatch(/\b[357]\/8\b/);
      }),
    );
  });
});
