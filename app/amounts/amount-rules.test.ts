import { describe, expect, it } from "vitest";
import { amountProblems, kindOf } from "./amount-rules";

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
