import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "breakfast",
  title: "Pancakes",
  intro:
    "These are my everyday pancakes, the ones I make on slow Saturday mornings with an egg from our hens and whole milk. The recipe as written makes eight medium pancakes, enough for two hungry people, and uses nothing beyond a basic pantry. Any leftovers freeze well and reheat in the toaster.",
  author: "Hannah B.",
  date: "2025-04-06",
  imgAlt:
    "Illustration of a tall stack of golden pancakes on a white plate, topped with a pat of butter and maple syrup running down the sides",
  prepTime: 10,
  waitTime: 10,
  cookTime: 15,
  totalTime: 35,
  cal: 950,
  carbs: 120,
  fat: 41,
  protein: 25,
  servings: [
    { number: 2, unit: "serving", plural: "servings" },
    { number: 8, unit: "pancake", plural: "pancakes" },
  ],
  dry: [
    { item: "all-purpose flour", amount: 1, unit: "cup", note: "spooned and leveled" },
    { item: "granulated sugar", amount: 1, unit: "tbsp" },
    { item: "baking powder", amount: 2, unit: "tsp" },
  ],
  spices: [
    { item: "fine sea salt", amount: 0.25, unit: "tsp" },
    { item: "pure vanilla extract", amount: 0.5, unit: "tsp" },
  ],
  produce: [],
  meatdairyeggs: [
    { item: "whole milk", amount: 0.75, unit: "cup", note: "at room temperature" },
    { item: "large egg", amount: 1, unit: "", plural: "large eggs", note: "at room temperature" },
    { item: "unsalted butter", amount: 2.5, unit: "tbsp", note: "divided" },
  ],
  gramsPerCup: {
    "all-purpose flour": 120, // King Arthur
    "granulated sugar": 198, // King Arthur
    "unsalted butter": 226, // King Arthur
  },
  materials: [
    { item: "Large mixing bowl" },
    { item: "Medium mixing bowl" },
    { item: "Whisk" },
    { item: "Rubber spatula" },
    {
      item: "Small saucepan or microwave-safe dish (to melt the butter)",
      name: "small saucepan",
      capacity: [{ what: "the butter", unit: "tbsp of butter", perRecipe: 2, holds: 16, steps: ["2"] }],
    },
    {
      item: "Large nonstick skillet, cast iron skillet or griddle",
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
          steps: ["4"],
        },
      ],
    },
    { item: "{cup:1/4} measure" },
    { item: "Thin, wide spatula" },
  ],
  steps: [
    {
      num: "1",
      time: [
        { law: "grows", kind: "prep", minutes: 3, perX: 1 },
        { law: "fixed", kind: "prep", minutes: 1 / 3 },
      ],
      preInstruction: "In the large bowl, whisk together the flour, sugar, baking powder and salt.",
      ingredients: [
        { item: "all-purpose flour", amount: 1, unit: "cup", note: "spooned and leveled" },
        { item: "granulated sugar", amount: 1, unit: "tbsp" },
        { item: "baking powder", amount: 2, unit: "tsp" },
        { item: "fine sea salt", amount: 0.25, unit: "tsp" },
      ],
      postInstruction: "Whisk for about 20 seconds so the baking powder is evenly spread, then make a well in the center.",
      tips: [{ tip: "Check the date on your baking powder. If it is old, the pancakes will be flat no matter what you do." }],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "prep", minutes: 4, perX: 1 }],
      preInstruction:
        "Melt the butter for this step, keeping the rest for the pan, and let it cool for a minute. In the medium bowl, whisk the milk, egg and vanilla, then whisk in the melted butter.",
      ingredients: [
        { item: "whole milk", amount: 0.75, unit: "cup", note: "at room temperature" },
        { item: "large egg", amount: 1, unit: "", plural: "large eggs", note: "at room temperature" },
        { item: "pure vanilla extract", amount: 0.5, unit: "tsp" },
        { item: "unsalted butter", amount: 2, unit: "tbsp" },
      ],
      postInstruction: "Whisk until smooth and evenly yellow.",
      tips: [{ tip: "Room-temperature milk and egg keep the melted butter from seizing into hard bits." }],
    },
    {
      num: "3",
      time: [
        { law: "grows", kind: "prep", minutes: 2, perX: 0.5 },
        { law: "fixed", kind: "wait", minutes: 10 },
      ],
      preInstruction:
        "Pour the wet ingredients into the well and fold with the spatula, about 10 to 12 strokes at 1X and a few more for a bigger bowl.",
      ingredients: [],
      postInstruction:
        "Stop while the batter is still lumpy and just a few streaks of flour remain. Let it rest for 10 minutes: it will thicken and bubbles will form on the surface.",
      tips: [
        { tip: "Don't stir again after resting; you would knock out the bubbles you just waited for." },
        { tip: "If the batter is too thick to spread a little on its own, loosen it with a splash of milk." },
      ],
    },
    {
      num: "4",
      time: [{ law: "batches", kind: "cook", minutes: 15 }],
      preInstruction:
        "Near the end of the rest, heat the skillet over medium-low for 2 to 3 minutes; a drop of water should sizzle and skitter across it. Swirl in a little of the remaining butter and pour the batter with the {cup:1/4} measure, one scoop per pancake.",
      ingredients: [{ item: "unsalted butter", amount: 0.5, unit: "tbsp", note: "for the pan" }],
      postInstruction:
        "Cook for 2 to 3 minutes, until bubbles pop on the surface and stay open and the edges look dry. Flip once and cook for 1 to 2 minutes more, until golden brown underneath and the center springs back when pressed. Repeat with the rest of the batter, buttering the pan lightly between batches.",
      tips: [
        { tip: "The first pancake is a test: if it browns before the bubbles appear, turn the heat down a notch." },
        { tip: "Keep finished pancakes warm in a single layer on a baking sheet in a {oven:200} oven." },
      ],
    },
    {
      num: "5",
      time: [{ law: "fixed", kind: "prep", minutes: 1 }],
      preInstruction: "Serve the pancakes hot with butter and maple syrup or fresh fruit.",
      ingredients: [],
      postInstruction: "Cool any leftovers completely on a rack, then freeze them with parchment between each pancake.",
      tips: [{ tip: "Frozen pancakes keep for up to 2 months; reheat them straight from the freezer in the toaster." }],
    },
  ],
  featured: ["blueberrylemonpancakes", "basicwaffle", "cinnamonsugarfrenchtoast"],
  complementary: ["softboiledeggs", "russiantea", "cinnamonmapleoatmeal"],
  toolLinks: [
    { item: "Nonstick griddle", src: "https://www.amazon.com/s?k=nonstick+griddle+pan" },
    { item: "Balloon whisk", src: "https://www.amazon.com/s?k=balloon+whisk" },
    { item: "Pancake spatula", src: "https://www.amazon.com/s?k=pancake+turner+spatula" },
  ],
};

export default recipe;
