import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RECIPE_SLUGS } from "~/recipes/index";
import { MAX_ENTRIES, parseList } from "./list-address";
import { listHref } from "./list-href";
import { shoppingList } from "./merge";

const parse = (query: string) => parseList(new URLSearchParams(query));
const slugs = (query: string) => parse(query).entries.map((e) => `${e.recipe.slug}.${e.scale}`);

describe("a list's address", () => {
  it("reads recipes at their scales and the units, and writes them back the same way", () => {
    const list = parse("r=pancakes.2,marinara.1&units=metric");
    expect(list).toMatchObject({ units: "metric", problems: [], added: false });
    expect(slugs("r=pancakes.2,marinara.1")).toEqual(["pancakes.2", "marinara.1"]);
    expect(listHref(list)).toBe("/list?r=pancakes.2,marinara.1&units=metric");
    expect(listHref({ entries: list.entries, units: "us" })).toBe("/list?r=pancakes.2,marinara.1");
    expect(listHref({ entries: [], units: "us" })).toBe("/list");
    expect(listHref({ entries: list.entries, units: "us" }, "/list.txt")).toBe("/list.txt?r=pancakes.2,marinara.1");
  });

  it("carries a recipe's swaps after its scale, buys what stands in, and writes them back in the catalog's order", () => {
    const list = parse("r=beefstew.2.7_garlic-to-garlic-powder_dry-red-wine-to-broth-vinegar,marinara.1&units=metric");
    expect(list.problems).toEqual([]);
    expect(list.entries[0]).toMatchObject({
      swap: "dry-red-wine-to-broth-vinegar,garlic-to-garlic-powder",
      swapped: "broth and vinegar for the dry red wine, garlic powder for the garlic",
    });
    expect(listHref(list)).toBe("/list?r=beefstew.2.7_dry-red-wine-to-broth-vinegar_garlic-to-garlic-powder,marinara.1&units=metric");
    const bought = shoppingList(list.entries, "metric").flatMap((g) => g.lines.map((l) => l.key));
    expect(bought).toContain("red wine vinegar");
    expect(bought).not.toContain("dry red wine");
    // A swap the recipe cannot make is said, and the recipe is bought as written.
    const odd = parse("r=marinara.1_garlic-to-garlic-powder");
    expect(odd.problems).toEqual([
      "Garlic powder instead of garlic: The garlic here is sliced and fried to flavour the oil: powder would burn. Marinara Sauce is on the list as written.",
    ]);
    expect(odd.entries[0].swap).toBeUndefined();
  });

  it("keeps the meal's serving time after the recipes and units, leaving out its empty fields", () => {
    const serve = { serve: "18:30", day: null, quietFrom: "22:00", quietTo: "" };
    expect(listHref({ ...parse("r=pancakes.2&units=metric"), serve })).toBe(
      "/list?r=pancakes.2&units=metric&serve=18%3A30&quiet-from=22%3A00",
    );
    expect(listHref({ ...parse("r=pancakes.2"), serve }, "/list.ics")).toBe("/list.ics?r=pancakes.2&serve=18%3A30&quiet-from=22%3A00");
  });

  it("takes a recipe without a scale at 1X, and several r= as one list", () => {
    expect(parse("r=pancakes&r=marinara.3")).toMatchObject({ problems: [] });
    expect(slugs("r=pancakes&r=marinara.3")).toEqual(["pancakes.1", "marinara.3"]);
    expect(parse("").entries).toEqual([]);
    expect(parse("r=").problems).toEqual([]);
  });

  it("takes every scale a recipe page shows, 1/2X to 5X in tenths, and writes it back as read", () => {
    const list = parse("r=moroccanharira.1.3,classichummus.5,greektzatziki.0.5,beefstew.2.7");
    expect(list.problems).toEqual([]);
    expect(slugs("r=moroccanharira.1.3,classichummus.5,greektzatziki.0.5,beefstew.2.7")).toEqual([
      "moroccanharira.1.3",
      "classichummus.5",
      "greektzatziki.0.5",
      "beefstew.2.7",
    ]);
    expect(listHref(list)).toBe("/list?r=moroccanharira.1.3,classichummus.5,greektzatziki.0.5,beefstew.2.7");
    expect(listHref(parse("r=beefstew.2.70"))).toBe("/list?r=beefstew.2.7");
    expect(listHref(parse("r=pancakes.2&add=marinara&ax=4.3"))).toBe("/list?r=pancakes.2,marinara.4.3");
  });

  it("keeps what is valid and says what it left out or changed", () => {
    expect(slugs("r=pancakes.2,nosuchdish.1,marinara.1")).toEqual(["pancakes.2", "marinara.1"]);
    expect(parse("r=pancakes.2,nosuchdish.1").problems).toEqual(["Not recipes on this site, so left out: “nosuchdish.1”."]);
    for (const scale of ["0", "99", "2.55", "0.4", "5.1", "-1", "x"]) {
      expect(slugs(`r=pancakes.${scale}`)).toEqual(["pancakes.1"]);
      expect(parse(`r=pancakes.${scale}`).problems).toEqual([
        `“pancakes.${scale}”: a recipe goes on the list at 1/2X to 5X, in tenths such as 2.7X, so Pancakes is on it at 1X.`,
      ]);
    }
    expect(slugs("r=pancakes.2,pancakes.3")).toEqual(["pancakes.2"]);
    expect(parse("r=pancakes.2,pancakes.3").problems).toEqual(["Pancakes: on the address more than once; the list keeps the first."]);
    expect(parse("units=imperial")).toMatchObject({
      units: "us",
      problems: ["“imperial” is not a unit system here: the list is in US measures (or choose Metric)."],
    });
  });

  it("reads a long address only so far, and echoes junk briefly", () => {
    const many = parse(`r=${Array.from({ length: 500 }, (_, i) => (i % 2 ? "pancakes.2" : `junk${i}`)).join(",")}`);
    expect(many.entries.map((e) => e.recipe.slug)).toEqual(["pancakes"]);
    expect(many.problems[0]).toBe(`The address names 500 recipes; a list reads the first ${MAX_ENTRIES}.`);
    expect(many.problems.at(-1)).toBe("Not recipes on this site, so left out: “junk0”, “junk2”, “junk4”, “junk6”, “junk8” and 15 more.");
    const long = parse(`r=${"<script>".repeat(20)}`).problems[0];
    expect(long).toBe("Not recipes on this site, so left out: “<script><script><script><scrip…”.");
  });

  it("adds from the form, and a recipe already on the list gets the new scale in its place", () => {
    const added = parse("r=pancakes.2&add=marinara&ax=3");
    expect(added.added).toBe(true);
    expect(listHref(added)).toBe("/list?r=pancakes.2,marinara.3");
    expect(slugs("r=pancakes.2,marinara.1&add=pancakes&ax=5")).toEqual(["pancakes.5", "marinara.1"]);
    expect(parse("add=nosuchdish&ax=1")).toMatchObject({
      added: false,
      problems: ["Not recipes on this site, so left out: “nosuchdish”."],
    });
    expect(parse("r=pancakes.2&add=marinara&ax=9")).toMatchObject({
      added: false,
      problems: ["“9” is not a scale: pick 1X to 5X to add Marinara Sauce."],
    });
  });

  it("reads any address without failing, and writes what it kept as an address that reads back clean", () => {
    const entry = fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...RECIPE_SLUGS),
          fc.constantFrom("", ".1", ".3", ".5", ".0", ".99", ".2.5", ".2.7", ".0.5", ".2.75", ".0.4", ".."),
        )
        .map(([a, b]) => a + b),
      fc.string({ maxLength: 20 }),
      fc.string({ unit: "grapheme", maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), fc.string({ maxLength: 10 }), (entries, units) => {
        const list = parseList(new URLSearchParams({ r: entries.join(","), units }));
        expect(new Set(list.entries.map((e) => e.recipe)).size).toBe(list.entries.length);
        expect(list.entries.length).toBeLessThanOrEqual(MAX_ENTRIES);
        const again = parseList(new URL(listHref(list), "https://recipes.example.com").searchParams);
        expect(again.problems).toEqual([]);
        expect(again.entries).toEqual(list.entries);
        expect(() => shoppingList(list.entries, list.units)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
