import { describe, expect, it } from "vitest";
import { amountContext, amountProblems, parseAmount } from "~/recipes/amount-rules";
import { catalogEntry } from "~/recipes/catalog";
import { getRecipe, recipes } from "~/recipes/index";
import { listedIngredient } from "~/recipes/divided";
import { MULTIPLIERS, scaleIngredient } from "~/recipes/scale";
import { ingredientsOf, type Ingredient, type Recipe, type RecipeSlug } from "~/recipes/types";
import { UNIT_SYSTEMS, type UnitSystem } from "~/recipes/units";
import { lineText, shoppingList, type ListLine } from "./merge";

const list = (units: UnitSystem, ...entries: [RecipeSlug | Recipe, number][]) =>
  shoppingList(
    entries.map(([r, x]) => ({ recipe: typeof r === "string" ? getRecipe(r) : r, x })),
    units,
  );
const lines = (groups: ReturnType<typeof shoppingList>) => groups.flatMap((g) => g.lines);
/** The one line whose name contains `name`, as text. */
function line(groups: ReturnType<typeof shoppingList>, name: RegExp): string {
  const found = lines(groups).filter((l) => l.parts.some((p) => name.test(p.item)));
  expect(found, `${name}`).toHaveLength(1);
  return lineText(found[0]);
}

/** A recipe of one ingredient list, for rules the site's own recipes don't exercise. */
const made = (slug: string, dry: Ingredient[], gramsPerCup: Record<string, number> = {}): Recipe => ({
  ...getRecipe("pancakes"),
  slug: slug as RecipeSlug,
  title: slug,
  dry,
  spices: [],
  produce: [],
  meatdairyeggs: [],
  gramsPerCup,
});

describe("the same unit", () => {
  it("adds eggs to eggs, whatever each recipe calls them: 1 large egg and 2 large eggs are 3", () => {
    for (const units of UNIT_SYSTEMS) {
      expect(line(list(units, ["pancakes", 1], ["simplepastadough", 1]), /egg/)).toBe("3 large eggs");
      expect(line(list(units, ["pancakes", 5], ["simplepastadough", 5]), /egg/)).toBe("15 large eggs");
    }
  });

  it("buys the pasta water's salt once per pot: two pots from 2.7X, where the recipe page says per pot", () => {
    for (const units of UNIT_SYSTEMS) {
      // 1 tbsp per pot and 3/4 tsp for the food at 1X: at 2X one pot and 1 1/2 tsp; at 4X two pots and 3 tsp.
      expect(line(list(units, ["alfredopastawithchickenandbroccoli", 2]), /kosher salt/)).toBe("1 1/2 tbsp kosher salt");
      expect(line(list(units, ["alfredopastawithchickenandbroccoli", 4]), /kosher salt/)).toBe("3 tbsp kosher salt");
      expect(line(list(units, ["alfredopastawithchickenandbroccoli", 5]), /kosher salt/)).toBe("3 tbsp + 1 tsp kosher salt");
    }
  });

  it("adds spoons to spoons and writes the sum as a recipe page would", () => {
    // Pancakes 1/4 tsp at 1X, marinara 3/4 tsp, pasta dough 1/4 tsp.
    const three = (units: UnitSystem, x: number) => list(units, ["pancakes", x], ["marinara", x], ["simplepastadough", x]);
    expect(line(three("us", 1), /^fine sea salt/)).toBe("1 1/4 tsp fine sea salt");
    // 6 1/4 tsp at 5X: a page may write 2 tbsp, a list never buys less than the recipes use.
    expect(line(three("us", 5), /^fine sea salt/)).toBe("2 tbsp + 1 tsp fine sea salt");
    expect(line(three("metric", 5), /^fine sea salt/)).toBe("2 tbsp + 1 tsp fine sea salt");
    // Garlic by the clove, cans of one size by the can.
    // Garlic is bought by the head, which says how many cloves the recipes use.
    expect(line(list("us", ["marinara", 2], ["beefstew", 1]), /garlic/)).toBe("1 head of garlic (10 cloves)");
    expect(line(list("us", ["marinara", 5], ["beefstew", 2]), /garlic/)).toBe("3 heads of garlic (24 cloves)");
    const chickpeas = made("a", [{ item: "chickpeas", amount: 1, unit: "can", size: { amount: 15, unit: "oz" } }]);
    expect(line(list("us", [chickpeas, 1], ["classichummus", 2]), /chickpeas/)).toBe("3 cans (15 oz each) chickpeas");
    expect(line(list("metric", [chickpeas, 1], ["classichummus", 2]), /chickpeas/)).toBe("3 cans (400 g each) chickpeas");
  });

  it("buys whole onions for half a one and a whole one, and a pound of chicken breast with more of it in pounds", () => {
    expect(line(list("us", ["marinara", 1], ["beefstew", 1]), /onion/)).toBe("2 small yellow onions");
    expect(line(list("us", ["alfredopastawithchickenandbroccoli", 2], ["jalapenochickensalad", 1]), /chicken breast/)).toBe(
      "2 1/4 lb boneless, skinless chicken breasts (a medium breast is about 8 to 10 oz)",
    );
    expect(line(list("metric", ["alfredopastawithchickenandbroccoli", 2], ["jalapenochickensalad", 1]), /chicken breast/)).toBe(
      "1.1 kg boneless, skinless chicken breasts (a medium breast is about 225 to 280 g)",
    );
  });

  it("writes butter by the stick up to two pounds (two boxes), then by weight, and milk by the jug", () => {
    expect(line(list("us", ["chocolatecookies", 2], ["pancakes", 2]), /unsalted butter/)).toBe("2 3/4 sticks unsalted butter");
    expect(line(list("us", ["chocolatecookies", 5], ["pancakes", 5]), /unsalted butter/)).toBe("6 3/4 sticks unsalted butter");
    expect(line(list("us", ["chocolatecookies", 5], ["cinnamonrolls", 5]), /unsalted butter/)).toBe("3 1/2 lb unsalted butter");
    expect(line(list("metric", ["chocolatecookies", 5], ["pancakes", 5]), /unsalted butter/)).toBe("750 g unsalted butter");
    expect(line(list("us", ["creamcheese", 5], ["pancakes", 5]), /whole milk/)).toBe("5 quarts whole milk");
    expect(line(list("metric", ["creamcheese", 5], ["pancakes", 5]), /whole milk/)).toBe("4.4 L whole milk");
  });
});

