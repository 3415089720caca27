import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "breakfast",
  title: "Soft-Boiled Eggs with Toast Soldiers",
  intro:
    "With hens in the backyard, soft-boiled eggs are our most common breakfast, and the trick is simply lowering cold eggs into water that is already boiling and using a timer. Six minutes gives a set white and a warm, runny yolk for dipping buttered toast. As written it makes two eggs each for two people; for anyone pregnant, very young, elderly or with a weakened immune system, use pasteurized eggs or cook them to a firm yolk (step 2).",
  author: "Hannah B.",
  date: "2025-06-17",
  imgAlt:
    "Illustration of two soft-boiled eggs with runny yolks in red egg cups, a toast soldier dipped into one, and buttered toast soldiers on the plate",
  prepTime: 3,
  waitTime: 1,
  cookTime: 11,
  totalTime: 15,
  cal: 662,
  carbs: 53,
  fat: 34,
  protein: 36,
  servings: [{ number: 2, unit: "serving", plural: "servings" }],
  dry: [{ item: "thick slice of crusty bread", amount: 2, unit: "", plural: "thick slices of crusty bread", note: "such as sourdough" }],
  spices: [
    { item: "flaky sea salt", amount: 1, unit: "pinch" },
    { item: "freshly ground black pepper", amount: 1, unit: "pinch" },
  ],
  produce: [],
  meatdairyeggs: [
    { item: "large egg", amount: 4, unit: "", plural: "large eggs", note: "straight from the refrigerator" },
    { item: "salted butter", amount: 1, unit: "tbsp", note: "softened" },
  ],
  gramsPerCup: {
    "salted butter": 226, // King Arthur
  },
  materials: [
    {
      item: "Small saucepan",
      capacity: [
        {
          what: "the eggs",
          unit: "eggs in one layer",
          perRecipe: 4,
          holds: 4,
          counted: { one: "egg", other: "eggs" },
          larger: [
            { item: "a wide {quart:4} saucepan", holds: 8 },
            { item: "a wide {quart:6} pot", holds: 12 },
          ],
          batches: {
            how: "Use the wide {quart:6} pot, bring the water back to a full boil before each batch, and time each batch from the moment its eggs go in.",
            minutes: 7,
          },
          steps: ["1", "2"],
        },
      ],
    },
    { item: "Slotted spoon" },
    { item: "Kitchen timer" },
    { item: "Bowl of cold water" },
    { item: "Toaster" },
    { item: "Egg cups" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "fixed", kind: "cook", minutes: 5 }],
      preInstruction:
        "Fill a small saucepan with enough water to cover the eggs by about {inches:1} and bring it to a rolling boil over high heat.",
      ingredients: [],
      postInstruction: "Set a bowl of cold tap water next to the stove.",
      tips: [{ tip: "Use a pan just big enough for the eggs in one layer, so the water comes back to a boil quickly." }],
    },
    {
      num: "2",
      time: [{ law: "batches", kind: "cook", minutes: 6 }],
      preInstruction: "Lower the cold eggs into the boiling water one at a time on a slotted spoon, and start a timer for 6 minutes.",
      ingredients: [{ item: "large egg", amount: 4, unit: "", plural: "large eggs" }],
      postInstruction:
        "Turn the heat down a little so the water keeps a steady, gentle boil without knocking the eggs against each other. At 6 minutes the white is just set and the yolk is warm and runny; at 7 minutes the yolk is jammy.",
      tips: [
        {
          tip: "A runny yolk is not fully cooked. For anyone pregnant, very young, elderly or with a weakened immune system, use pasteurized eggs, or cook the eggs for 11 minutes, until the yolk is firm all the way through.",
        },
        {
          tip: "The timing is for large eggs straight from the refrigerator. Take off about 30 seconds for medium eggs and add 30 seconds for extra-large.",
        },
        { tip: "If an egg cracks as it goes in, a few strings of white will escape but it will still cook fine." },
      ],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "prep", minutes: 3, perX: 1 }],
      preInstruction: "While the eggs cook, toast the bread until golden and spread it with the butter.",
      ingredients: [
        { item: "thick slice of crusty bread", amount: 2, unit: "", plural: "thick slices of crusty bread" },
        { item: "salted butter", amount: 1, unit: "tbsp" },
      ],
      postInstruction: "Cut each slice into strips about {inches:3/4} wide, for dipping.",
      tips: [],
    },
    {
      num: "4",
      time: [{ law: "fixed", kind: "wait", minutes: 1 }],
      preInstruction: "When the timer goes off, lift the eggs straight into the bowl of cold water.",
      ingredients: [],
      postInstruction:
        "Leave them for 1 minute, just long enough to stop the cooking and make the shells comfortable to hold. The insides will still be warm.",
      tips: [],
    },
    {
      num: "5",
      time: [{ law: "pieces", kind: "prep", minutes: 3, pieces: 4 }],
      preInstruction: "Stand each egg in an egg cup, tap around the top with a teaspoon and lift off the cap.",
      ingredients: [
        { item: "flaky sea salt", amount: 1, unit: "pinch" },
        { item: "freshly ground black pepper", amount: 1, unit: "pinch" },
      ],
      postInstruction: "Sprinkle the salt and pepper into the opened eggs and serve right away with the toast.",
      tips: [
        {
          tip: "If you plan to peel the eggs, for ramen or a salad, use eggs that are at least a week old. Just-laid eggs cling to their shells.",
        },
      ],
    },
  ],
  featured: ["basicwaffle", "homemademayonnaise", "cinnamonmapleoatmeal"],
  complementary: ["artisanbread", "russiantea", "creamcheese"],
  toolLinks: [
    { item: "Egg cups", src: "https://www.amazon.com/s?k=egg+cups" },
    { item: "Slotted spoon", src: "https://www.amazon.com/s?k=slotted+spoon" },
    { item: "Kitchen timer", src: "https://www.amazon.com/s?k=kitchen+timer" },
  ],
};

export default recipe;
