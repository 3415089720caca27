import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "beverage",
  title: "Russian Tea",
  intro:
    "Russian tea is the spiced orange drink my grandmother kept warm on the stove all winter, made from a jar of orange drink powder and instant tea. I make it now with real brewed tea, fresh orange and lemon juice, whole spices and a little honey, and it tastes brighter than I remember. As written, this batch fills two big mugs, just right for a chilly evening after the hens are shut in for the night.",
  author: "Hannah B.",
  date: "2025-04-10",
  imgAlt:
    "Illustration of a blue mug of steaming spiced orange tea with a cinnamon stick, with whole cloves, an orange slice and a lemon slice",
  prepTime: 5,
  waitTime: 4,
  cookTime: 10,
  totalTime: 19,
  cal: 287,
  carbs: 73,
  fat: 0.5,
  protein: 2,
  servings: [{ number: 2, unit: "mug", plural: "mugs" }],
  dry: [
    { item: "water", amount: 2, unit: "cup" },
    { item: "black tea bag", amount: 2, unit: "", plural: "black tea bags", note: "(orange pekoe or Ceylon)" },
    { item: "honey", amount: 2, unit: "tbsp" },
    { item: "unsweetened pineapple juice", amount: 1 / 2, unit: "cup" },
  ],
  spices: [
    { item: "cinnamon stick", amount: 1, unit: "", plural: "cinnamon sticks", note: "(about 3 inches)", metricNote: "(about 8 cm)" },
    { item: "whole clove", amount: 6, unit: "", plural: "whole cloves" },
  ],
  produce: [
    {
      item: "fresh orange juice",
      amount: 3 / 4,
      unit: "cup",
      note: "(a juicy orange gives about a third of a cup)",
      metricNote: "(a juicy orange gives about 80 ml)",
    },
    {
      item: "fresh lemon juice",
      amount: 2,
      unit: "tbsp",
      note: "(a lemon gives two to three tablespoons)",
      metricNote: "(a lemon gives 30 to 45 ml)",
    },
  ],
  meatdairyeggs: [],
  materials: [
    {
      item: "Small saucepan",
      capacity: [
        {
          what: "the tea",
          unit: "cups",
          perRecipe: 3.5,
          holds: 6,
          larger: [
            { item: "a {quart:3} saucepan", holds: 10 },
            { item: "a {quart:6} pot", holds: 20 },
          ],
          steps: ["1", "3"],
        },
      ],
    },
    { item: "Citrus juicer" },
    { item: "Liquid measuring cup" },
    { item: "Fine-mesh strainer" },
    { item: "Mugs" },
  ],
  steps: [
    {
      num: "1",
      time: [
        { law: "grows", kind: "cook", minutes: 2, perX: 2 },
        { law: "fixed", kind: "cook", minutes: 5 },
      ],
      preInstruction: "Pour the water into a small saucepan and add the cinnamon stick and cloves.",
      ingredients: [
        { item: "water", amount: 2, unit: "cup" },
        { item: "cinnamon stick", amount: 1, unit: "", plural: "cinnamon sticks" },
        { item: "whole clove", amount: 6, unit: "", plural: "whole cloves" },
      ],
      postInstruction:
        "Bring to a boil over medium-high heat, then lower the heat and simmer for 5 minutes, until the water smells strongly of cinnamon and has turned faintly amber.",
      tips: [{ tip: "Use whole spices. Ground cinnamon and cloves make the tea cloudy and leave grit in the bottom of the mug." }],
    },
    {
      num: "2",
      time: [{ law: "fixed", kind: "wait", minutes: 4 }],
      preInstruction: "Take the pan off the heat and drop in the tea bags.",
      ingredients: [{ item: "black tea bag", amount: 2, unit: "", plural: "black tea bags" }],
      postInstruction: "Steep for 4 minutes, until the tea is a deep reddish brown, then lift out the tea bags without squeezing them.",
      tips: [
        { tip: "Squeezing the bags or steeping longer than 5 minutes pulls out bitter tannins that fight with the citrus." },
        { tip: "Decaf black tea works just as well for an evening cup." },
      ],
    },
    {
      num: "3",
      time: [
        { law: "grows", kind: "prep", minutes: 4, perX: 3 },
        { law: "grows", kind: "cook", minutes: [2, 3], perX: 1 },
      ],
      preInstruction: "Stir in the honey until it dissolves, then add the orange, pineapple and lemon juices.",
      ingredients: [
        { item: "honey", amount: 2, unit: "tbsp" },
        { item: "fresh orange juice", amount: 3 / 4, unit: "cup" },
        { item: "unsweetened pineapple juice", amount: 1 / 2, unit: "cup" },
        { item: "fresh lemon juice", amount: 2, unit: "tbsp" },
      ],
      postInstruction:
        "Set the pan over low heat and warm for {time:2-3}, just until steam rises from the surface, about {temp:160}. Do not let it boil. Taste and stir in a little more honey if your oranges were tart.",
      tips: [{ tip: "Boiling the juice dulls its fresh flavor, so keep the heat low from here on." }],
    },
    {
      num: "4",
      time: [{ law: "pieces", kind: "prep", minutes: 1, pieces: 2 }],
      preInstruction: "Pour the tea through a fine-mesh strainer into mugs.",
      ingredients: [],
      postInstruction: "The strainer catches the whole spices and any orange pulp. Serve hot.",
      tips: [
        {
          tip: "Leftover tea keeps in a covered jar in the fridge for up to 3 days. Rewarm it gently, or pour it over ice on a warm afternoon.",
        },
      ],
    },
  ],
  keeps: { minutes: 1440, how: "keep it in a covered jar in the fridge and rewarm it gently, without letting it boil" },
  featured: ["cinnamonrolls", "cinnamonsugarfrenchtoast", "blueberrylemonpancakes"],
  complementary: ["chocolatecookies", "basicwaffle"],
  toolLinks: [
    { item: "Citrus juicer", src: "https://www.amazon.com/s?k=citrus+juicer" },
    { item: "Small saucepan", src: "https://www.amazon.com/s?k=small+saucepan" },
    { item: "Fine-mesh strainer", src: "https://www.amazon.com/s?k=fine+mesh+strainer" },
  ],
};

export default recipe;
