import { describe, expect, it } from "vitest";
import { withQuery } from "~/utils/query";
import { parseUnitSystem, recipeParams, recipeQuery } from "./units";

describe("the units parameter", () => {
  it.each([
    ["metric", "metric"],
    ["us", "us"],
    [null, "us"],
    ["METRIC", "us"],
    ["imperial", "us"],
  ])("%s reads as %s", (value, units) => {
    expect(parseUnitSystem(value)).toBe(units);
  });

  it("writes a recipe's query without the defaults, scale first", () => {
    expect(recipeQuery(1, "us")).toBe("");
    expect(recipeQuery(3, "us")).toBe("?x=3");
    expect(recipeQuery(1, "metric")).toBe("?units=metric");
    expect(recipeQuery(3, "metric")).toBe("?x=3&units=metric");
  });

  it("keeps metric on a link to another page, and leaves US links plain", () => {
    expect(withQuery("/marinara", recipeParams(1, "metric"))).toBe("/marinara?units=metric");
    expect(withQuery("/marinara?x=2", recipeParams(1, "metric"))).toBe("/marinara?x=2&units=metric");
    expect(withQuery("/marinara", recipeParams(1, "us"))).toBe("/marinara");
  });
});
