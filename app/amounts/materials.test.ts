import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MaterialsList } from "~/recipe-page/Materials";
import { recipeText } from "./scaled-text";
import { batchMinutesByStep, capacityPlan, coolingNote, materialNotes, potsFor } from "./materials";
import { getRecipe, recipes } from "~/recipes/index";
import { scaleIngredient } from "./scale";
import { CHECKED_SCALES, STANDARD_SCALES } from "./scales";
import type { Capacity } from "~/recipes/types";

const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("capacityPlan", () => {
  const soup: Capacity = {
    what: "the soup",
    unit: "cups",
    perRecipe: 7,
    holds: 10,
    larger: [
      { item: "a 6-quart pot", holds: 20 },
      { item: "a stockpot", holds: 36 },
    ],
    steps: ["1"],
  };

  it("keeps the named pot while the scaled recipe fits, then names the smallest bigger one that holds it", () => {
    expect(capacityPlan(soup, 1)).toEqual({ kind: "fits" });
    expect(capacityPlan(soup, 2)).toEqual({ kind: "larger", item: "a 6-quart pot", pots: 1 });
    expect(capacityPlan(soup, 3)).toEqual({ kind: "larger", item: "a stockpot", pots: 1 });
    expect(capacityPlan(soup, 5)).toEqual({ kind: "larger", item: "a stockpot", pots: 1 });
  });

  it("says nothing holds it when there is no bigger pot and no way to batch (the checker refuses that)", () => {
    expect(capacityPlan({ ...soup, larger: undefined }, 2)).toEqual({ kind: "overflow" });
  });

  it("counts batches in the largest piece, rounding up", () => {
    const pancakes: Capacity = {
      what: "the pancakes",
      unit: "pancakes",
      perRecipe: 8,
      holds: 3,
      batches: { how: "", minutes: 5 },
      steps: ["4"],
    };
    expect(capacityPlan(pancakes, 1)).toEqual({ kind: "batches", count: 3, minutes: 5, perBatch: 3 });
    expect(capacityPlan(pancakes, 5)).toEqual({ kind: "batches", count: 14, minutes: 5, perBatch: 3 });
    const exact: Capacity = { ...pancakes, perRecipe: 6 };
    expect(capacityPlan(exact, 1)).toEqual({ kind: "batches", count: 2, minutes: 5, perBatch: 3 });
    // Past the biggest pot: batches of what the biggest one holds.
    const eggs: Capacity = { ...pancakes, perRecipe: 4, holds: 4, larger: [{ item: "a wide pot", holds: 12 }] };
    expect(capacityPlan(eggs, 3)).toEqual({ kind: "larger", item: "a wide pot", pots: 1 });
    expect(capacityPlan(eggs, 5)).toEqual({ kind: "batches", count: 2, minutes: 5, perBatch: 12 });
  });
});

