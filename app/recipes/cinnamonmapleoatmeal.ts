import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "breakfast",
  title: "Cinnamon Maple Oatmeal",
  intro:
    "Once you see how little goes into a pot of oatmeal, the flavored packets are hard to go back to. I cook old-fashioned oats in half milk and half water with cinnamon, then sweeten them with real maple syrup and finish with toasted pecans. It takes about fifteen minutes and keeps us full until lunch.",
  author: "Hannah B.",
  date: "2025-05-20",
  imgAlt:
    "Illustration of a blue bowl of oatmeal with maple syrup, pecan halves and a dusting of cinnamon, with a small jug of maple syrup and a spoon",
  prepTime: 3,
  waitTime: 2,
  cookTime: 12,
  totalTime: 17,
  cal: 696,
  carbs: 99,
  fat: 25,
  protein: 22,
  servings: [{ number: 2, unit: "serving", plural: "servings" }],
  dry: [
    { item: "old-fashioned rolled oats", amount: 1, unit: "cup" },
    { item: "water", amount: 1, unit: "cup" },
    { item: "pure maple syrup", amount: 2, unit: "tbsp", note: "divided" },
    { item: "pecans", amount: 2, unit: "tbsp", note: "roughly chopped" },
  ],
  spices: [
    { item: "ground cinnamon", amount: 1 / 2, unit: "tsp" },
    { item: "vanilla extract", amount: 1 / 4, unit: "tsp" },
    { item: "salt", amount: 1, unit: "pinch" },
  ],
  produce: [],
  meatdairyeggs: [{ item: "whole milk", amount: 1.25, unit: "cup", note: "divided" }],
  gramsPerCup: {
    "old-fashioned rolled oats": 89, // King Arthur
    pecans: 114, // King Arthur (diced pecans)
  },
  materials: [
    {
      item: "Small heavy-bottomed saucepan with a lid, about {quart:2}",
      name: "small saucepan",
      capacity: [
        {
          what: "the oatmeal",
          unit: "cups of oats and liquid",
          perRecipe: 3.25,
          holds: 5,
          larger: [
            { item: "a {quart:4} saucepan", holds: 10 },
            { item: "a {quart:6} pot", holds: 17 },
          ],
          steps: ["1", "2"],
        },
      ],
    },
    { item: "Wooden spoon or silicone spatula" },
    { item: "Measuring cups and spoons" },
    { item: "Small plate" },
  ],
  steps: [
    {
      num: "1",
      time: [
        { law: "grows", kind: "prep", minutes: 2, perX: 1 },
        { law: "grows", kind: "cook", minutes: [3, 4], perX: 0.5 },
      ],
      preInstruction: "Put the chopped pecans in the dry saucepan and set it over medium heat.",
      ingredients: [{ item: "pecans", amount: 2, unit: "tbsp" }],
      postInstruction:
        "Toast, shaking the pan often, for {time:3-4}, until they smell nutty and darken a shade. Tip them onto a small plate so they stop cooking.",
      tips: [{ tip: "Walnuts or sliced almonds work the same way; almonds need only 2 to 3 minutes." }],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "cook", minutes: 3, perX: 1.5 }],
      preInstruction:
        "Pour the water and most of the milk into the same saucepan, keeping a fifth of the milk back for serving, and add the salt.",
      ingredients: [
        { item: "water", amount: 1, unit: "cup" },
        { item: "whole milk", amount: 1, unit: "cup" },
        { item: "salt", amount: 1, unit: "pinch" },
      ],
      postInstruction:
        "Heat over medium until small bubbles form around the edge and the surface starts to steam, about {time:3}. Do not let it come to a full boil, or the milk can foam over.",
      tips: [],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "cook", minutes: 5, perX: 1 }],
      preInstruction: "Stir in the oats and cinnamon and turn the heat down to medium-low.",
      ingredients: [
        { item: "old-fashioned rolled oats", amount: 1, unit: "cup" },
        { item: "ground cinnamon", amount: 1 / 2, unit: "tsp" },
      ],
      postInstruction:
        "Simmer gently, stirring often and scraping the bottom, for about {time:5}, until the oats are tender and the liquid has turned thick and creamy.",
      tips: [{ tip: "Stirring releases the oats' starch and makes them creamier; stir less if you like them chewier and more separate." }],
    },
    {
      num: "4",
      time: [{ law: "fixed", kind: "wait", minutes: 2 }],
      preInstruction: "Take the pan off the heat and stir in the maple syrup for this step and the vanilla.",
      ingredients: [
        { item: "pure maple syrup", amount: 1, unit: "tbsp" },
        { item: "vanilla extract", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Cover and let it stand for 2 minutes; the oatmeal will thicken a little more.",
      tips: [],
    },
    {
      num: "5",
      time: [{ law: "pieces", kind: "prep", minutes: 1, pieces: 2 }],
      preInstruction: "Spoon the oatmeal into bowls and top with the toasted pecans.",
      ingredients: [
        { item: "pure maple syrup", amount: 1, unit: "tbsp" },
        { item: "whole milk", amount: 1 / 4, unit: "cup" },
      ],
      postInstruction:
        "Drizzle the remaining maple syrup over the top and pour the rest of the milk, cold, around the edge of each bowl. Serve warm.",
      tips: [
        { tip: "Leftovers keep 3 days in the refrigerator. Reheat with a few tablespoons of milk or water, stirring, until loose again." },
        { tip: "Sliced banana, fresh berries or a spoonful of yogurt are all good additions." },
      ],
    },
  ],
  featured: ["basicwaffle", "blueberrylemonpancakes", "cinnamonrolls"],
  complementary: ["softboiledeggs", "russiantea"],
  toolLinks: [
    { item: "Small heavy-bottomed saucepan", src: "https://www.amazon.com/s?k=2+quart+saucepan+with+lid" },
    { item: "Silicone spatula", src: "https://www.amazon.com/s?k=silicone+spatula" },
    { item: "Measuring cups and spoons", src: "https://www.amazon.com/s?k=stainless+steel+measuring+cups+and+spoons" },
  ],
};

export default recipe;
