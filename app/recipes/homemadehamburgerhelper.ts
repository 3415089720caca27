import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "entree",
  title: "Homemade Hamburger Helper",
  intro:
    "I grew up on the boxed version, and this is how I make it now: one skillet, real cheddar, and a few pantry spices instead of a seasoning packet. The macaroni cooks right in the broth and milk, so its starch thickens the sauce and there is only one pan to wash. As written it makes two hearty dinners from {lb:1/2} of ground beef.",
  author: "Hannah B.",
  date: "2025-05-13",
  imgAlt:
    "Illustration of a cast-iron skillet of homemade hamburger helper from above: elbow macaroni and browned ground beef in a creamy orange cheddar sauce, with a wooden spoon",
  prepTime: 10,
  waitTime: 3,
  cookTime: 22,
  totalTime: 35,
  cal: 1515,
  carbs: 100,
  fat: 80,
  protein: 94,
  servings: [{ number: 2, unit: "serving", plural: "servings" }],
  dry: [
    { item: "tomato paste", amount: 1, unit: "tbsp" },
    { item: "beef broth", amount: 1, unit: "cup" },
    { item: "elbow macaroni", amount: 1, unit: "cup", note: "(about 4 oz per cup)", metricNote: "" },
  ],
  spices: [
    { item: "paprika", amount: 1, unit: "tsp" },
    { item: "chili powder", amount: 1 / 2, unit: "tsp" },
    { item: "ground mustard", amount: 1 / 4, unit: "tsp" },
    { item: "salt", amount: 1 / 2, unit: "tsp" },
    { item: "black pepper", amount: 1 / 4, unit: "tsp" },
  ],
  produce: [
    { item: "yellow onion", amount: 1 / 2, unit: "", plural: "yellow onions", note: "diced" },
    { item: "garlic", amount: 1, unit: "clove", note: "minced" },
  ],
  meatdairyeggs: [
    { item: "ground beef", amount: 1 / 2, unit: "lb", note: "(85% lean)" },
    { item: "whole milk", amount: 3 / 4, unit: "cup" },
    { item: "sharp cheddar cheese", amount: 1, unit: "cup", note: "freshly shredded (about 4 oz per cup)", metricNote: "freshly shredded" },
  ],
  gramsPerCup: {
    "elbow macaroni": 105, // USDA
    "tomato paste": 232, // King Arthur
    "sharp cheddar cheese": 113, // King Arthur (grated cheddar)
  },
  materials: [
    {
      item: "{inch:10} deep skillet with a lid",
      name: "{inch:10} skillet",
      capacity: [
        {
          what: "the macaroni and sauce",
          unit: "cups",
          perRecipe: 5,
          holds: 10,
          larger: [
            { item: "a {inch:12} deep skillet or a {quart:5-6} Dutch oven", holds: 18 },
            { item: "a {quart:7-8} Dutch oven", holds: 26 },
          ],
          steps: ["1", "3"],
        },
      ],
    },
    { item: "Wooden spoon or spatula" },
    { item: "Box grater" },
    { item: "Chef's knife and cutting board" },
    { item: "Measuring cups and spoons" },
  ],
  steps: [
    {
      num: "1",
      time: [
        { law: "grows", kind: "prep", minutes: 7, perX: 3 },
        { law: "grows", kind: "cook", minutes: [6, 8], perX: 3 },
      ],
      preInstruction: "Set the skillet over medium-high heat and add the ground beef and onion.",
      ingredients: [
        { item: "ground beef", amount: 1 / 2, unit: "lb" },
        { item: "yellow onion", amount: 1 / 2, unit: "", plural: "yellow onions" },
      ],
      postInstruction:
        "Cook for {time:6-8}, breaking the beef into small crumbles, until no pink remains ({temp:160}) and the onion is soft and translucent. If the pan looks greasy, spoon off all but a thin film of fat.",
      tips: [
        {
          tip: "Let the beef sit undisturbed for a minute or two before breaking it up so it gets some brown crust. That browning is most of the flavor.",
        },
      ],
    },
    {
      num: "2",
      time: [
        { law: "grows", kind: "prep", minutes: 3, perX: 1 },
        { law: "grows", kind: "cook", minutes: 1, perX: 0.5 },
      ],
      preInstruction: "Add the garlic, tomato paste and all of the spices.",
      ingredients: [
        { item: "garlic", amount: 1, unit: "clove" },
        { item: "tomato paste", amount: 1, unit: "tbsp" },
        { item: "paprika", amount: 1, unit: "tsp" },
        { item: "chili powder", amount: 1 / 2, unit: "tsp" },
        { item: "ground mustard", amount: 1 / 4, unit: "tsp" },
        { item: "salt", amount: 1 / 2, unit: "tsp" },
        { item: "black pepper", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction:
        "Stir for about {time:1}, until the tomato paste darkens to brick red and coats the meat, and the spices smell toasty.",
      tips: [],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "cook", minutes: [10, 12], perX: 2 }],
      preInstruction: "Pour in the broth and milk, scraping up the browned bits from the bottom of the pan, then stir in the macaroni.",
      ingredients: [
        { item: "beef broth", amount: 1, unit: "cup" },
        { item: "whole milk", amount: 3 / 4, unit: "cup" },
        { item: "elbow macaroni", amount: 1, unit: "cup" },
      ],
      postInstruction:
        "Bring to a gentle boil, then cover, turn the heat to low and simmer for {time:10-12}, stirring every few minutes, until the macaroni is tender and most of the liquid has turned into a creamy sauce.",
      tips: [
        { tip: "Keep the heat low and scrape the bottom when you stir. Milk and pasta starch scorch easily." },
        { tip: "If the pan looks dry before the pasta is tender, add a splash of water or broth." },
      ],
    },
    {
      num: "4",
      time: [
        { law: "grows", kind: "cook", minutes: 1, perX: 0.5 },
        { law: "fixed", kind: "wait", minutes: 3 },
      ],
      preInstruction: "Take the skillet off the heat and stir in the cheddar a handful at a time.",
      ingredients: [{ item: "sharp cheddar cheese", amount: 1, unit: "cup" }],
      postInstruction:
        "Stir until the cheese melts into a smooth, glossy sauce, then let it stand uncovered for 3 minutes to thicken. Taste and add a pinch more salt if needed before serving.",
      tips: [{ tip: "Shred the cheese from a block. Bagged shredded cheese is coated with starch to stop clumping, and it melts grainy." }],
    },
  ],
  featured: ["blackbeangoulash", "beefstew", "alfredopastawithchickenandbroccoli"],
  complementary: ["cucumbertomatosalad", "artisanbread"],
  toolLinks: [
    { item: "Deep skillet with lid", src: "https://www.amazon.com/s?k=deep+skillet+with+lid" },
    { item: "Box grater", src: "https://www.amazon.com/s?k=box+grater" },
    { item: "Wooden spoon", src: "https://www.amazon.com/s?k=wooden+spoon" },
  ],
};

export default recipe;