describe("batchMinutesByStep", () => {
  it("adds the batches a bigger scale needs to the cook time of the last step they are in, and nothing at 1X", () => {
    const pancakes = getRecipe("pancakes");
    expect(batchMinutesByStep(pancakes, 1)).toEqual(new Map([["4", { prep: 0, cook: 0 }]]));
    // 40 pancakes, 3 at a time: 14 batches of 5 minutes instead of 3.
    expect(batchMinutesByStep(pancakes, 5)).toEqual(new Map([["4", { prep: 0, cook: (14 - 3) * 5 }]]));
  });

  it("gives the water time to come back to the boil between batches of pasta in one pot", () => {
    // 1.5 kg of fresh pasta at 5X is 4 batches: each 3 minutes to cook and about 4 for the water to boil again.
    expect(batchMinutesByStep(getRecipe("simplepastadough"), 5).get("7")).toEqual({ prep: 0, cook: 3 * 7 });
    expect(materialNotes(getRecipe("simplepastadough"), 5).map((n) => n.text)).toContainEqual(
      expect.stringMatching(/4 batches of about 7 minutes.*come back to a rolling boil before the next, about 4 minutes/),
    );
  });

  it("makes as many batches as the page lists of what each batch has one of: the mayonnaise's yolks, the rolls' two pans", () => {
    const mayo = getRecipe("homemademayonnaise");
    for (const scale of CHECKED_SCALES) {
      const yolks = Number(scaleIngredient(mayo.meatdairyeggs[0], scale).amount);
      const plan = capacityPlan(mayo.materials.flatMap((m) => m.capacity ?? [])[0], scale);
      expect(plan.kind === "batches" ? plan.count : 1).toBe(yolks);
    }
    expect(materialNotes(mayo, 4.3)[0].text).toMatch(/^At 4\.3X: 4 yolks' worth of oil, one at a time: 4 batches of about 8 minutes/);
    // 4 1/3 pans' worth of dough, two pans' worth a batch: three batches.
    const mixer = getRecipe("cinnamonrolls").materials.find((m) => m.name === "stand mixer")!.capacity![0];
    expect(capacityPlan(mixer, 4.3)).toMatchObject({ kind: "batches", count: 3 });
    expect(capacityPlan(mixer, 2)).toEqual({ kind: "fits" });
    // The oven takes two of the pans the steps fill: at 4.3X four pans of 13, so two batches.
    const rolls = getRecipe("cinnamonrolls");
    expect(materialNotes(rolls, 4.3).at(-1)?.text).toMatch(/^At 4\.3X: 4 pans, 2 at a time: 2 batches of about 25 minutes/);
    expect(materialNotes(rolls, 4.4).at(-1)?.text).toMatch(/^At 4\.4X: 5 pans, 2 at a time: 3 batches/);
  });

  it("tosses alfredo past 3X in both pasta pots, not about 8 quarts in one 6-quart pot", () => {
    const alfredo = getRecipe("alfredopastawithchickenandbroccoli");
    const toss = (scale: number) => materialNotes(alfredo, scale).find((n) => n.capacity.what === "the pasta and sauce")?.text;
    expect(toss(3)).toMatch(/Use the emptied pasta pot:/);
    for (const scale of [4.3, 5]) expect(toss(scale)).toMatch(/Use both emptied pasta pots: share the sauce/);
  });

  it("says to cool a big batch of soup or stew fast from 3X, and nothing of it below 3X or for other dishes", () => {
    const soups = ["beefstew", "moroccanharira", "marinara", "roastedtomatoandbasilsoup", "blackbeangoulash"];
    for (const r of recipes) {
      expect(coolingNote(r, 2.9), r.slug).toBeNull();
      expect(coolingNote(r, 3) !== null, r.slug).toBe(soups.includes(r.slug));
    }
    expect(coolingNote(getRecipe("beefstew"), 4.3)).toBe(
      "At 4.3X this is a big batch: cool what you keep fast. Divide it among shallow containers, no more than 2\u00a0inches deep, and have them in the fridge within 2 hours of cooking.",
    );
  });

  it("adds nothing for a recipe whose pot just gets bigger", () => {
    const harira = getRecipe("moroccanharira");
    for (const scale of STANDARD_SCALES) expect(batchMinutesByStep(harira, scale).size).toBe(0);
  });

  it("adds kneading in batches to the prep time, baking in batches to the cook time", () => {
    expect(batchMinutesByStep(getRecipe("cinnamonrolls"), 3)).toEqual(
      new Map([
        ["3", { prep: 10, cook: 0 }],
        ["9", { prep: 0, cook: 25 }],
      ]),
    );
  });
});

describe("materialNotes", () => {
  it("says harira outgrows its 3-quart pot at 2X, and names the pot in litres for metric", () => {
    const harira = getRecipe("moroccanharira");
    expect(materialNotes(harira, 1)).toEqual([]);
    const [note] = materialNotes(harira, 2);
    expect(plain(note.text)).toBe("At 2X, the 3-quart pot is too small for the soup. Use a 6-quart Dutch oven or soup pot.");
    expect(plain(materialNotes(harira, 2, "metric")[0].text)).toBe(
      "At 2X, the 3-litre pot is too small for the soup. Use a 5.5-litre Dutch oven or soup pot.",
    );
  });

  it("tells how many batches of pancakes and how long they take, at every scale", () => {
    const pancakes = getRecipe("pancakes");
    expect(plain(materialNotes(pancakes, 1)[0].text)).toMatch(
      /^8 pancakes, 3 at a time: 3 batches of about 5 minutes, about 15 mins in all\./,
    );
    expect(plain(materialNotes(pancakes, 5)[0].text)).toMatch(
      /^At 5X: 40 pancakes, 3 at a time: 14 batches of about 5 minutes, about 1 hr 10 mins in all\./,
    );
    expect(plain(materialNotes(pancakes, 5, "metric")[0].text)).toContain("in a 95°C oven");
  });

  it("boils alfredo's pasta in two pots at 5X, with the salt per pot rather than times five", () => {
    const alfredo = getRecipe("alfredopastawithchickenandbroccoli");
    const texts = materialNotes(alfredo, 5).map((n) => plain(n.text));
    expect(texts).toContain(
      "At 5X, the pot is too small for the pasta. Use two pots, each with its own water and salt, and share the pasta and broccoli between them.",
    );
    expect(texts.some((t) => t.startsWith("At 5X, the 12-inch skillet takes the chicken in 3 batches"))).toBe(true);
    const salt = alfredo.spices.find((i) => i.notScaled)!;
    expect(scaleIngredient(salt, 5)).toMatchObject({ amount: "1 tbsp", note: "per pot of water" });
    expect(scaleIngredient(salt, 5, { units: "metric" })).toMatchObject({ amount: "1 tbsp" });
    // One pot holds 16 oz of pasta (6 oz at 1X): two pots past 2.6X, what a shopping list buys the salt for.
    expect([1, 2, 2.7, 4, 5].map((scale) => potsFor(alfredo, salt.item, scale))).toEqual([1, 1, 2, 2, 2]);
    expect(potsFor(alfredo, "olive oil", 5)).toBe(1);
  });

  it("gives every note a step of the recipe to show in", () => {
    for (const r of recipes) {
      const steps = new Set(r.steps.map((s) => s.num));
      for (const scale of STANDARD_SCALES) {
        for (const n of materialNotes(r, scale)) {
          expect(n.plan.kind, `${r.slug} ${scale}X`).not.toBe("overflow");
          for (const s of n.capacity.steps) expect(steps.has(s), `${r.slug} step ${s}`).toBe(true);
        }
      }
    }
  });

  it("counts loaves, pancakes and eggs whole at a scale between the standard ones, and no note outgrows what is named", () => {
    const bread = getRecipe("artisanbread");
    const loaves = (scale: number) => materialNotes(bread, scale).find((n) => n.capacity.counted)?.text ?? "";
    expect(loaves(1.3)).toBe("");
    expect(loaves(2.7)).toMatch(/^At 2\.7X: 3 loaves, one at a time: 3 batches of about 61 minutes/);
    expect(batchMinutesByStep(bread, 2.7).get("7")).toEqual({ prep: 0, cook: 122 });
    for (const r of recipes) {
      for (const scale of CHECKED_SCALES) {
        for (const n of materialNotes(r, scale)) {
          expect(n.plan.kind, `${r.slug} ${scale}X`).not.toBe("overflow");
          expect(n.text, `${r.slug} ${scale}X`).not.toMatch(/\b\d+\.\d+ (loaves|pizzas|waffles|cookies|pancakes|tortillas|eggs|rolls)/);
        }
      }
    }
  });

  it("browns the stew's beef in the pot the page says to use: at 4.3X 6 batches in a 7- to 8-quart pot, not 9 in the 3- to 4-quart", () => {
    const stew = getRecipe("beefstew");
    const beef = (scale: number) => plain(materialNotes(stew, scale).find((n) => n.capacity.what === "the beef")!.text);
    expect(beef(1)).toMatch(/^The Dutch oven takes the beef in 2 batches/);
    expect(beef(2.7)).toMatch(
      /^At 2\.7X, the 7- to 8-quart Dutch oven takes the beef in 4 batches of about 5 minutes, about 20 mins in all\./,
    );
    expect(beef(4.3)).toMatch(/^At 4\.3X, one of the 7- to 8-quart Dutch ovens takes the beef in 6 batches of about 5 minutes/);
    // The steps' times are those batches: 10 minutes more than 1X's two at 2.7X, 20 at 4.3X.
    expect(batchMinutesByStep(stew, 2.7).get("2")).toEqual({ prep: 0, cook: 10 });
    expect(batchMinutesByStep(stew, 4.3).get("2")).toEqual({ prep: 0, cook: 20 });
    // The bigger pot is said from the first step that uses it, where the beef is browned.
    const moved = materialNotes(stew, 4.3).find((n) => n.capacity.what === "the stew")!;
    expect(moved.steps).toEqual(["2", "6", "7"]);
  });

  it("lists the pot the stew is made in at each scale in Materials, and what it stands in for", () => {
    const stew = getRecipe("beefstew");
    const list = (scale: number) =>
      plain(renderToStaticMarkup(createElement(MaterialsList, { recipe: stew, scale, units: "us" })))
        .replace(/&#x27;/g, "'")
        .replace(/<[^>]+>/g, "|")
        .split("|")
        .filter(Boolean);
    expect(list(1)[0]).toBe("3- to 4-quart Dutch oven or heavy pot with a lid");
    expect(list(4.3).slice(0, 2)).toEqual([
      "Two 7- to 8-quart Dutch ovens with lids",
      "At 4.3X, in place of the recipe's 3- to 4-quart Dutch oven or heavy pot with a lid, which is too small for the stew.",
    ]);
    expect(list(2.7)[0]).toBe("7- to 8-quart Dutch oven with a lid");
  });

  it("names in Materials the pot the steps tell the cook to use, at every tenth in both systems, never the one it calls too small", () => {
    const tenths = Array.from({ length: 46 }, (_, i) => (5 + i) / 10);
    const problems: string[] = [];
    for (const r of recipes) {
      for (const scale of tenths) {
        for (const units of ["us", "metric"] as const) {
          const html = plain(renderToStaticMarkup(createElement(MaterialsList, { recipe: r, scale, units }))).replace(/&#x27;/g, "'");
          const lines = [...html.matchAll(/<li>([^<]*)/g)].map((m) => m[1]);
          for (const n of materialNotes(r, scale, units)) {
            if (n.plan.kind !== "larger" || n.capacity.larger?.find((l) => l.item === (n.plan as { item: string }).item)?.apart) continue;
            const line = lines[r.materials.indexOf(n.material)];
            const larger = n.capacity.larger?.find((l) => l.item === (n.plan as { item: string }).item);
            const pot = plain(recipeText(larger?.replaces?.line ?? n.plan.item, r, scale, units))
              .replace(/^(a|an) /, "")
              .slice(0, 24)
              .toLowerCase();
            if (!line.toLowerCase().includes(pot)) problems.push(`${r.slug} ${scale}X ${units}: "${line}" for ${n.plan.item}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
