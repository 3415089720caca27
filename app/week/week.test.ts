import { describe, expect, it } from "vitest";
import { recipes } from "~/recipes/index";
import { parseWeek } from "./week-address";
import { cookedLeftovers, DISH_KEEPS, servedInServings } from "./cooked";
import { suggestionsFor, weekLeftovers } from "./leftovers";

const week = (query: string) => parseWeek(new URLSearchParams(query));

describe("the week", () => {
  it("knows how long every dish served in servings keeps", () => {
    for (const r of recipes.filter(servedInServings)) expect(DISH_KEEPS[r.slug], r.slug).toBeDefined();
  });

  it("says half a can of chickpeas is left after the harira, and that the hummus at 1/2X uses it up", () => {
    const { days, units } = week("mon=moroccanharira.1");
    const left = weekLeftovers(days, units);
    const chickpeas = left.find((l) => l.key === "chickpeas")!;
    expect(chickpeas.text).toBe("1/2 can chickpeas (about 3/4 cup)");
    expect(chickpeas.useBy).toBe("thu");
    const hummus = suggestionsFor(chickpeas, days, units, left.length).find((s) => s.recipe.slug === "classichummus")!;
    expect([hummus.scale, hummus.day]).toEqual([0.5, "tue"]);
    expect(weekLeftovers(hummus.days, units).find((l) => l.key === "chickpeas")).toBeUndefined();
  });

  it("puts a dish's leftover servings on the days after it while it keeps, and what they cannot eat to the freezer", () => {
    const { days } = week("sat=beefstew.3");
    const { byDay, freeze } = cookedLeftovers(days, 2);
    expect(byDay.sun.map((c) => [c.recipe.slug, c.servings])).toEqual([["beefstew", 2]]);
    expect(freeze.map((c) => c.servings)).toEqual([2]);
    expect(cookedLeftovers(days, 1).byDay.sun[0].servings).toBe(1);
  });

  it("adds, moves and rescales, and refuses what it cannot take with the typed value kept", () => {
    expect(week("mon=beefstew&add=classichummus&ax=0.5&day=mon").days.mon.map((e) => [e.recipe.slug, e.scale])).toEqual([
      ["beefstew", 1],
      ["classichummus", 0.5],
    ]);
    const moved = week("mon=beefstew,classichummus&entry=mon.0&to=wed&x=2.7");
    expect(moved.changed).toBe(true);
    expect(moved.days.wed.map((e) => e.scale)).toEqual([2.7]);
    const bad = week("mon=beefstew&entry=mon.0&to=wed&x=9");
    expect(bad.changed).toBe(false);
    expect(bad.trouble).toMatchObject({ entry: "mon.0", to: "wed", scale: "9" });
    expect(bad.days.mon).toHaveLength(1);
  });
});
