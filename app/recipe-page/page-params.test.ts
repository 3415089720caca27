import { describe, expect, it } from "vitest";
import { DEFAULT, INVALID, RECIPE_PAGE_PARAMS, recipePageParams } from "./page-params";

describe("a recipe page's parameters", () => {
  it("are all in the list the cache key is made from: the loader reads no other", () => {
    const read = new Set<string>();
    const spy = new Proxy(new URLSearchParams(), {
      get(target, prop) {
        if (prop === "get" || prop === "getAll" || prop === "has") return (name: string) => (read.add(name), null);
        return Reflect.get(target, prop);
      },
    });
    recipePageParams(spy);
    expect([...read].sort()).toEqual(Object.keys(RECIPE_PAGE_PARAMS).sort());
  });

  it("are written in the key as the page reads them", () => {
    const { x: scale, units, thread, before } = RECIPE_PAGE_PARAMS;
    expect([scale("1"), scale("3"), scale("6"), scale("03")]).toEqual([DEFAULT, "3", INVALID, INVALID]);
    // Every scale "scale to what you have" makes is kept under the one text the site's links write.
    expect([scale("2.7"), scale("0.5"), scale("2.70"), scale("2.75"), scale("0.4")]).toEqual(["2.7", "0.5", INVALID, INVALID, INVALID]);
    expect([units("us"), units("metric"), units("Metric")]).toEqual([DEFAULT, "metric", INVALID]);
    expect([thread("12"), thread("-1"), before("99999999999")]).toEqual(["12", INVALID, INVALID]);
    expect(recipePageParams(new URLSearchParams("x=3&units=metric&thread=4&reply=5&before=6"))).toEqual({
      scale: 3,
      scaleAsked: "3",
      units: "metric",
      thread: 4,
      reply: 5,
      before: 6,
      have: { have: null, amount: null, unit: null },
      serve: { serve: null, day: null, quietFrom: null, quietTo: null },
      week: null,
      swap: null,
    });
  });

  it("keep a swapped page under the one address its links write, and send any other spelling around the cache", () => {
    const { swap } = RECIPE_PAGE_PARAMS;
    expect(swap("dry-red-wine-to-broth-vinegar")).toBe("dry-red-wine-to-broth-vinegar");
    // Several in the catalog's order; "" is the recipe as written.
    expect(swap("dry-red-wine-to-broth-vinegar,garlic-to-garlic-powder")).toBe("dry-red-wine-to-broth-vinegar,garlic-to-garlic-powder");
    expect(swap("")).toBe(DEFAULT);
    for (const odd of [
      "garlic-to-garlic-powder,dry-red-wine-to-broth-vinegar",
      "Dry-Red-Wine-to-broth-vinegar",
      " dry-red-wine-to-broth-vinegar",
      "dry-red-wine-to-broth-vinegar,",
      "dry-red-wine-to-grape-juice",
      "saffron-to-turmeric",
      "dry-red-wine:broth-vinegar",
      "garlic-to-garlic-powder,garlic-to-garlic-powder",
    ]) {
      expect(swap(odd), odd).toBe(INVALID);
    }
  });

  it("leave one reader's week out of the cache", () => {
    expect(RECIPE_PAGE_PARAMS.w("mon=pancakes.2")).toBe(INVALID);
    expect(recipePageParams(new URLSearchParams("w=mon%3Dpancakes.2")).week).toBe("mon=pancakes.2");
  });

  it("leave one reader's plan out of the cache: a scale from what they have, a serving time", () => {
    for (const name of ["have", "amount", "unit", "serve", "day"]) {
      expect([RECIPE_PAGE_PARAMS[name]("flour"), RECIPE_PAGE_PARAMS[name]("")], name).toEqual([INVALID, INVALID]);
    }
    expect(recipePageParams(new URLSearchParams("have=bread+flour&amount=250&unit=g&serve=18%3A30&day="))).toMatchObject({
      have: { have: "bread flour", amount: "250", unit: "g" },
      serve: { serve: "18:30", day: "", quietFrom: null, quietTo: null },
    });
  });
});