describe("what the recipes say about buying it", () => {
  it("buys yeast in packets, counted at the list's scale, in both unit systems", () => {
    expect(line(list("us", ["cinnamonrolls", 1]), /yeast/)).toBe("1 packet instant yeast");
    expect(line(list("us", ["cinnamonrolls", 5]), /yeast/)).toBe("5 packets instant yeast");
    expect(line(list("metric", ["cinnamonrolls", 5]), /yeast/)).toBe("5 sachets instant yeast");
    // With a bread's quarter teaspoon a packet is too little: the spoons.
    expect(line(list("us", ["cinnamonrolls", 1], ["artisanbread", 1]), /yeast/)).toBe("2 1/2 tsp instant yeast");
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
});

describe("units that convert", () => {
  it("adds a baker's grams of flour to cups of it: cups in US, grams in metric", () => {
    // Pancakes: 1 cup a batch (120 g a cup, from its own recipe); pasta dough: 200 g.
    expect(line(list("us", ["pancakes", 2], ["simplepastadough", 1]), /all-purpose flour/)).toBe("3 2/3 cups all-purpose flour");
    expect(line(list("metric", ["pancakes", 2], ["simplepastadough", 1]), /all-purpose flour/)).toBe("440 g all-purpose flour");
    expect(line(list("us", ["pancakes", 5], ["simplepastadough", 5]), /all-purpose flour/)).toBe("13 1/2 cups all-purpose flour");
    expect(line(list("metric", ["pancakes", 5], ["simplepastadough", 5]), /all-purpose flour/)).toBe("1.6 kg all-purpose flour");
  });

  it("adds millilitres to cups of the same thing", () => {
    const milk = made("a", [{ item: "whole milk", amount: 300, unit: "ml" }]);
    expect(line(list("us", [milk, 1], ["pancakes", 1]), /^whole milk/)).toBe("2 cups whole milk");
    expect(line(list("metric", [milk, 1], ["pancakes", 1]), /^whole milk/)).toBe("500 ml whole milk");
    // Millilitres alone stay the recipe's own, as on its page.
    expect(line(list("us", [milk, 5]), /milk/)).toBe("1.5 L whole milk");
  });

  it("never lists water, which comes from the tap", () => {
    for (const units of UNIT_SYSTEMS)
      expect(
        lines(list(units, ["artisanbread", 5], ["classichummus", 2], ["russiantea", 1])).filter((l) => /water/.test(lineText(l))),
      ).toEqual([]);
  });

  it("weighs on a metric list only what a recipe on it weighs, so a spoonful stays a spoonful", () => {
    // Beef stew thickens with 1 tbsp of flour, measured by the spoon on its page in both systems.
    expect(line(list("metric", ["beefstew", 1]), /all-purpose flour/)).toBe("1 tbsp all-purpose flour");
    expect(line(list("metric", ["beefstew", 1], ["pancakes", 1]), /all-purpose flour/)).toBe("130 g all-purpose flour");
  });
});

describe("units that don't convert", () => {
  it("adds a pinch to teaspoons of salt as the sixteenth of a teaspoon it is, rounding up, in both systems and at 5X", () => {
    for (const units of UNIT_SYSTEMS) {
      expect(line(list(units, ["cinnamonsugarfrenchtoast", 1], ["pancakes", 1]), /^fine sea salt/)).toBe("1/2 tsp fine sea salt");
      expect(line(list(units, ["cinnamonsugarfrenchtoast", 5], ["pancakes", 5]), /^fine sea salt/)).toBe("1 3/4 tsp fine sea salt");
    }
  });

  it("lists cans beside grams, and adds cans of two sizes in small cans' worth, bought as a page writes them", () => {
    const grams = made("a", [{ item: "chickpeas", amount: 200, unit: "g" }]);
    expect(line(list("us", [grams, 1], ["classichummus", 1]), /chickpeas/)).toBe("chickpeas: 200 g and 1 can (15 oz)");
    const big = made("b", [{ item: "chickpeas", amount: 1, unit: "can", size: { amount: 28, unit: "oz" } }]);
    expect(line(list("metric", [big, 1], ["classichummus", 1]), /chickpeas/)).toBe("3 cans (400 g each) chickpeas");
    // The goulash at 5X: its page and the list buy the same cans.
    const page = ingredientsOf(getRecipe("blackbeangoulash")).find((i) => i.item === "black beans")!;
    expect(line(list("us", ["blackbeangoulash", 5]), /black beans/)).toBe(`${scaleIngredient(page, 5).amount} black beans`);
  });

  it("keeps cups beside grams when no recipe gives the weight of a cup", () => {
    const cups = made("a", [{ item: "rye flour", amount: 1, unit: "cup" }]);
    const grams = made("b", [{ item: "rye flour", amount: 200, unit: "g" }]);
    expect(line(list("us", [cups, 1], [grams, 1]), /rye/)).toBe("rye flour: 1 cup and 200 g");
    expect(line(list("us", [cups, 5], [grams, 5]), /rye/)).toBe("rye flour: 5 cups and 1 kg");
  });

  it("names each amount when the names differ: pounds of tomatoes and a counted one", () => {
    expect(line(list("us", ["roastedtomatoandbasilsoup", 1], ["lebanesechickenshawarma", 1]), /Roma/)).toBe(
      "2 lb Roma tomatoes and 1 Roma tomato",
    );
  });
});

describe("what is one thing to buy", () => {
  it("buys one thing for the names the catalog says are one purchase, and keeps the rest apart", () => {
    const groups = list("us", ["marinara", 1], ["beefstew", 1], ["lebanesechickenshawarma", 1]);
    // One bottle of extra-virgin serves for olive oil; black pepper in all its wordings is one jar.
    expect(line(groups, /olive oil/)).toBe("1/4 cup + 3 tbsp extra-virgin olive oil");
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

  it("goes by one weight per cup for each ingredient, whichever recipe gives it", () => {
    const seen = new Map<string, number>();
    for (const r of recipes)
      for (const [item, grams] of Object.entries(r.gramsPerCup ?? {})) {
        expect(seen.get(item) ?? grams, `${item} in ${r.slug}`).toBe(grams);
        seen.set(item, grams);
      }
  });
});

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
  it("buys at least what a recipe alone asks for on its page, at 1X to 5X in both systems", () => {
    const short: string[] = [];
    for (const recipe of recipes)
      for (const units of UNIT_SYSTEMS)
        for (const x of MULTIPLIERS) {
          const all = lines(list(units, [recipe, x]));
          for (const ing of ingredientsOf(recipe)) {
            const entry = catalogEntry(ing.item);
            if (entry.aisle === null || entry.from || entry.measure === "canned") continue;
            const onPage = baseOf(listedIngredient(recipe, ing, x, units).amount);
            const names = [ing.item, ing.plural, entry.buy].filter(Boolean).map((n) => n!.toLowerCase());
            const line = all.find((l) => l.parts.some((p) => names.some((n) => p.item.toLowerCase().startsWith(n))));
            if (!line) {
              short.push(`${recipe.slug} ${ing.item} at ${x}X in ${units}: not on the list`);
              continue;
            }
            const bought = line.parts.map((p) => baseOf(p.amount)).find((b) => b?.kind === onPage?.kind);
            if (onPage && bought && bought.value < onPage.value * 0.99 - 1e-9)
              short.push(`${recipe.slug} ${ing.item} at ${x}X in ${units}: ${lineText(line)} is less than the page's amount`);
          }
        }
    expect(short).toEqual([]);
  }, 60_000);

  it("writes every sum of two recipes as a cook would: every pair at 5X, and each recipe with the next at 1X to 4X", () => {
    const problems: string[] = [];
    const check = (a: Recipe, b: Recipe, x: number) => {
      for (const units of UNIT_SYSTEMS) for (const l of lines(list(units, [a, x], [b, x]))) problems.push(...problemsOf(units, l));
    };
    for (const [i, a] of recipes.entries()) {
      for (const b of recipes.slice(i + 1)) check(a, b, 5);
      for (const x of [1, 2, 3, 4]) check(a, recipes[(i + 1) % recipes.length], x);
    }
    expect([...new Set(problems)]).toEqual([]);
    // 980 lists: two seconds alone, more beside other work on a shared machine.
  }, 60_000);
});
