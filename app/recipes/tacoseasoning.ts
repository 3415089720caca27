import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "condiment",
  title: "Homemade Taco Seasoning",
  intro:
    "The little packets from the store are mostly salt, starch and anti-caking agents, and it takes five minutes to mix something better from the spice drawer. As written, this small jar seasons about {lb:2 1/2} of meat or beans, and I can make it as mild or as hot as we like. I use {tablespoons:2} for every {pound:1} of ground beef, chicken or lentils.",
  author: "Hannah B.",
  date: "2025-04-15",
  imgAlt:
    "Illustration of a bowl of red-brown taco seasoning with a spoon on a wooden board, ringed by small heaps of the spices that go into it",
  prepTime: 5,
  waitTime: 0,
  cookTime: 0,
  totalTime: 5,
  cal: 115,
  carbs: 19,
  fat: 4,
  protein: 5,
  servings: [{ number: 5, unit: "tablespoons", measure: "tbsp" }],
  dry: [],
  spices: [
    // A London cook's chilli powder is ground chillies alone, and this much of it would be far too hot.
    { item: "chili powder", amount: 2, unit: "tbsp", metricNote: "(a mild chilli blend, not hot chilli powder)" },
    { item: "ground cumin", amount: 1, unit: "tbsp" },
    { item: "sweet paprika", amount: 2, unit: "tsp" },
    { item: "garlic powder", amount: 1, unit: "tsp" },
    { item: "onion powder", amount: 1, unit: "tsp" },
    { item: "dried oregano", amount: 1, unit: "tsp", note: "(Mexican oregano if you have it)" },
    { item: "fine sea salt", amount: 1 + 1 / 2, unit: "tsp" },
    { item: "ground black pepper", amount: 1 / 2, unit: "tsp" },
    { item: "cayenne pepper", amount: 1 / 4, unit: "tsp", note: "(more or less to taste)" },
  ],
  produce: [],
  meatdairyeggs: [],
  gramsPerCup: {
    "chili powder": 128, // USDA (1 tbsp is 8 g)
  },
  materials: [
    { item: "Measuring spoons" },
    {
      item: "Small bowl",
      name: "small bowl",
      capacity: [
        {
          what: "the spices",
          unit: "tablespoons",
          perRecipe: 5,
          holds: 16,
          larger: [{ item: "a medium bowl", holds: 48 }],
          steps: ["1", "2"],
        },
      ],
    },
    { item: "Fork or small whisk" },
    {
      item: "Small glass jar with a tight lid",
      name: "small jar",
      capacity: [
        {
          what: "the seasoning",
          unit: "tablespoons",
          perRecipe: 5,
          holds: 8,
          larger: [
            { item: "a jar twice the size, or two small jars", holds: 16 },
            { item: "a jam jar, or three small jars", holds: 28 },
          ],
          steps: ["3"],
        },
      ],
    },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 3, perX: 1.5 }],
      preInstruction: "Measure all of the spices and the salt into a small bowl.",
      ingredients: [
        { item: "chili powder", amount: 2, unit: "tbsp" },
        { item: "ground cumin", amount: 1, unit: "tbsp" },
        { item: "sweet paprika", amount: 2, unit: "tsp" },
        { item: "garlic powder", amount: 1, unit: "tsp" },
        { item: "onion powder", amount: 1, unit: "tsp" },
        { item: "dried oregano", amount: 1, unit: "tsp" },
        { item: "fine sea salt", amount: 1 + 1 / 2, unit: "tsp" },
        { item: "ground black pepper", amount: 1 / 2, unit: "tsp" },
        { item: "cayenne pepper", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Crumble the oregano between your fingers as it goes in to release its oils.",
      tips: [
        {
          tip: "Sniff your ground spices before you start: if the cumin or chili powder smells faint or dusty, it is time for a fresh jar.",
        },
      ],
    },
    {
      num: "2",
      time: [{ law: "fixed", kind: "prep", minutes: 0.5 }],
      preInstruction: "Stir the mixture with a fork or small whisk for about 30 seconds.",
      ingredients: [],
      postInstruction:
        "Press out any lumps of garlic or onion powder against the side of the bowl until the blend is an even rust-red color.",
      tips: [],
    },
    {
      num: "3",
      time: [{ law: "fixed", kind: "prep", minutes: 1 }],
      preInstruction: "Spoon the seasoning into a dry glass jar, or jars, and close the lid tightly.",
      ingredients: [],
      postInstruction:
        "Store it in a cool, dark cupboard for up to 6 months. Shake the jar before each use, since the finer powders settle.",
      tips: [
        {
          tip: "Write the date on a piece of tape on the lid so you know when it's due for a fresh batch.",
        },
      ],
    },
    {
      num: "4",
      time: [{ law: "fixed", kind: "cook", minutes: [3, 5], later: true }],
      preInstruction: "To use, brown ground meat in a skillet over medium-high heat and pour off most of the fat.",
      ingredients: [],
      postInstruction:
        "For each {pound:1} of meat, stir in a {tablespoon:2} measure of the seasoning and a {cup:1/3} measure of water, then simmer for 3 to 5 minutes, until the liquid has cooked down to a glossy sauce that coats the meat.",
      tips: [
        {
          tip: "For a thicker sauce, whisk masa harina or flour into the water before adding it, about a teaspoon for each {pound:1} of meat.",
        },
        {
          tip: "The salt is on the moderate side, so taste the finished filling and add a pinch more if needed.",
        },
      ],
    },
  ],
  keeps: { minutes: 1440, how: "keep it in its jar in a cool, dark cupboard, and shake it before use" },
  featured: ["blackbeangoulash", "homemadehamburgerhelper", "jalapenochickensalad"],
  complementary: ["flourtortillas", "cucumbertomatosalad"],
  toolLinks: [
    { item: "Measuring spoons", src: "https://www.amazon.com/s?k=stainless+steel+measuring+spoons" },
    { item: "Glass spice jars", src: "https://www.amazon.com/s?k=glass+spice+jars+with+lids" },
    { item: "Mini whisk", src: "https://www.amazon.com/s?k=mini+whisk" },
  ],
};

export default recipe;
