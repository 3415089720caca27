import { describe, expect, it } from "vitest";
import { canCount, cans } from "./cans";
import { catalogEntry } from "./catalog";
import { amountContext, amountProblems } from "./amount-rules";

describe("cans", () => {
  it("opens whole cans, or half of the smaller, within 15% of the need, fewest cans first", () => {
    expect(canCount(400, [400, 800])).toEqual({ count: 1, size: 400, close: true });
    expect(canCount(780, [400, 800])).toEqual({ count: 1, size: 800, close: true });
    expect(canCount(230, [400, 800])).toEqual({ count: 0.5, size: 400, close: true });
    expect(canCount(1150, [400, 800])).toEqual({ count: 3, size: 400, close: true });
  });

  it("measures cups from one can where neither half a can nor a whole one is within 15%, and says to keep the rest", () => {
    const tomatoes = { item: "crushed tomatoes", amount: 1, unit: "cup" } as const;
    const entry = catalogEntry(tomatoes.item);
    // A 15 oz can holds 1 3/4 cups: 1 cup is half a can within 15%, and 2 cups one can.
    expect(cans(tomatoes, 1, entry, false)).toMatchObject({ amount: "1/2 can (15 oz)", rest: expect.stringMatching(/^keep the rest/) });
    expect(cans(tomatoes, 2, entry, false)).toMatchObject({ amount: "1 can (15 oz)" });
    // Half a cup is too little for half a can, 1 1/3 cups too much for half and too little for one.
    expect(cans(tomatoes, 1 / 2, entry, false)).toMatchObject({ amount: "1/2 cup", buying: "(from a 15 oz can)" });
    expect(cans(tomatoes, 1 / 2, entry, true)).toMatchObject({ amount: "120 ml", buying: "(from a 400 g can)" });
    expect(cans(tomatoes, 1.3, entry, false)).toMatchObject({ amount: "1 1/3 cups", buying: "(from a 15 oz can)" });
    // The rules take cups of a canned good under a can, and refuse them past one.
    const ctx = amountContext(tomatoes, "us");
    expect(amountProblems("1 1/3 cups", ctx)).toEqual([]);
    expect(amountProblems("2 cups", ctx)).toEqual(['"2 cups": a canned good in a measure a shop does not sell it in']);
  });
});
