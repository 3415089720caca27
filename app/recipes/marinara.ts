import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "condiment",
  title: "Marinara Sauce",
  intro:
    "This is the sauce I make most weeks, and as written it takes one can of good whole tomatoes, plenty of olive oil, garlic and a handful of basil from the porch pot. It simmers for under half an hour and tastes far brighter than anything from a jar, with no added sugar. I use half right away on pasta or pizza and freeze the rest for a busy night.",
  author: "Hannah B.",
  date: "2025-04-22",
  imgAlt:
    "Illustration of a saucepan of chunky red marinara sauce with basil leaves and a wooden spoon, with a garlic bulb, a garlic clove and a tomato",
  prepTime: 10,
  waitTime: 0,
  cookTime: 35,
  totalTime: 45,
  cal: 560,
  carbs: 38,
  fat: 42,
  protein: 8,
  servings: [{ number: 3, unit: "cups", measure: "cup" }],
  dry: [
    {
      item: "whole peeled tomatoes",
      amount: 1,
      unit: "can",
      size: { amount: 28, unit: "oz" },
      note: "with their juices",
    },
    { item: "extra-virgin olive oil", amount: 3, unit: "tbsp" },
  ],
  spices: [
    { item: "fine sea salt", amount: 3 / 4, unit: "tsp", note: "divided" },
    { item: "dried oregano", amount: 1 / 2, unit: "tsp" },
    { item: "red pepper flakes", amount: 1 / 4, unit: "tsp", note: "(optional)" },
  ],
  produce: [
    {
      item: "small yellow onion",
      amount: 1 / 2,
      unit: "",
      plural: "small yellow onions",
      note: "finely chopped",
    },
    { item: "garlic", amount: 4, unit: "clove", note: "thinly sliced" },
    { item: "fresh basil leaf", amount: 8, unit: "", plural: "fresh basil leaves", note: "torn" },
  ],
  meatdairyeggs: [],
  materials: [
    { item: "Large bowl (two from 4X)" },
    {
      item: "Heavy-bottomed saucepan, {quart:3}",
      name: "{quart:3} saucepan",
      capacity: [
        {
          what: "the sauce",
          unit: "cups",
          perRecipe: 4.5,
          holds: 8,
          larger: [
            { item: "a wide {quart:5-6} Dutch oven (a bigger batch takes longer to thicken)", holds: 18 },
            { item: "two wide {quart:5-6} Dutch ovens, everything divided between them", holds: 36 },
          ],
          steps: ["2", "4"],
        },
      ],
    },
    { item: "Wooden spoon" },
    { item: "Chef's knife" },
    { item: "Cutting board" },
    { item: "Immersion blender (optional)" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 9, perX: 4.5 }],
      preInstruction: "Pour the tomatoes and their juices into a large bowl.",
      ingredients: [{ item: "whole peeled tomatoes", amount: 1, unit: "can", size: { amount: 28, unit: "oz" } }],
      postInstruction: "Crush them with your hands into small, rough pieces, pulling out and discarding any tough stem ends you find.",
      tips: [
        {
          tip: "Squeeze each tomato below the surface of the juice so it doesn't squirt across the kitchen.",
        },
      ],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "cook", minutes: [6, 8], perX: 2 }],
      preInstruction:
        "Warm the olive oil in a heavy-bottomed saucepan over medium-low heat, then add the onion and the salt for this step.",
      ingredients: [
        { item: "extra-virgin olive oil", amount: 3, unit: "tbsp" },
        { item: "small yellow onion", amount: 1 / 2, unit: "", plural: "small yellow onions" },
        { item: "fine sea salt", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Cook, stirring now and then, for {time:6-8}, until the onion is soft and translucent but not browned.",
      tips: [],
    },
    {
      num: "3",
      time: [{ law: "fixed", kind: "cook", minutes: [1, 2] }],
      preInstruction: "Add the garlic and red pepper flakes.",
      ingredients: [
        { item: "garlic", amount: 4, unit: "clove" },
        { item: "red pepper flakes", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Stir for 1 to 2 minutes, until the garlic smells sweet and is just turning pale gold at the edges.",
      tips: [
        {
          tip: "Pull the pan off the heat for a moment if the garlic colors quickly; browned garlic turns the whole sauce bitter.",
        },
      ],
    },
    {
      num: "4",
      time: [{ law: "grows", kind: "cook", minutes: [20, 25], perX: 8 }],
      preInstruction: "Pour in the crushed tomatoes, then add the oregano and the remaining salt.",
      ingredients: [
        { item: "dried oregano", amount: 1 / 2, unit: "tsp" },
        { item: "fine sea salt", amount: 1 / 2, unit: "tsp" },
      ],
      postInstruction:
        "Bring to a simmer over medium heat, then lower the heat and simmer uncovered for {time:20-25}, stirring every 5 minutes. The sauce is ready when it has thickened, small beads of orange oil gather on the surface, and a spoon dragged across the bottom of the pan leaves a trail for a second.",
      tips: [
        {
          tip: "Swirl a splash of water in the empty can and add it if the sauce thickens before the tomatoes have softened.",
        },
      ],
    },
    {
      num: "5",
      time: [{ law: "fixed", kind: "prep", minutes: 1 }],
      preInstruction: "Take the pan off the heat and stir in the torn basil.",
      ingredients: [{ item: "fresh basil leaf", amount: 8, unit: "", plural: "fresh basil leaves" }],
      postInstruction:
        "Taste and add a little more salt if needed. Leave it chunky for pasta, or blend briefly with an immersion blender for a smooth pizza sauce.",
      tips: [
        {
          tip: "If the tomatoes taste sharp, stir in a little butter instead of sugar, about a teaspoon for each can of tomatoes, to round out the acidity.",
        },
        {
          tip: "The sauce keeps for 5 days in the fridge or 3 months in the freezer; I freeze it flat in {cup:1} portions.",
        },
      ],
    },
  ],
  // From 3X the pot holds several quarts: too much to cool safely as it is.
  coolFast: { from: 3 },
  keeps: { minutes: 1440, how: "cool it, keep it covered in the fridge and warm it through gently before serving" },
  featured: ["roastedtomatoandbasilsoup", "artisanbread", "cucumbertomatosalad"],
  complementary: ["simplepastadough", "simplepizzadough"],
  toolLinks: [
    {
      item: "Heavy-bottomed saucepan",
      src: "https://www.amazon.com/s?k=heavy+bottomed+saucepan+3+quart",
    },
    { item: "Wooden spoon", src: "https://www.amazon.com/s?k=wooden+spoon" },
    { item: "Immersion blender", src: "https://www.amazon.com/s?k=immersion+blender" },
  ],
};

export default recipe;
