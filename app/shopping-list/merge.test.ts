import { describe, expect, it } from "vitest";
import { amountContext, amountProblems, parseAmount } from "~/amounts/amount-rules";
import { CATALOG, catalogEntry } from "~/amounts/catalog";
import { amountValue } from "~/amounts/amount-text";
import { TSP_PER_PACKET } from "~/amounts/catalog-amounts";
import { isButter } from "~/amounts/scale";
import { listedIngredient } from "~/amounts/divided";
import { recipes } from "~/recipes/index";
import { MAX_SCALE, MIN_SCALE } from "~/amounts/scales";
import { listedValue } from "~/amounts/divided";
import { TSP_IN } from "~/amounts/measure";
import { ingredientsOf, type Recipe } from "~/recipes/types";
import { UNIT_SYSTEMS, type UnitSystem } from "~/amounts/units";
import { lineText } from "./line-text";
import type { ListLine } from "./merge";
import { BOUGHT_PLURALS, GRAMS_PER_CUP } from "./recipe-facts";
import { fruitEnough, JUICE_TBSP_AT_LEAST, onePurchase, packAgrees } from "./list-rules";
import { line, lines, list, made } from "../../tests/support/shopping-lists";

describe("what the recipes say about buying it", () => {
  it("buys yeast in packets, counted at the list's scale, in both unit systems", () => {
    // The pages spoon yeast at every scale (issue 60): the list says the spoons its packets give.
    // All of the packets, said as the page says it; never "1/4 cup" of five packets' 11 1/4 tsp.
    expect(line(list("us", ["cinnamonrolls", 1]), /yeast/)).toBe("1 packet instant yeast");
    expect(line(list("us", ["cinnamonrolls", 5]), /yeast/)).toBe("5 packets instant yeast");
    expect(line(list("metric", ["cinnamonrolls", 5]), /yeast/)).toBe("5 sachets instant yeast");
    expect(line(list("us", ["cinnamonrolls", 4.5]), /yeast/)).toBe("5 packets instant yeast (3 1/2 tbsp of them)");
    // With a bread's quarter teaspoon a packet is too little: two, and how much of them.
    expect(line(list("us", ["cinnamonrolls", 1], ["artisanbread", 1]), /yeast/)).toBe("2 packets instant yeast (2 1/2 tsp of them)");
    expect(line(list("us", ["artisanbread", 1]), /yeast/)).toBe("1 packet instant yeast (1/4 tsp of it)");
    expect(line(list("metric", ["artisanbread", 1]), /yeast/)).toBe("1 sachet instant yeast (1/4 tsp of it)");
  });

  it("keeps a note that opens in brackets, and leaves what the cook does with it to the recipe", () => {
    expect(line(list("us", ["homemadehamburgerhelper", 5]), /ground beef/)).toBe("2 1/2 lb ground beef (85% lean)");
    // 1134 g: 1.1 kg would be too little.
    expect(line(list("metric", ["beefstew", 5]), /potatoes/)).toBe("1.2 kg Yukon Gold potatoes (small ones are about 115 g each)");
    expect(line(list("us", ["beefstew", 1]), /carrots/)).toBe("2 medium carrots");
    // Both recipes leave the flakes out if you like; a recipe that needs them would not.
    expect(line(list("us", ["marinara", 1], ["roastedtomatoandbasilsoup", 1]), /flakes/)).toBe("1/2 tsp red pepper flakes (optional)");
    const needed = made("a", [{ item: "red pepper flakes", amount: 1, unit: "tsp" }]);
    expect(line(list("us", ["marinara", 1], [needed, 1]), /flakes/)).toBe("1 1/4 tsp red pepper flakes");
  });

  it("says how many pints or punnets of cherry tomatoes to buy", () => {
    // 3 cups at 3X: a dry pint holds about 2 cups; a metric punnet 250 g (149 g a cup), 10 g steps from 250 g (issue 60).
    expect(line(list("us", ["cucumbertomatosalad", 3]), /cherry/)).toBe("3 cups cherry tomatoes (2 pints)");
    expect(line(list("metric", ["cucumbertomatosalad", 3]), /cherry/)).toBe("450 g cherry tomatoes (2 punnets of 250 g)");
  });

  it("says how many bunches of an herb to buy, adding each recipe's share by weight", () => {
    // Dill: 15 g of leaves a bunch, 9 g a cup. Tzatziki at 5X chops 1/3 cup, 3 g: one bunch.
    expect(line(list("us", ["greektzatziki", 5]), /dill/)).toBe("1/3 cup fresh dill (1 bunch)");
    // Measured as the page measures it: a metric page spoons what the recipe has under a quarter cup of (issue 60).
    expect(line(list("metric", ["greektzatziki", 5]), /dill/)).toBe("5 tbsp fresh dill (1 bunch)");
    expect(line(list("metric", ["beefstew", 5]), /parsley/)).toBe("5 tbsp fresh flat-leaf parsley (1 bunch)");
    expect(line(list("metric", ["moroccanharira", 1]), /parsley/)).toBe("30 g fresh flat-leaf parsley (1 bunch)");
    // Parsley: 40 g a bunch, 60 g a cup. 2 1/2 cups are 150 g: four bunches, never three and a bit.
    expect(line(list("us", ["moroccanharira", 5]), /parsley/)).toBe("2 1/2 cups fresh flat-leaf parsley (4 bunches)");
    // Basil by the cup and by the leaf is one purchase, and the leaves count toward the bunch.
    expect(line(list("us", ["marinara", 1], ["roastedtomatoandbasilsoup", 2]), /basil/)).toMatch(/\(1 bunch\)$/);
  });

  it("writes in grams on a US list what the recipe's page weighs in grams, never less than it weighs (issue 60)", () => {
    // The page says "520 g bread flour" at 1.3X: a list in pounds beside it would read as another amount.
    expect(line(list("us", ["artisanbread", 1.3]), /bread flour/)).toBe("520 g bread flour (1 bag of 5 lb)");
    expect(line(list("us", ["artisanbread", 3]), /bread flour/)).toBe("1.2 kg bread flour (1 bag of 5 lb)");
    expect(line(list("metric", ["artisanbread", 3]), /bread flour/)).toBe("1.2 kg bread flour (1 bag of 1.5 kg)");
  });
});

