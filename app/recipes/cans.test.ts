import { describe, expect, it } from "vitest";
import { canCount } from "./cans";

describe("cans", () => {
  it("opens whole cans, or half of the smaller, within 15% of the need, fewest cans first", () => {
    expect(canCount(400, [400, 800])).toEqual({ count: 1, size: 400 });
    expect(canCount(780, [400, 800])).toEqual({ count: 1, size: 800 });
    expect(canCount(230, [400, 800])).toEqual({ count: 0.5, size: 400 });
    expect(canCount(1150, [400, 800])).toEqual({ count: 3, size: 400 });
  });
});
