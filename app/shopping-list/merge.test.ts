import { describe, expect, it } from "vitest";
import { amountProblems, type AmountContext } from "~/recipes/amount-rules";
import { getRecipe, recipes } from "~/recipes/index";
import { isButter, isPoured, MULTIPLIERS, scaleIngredient } from "~/recipes/scale";
import { ingredientsOf, INGREDIENT_GROUPS, type Ingredient, type Recipe, type RecipeSlug } from "~/recipes/types";
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

  it("adds spoons to spoons and writes the sum as a recipe page would", () => {
    // Pancakes 1/4 tsp at 1X, marinara 3/4 tsp, pasta dough 1/4 tsp.
    const three = (units: UnitSystem, x: number) => list(units, ["pancakes", x], ["marinara", x], ["simplepastadough", x]);
    expect(line(three("us", 1), /^fine sea salt/)).toBe("1 1/4 tsp fine sea salt");
    // 6 1/4 tsp at 5X: within a twentieth of 2 tbsp, which a recipe page would write too.
    expect(line(three("us", 5), /^fine sea salt/)).toBe("2 tbsp fine sea salt");
    expect(line(three("metric", 5), /^fine sea salt/)).toBe("2 tbsp fine sea salt");
    // Garlic by the clove, cans of one size by the can.
    expect(line(list("us", ["marinara", 2], ["beefstew", 1]), /^garlic/)).toBe("10 cloves garlic");
    const chickpeas = made("a", [{ item: "chickpeas", amount: 1, unit: "can", size: { amount: 15, unit: "oz" } }]);
    expect(line(list("us", [chickpeas, 1], ["classichummus", 2]), /chickpeas/)).toBe("3 cans (15 oz each) chickpeas");
    expect(line(list("metric", [chickpeas, 1], ["classichummus", 2]), /chickpeas/)).toBe("3 cans (400 g each) chickpeas");
  });

  it("keeps half an onion and a whole one as 1 1/2 onions, and a pound of chicken breast with more of it in pounds", () => {
    expect(line(list("us", ["marinara", 1], ["beefstew", 1]), /onion/)).toBe("1 1/2 small yellow onions");
    expect(line(list("us", ["alfredopastawithchickenandbroccoli", 2], ["jalapenochickensalad", 1]), /chicken breast/)).toBe(
      "2 1/4 lb boneless, skinless chicken breasts (a medium breast is about 8 to 10 oz)",
    );
    expect(line(list("metric", ["alfredopastawithchickenandbroccoli", 2], ["jalapenochickensalad", 1]), /chicken breast/)).toBe(
      "1 kg boneless, skinless chicken breasts (a medium breast is about 225 to 280 g)",
    );
  });

  it("writes butter by the stick and milk by the jug", () => {
    expect(line(list("us", ["chocolatecookies", 5], ["pancakes", 5]), /unsalted butter/)).toBe("6 1/2 sticks unsalted butter");
    expect(line(list("metric", ["chocolatecookies", 5], ["pancakes", 5]), /unsalted butter/)).toBe("740 g unsalted butter");
    expect(line(list("us", ["creamcheese", 5], ["pancakes", 5]), /whole milk/)).toBe("4 1/2 quarts whole milk");
    expect(line(list("metric", ["creamcheese", 5], ["pancakes", 5]), /whole milk/)).toBe("4.4 L whole milk");
  });
});

describe("what the recipes say about buying it", () => {
  it("keeps the packets of yeast, counted at the list's scale, in both unit systems", () => {
    expect(line(list("us", ["cinnamonrolls", 1]), /yeast/)).toBe("2 1/4 tsp instant yeast (1 packet)");
    expect(line(list("us", ["cinnamonrolls", 5]), /yeast/)).toBe("3 tbsp + 2 1/4 tsp instant yeast (5 packets)");
    expect(line(list("metric", ["cinnamonrolls", 5]), /yeast/)).toBe("3 tbsp + 2 1/4 tsp instant yeast (5 sachets of 7 g)");
    // With a bread's quarter teaspoon the sum is no longer a count of packets.
    expect(line(list("us", ["cinnamonrolls", 1], ["artisanbread", 1]), /yeast/)).toBe("2 1/2 tsp instant yeast");
  });

  it("keeps a note that opens in brackets, and leaves what the cook does with it to the recipe", () => {
    expect(line(list("us", ["homemadehamburgerhelper", 5]), /ground beef/)).toBe("2 1/2 lb ground beef (85% lean)");
    expect(line(list("metric", ["beefstew", 5]), /potatoes/)).toBe("1.1 kg Yukon Gold potatoes (small ones are about 115 g each)");
    expect(line(list("us", ["beefstew", 1]), /carrots/)).toBe("2 medium carrots");
    // Both recipes leave the flakes out if you like; a recipe that needs them would not.
    expect(line(list("us", ["marinara", 1], ["roastedtomatoandbasilsoup", 1]), /flakes/)).toBe(
      "red pepper flakes: 1/4 tsp and 1 pinch (optional)",
    );
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
    const water = made("a", [{ item: "water", amount: 300, unit: "ml" }]);
    expect(line(list("us", [water, 1], ["russiantea", 1]), /^water/)).toBe("3 1/4 cups water");
    expect(line(list("metric", [water, 1], ["russiantea", 1]), /^water/)).toBe("750 ml water");
    // Millilitres alone stay the recipe's own, as on its page.
    expect(line(list("us", ["artisanbread", 5]), /water/)).toBe("1.5 L room-temperature water");
  });

  it("weighs on a metric list only what a recipe on it weighs, so a spoonful stays a spoonful", () => {
    // Beef stew thickens with 1 tbsp of flour, measured by the spoon on its page in both systems.
    expect(line(list("metric", ["beefstew", 1]), /all-purpose flour/)).toBe("1 tbsp all-purpose flour");
    expect(line(list("metric", ["beefstew", 1], ["pancakes", 1]), /all-purpose flour/)).toBe("130 g all-purpose flour");
  });
});

