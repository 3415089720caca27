import { describe, expect, it } from "vitest";
import { getRecipe, RECIPE_LIST, recipes } from "./index";
import { recipeListingRows } from "./listing";
import { CATEGORIES } from "./categories";
import type { Recipe } from "./types";
import { recipeProblems, weightProblems } from "../amounts/validate";

describe("recipe modules", () => {
  it("come from the one list, each id a positive whole number used once", () => {
    const ids = recipes.map((r) => r.id);
    for (const id of ids) expect(Number.isInteger(id) && id > 0, String(id)).toBe(true);
    expect(new Set(ids).size).toBe(recipes.length);
    expect(recipes.map((r) => r.slug)).toEqual(Object.keys(RECIPE_LIST));
    for (const r of recipes) expect(r.slug, r.title).toMatch(/^[a-z]+$/);
  });

  it.each(recipes.map((r) => [r.slug, r] as const))("%s is consistent", (_slug, recipe) => {
    expect(recipeProblems(recipe)).toEqual([]);
  });

  it("weigh each ingredient the same in every recipe", () => {
    expect(weightProblems(recipes)).toEqual([]);
  });

  it("leave no category empty", () => {
    for (const c of CATEGORIES) {
      expect(recipes.filter((r) => r.category === c.value).length, c.value).toBeGreaterThan(0);
    }
  });

  it("give the listing rows of the recipe table", () => {
    const rows = recipeListingRows(recipes);
    expect(rows).toHaveLength(recipes.length);
    expect(new Set(rows.map((r) => r.src)).size).toBe(recipes.length);
    expect(rows.find((r) => r.src === "/cinnamonrolls")).toMatchObject({
      name: expect.stringContaining("Cinnamon Rolls"),
      category: "dessert",
      image: "/images/recipes/cinnamonrolls.jpg",
    });
  });
});

describe("recipeProblems", () => {
  const pancakes = recipes.find((r) => r.slug === "pancakes")!;

  it("notices fat and carbs passed swapped", () => {
    const swapped = { ...pancakes, fat: pancakes.carbs, carbs: pancakes.fat };
    expect(recipeProblems(swapped).join("\n")).toMatch(/cal .* is far from/);
  });

  it("notices steps that do not add up to the ingredient groups", () => {
    const [first, ...rest] = pancakes.steps;
    const broken = {
      ...pancakes,
      steps: [{ ...first, ingredients: first.ingredients.slice(1) }, ...rest],
    };
    const missing = pancakes.steps[0].ingredients[0];
    expect(missing).toBeDefined();
    expect(recipeProblems(broken).join("\n")).toContain(missing.item.toLowerCase());
  });

  it("notices a yield without its words for one and for more", () => {
    // A jar, not a loaf: loaves are baked one pot at a time, which needs a batch plan of its own.
    const oneJar = { ...pancakes, servings: [{ number: 1, unit: "jar" }] };
    expect(recipeProblems(oneJar).join("\n")).toContain('servings "1 jar" needs its unit for one and its plural for more');
    expect(recipeProblems({ ...oneJar, servings: [{ number: 1, unit: "jar", plural: "jars" }] })).toEqual([]);
    // Two servings are one at 1/2X.
    const twoServings = { ...pancakes, servings: [{ number: 2, unit: "servings", plural: "servings" }] };
    expect(recipeProblems(twoServings).join("\n")).toContain('servings "2 servings" needs its unit for one and its plural for more');
  });

  it("notices a link to the recipe itself and to a recipe not in the list", () => {
    const problems = recipeProblems({ ...pancakes, featured: ["pancakes", "nosuchrecipe" as "pancakes"] }).join("\n");
    expect(problems).toContain("links to the recipe itself");
    expect(problems).toContain("links to unknown recipe nosuchrecipe");
  });

  it("insists on a weight for what is measured by the cup, so metric never guesses", () => {
    const { "all-purpose flour": _flour, ...rest } = pancakes.gramsPerCup!;
    expect(recipeProblems({ ...pancakes, gramsPerCup: rest }).join("\n")).toMatch(
      /all-purpose flour: measured by volume, it needs its grams per cup/,
    );
    // Poured things stay millilitres and need none; a stray weight is named.
    expect(recipeProblems({ ...pancakes, gramsPerCup: { ...pancakes.gramsPerCup, "whole milk": 240, saffron: 1 } }).join("\n")).toContain(
      "gramsPerCup names saffron",
    );
    const otherFlour = { ...pancakes, slug: "basicwaffle" as const, gramsPerCup: { ...pancakes.gramsPerCup, "all-purpose flour": 125 } };
    expect(weightProblems([pancakes, otherFlour])).toEqual(["basicwaffle: all-purpose flour weighs 125 g a cup, but 120 g in pancakes"]);
  });

  it("checks every amount at 1X-5X in both unit systems, refusing a spoonful too light to weigh and a count that would not scale", () => {
    const salt = pancakes.spices.find((i) => i.unit === "tsp")!;
    const weighedSalt = { ...pancakes, gramsPerCup: { ...pancakes.gramsPerCup, [salt.item]: 20 } };
    expect(recipeProblems(weighedSalt).join("\n")).toContain(`${salt.item}: 0 g at 1X is too light to weigh`);
    const [milk, ...rest] = pancakes.meatdairyeggs;
    const counted = { ...pancakes, meatdairyeggs: [{ ...milk, note: "(one 12 oz can)", metricNote: "(one 350 g can)" }, ...rest] };
    expect(recipeProblems(counted).join("\n")).toMatch(/counts "one 12 oz can", which would not scale/);
  });

  it("insists on metric words for a note in US measures and a size for a can", () => {
    const [milk, ...rest] = pancakes.meatdairyeggs;
    const noted = { ...pancakes, meatdairyeggs: [{ ...milk, note: "(about 8 oz)" }, ...rest] };
    expect(recipeProblems(noted).join("\n")).toContain('the note "(about 8 oz)" names US measures; give a metricNote');
    const canned = { ...pancakes, produce: [{ item: "black beans", amount: 1, unit: "can" as const }] };
    expect(recipeProblems(canned).join("\n")).toContain("a can needs its size");
    const halfEgg = { ...pancakes, meatdairyeggs: rest.map((i) => (i.item === "large egg" ? { ...i, amount: 0.5 } : i)) };
    expect(recipeProblems(halfEgg).join("\n")).toContain("an egg can't be cut");
  });
});