describe("what is one thing to buy", () => {
  it("buys one thing for the names the catalog says are one purchase, and keeps the rest apart", () => {
    const groups = list("us", ["marinara", 1], ["beefstew", 1], ["lebanesechickenshawarma", 1]);
    // One bottle of extra-virgin serves for olive oil; black pepper in all its wordings is one jar.
    // 7 tbsp: no teaspoons after a cup measure, nor more than 2 tbsp.
    expect(line(groups, /olive oil/)).toBe("1/3 cup + 2 tbsp extra-virgin olive oil");
    expect(line(groups, /black pepper/)).toBe("3/4 tsp black pepper");
    // Kosher and fine sea salt measure differently: a recipe that names one means it.
    expect(lines(groups).filter((l) => /salt/.test(lineText(l)))).toHaveLength(2);
  });

  it("buys lemons for their juice and zest, and counts a lemon cut into wedges on top", () => {
    // Shawarma: 3 tbsp juice and 1 tbsp more for the sauce; pancakes: 2 tsp zest and 1 tbsp juice.
    expect(line(list("us", ["blueberrylemonpancakes", 1]), /lemon/)).toBe("1 lemon (for the juice and zest)");
    expect(line(list("us", ["blueberrylemonpancakes", 3]), /lemon/)).toBe("2 lemons (for the juice and zest)");
    expect(line(list("us", ["blueberrylemonpancakes", 1], ["moroccanharira", 2]), /lemon/)).toBe("2 lemons (for the juice and zest)");
  });

  it("groups lines as a shop is laid out, the staples last, A to Z within a group, each once", () => {
    const groups = list("us", ["pancakes", 2], ["marinara", 1], ["beefstew", 3]);
    expect(groups.map((g) => g.label)).toEqual(["Produce", "Dairy & eggs", "Meat", "Frozen", "Pantry", "Check you have"]);
    for (const g of groups) {
      const names = g.lines.map((l) => l.parts[0].item.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
    const eggs = groups.find((g) => g.key === "dairy")!.lines.map(lineText);
    expect(eggs).toContain("2 large eggs");
    expect(groups.at(-1)!.lines.map((l) => l.parts[0].item)).toContain("granulated sugar");
    const keys = lines(groups).map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("goes by one weight per cup for each ingredient, whichever recipe gives it, written out in recipe-facts.ts", () => {
    const seen = new Map<string, number>();
    for (const r of recipes)
      for (const [item, grams] of Object.entries(r.gramsPerCup ?? {})) {
        expect(seen.get(item) ?? grams, `${item} in ${r.slug}`).toBe(grams);
        seen.set(item, grams);
      }
    // The list reads the recipes' weights from there, without every recipe (a list worked out offline, in the browser).
    expect(Object.fromEntries(GRAMS_PER_CUP), "app/shopping-list/recipe-facts.ts's GRAMS_PER_CUP").toEqual(Object.fromEntries(seen));
  });

  it("names a thing bought for a part of it as the recipe that counts it does, written out in recipe-facts.ts", () => {
    const counted = recipes.flatMap((r) => r.steps.flatMap((s) => s.ingredients));
    const bought = [...new Set(Object.values(CATALOG).flatMap((e) => (e.buy ? [e.buy] : [])))];
    const plurals = Object.fromEntries(
      bought.flatMap((item) => {
        const plural = counted.find((i) => i.item === item)?.plural;
        return plural ? [[item, plural]] : [];
      }),
    );
    expect(BOUGHT_PLURALS, "app/shopping-list/recipe-facts.ts's BOUGHT_PLURALS").toEqual(plurals);
  });
});

/** What a shop sells, said on the line: yeast in packets, the rest in the packs its catalog entry names (./list-rules). */
function buyingProblems(units: UnitSystem, l: ListLine): string[] {
  const problems: string[] = [];
  for (const p of l.parts)
    if (catalogEntry(p.ingredient.item).measure === "yeast" && !/^\d+ (packet|sachet)s?$/.test(p.amount))
      problems.push(`${lineText(l)}: yeast is bought by the packet`);
  // "(1/4 cup of them)" of five packets is more than they hold.
  const spoons = /^\((.+) of (it|them)\)$/.exec(l.note ?? "")?.[1];
  const packets = /^(\d+) (packet|sachet)s?$/.exec(l.parts[0].amount)?.[1];
  if (spoons && packets && (amountValue(spoons)?.value ?? 0) > Number(packets) * TSP_PER_PACKET + 1e-6)
    problems.push(`${lineText(l)}: more than the packets hold`);
  const pack = packAgrees(l, units);
  return pack ? [...problems, pack] : problems;
}

// Every tenth a list takes, as the recipe pages offer them.
const EVERY_TENTH = Array.from({ length: (MAX_SCALE - MIN_SCALE) * 10 + 1 }, (_, i) => Math.round(MIN_SCALE * 10 + i) / 10);

/** The juice a list's recipes squeeze, in tablespoons, as their pages list it. */
function juiceOf(entries: [Recipe, number][], units: UnitSystem, fruit: string): number {
  return entries.reduce((total, [recipe, scale]) => {
    const juices = ingredientsOf(recipe).filter(
      (i) => catalogEntry(i.item).from?.for === "juice" && catalogEntry(i.item).from?.one === fruit,
    );
    return total + juices.reduce((t, i) => t + (listedValue(recipe, i, scale, units) * (TSP_IN[i.unit] ?? 0)) / 3, 0);
  }, 0);
}

const problemsOf = (units: UnitSystem, l: ListLine) =>
  l.parts.flatMap((p) => amountProblems(p.amount, amountContext(p.ingredient, units)).map((m) => `${lineText(l)}: ${m}`));

// An amount read back in teaspoons or grams (a count as itself), to hold a list to what the pages ask for.
const BASE: Record<string, number> = {
  tsp: 1,
  tbsp: 3,
  cup: 48,
  quart: 192,
  stick: 24,
  ml: 0.2029,
  L: 202.9,
  g: 1,
  kg: 1000,
  oz: 28.35,
  lb: 453.6,
};
function baseOf(amount: string): { kind: string; value: number } | null {
  const parsed = parseAmount(amount);
  if (!parsed) return null;
  const kinds = new Set(
    parsed.parts.map((p) => (["g", "kg", "oz", "lb"].includes(p.unit) ? "weight" : p.unit in BASE ? "volume" : p.unit)),
  );
  if (kinds.size !== 1) return null;
  return { kind: [...kinds][0], value: parsed.parts.reduce((sum, p) => sum + p.value * (BASE[p.unit] ?? 1), 0) };
}

describe("every list is written by the recipe pages' rules", () => {
  it("buys salt for cooking as two kinds at most, kosher and fine, whatever the recipes call it", () => {
    for (const units of UNIT_SYSTEMS) {
      const salts = lines(list(units, ...recipes.map((r) => [r, 1] as [Recipe, number]))).filter(
        (l) => /salt/.test(l.key) && catalogEntry(l.parts[0].ingredient.item).staple,
      );
      expect(salts.map(lineText)).toHaveLength(2);
    }
  });

  it("knows the packs a shop sells what the issues found in cups on a list", () => {
    const sold = ["cherry tomatoes", "fresh blueberries", "whole milk", "low-sodium beef broth", "dry red wine", "tomato paste"];
    for (const item of [...sold, "dried fettuccine", "sharp cheddar cheese"]) expect(catalogEntry(item).pack, item).toBeDefined();
  });

  it("buys at least what a recipe alone asks for on its page, written by the rules, at every tenth in both systems", () => {
    const short: string[] = [];
    for (const recipe of recipes)
      for (const units of UNIT_SYSTEMS)
        for (const scale of EVERY_TENTH) {
          const all = lines(list(units, [recipe, scale]));
          short.push(...onePurchase(all).map((p) => `${recipe.slug} at ${scale}X in ${units}: ${p}`));
          for (const l of all) short.push(...problemsOf(units, l).map((p) => `${recipe.slug} at ${scale}X in ${units}: ${p}`));
          for (const l of all) short.push(...buyingProblems(units, l).map((p) => `${recipe.slug} at ${scale}X in ${units}: ${p}`));
          for (const ing of ingredientsOf(recipe)) {
            const entry = catalogEntry(ing.item);
            if (entry.aisle === null || entry.from || entry.measure === "canned") continue;
            const onPage = baseOf(listedIngredient(recipe, ing, scale, units).amount);
            const names = [ing.item, ing.plural, entry.buy].filter(Boolean).map((n) => n!.toLowerCase());
            const line = all.find((l) => l.parts.some((p) => names.some((n) => p.item.toLowerCase().startsWith(n))));
            if (!line) {
              short.push(`${recipe.slug} ${ing.item} at ${scale}X in ${units}: not on the list`);
              continue;
            }
            const bought = line.parts.map((p) => baseOf(p.amount)).find((b) => b?.kind === onPage?.kind);
            // Bought as the page measures it: grams of cilantro on the list beside millilitres on the page read as two things.
            // Butter's pounds are its sticks by the box of four: "2 lb" buys the page's 7 3/4 sticks.
            if (
              onPage &&
              !bought &&
              !line.parts.some((p) => /packet|sachet/.test(p.amount) || (isButter(ing.item) && /\blb\b/.test(p.amount)))
            )
              short.push(`${recipe.slug} ${ing.item} at ${scale}X in ${units}: ${lineText(line)}, where the page has ${onPage.kind}`);
            // In the page's system: "520 g bread flour" on the page, not "1 lb 3 oz" on the list.
            const grams = (text: string) => /\d (g|kg)\b/.test(text);
            const pageAmount = listedIngredient(recipe, ing, scale, units).amount;
            if (onPage?.kind === "weight" && bought && line.parts.every((p) => grams(p.amount) !== grams(pageAmount)))
              short.push(`${recipe.slug} ${ing.item} at ${scale}X in ${units}: ${lineText(line)}, where the page writes ${pageAmount}`);
            // Never under the page, in whatever unit the list buys it in: 14 oz of flour is short of a loaf's 400 g.
            if (onPage && bought && bought.value < onPage.value * (1 - 1e-3))
              short.push(`${recipe.slug} ${ing.item} at ${scale}X in ${units}: ${lineText(line)} is less than the page's amount`);
          }
        }
    expect(short).toEqual([]);
  });

  it("writes every sum of two recipes as a cook would: every pair at 5X, each recipe with the next at 1X to 4X and at odd scales", () => {
    const problems: string[] = [];
    const check = (a: Recipe, b: Recipe, scale: number) => {
      for (const units of UNIT_SYSTEMS) for (const l of lines(list(units, [a, scale], [b, scale]))) problems.push(...problemsOf(units, l));
    };
    for (const [i, a] of recipes.entries()) {
      for (const b of recipes.slice(i + 1)) check(a, b, 5);
      for (const scale of [1, 2, 3, 4, 0.5, 1.3, 2.7, 4.3]) check(a, recipes[(i + 1) % recipes.length], scale);
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it("buys each thing on one line, in packs that agree with it and fruit enough for the juice, for every recipe together at every tenth", () => {
    const problems: string[] = [];
    for (const scale of EVERY_TENTH)
      for (const units of UNIT_SYSTEMS) {
        const entries = recipes.map((r) => [r, scale] as [Recipe, number]);
        const all = lines(list(units, ...entries));
        problems.push(...onePurchase(all), ...all.flatMap((l) => buyingProblems(units, l)));
        for (const fruit of Object.keys(JUICE_TBSP_AT_LEAST)) {
          const line = all.find((l) => l.parts.some((p) => p.item === fruit || p.item === `${fruit}s`));
          const short = line && fruitEnough(line, juiceOf(entries, units, fruit));
          if (short) problems.push(`${scale}X in ${units}: ${short}`);
        }
      }
    expect([...new Set(problems)]).toEqual([]);
    // 1,204 lists: two seconds alone, more beside other work on a shared machine.
  });
});
