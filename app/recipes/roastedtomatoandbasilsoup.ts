import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "side",
  title: "Roasted Tomato and Basil Soup",
  intro:
    "When the garden hands me more tomatoes than we can eat fresh, I roast them hard with onion and garlic until they collapse and char at the edges. A short simmer with broth and a handful of basil turns them into a soup with far more depth than anything from a can. As written, this small batch makes two generous bowls, just right next to a slice of crusty bread.",
  author: "Hannah B.",
  date: "2025-07-22",
  imgAlt:
    "Illustration of a bowl of smooth red roasted tomato soup with a swirl of cream and basil leaves, with a slice of crusty bread and a dish of roasted tomato halves",
  prepTime: 15,
  waitTime: 0,
  cookTime: 50,
  totalTime: 65,
  cal: 568,
  carbs: 48,
  fat: 40,
  protein: 13,
  servings: [{ number: 2, unit: "serving", plural: "servings" }],
  dry: [
    { item: "extra-virgin olive oil", amount: 2, unit: "tbsp" },
    { item: "chicken or vegetable broth", amount: 1, unit: "cup" },
  ],
  spices: [
    { item: "salt", amount: 1, unit: "tsp" },
    { item: "black pepper", amount: 1 / 4, unit: "tsp", note: "freshly ground" },
    { item: "red pepper flakes", amount: 1, unit: "pinch", note: "(optional)" },
  ],
  produce: [
    { item: "Roma tomatoes", amount: 2, unit: "lb", note: "(about 5 to the pound)", metricNote: "(about 90 g each)" },
    { item: "small yellow onion", amount: 1, unit: "", plural: "small yellow onions" },
    { item: "garlic", amount: 4, unit: "clove", note: "peeled" },
    { item: "fresh basil leaves", amount: 1 / 2, unit: "cup", note: "loosely packed" },
  ],
  meatdairyeggs: [{ item: "heavy cream", amount: 2, unit: "tbsp" }],
  materials: [
    { item: "Chef's knife and cutting board" },
    {
      item: "Rimmed baking sheet",
      name: "baking sheet",
      capacity: [
        {
          what: "the tomatoes",
          unit: "lb of tomatoes in one layer",
          perRecipe: 2,
          holds: 3,
          larger: [{ item: "two rimmed baking sheets, on the upper and lower racks, swapped halfway", holds: 6 }],
          batches: { how: "Roast two sheets at a time; the first batch can wait in the pot while the rest roast.", minutes: 40 },
          steps: ["1", "2"],
        },
      ],
    },
    {
      item: "Medium saucepan",
      capacity: [
        {
          what: "the soup",
          unit: "cups",
          perRecipe: 4,
          holds: 8,
          larger: [
            { item: "a {quart:6} pot", holds: 18 },
            { item: "a stockpot of {quarts:8} or more", holds: 26 },
          ],
          steps: ["3", "4"],
        },
      ],
    },
    { item: "Immersion blender (or countertop blender)" },
    { item: "Fine-mesh strainer (optional)" },
    { item: "Ladle" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 10, perX: 6 }],
      preInstruction:
        "Heat the oven to {oven:425}. Core the tomatoes and halve them lengthwise, and peel the onion and cut it into quarters.",
      ingredients: [
        { item: "Roma tomatoes", amount: 2, unit: "lb" },
        { item: "small yellow onion", amount: 1, unit: "", plural: "small yellow onions" },
        { item: "garlic", amount: 4, unit: "clove" },
      ],
      postInstruction:
        "Spread the tomatoes cut side up on a rimmed baking sheet in a single layer, with the onion quarters between them and each garlic clove tucked under a tomato half.",
      tips: [
        { tip: "Tucking the garlic under the tomatoes keeps it from scorching. Burnt garlic turns the whole soup bitter." },
        { tip: "Roma tomatoes are meaty and roast down well, but any ripe garden tomato works; cut large ones into quarters." },
      ],
    },
    {
      num: "2",
      time: [
        { law: "grows", kind: "prep", minutes: 2, perX: 1 },
        { law: "batches", kind: "cook", minutes: [35, 40] },
      ],
      preInstruction: "Drizzle everything with the olive oil and season with the salt and pepper.",
      ingredients: [
        { item: "extra-virgin olive oil", amount: 2, unit: "tbsp" },
        { item: "salt", amount: 1, unit: "tsp" },
        { item: "black pepper", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction:
        "Roast for 35 to 40 minutes, until the tomatoes have slumped and wrinkled with dark brown edges, and the onion is soft with charred tips.",
      tips: [{ tip: "Don't pull the pan early. The browned, almost burnt edges are where the deep flavor comes from." }],
    },
    {
      num: "3",
      time: [
        { law: "grows", kind: "cook", minutes: 0, perX: 2 },
        { law: "fixed", kind: "cook", minutes: 10 },
      ],
      preInstruction:
        "Scrape everything into a medium saucepan, including the juices and browned bits stuck to the pan, then add the broth and red pepper flakes.",
      ingredients: [
        { item: "chicken or vegetable broth", amount: 1, unit: "cup" },
        { item: "red pepper flakes", amount: 1, unit: "pinch" },
      ],
      postInstruction:
        "Bring to a simmer over medium heat and cook gently for 10 minutes, stirring once or twice, until the onion is completely tender.",
      tips: [{ tip: "Pour a splash of the broth onto the hot baking sheet and scrape with a spatula to loosen every last browned bit." }],
    },
    {
      num: "4",
      time: [{ law: "grows", kind: "prep", minutes: 1, perX: 1 }],
      preInstruction: "Take the pan off the heat and add the basil leaves.",
      ingredients: [{ item: "fresh basil leaves", amount: 1 / 2, unit: "cup" }],
      postInstruction:
        "Blend with an immersion blender for about {time:1}, until smooth and evenly flecked with green. For a silkier soup, press it through a fine-mesh strainer to catch the skins and seeds.",
      tips: [
        {
          tip: "In a countertop blender, fill the jar no more than halfway, remove the center cap from the lid and cover the hole with a folded towel so the steam can escape.",
        },
      ],
    },
    {
      num: "5",
      time: [{ law: "pieces", kind: "prep", minutes: 2, pieces: 2 }],
      preInstruction: "Stir in the cream and taste.",
      ingredients: [{ item: "heavy cream", amount: 2, unit: "tbsp" }],
      postInstruction: "Add a little more salt if it needs it, then ladle into bowls and serve hot.",
      tips: [
        { tip: "If the soup tastes sharp, stir in a small pinch of sugar or a few drops of honey to round out the acidity." },
        { tip: "If it is thicker than you like, thin it with a splash of broth or water." },
        { tip: "It keeps for 3 days, covered, in the fridge. Warm it gently and don't let it boil once the cream is in, or it may split." },
      ],
    },
  ],
  // From 3X the pot holds several quarts: too much to cool safely as it is.
  coolFast: { from: 3 },
  keeps: { minutes: 1440, how: "cool it, keep it covered in the fridge and warm it gently, without letting it boil once the cream is in" },
  featured: ["marinara", "moroccanharira", "blackbeangoulash"],
  complementary: ["artisanbread", "cucumbertomatosalad"],
  toolLinks: [
    { item: "Rimmed baking sheet", src: "https://www.amazon.com/s?k=rimmed+baking+sheet" },
    { item: "Immersion blender", src: "https://www.amazon.com/s?k=immersion+blender" },
    { item: "Medium saucepan", src: "https://www.amazon.com/s?k=medium+saucepan" },
  ],
};

export default recipe;
