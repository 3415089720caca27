import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "breakfast",
  title: "Blueberry Lemon Pancakes",
  intro:
    "In midsummer the blueberries come in faster than we can eat them, and a good share of them end up in these pancakes. Lemon zest rubbed into the sugar and a spoonful of lemon juice stirred into the milk make them bright, tender and fluffy. The recipe as written makes eight pancakes, a relaxed breakfast for two.",
  author: "Hannah B.",
  date: "2025-07-12",
  imgAlt:
    "Illustration of a stack of pancakes dotted with blueberries, topped with blueberries and lemon zest, with a lemon wedge and a dish of blueberries",
  prepTime: 10,
  waitTime: 10,
  cookTime: 15,
  totalTime: 35,
  cal: 1020,
  carbs: 136,
  fat: 41,
  protein: 26,
  servings: [
    { number: 2, unit: "serving", plural: "servings" },
    { number: 8, unit: "pancake", plural: "pancakes" },
  ],
  dry: [
    { item: "all-purpose flour", amount: 1, unit: "cup", note: "spooned and leveled" },
    { item: "granulated sugar", amount: 1, unit: "tbsp" },
    { item: "baking powder", amount: 1, unit: "tsp" },
    { item: "baking soda", amount: 0.25, unit: "tsp" },
  ],
  spices: [
    { item: "fine sea salt", amount: 0.25, unit: "tsp" },
    { item: "pure vanilla extract", amount: 0.5, unit: "tsp" },
  ],
  produce: [
    { item: "lemon zest", amount: 2, unit: "tsp" },
    { item: "fresh lemon juice", amount: 1, unit: "tbsp" },
    { item: "fresh blueberries", amount: 0.75, unit: "cup" },
  ],
  meatdairyeggs: [
    { item: "whole milk", amount: 0.75, unit: "cup" },
    { item: "large egg", amount: 1, unit: "", plural: "large eggs" },
    { item: "unsalted butter", amount: 2.5, unit: "tbsp", note: "divided" },
  ],
  gramsPerCup: {
    "all-purpose flour": 120, // King Arthur
    "granulated sugar": 198, // King Arthur
    "fresh blueberries": 148, // USDA
    "unsalted butter": 226, // King Arthur
  },
  materials: [
    { item: "Large mixing bowl" },
    { item: "Medium bowl or large liquid measuring cup" },
    { item: "Microplane zester" },
    { item: "Citrus juicer" },
    { item: "Whisk" },
    { item: "Rubber spatula" },
    {
      item: "Large nonstick skillet or griddle",
      name: "skillet",
      capacity: [
        {
          what: "the pancakes",
          unit: "pancakes",
          perRecipe: 8,
          holds: 3,
          counted: { one: "pancake", other: "pancakes" },
          batches: {
            how: "A {inch:12} skillet takes 3 at a time, a griddle about 6; butter the pan lightly between batches and keep finished pancakes warm on a baking sheet in a {oven:200} oven.",
            minutes: 5,
          },
          steps: ["5"],
        },
      ],
    },
    { item: "{cup:1/4} measure" },
    { item: "Thin, wide spatula" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "fixed", kind: "wait", minutes: 5 }],
      preInstruction: "Pour the milk into the bowl or measuring cup and stir in the lemon juice.",
      ingredients: [
        { item: "whole milk", amount: 0.75, unit: "cup" },
        { item: "fresh lemon juice", amount: 1, unit: "tbsp" },
      ],
      postInstruction:
        "Let it stand for 5 minutes while you measure everything else. It will thicken slightly and look a little curdled, like buttermilk.",
      tips: [{ tip: "Zest the lemon before you cut and juice it; it is much easier on a whole fruit." }],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "prep", minutes: 5, perX: 2 }],
      preInstruction:
        "In the large bowl, rub the lemon zest into the sugar with your fingertips until the sugar is damp and smells strongly of lemon. Then add the flour, baking powder, baking soda and salt.",
      ingredients: [
        { item: "lemon zest", amount: 2, unit: "tsp" },
        { item: "granulated sugar", amount: 1, unit: "tbsp" },
        { item: "all-purpose flour", amount: 1, unit: "cup", note: "spooned and leveled" },
        { item: "baking powder", amount: 1, unit: "tsp" },
        { item: "baking soda", amount: 0.25, unit: "tsp" },
        { item: "fine sea salt", amount: 0.25, unit: "tsp" },
      ],
      postInstruction: "Whisk until evenly combined, then make a well in the center.",
      tips: [],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "prep", minutes: 3, perX: 1 }],
      preInstruction:
        "Melt the butter for this step, keeping the rest for the pan, and let it cool for a minute. Whisk the egg and vanilla into the soured milk, then whisk in the melted butter.",
      ingredients: [
        { item: "large egg", amount: 1, unit: "", plural: "large eggs" },
        { item: "pure vanilla extract", amount: 0.5, unit: "tsp" },
        { item: "unsalted butter", amount: 2, unit: "tbsp" },
      ],
      postInstruction: "Whisk until smooth and no streaks of egg remain.",
      tips: [{ tip: "If the milk is fridge-cold, the butter may firm into small flecks. That's fine; they melt on the griddle." }],
    },
    {
      num: "4",
      time: [
        { law: "grows", kind: "prep", minutes: 2, perX: 0.5 },
        { law: "fixed", kind: "wait", minutes: 5 },
      ],
      preInstruction: "Pour the wet ingredients into the well and fold with the spatula.",
      ingredients: [],
      postInstruction:
        "Stop as soon as no dry flour is visible; the batter should be thick and lumpy. Let it rest for 5 minutes while the pan heats. Small bubbles will appear on the surface.",
      tips: [{ tip: "Lumps are what you want. Stirring until smooth develops gluten and gives you flat, chewy pancakes." }],
    },
    {
      num: "5",
      time: [{ law: "batches", kind: "cook", minutes: 15 }],
      preInstruction:
        "Heat the skillet over medium-low for 2 to 3 minutes, then swirl in a little of the remaining butter. Pour the batter with the {cup:1/4} measure, one scoop per pancake, leaving room between them, and scatter a heaping tablespoon of blueberries over each one.",
      ingredients: [
        { item: "unsalted butter", amount: 0.5, unit: "tbsp", note: "for the pan" },
        { item: "fresh blueberries", amount: 0.75, unit: "cup" },
      ],
      postInstruction:
        "Cook for 2 to 3 minutes, until bubbles cover the surface and the edges look dry and matte. Flip and cook 1 1/2 to 2 minutes more, until the underside is golden brown and the center springs back when pressed. Repeat with the rest of the batter, buttering the pan lightly between batches.",
      tips: [
        {
          tip: "Dropping the berries onto the poured batter, rather than stirring them in, keeps the batter from turning purple and stops the berries from sinking and sticking.",
        },
        { tip: "Frozen blueberries work too; add them straight from the freezer and give the pancakes an extra 30 seconds per side." },
        { tip: "Keep finished pancakes warm in one layer on a baking sheet in a {oven:200} oven." },
      ],
    },
  ],
  featured: ["pancakes", "basicwaffle", "cinnamonsugarfrenchtoast"],
  complementary: ["softboiledeggs", "russiantea"],
  toolLinks: [
    { item: "Microplane zester", src: "https://www.amazon.com/s?k=microplane+zester" },
    { item: "Nonstick griddle", src: "https://www.amazon.com/s?k=nonstick+griddle+pan" },
    { item: "Pancake spatula", src: "https://www.amazon.com/s?k=pancake+turner+spatula" },
  ],
};

export default recipe;
