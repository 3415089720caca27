import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "breakfast",
  title: "Basic Waffles",
  intro:
    "Most waffle recipes make enough for a crowd, so I worked this one down: as written it makes four waffles, which is just right for two of us on a Saturday. The batter is one bowl of dry ingredients, one of wet, and plenty of melted butter for crisp edges. It comes together while the iron heats.",
  author: "Hannah B.",
  date: "2025-06-03",
  imgAlt: "Illustration of a square waffle on a white plate with a pat of butter and maple syrup in some of its pockets",
  prepTime: 10,
  waitTime: 5,
  cookTime: 16,
  totalTime: 31,
  cal: 1122,
  carbs: 121,
  fat: 59,
  protein: 27,
  servings: [{ number: 4, unit: "waffle", plural: "waffles" }],
  dry: [
    { item: "all-purpose flour", amount: 1, unit: "cup", note: "spooned and leveled" },
    { item: "granulated sugar", amount: 1, unit: "tbsp" },
    { item: "baking powder", amount: 1.5, unit: "tsp" },
  ],
  spices: [
    { item: "salt", amount: 1 / 4, unit: "tsp" },
    { item: "vanilla extract", amount: 1 / 2, unit: "tsp" },
  ],
  produce: [],
  meatdairyeggs: [
    { item: "large egg", amount: 1, unit: "", plural: "large eggs" },
    { item: "whole milk", amount: 7 / 8, unit: "cup" },
    { item: "unsalted butter", amount: 4, unit: "tbsp", note: "melted and slightly cooled" },
  ],
  gramsPerCup: {
    "all-purpose flour": 120, // King Arthur
    "granulated sugar": 198, // King Arthur
    "unsalted butter": 226, // King Arthur
  },
  materials: [
    {
      item: "Waffle iron",
      capacity: [
        {
          what: "the waffles",
          unit: "waffles",
          perRecipe: 4,
          holds: 1,
          counted: { one: "waffle", other: "waffles" },
          batches: { how: "Keep the finished ones in one layer on the rack in the warm oven.", minutes: 4 },
          steps: ["5", "6"],
        },
      ],
    },
    { item: "2 mixing bowls (a large one for 3X and up)" },
    { item: "Whisk" },
    { item: "Silicone spatula" },
    { item: "Measuring cups and spoons" },
    {
      item: "Wire rack set on a baking sheet",
      name: "rack",
      capacity: [
        {
          what: "the waffles",
          unit: "waffles in one layer",
          perRecipe: 4,
          holds: 8,
          larger: [
            { item: "two racks on two baking sheets, on two oven shelves", holds: 16 },
            { item: "three racks on baking sheets, on three oven shelves", holds: 24 },
          ],
          steps: ["6"],
        },
      ],
    },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "fixed", kind: "prep", minutes: 2 }],
      preInstruction:
        "Plug in the waffle iron to preheat. Heat the oven to {oven:200} and set a wire rack on a baking sheet inside to keep the finished waffles warm.",
      ingredients: [],
      postInstruction: "Most irons have a light that tells you when they are ready.",
      tips: [],
    },
    {
      num: "2",
      time: [
        { law: "grows", kind: "prep", minutes: 3, perX: 0.5 },
        { law: "fixed", kind: "prep", minutes: 1 / 3 },
      ],
      preInstruction: "In a medium bowl, whisk together the flour, sugar, baking powder and salt.",
      ingredients: [
        { item: "all-purpose flour", amount: 1, unit: "cup" },
        { item: "granulated sugar", amount: 1, unit: "tbsp" },
        { item: "baking powder", amount: 1.5, unit: "tsp" },
        { item: "salt", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Whisk for about 20 seconds so the baking powder is evenly spread.",
      tips: [],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "prep", minutes: 3, perX: 0.5 }],
      preInstruction: "In a second bowl, whisk the egg, milk and vanilla, then whisk in the melted butter.",
      ingredients: [
        { item: "large egg", amount: 1, unit: "", plural: "large eggs" },
        { item: "whole milk", amount: 7 / 8, unit: "cup" },
        { item: "vanilla extract", amount: 1 / 2, unit: "tsp" },
        { item: "unsalted butter", amount: 4, unit: "tbsp" },
      ],
      postInstruction: "Whisk until the mixture is smooth and no streaks of yolk remain.",
      tips: [
        {
          tip: "If the milk is straight from the refrigerator, the butter may firm up into small flecks. That is fine; they melt in the iron.",
        },
      ],
    },
    {
      num: "4",
      time: [
        { law: "grows", kind: "prep", minutes: 2, perX: 0.5 },
        { law: "fixed", kind: "wait", minutes: 5 },
      ],
      preInstruction: "Pour the wet ingredients into the dry and fold with a spatula.",
      ingredients: [],
      postInstruction:
        "Stop as soon as no dry flour is visible; the batter should be thick and a little lumpy. Let it rest for 5 minutes while the iron finishes heating.",
      tips: [{ tip: "Overmixing develops the gluten and gives tough, flat waffles. Lumps cook out." }],
    },
    {
      num: "5",
      time: [{ law: "fixed", kind: "cook", minutes: [3, 5] }],
      preInstruction:
        "Pour a {cup:1/2} measure of batter into the center of the hot iron, spreading it toward the edges with the spatula, and close the lid.",
      ingredients: [],
      postInstruction:
        "Cook for 3 to 5 minutes, until the steam coming from the iron slows to almost nothing and the waffle is deep golden brown and crisp. It should release easily when you lift it with a fork.",
      tips: [
        {
          tip: "The amount of batter depends on your iron; Belgian irons with deep pockets take more, so expect about a quarter fewer waffles.",
        },
        { tip: "If your iron is not nonstick, brush the plates lightly with melted butter or oil before the first waffle." },
      ],
    },
    {
      num: "6",
      time: [{ law: "batches", kind: "cook", minutes: 11 }],
      preInstruction: "Move the waffle to the rack in the oven and repeat with the rest of the batter.",
      ingredients: [],
      postInstruction: "Serve hot with butter, maple syrup or fresh fruit.",
      tips: [
        { tip: "Do not stack hot waffles; the steam trapped between them turns them soft." },
        { tip: "Leftover waffles freeze well in a bag for up to 2 months. Reheat them straight from frozen in the toaster." },
      ],
    },
  ],
  featured: ["pancakes", "blueberrylemonpancakes", "cinnamonsugarfrenchtoast"],
  complementary: ["softboiledeggs", "russiantea"],
  toolLinks: [
    { item: "Waffle iron", src: "https://www.amazon.com/s?k=waffle+iron" },
    { item: "Balloon whisk", src: "https://www.amazon.com/s?k=balloon+whisk" },
    { item: "Wire cooling rack", src: "https://www.amazon.com/s?k=wire+cooling+rack" },
  ],
};

export default recipe;
