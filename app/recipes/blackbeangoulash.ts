import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "entree",
  title: "Black Bean Goulash",
  intro:
    "American-style goulash, the one-pot tomato and macaroni kind, was a weeknight regular when I was growing up, and this is my meatless take on it with black beans and plenty of paprika. The pasta cooks right in the sauce, so there is only one pan to wash. As written it makes two generous bowls, which is exactly what we need after a long day outside.",
  author: "Hannah B.",
  date: "2025-06-18",
  imgAlt:
    "Illustration of a skillet of black bean goulash from above: elbow macaroni, black beans and red pepper in tomato sauce, with melted cheddar and parsley",
  prepTime: 10,
  waitTime: 2,
  cookTime: 25,
  totalTime: 37,
  cal: 1280,
  carbs: 183,
  fat: 36,
  protein: 55,
  servings: [{ number: 2, unit: "serving", plural: "servings" }],
  dry: [
    { item: "olive oil", amount: 1, unit: "tbsp" },
    { item: "tomato paste", amount: 1, unit: "tbsp" },
    { item: "diced tomatoes", amount: 1, unit: "can", size: { amount: 14.5, unit: "oz" }, note: "with their juices" },
    { item: "low-sodium vegetable broth", amount: 1, unit: "cup" },
    { item: "elbow macaroni", amount: 1, unit: "cup" },
    { item: "black beans", amount: 1, unit: "can", size: { amount: 15, unit: "oz" }, note: "drained and rinsed" },
  ],
  spices: [
    { item: "sweet paprika", amount: 1, unit: "tsp" },
    { item: "smoked paprika", amount: 0.5, unit: "tsp" },
    { item: "ground cumin", amount: 0.5, unit: "tsp" },
    { item: "dried oregano", amount: 0.5, unit: "tsp" },
    { item: "fine sea salt", amount: 0.5, unit: "tsp" },
    { item: "black pepper", amount: 0.25, unit: "tsp", note: "freshly ground" },
  ],
  produce: [
    { item: "small yellow onion", amount: 1, unit: "", plural: "small yellow onions", note: "diced" },
    { item: "red bell pepper", amount: 1, unit: "", plural: "red bell peppers", note: "diced" },
    { item: "garlic", amount: 2, unit: "clove", note: "minced" },
    { item: "fresh parsley", amount: 1, unit: "tbsp", note: "chopped" },
  ],
  meatdairyeggs: [{ item: "sharp cheddar cheese", amount: 0.5, unit: "cup", note: "shredded" }],
  gramsPerCup: {
    "elbow macaroni": 105, // USDA
    "tomato paste": 232, // King Arthur
    "sharp cheddar cheese": 113, // King Arthur (grated cheddar)
  },
  materials: [
    {
      item: "{inch:10-12} deep skillet with a lid (or a {quart:3} saucepan)",
      name: "deep skillet",
      capacity: [
        {
          what: "the goulash",
          unit: "cups",
          perRecipe: 8,
          holds: 12,
          larger: [
            { item: "a {quart:5-6} Dutch oven", holds: 18 },
            { item: "a {quart:7-8} Dutch oven", holds: 26 },
            { item: "two {quart:7-8} Dutch ovens, everything divided between them", holds: 52 },
          ],
          steps: ["1", "3", "4"],
        },
      ],
    },
    { item: "Cutting board" },
    { item: "Chef's knife" },
    { item: "Can opener" },
    { item: "Colander or fine-mesh strainer" },
    { item: "Wooden spoon" },
    { item: "Box grater" },
    { item: "Measuring cups and spoons" },
  ],
  steps: [
    {
      num: "1",
      time: [
        { law: "grows", kind: "prep", minutes: 8, perX: 4 },
        { law: "grows", kind: "cook", minutes: [6, 7], perX: 1.5 },
      ],
      preInstruction: "Heat the olive oil in the deep skillet over medium heat until it shimmers, then add the onion and bell pepper.",
      ingredients: [
        { item: "olive oil", amount: 1, unit: "tbsp" },
        { item: "small yellow onion", amount: 1, unit: "", plural: "small yellow onions", note: "diced" },
        { item: "red bell pepper", amount: 1, unit: "", plural: "red bell peppers", note: "diced" },
      ],
      postInstruction:
        "Cook, stirring now and then, for {time:6-7}, until the onion is translucent and the pepper has softened and picked up a few golden edges.",
      tips: [{ tip: "Drain and rinse the beans and shred the cheese while the vegetables cook." }],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "cook", minutes: 1, perX: 0.5 }],
      preInstruction: "Stir in the garlic, tomato paste and the dried spices.",
      ingredients: [
        { item: "garlic", amount: 2, unit: "clove", note: "minced" },
        { item: "tomato paste", amount: 1, unit: "tbsp" },
        { item: "sweet paprika", amount: 1, unit: "tsp" },
        { item: "smoked paprika", amount: 0.5, unit: "tsp" },
        { item: "ground cumin", amount: 0.5, unit: "tsp" },
        { item: "dried oregano", amount: 0.5, unit: "tsp" },
      ],
      postInstruction:
        "Cook for about {time:1}, stirring constantly, until the garlic is fragrant and the tomato paste turns a deeper brick red and coats the vegetables.",
      tips: [{ tip: "Keep the heat at medium here: paprika scorches quickly and turns bitter." }],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "cook", minutes: 5, perX: 2 }],
      preInstruction:
        "Pour in the diced tomatoes with their juices and the broth, season with the salt and pepper, and scrape up anything stuck to the bottom of the pan.",
      ingredients: [
        { item: "diced tomatoes", amount: 1, unit: "can", size: { amount: 14.5, unit: "oz" }, note: "with their juices" },
        { item: "low-sodium vegetable broth", amount: 1, unit: "cup" },
        { item: "fine sea salt", amount: 0.5, unit: "tsp" },
        { item: "black pepper", amount: 0.25, unit: "tsp", note: "freshly ground" },
      ],
      postInstruction: "Raise the heat to medium-high and bring the sauce to a steady boil.",
      tips: [],
    },
    {
      num: "4",
      time: [{ law: "grows", kind: "cook", minutes: [10, 12], perX: 2 }],
      preInstruction: "Stir in the macaroni and the black beans, cover, and turn the heat down to medium-low.",
      ingredients: [
        { item: "elbow macaroni", amount: 1, unit: "cup" },
        { item: "black beans", amount: 1, unit: "can", size: { amount: 15, unit: "oz" }, note: "drained and rinsed" },
      ],
      postInstruction:
        "Simmer for {time:10-12}, stirring every 3 minutes so the pasta doesn't stick, until the macaroni is tender and most of the liquid has been absorbed into a thick sauce.",
      tips: [
        { tip: "If the pan looks dry before the pasta is tender, add water or broth a splash at a time." },
        { tip: "Taste for salt at the end; canned beans and tomatoes vary a lot in how salty they are." },
      ],
    },
    {
      num: "5",
      time: [
        { law: "fixed", kind: "wait", minutes: 2 },
        { law: "pieces", kind: "prep", minutes: 2, pieces: 2 },
      ],
      preInstruction: "Take the pan off the heat and scatter the cheddar over the top; keep the parsley aside for finishing.",
      ingredients: [
        { item: "sharp cheddar cheese", amount: 0.5, unit: "cup", note: "shredded" },
        { item: "fresh parsley", amount: 1, unit: "tbsp", note: "chopped" },
      ],
      postInstruction: "Cover and let it stand for 2 minutes, until the cheese has melted, then sprinkle with the parsley and serve hot.",
      tips: [
        { tip: "Leftovers keep for 3 days in the fridge; stir in a splash of water when you reheat, as the pasta keeps soaking up sauce." },
      ],
    },
  ],
  // From 3X the pot holds several quarts: too much to cool safely as it is.
  coolFast: { from: 3 },
  keeps: {
    minutes: 1440,
    how: "cool it, keep it covered in the fridge, and reheat it gently with a splash of water, as the pasta keeps soaking up the sauce",
  },
  featured: ["homemadehamburgerhelper", "moroccanharira", "beefstew"],
  complementary: ["cucumbertomatosalad", "artisanbread"],
  toolLinks: [
    { item: "Deep skillet with lid", src: "https://www.amazon.com/s?k=deep+skillet+with+lid" },
    { item: "Can opener", src: "https://www.amazon.com/s?k=can+opener" },
    { item: "Wooden spoon", src: "https://www.amazon.com/s?k=wooden+spoon" },
  ],
};

export default recipe;
