// What the amount writers' tests hold every written amount to: near what was asked, as a cook's measures allow.
import { expect } from "vitest";
import { parseAmount } from "../../app/amounts/amount-text";
import { TOLERANCE } from "../../app/amounts/measure";

// Every volume a recipe can reach, checked one by one: eighths of a teaspoon up to 30 cups.
export const EIGHTHS_OF_TSP = Array.from({ length: 48 * 30 * 8 }, (_, k) => (k + 1) / 8);
export const quantityOf = (amount: string) => parseAmount(amount)!.parts;
/**
 * Within the rounding that changes nothing in the dish; where no plain
 * measure comes that close (1 1/2 cups + 4 tsp), the nearest, a little further.
 */
// Spoons come in a set (1/8, 1/4, 1/2, 3/4, 1 tsp; a tablespoon and whole teaspoons): a small amount is the nearest of them.
// Cup measures take up to 2 tbsp after them, so 15 tbsp is 1 cup: a tablespoon off, up to 4 cups.
const SPOON_GAP_TSP = (asked: number) => (asked < 1.5 ? 0.126 : asked <= 18 ? 0.76 : asked <= 192 ? 3.01 : 0);
export const near = (shown: number, asked: number, spoons = false) =>
  expect(Math.abs(shown - asked)).toBeLessThan(Math.max(1.1 * TOLERANCE * asked, spoons ? SPOON_GAP_TSP(asked) : 0));
