import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountProblems, teaspoonsOf } from "./amount-rules";
import { metricPoured, metricSpoons, metricVolume, metricWeight } from "./metric-amounts";
import { EIGHTHS_OF_TSP, near, quantityOf } from "../../tests/support/amounts";

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

  it("spoons and pours every amount by the rules", () => {
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
    // Under 20 g only what is weighed at all, in 5 g steps (issue 60).
    [16, "15 g"],
    // Round figures from 20 g: 30 g of butter, not an ounce's 28 g.
    [28.35, "30 g"],
    [42.5, "45 g"],
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
      // From 5 g: a metric page spoons less (LIGHTEST_WEIGHED_G), and weighs in 5 g steps what it weighs at all.
      fc.property(fc.double({ min: 5, max: 20_000, noNaN: true }), fc.constantFrom("volume", "weight"), (amount, kind) => {
        const text = kind === "volume" ? metricVolume(Math.max(amount, 60)) : metricWeight(amount);
        const asked = kind === "volume" ? Math.max(amount, 60) : amount;
        expect(amountProblems(text, { units: "metric" })).toEqual([]);
        const [part] = quantityOf(text);
        const shown = part.value * (part.unit === "kg" || part.unit === "L" ? 1000 : 1);
        // Off by at most half a step: 5, 10 g on a scale (10 from 250 g, issue 60), 5, 10, 25 ml up a jug, then a tenth of a kilogram or litre.
        const steps =
          kind === "volume"
            ? [
                [100, 5],
                [250, 10],
                [1000, 25],
                [Infinity, 100],
              ]
            : [
                [250, 5],
                [1000, 10],
                [Infinity, 100],
              ];
        const step = steps.find(([below]) => asked < below)![1];
        expect(Math.abs(shown - asked)).toBeLessThanOrEqual(step / 2 + 1e-6);
      }),
      { seed: 24, numRuns: 2000 },
    );
  });
});