describe("recipeProblems, on method and materials", () => {
  const harira = getRecipe("moroccanharira");
  const pancakes = getRecipe("pancakes");
  const alfredo = getRecipe("alfredopastawithchickenandbroccoli");
  const problems = (r: Recipe) => recipeProblems(r).join("\n");
  const withTip = (r: Recipe, tip: string): Recipe => ({
    ...r,
    steps: r.steps.map((s, i) => (i === 0 ? { ...s, tips: [...s.tips, { tip }] } : s)),
  });

  it("refuses a temperature or a pan size written outside the markup", () => {
    expect(problems(withTip(pancakes, "Keep them warm in a 200°F oven."))).toMatch(/"200°F" is a temperature outside/);
    expect(problems(withTip(pancakes, "A 12-inch skillet takes three."))).toMatch(/"12-inch" is a size outside/);
    expect(problems(withTip(pancakes, "Use a {quart:three} pot."))).toMatch(/unreadable value/);
    expect(problems(withTip(pancakes, "Keep them warm in a {oven:200} oven."))).toBe("");
  });

  it("refuses a pot that does not say what it holds", () => {
    const bare = { ...harira, materials: harira.materials.map((m) => ({ item: m.item })) };
    expect(problems(bare)).toMatch(/"Heavy pot or Dutch oven.*" must say what it holds/);
  });

  it("refuses a pot that the 5X recipe outgrows with nothing bigger named", () => {
    const small = {
      ...harira,
      materials: harira.materials.map((m) =>
        m.capacity ? { ...m, capacity: m.capacity.map((c) => ({ ...c, larger: c.larger?.slice(0, 1) })) } : m,
      ),
    };
    expect(problems(small)).toMatch(/at 3X it holds 10 cups of soup of 21; name a bigger material or how to work in batches/);
  });

  it("refuses pancakes without batch size and time, and a batch count that disagrees with the yield", () => {
    const noBatches = { ...pancakes, materials: pancakes.materials.filter((m) => !m.capacity?.some((c) => c.batches)) };
    expect(problems(noBatches)).toMatch(/8 pancakes are cooked in batches/);
    const moreServings = {
      ...pancakes,
      servings: [
        { number: 2, unit: "serving", plural: "servings" },
        { number: 10, unit: "pancake", plural: "pancakes" },
      ],
    };
    expect(problems(moreServings)).toMatch(/the batches count 8 pancakes, the servings 10/);
  });

  it("counts a yield with its size in brackets, as pizzas (12-inch), by the thing itself", () => {
    const pizza = getRecipe("simplepizzadough");
    const twoPizzas = {
      ...pizza,
      servings: pizza.servings.map((s) => (s.plural === "pizzas" ? { ...s, number: 2, plural: "pizzas (12-inch)" } : s)),
    };
    expect(problems(twoPizzas)).toMatch(/the batches count 1 pizzas, the servings 2/);
  });

  it("refuses batches that take longer than the cook time says", () => {
    expect(problems({ ...pancakes, cookTime: 10, totalTime: 30 })).toMatch(/3 batches of 5 minutes do not fit in the cook time of 10/);
  });

  it("refuses pasta salt that scales with the scale", () => {
    const scaled = {
      ...alfredo,
      spices: alfredo.spices.map((i) => (i.notScaled ? { item: i.item, amount: i.amount, unit: i.unit, note: "for the pasta water" } : i)),
    };
    expect(problems(scaled)).toMatch(/salt or water for a pot goes with the pot/);
  });
});