describe("units that don't convert", () => {
  it("lists a pinch beside teaspoons of salt, under one name, in both systems and at 5X", () => {
    for (const units of UNIT_SYSTEMS) {
      expect(line(list(units, ["cinnamonsugarfrenchtoast", 1], ["pancakes", 1]), /^fine sea salt/)).toBe(
        "fine sea salt: 1/4 tsp and 1 pinch",
      );
      expect(line(list(units, ["cinnamonsugarfrenchtoast", 5], ["pancakes", 5]), /^fine sea salt/)).toBe(
        "fine sea salt: 1 1/4 tsp and 5 pinches",
      );
    }
  });

  it("lists cans beside grams, and cans of two sizes side by side", () => {
    const grams = made("a", [{ item: "chickpeas", amount: 200, unit: "g" }]);
    expect(line(list("us", [grams, 1], ["classichummus", 1]), /chickpeas/)).toBe("chickpeas: 200 g and 1 can (15 oz)");
    const big = made("b", [{ item: "chickpeas", amount: 1, unit: "can", size: { amount: 28, unit: "oz" } }]);
    expect(line(list("metric", [big, 1], ["classichummus", 1]), /chickpeas/)).toBe("chickpeas: 1 can (800 g) and 1 can (400 g)");
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
  it("keeps ingredients with different names apart, however alike", () => {
    const groups = list("us", ["marinara", 1], ["beefstew", 1]);
    expect(line(groups, /^olive oil/)).toBe("2 tbsp olive oil");
    expect(line(groups, /^extra-virgin olive oil/)).toBe("3 tbsp extra-virgin olive oil");
  });

  it("groups lines as the recipe pages do, A to Z within a group, each once", () => {
    const groups = list("us", ["pancakes", 2], ["marinara", 1], ["beefstew", 3]);
    expect(groups.map((g) => g.label)).toEqual(INGREDIENT_GROUPS.map((g) => g.label));
    for (const g of groups) {
      const names = g.lines.map((l) => l.parts[0].item.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
    const eggs = groups.find((g) => g.key === "meatdairyeggs")!.lines.map(lineText);
    expect(eggs).toContain("2 large eggs");
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

/** The amount rules' view of a part, as recipeAmountProblems builds it for a recipe page. */
const contextOf = (units: UnitSystem, ing: Ingredient): AmountContext => ({
  units,
  butter: isButter(ing.item),
  whole: ing.unit === "" && /\begg/i.test(ing.item),
  metricInRecipe: ["g", "kg", "ml", "l"].includes(ing.unit),
  poured: isPoured(ing.item),
});
const problemsOf = (units: UnitSystem, l: ListLine) =>
  l.parts.flatMap((p) => amountProblems(p.amount, contextOf(units, p.ingredient)).map((m) => `${lineText(l)}: ${m}`));

describe("every list is written by the recipe pages' rules", () => {
  it("shows a recipe alone on the list exactly as its page shows it, at 1X to 5X in both systems", () => {
    for (const recipe of recipes)
      for (const units of UNIT_SYSTEMS)
        for (const x of MULTIPLIERS) {
          const all = lines(list(units, [recipe, x]));
          for (const ing of ingredientsOf(recipe)) {
            const onPage = scaleIngredient(ing, x, { units, gramsPerCup: recipe.gramsPerCup });
            const mine = all.filter((l) => l.parts.length === 1 && l.parts[0].item === onPage.item && l.parts[0].amount === onPage.amount);
            // Listed twice in one recipe (olive oil for the dough and for the bowl) is one line with the sum.
            const twice = ingredientsOf(recipe).filter((o) => (o.plural ?? o.item) === (ing.plural ?? ing.item)).length > 1;
            if (!twice) expect(mine, `${recipe.slug} ${ing.item} at ${x}X in ${units}`).toHaveLength(1);
          }
        }
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
