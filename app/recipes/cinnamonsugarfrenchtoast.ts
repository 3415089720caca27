import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "breakfast",
  title: "Cinnamon Sugar French Toast",
  intro:
    "When the hens are laying well and there is a day-old loaf on the counter, this is what we have for Saturday breakfast. Each slice is cooked in butter and then pressed into cinnamon sugar while it is still hot, so it gets a crackly, churro-like coating. As written it makes four slices, just right for two people.",
  author: "Hannah B.",
  date: "2025-05-10",
  imgAlt:
    "Illustration of three golden slices of French toast coated in cinnamon sugar on a white plate, with a small bowl of cinnamon sugar",
  prepTime: 10,
  waitTime: 0,
  cookTime: 14,
  totalTime: 24,
  cal: 1060,
  carbs: 135,
  fat: 43,
  protein: 33,
  servings: [
    { number: 2, unit: "serving", plural: "servings" },
    { number: 4, unit: "slice of French toast", plural: "slices of French toast" },
  ],
  dry: [
    {
      item: "day-old bread",
      amount: 4,
      unit: "slice",
      note: "(about 3/4 inch thick; sandwich loaf, brioche or challah)",
      metricNote: "(about 2 cm thick; sandwich loaf, brioche or challah)",
    },
    { item: "granulated sugar", amount: 3, unit: "tbsp" },
  ],
  spices: [
    { item: "ground cinnamon", amount: 1 + 1 / 4, unit: "tsp", note: "divided" },
    { item: "pure vanilla extract", amount: 1 / 2, unit: "tsp" },
    { item: "fine sea salt", amount: 1, unit: "pinch" },
  ],
  produce: [],
  meatdairyeggs: [
    { item: "large egg", amount: 2, unit: "", plural: "large eggs" },
    { item: "whole milk", amount: 1 / 2, unit: "cup" },
    { item: "unsalted butter", amount: 2, unit: "tbsp", note: "divided" },
  ],
  gramsPerCup: {
    "granulated sugar": 198, // King Arthur
    "unsalted butter": 226, // King Arthur
  },
  materials: [
    {
      item: "Large skillet ({inch:12}) or griddle",
      name: "skillet",
      capacity: [
        {
          what: "the slices",
          unit: "slices",
          perRecipe: 4,
          holds: 2,
          counted: { one: "slice of French toast", other: "slices of French toast" },
          batches: { how: "A griddle takes 4 at a time. Keep finished slices warm in a {oven:200} oven.", minutes: 6 },
          steps: ["3", "4", "6"],
        },
      ],
    },
    {
      item: "Shallow dish or pie plate",
      name: "shallow dish",
      capacity: [
        {
          what: "the custard",
          unit: "cups of custard",
          perRecipe: 1,
          holds: 3,
          larger: [{ item: "a {inch:9x13} baking dish", holds: 8 }],
          steps: ["2", "4"],
        },
      ],
    },
    {
      item: "Baking sheet, to keep slices warm",
      name: "baking sheet",
      capacity: [
        {
          what: "the finished slices",
          unit: "slices",
          perRecipe: 4,
          holds: 12,
          larger: [{ item: "two baking sheets", holds: 24 }],
          steps: ["5"],
        },
      ],
    },
    { item: "Whisk" },
    { item: "Dinner plate" },
    { item: "Thin spatula" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "fixed", kind: "prep", minutes: 3 }],
      preInstruction:
        "On a dinner plate, stir together the sugar and the cinnamon for this step, keeping the rest of the cinnamon for the custard.",
      ingredients: [
        { item: "granulated sugar", amount: 3, unit: "tbsp" },
        { item: "ground cinnamon", amount: 1, unit: "tsp" },
      ],
      postInstruction: "Spread it in an even layer a little wider than a slice of bread and set it next to the stove.",
      tips: [],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "prep", minutes: 5, perX: 1 }],
      preInstruction:
        "In a shallow dish, whisk the eggs with the remaining cinnamon, the vanilla and the salt until the cinnamon is fully mixed in, then whisk in the milk.",
      ingredients: [
        { item: "large egg", amount: 2, unit: "", plural: "large eggs" },
        { item: "ground cinnamon", amount: 1 / 4, unit: "tsp" },
        { item: "pure vanilla extract", amount: 1 / 2, unit: "tsp" },
        { item: "fine sea salt", amount: 1, unit: "pinch" },
        { item: "whole milk", amount: 1 / 2, unit: "cup" },
      ],
      postInstruction: "Keep whisking until the custard is an even pale yellow with no streaks of egg white.",
      tips: [
        {
          tip: "Whisking the cinnamon into the eggs before the milk goes in keeps it from floating on top in clumps.",
        },
      ],
    },
    {
      num: "3",
      time: [{ law: "batches", kind: "cook", minutes: 2 }],
      preInstruction:
        "Set the skillet over medium-low heat and melt a share of the butter in it: half at 1X, one share for each batch of slices.",
      ingredients: [{ item: "unsalted butter", amount: 2, unit: "tbsp" }],
      postInstruction: "Heat until the butter melts and the foam starts to subside, swirling to coat the pan.",
      tips: [
        {
          tip: "Medium-low is the right heat: it lets the custard in the center set before the outside browns too far.",
        },
      ],
    },
    {
      num: "4",
      time: [
        { law: "batches", kind: "prep", minutes: [1 / 6, 1 / 4] },
        { law: "batches", kind: "cook", minutes: 6 },
      ],
      preInstruction:
        "Lay as many bread slices in the custard as fit in the skillet in one layer, two in a {inch:12} skillet, and let them soak for 10 to 15 seconds per side, then lift them out and let the excess drip off.",
      ingredients: [{ item: "day-old bread", amount: 4, unit: "slice" }],
      postInstruction:
        "Place them in the hot pan and cook for 2 to 3 minutes per side, until deep golden brown and the center springs back when pressed. The middle should reach {temp:160}.",
      tips: [
        {
          tip: "Brioche and challah are rich and tender: 10 seconds a side is plenty. A properly stale, dry loaf or a dense country bread can soak for 20 to 30 seconds per side; soft fresh sandwich bread needs only a quick dip or it falls apart.",
        },
      ],
    },
    {
      num: "5",
      time: [{ law: "pieces", kind: "prep", minutes: 2, pieces: 4 }],
      preInstruction: "As soon as each slice comes out of the pan, lay it in the cinnamon sugar.",
      ingredients: [],
      postInstruction:
        "Press gently, flip and press again so both sides are evenly coated, then move the slices to a plate. The butter on the hot toast helps the sugar cling.",
      tips: [
        {
          tip: "Keep finished slices warm on a baking sheet in a {oven:200} oven while you cook the rest.",
        },
      ],
    },
    {
      num: "6",
      time: [{ law: "batches", kind: "cook", minutes: 6 }],
      preInstruction:
        "Cook the rest of the slices the same way, a batch at a time: wipe any dark bits out of the skillet, melt the next share of butter, soak, cook and coat.",
      ingredients: [],
      postInstruction: "Serve right away.",
      tips: [
        {
          tip: "Fresh berries or a spoonful of plain yogurt balance the sweetness well; the cinnamon coating is sweet enough that you may not want syrup.",
        },
      ],
    },
  ],
  featured: ["pancakes", "basicwaffle", "blueberrylemonpancakes"],
  complementary: ["artisanbread", "softboiledeggs", "russiantea"],
  toolLinks: [
    { item: "Cast iron skillet", src: "https://www.amazon.com/s?k=12+inch+cast+iron+skillet" },
    { item: "Glass pie plate", src: "https://www.amazon.com/s?k=glass+pie+plate" },
    { item: "Thin fish spatula", src: "https://www.amazon.com/s?k=fish+spatula" },
  ],
};

export default recipe;
