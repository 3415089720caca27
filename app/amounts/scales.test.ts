import { describe, expect, it } from "vitest";
import { parseScale, scaleLabel, scaleText } from "./scales";

describe("parseScale", () => {
  it.each([
    ["2", 2],
    ["5", 5],
    ["2.7", 2.7],
    ["0.5", 0.5],
    ["4.3", 4.3],
    ["2.50", 2.5],
    [null, 1],
    ["0", 1],
    ["0.4", 1],
    ["5.1", 1],
    ["6", 1],
    ["2.75", 1],
    [".5", 1],
    ["2e0", 1],
    [" 2", 1],
    ["abc", 1],
  ])("%s -> %d", (value, scale) => {
    expect(parseScale(value)).toBe(scale);
  });

  it("writes every tenth from 1/2X to 5X back as it reads it", () => {
    for (let tenths = 5; tenths <= 50; tenths++) {
      const text = scaleText(tenths / 10);
      expect(text).toMatch(/^\d(\.\d)?$/);
      expect(parseScale(text)).toBe(tenths / 10);
    }
    expect(scaleLabel(0.5)).toBe("1/2X");
    expect(scaleLabel(2.7)).toBe("2.7X");
  });
});
