import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kitchenFraction, ML_PER_TSP } from "./measure";

describe("kitchenFraction", () => {
  it.each([
    [0.5, "1/2"],
    [1 / 3, "1/3"],
    [2 / 3, "2/3"],
    [0.75, "3/4"],
    [1.5, "1 1/2"],
    [4 / 3, "1 1/3"],
    [2, "2"],
    [0.125, "1/8"],
    [0.999999, "1"],
    [5 * (1 / 3), "1 2/3"],
    [0.01, "1/8"],
  ])("%d reads %s", (value, text) => {
    expect(kitchenFraction(value)).toBe(text);
  });

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
