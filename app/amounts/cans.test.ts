import { describe, expect, it } from "vitest";
import { canCount, cans } from "./cans";
import { catalogEntry } from "./catalog";
import { amountContext, amountProblems } from "./amount-rules";

describe("cans", () => {
  it("opens whole cans, or half of the smaller, within 10% of the need, fewest cans first; else the least above it", () => {
    expect(canCount(400, [400, 800])).toEqual({ count: 1, size: 400, close: true });
    expect(canCount(780, [400, 800])).toEqual({ count: 1, size: 800, close: true });
    expect(canCount(1150, [400, 800])).toEqual({ count: 3, size: 400, close: true });
    expect(canCount(210, [400, 800])).toEqual({ count: 0.5, size: 400, close: true });
    // Half a can is 13% short of 230 g: a whole one, and the rest kept.
    expect(canCount(230, [400, 800])).toEqual({ count: 1, size: 400, close: false });
    // Hummus at 4.3X: two 28 oz cans are 13% short of 4.3 cans of 15 oz; four 15 oz cans 7%.
    expect(canCount(4.3 * 425, [425, 794])).toMatchObject({ count: 4, size: 425, close: true });
  });

  it("says to keep the rest of cans opened more than a tenth over the need", () => {
    const chickpeas = { item: "chickpeas", amount: 1, unit: "can", size: { amount: 15, unit: "oz" } } as const;
    const entry = catalogEntry(chickpeas.item);
    // 3.4 cans' worth: three are 12% short, three and a half 3% over.
    expect(cans(chickpeas, 3.4, entry, true)).toEqual({
      amount: "3 1/2 cans (400 g each)",
      weighed: false,
      rest: "keep the rest, covered, in the fridge",
    });
    // 1.2 cans' worth: one is 17% short, one and a half 25% over: no word would make the half can true.
    expect(cans(chickpeas, 1.2, entry, true)).toEqual({
      amount: "1 1/2 cans (400 g each)",
      weighed: false,
      rest: "keep the rest, covered, in the fridge",
    });
    expect(cans(chickpeas, 3, entry, true)).toEqual({ amount: "3 cans (400 g each)", weighed: false });
  });

  it("measures cups from one can below a can's worth, and says to keep the rest; from a can, cans with the cups in words", () => {
    const tomatoes = { item: "crushed tomatoes", amount: 1, unit: "cup" } as const;
    const entry = catalogEntry(tomatoes.item);
    // A 15 oz can holds 1 3/4 cups. Below one, cups at every amount: half a can at 0.9 cup, then cups at a cup, read as two
    // measures as the reader compared scales (issue 60).
    expect(cans(tomatoes, 0.9, entry, false)).toMatchObject({ amount: "3/4 cup + 2 tbsp", rest: expect.stringMatching(/^keep the rest/) });
    expect(cans(tomatoes, 1.75, entry, false)).toMatchObject({ amount: "1 can (15 oz)", buying: "(use about 1 3/4 cups)" });
    expect(cans(tomatoes, 1, entry, false)).toMatchObject({ amount: "1 cup", buying: "(from a 15 oz can)" });
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
