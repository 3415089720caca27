import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "appetizer",
  title: "Classic Hummus",
  intro:
    "Smooth, fluffy hummus at home comes down to two tricks: simmering canned chickpeas with a little baking soda until they fall apart, and whipping the tahini with ice water before the chickpeas go in. It takes about 35 minutes and has nothing in it but chickpeas, tahini, lemon, garlic, olive oil and a little salt and spice. We eat it with warm flatbread, raw vegetables and boiled eggs from our hens.",
  author: "Hannah B.",
  date: "2025-06-05",
  imgAlt:
    "Illustration of a terracotta bowl of smooth hummus with a swirl of olive oil, a dusting of paprika and a few whole chickpeas, with flatbread wedges and carrot sticks",
  prepTime: 15,
  waitTime: 0,
  cookTime: 20,
  totalTime: 35,
  cal: 991,
  carbs: 84,
  fat: 63,
  protein: 34,
  servings: [{ number: 1.5, unit: "cups", measure: "cup" }],
  dry: [
    { item: "chickpeas", amount: 1, unit: "can", size: { amount: 15, unit: "oz" }, note: "drained and rinsed" },
    { item: "baking soda", amount: 1 / 2, unit: "tsp" },
    {
      item: "water",
      amount: 3,
      unit: "cup",
      note: "per pot, or enough to cover the chickpeas by 2 inches",
      metricNote: "per pot, or enough to cover the chickpeas by 5 cm",
      notScaled: true,
    },
    { item: "tahini", amount: 1 / 3, unit: "cup", note: "well stirred" },
    { item: "ice water", amount: 3, unit: "tbsp" },
    { item: "extra-virgin olive oil", amount: 1, unit: "tbsp" },
  ],
  spices: [
    { item: "salt", amount: 1 / 2, unit: "tsp" },
    { item: "ground cumin", amount: 1 / 4, unit: "tsp" },
    { item: "paprika", amount: 1, unit: "pinch" },
  ],
  produce: [
    { item: "garlic", amount: 1, unit: "clove" },
    {
      item: "fresh lemon juice",
      amount: 3,
      unit: "tbsp",
      note: "(a lemon gives two to three tablespoons)",
      metricNote: "(a lemon gives 30 to 45 ml)",
    },
  ],
  meatdairyeggs: [],
  gramsPerCup: {
    tahini: 256, // King Arthur
  },
  materials: [
    {
      item: "Small saucepan",
      capacity: [
        {
          what: "the chickpeas and water",
          unit: "cups",
          perRecipe: 4.5,
          holds: 6,
          larger: [
            { item: "a {quart:4} saucepan", holds: 12 },
            { item: "a {quart:6} pot", holds: 18 },
            { item: "a stockpot of {quarts:8} or more", holds: 26 },
          ],
          steps: ["1"],
        },
      ],
    },
    { item: "Slotted spoon" },
    { item: "Colander" },
    { item: "Citrus juicer" },
    {
      item: "Food processor",
      capacity: [
        {
          what: "the hummus",
          unit: "cups of hummus",
          perRecipe: 1.5,
          holds: 5,
          batches: {
            how: "Make it in batches, each with its share of the garlic, lemon, salt, tahini, ice water and chickpeas, then stir the batches together.",
            minutes: 8,
            time: "prep",
          },
          steps: ["2", "3", "4", "5"],
        },
      ],
    },
    { item: "Rubber spatula" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "cook", minutes: 20, perX: 3 }],
      preInstruction: "Put the chickpeas in a small saucepan with the baking soda and water.",
      ingredients: [
        { item: "chickpeas", amount: 1, unit: "can", size: { amount: 15, unit: "oz" } },
        { item: "baking soda", amount: 1 / 2, unit: "tsp" },
        {
          item: "water",
          amount: 3,
          unit: "cup",
          note: "per pot, or enough to cover the chickpeas by 2 inches",
          metricNote: "per pot, or enough to cover the chickpeas by 5 cm",
          notScaled: true,
        },
      ],
      postInstruction:
        "Bring to a boil over high heat, then lower to a steady simmer and cook for about {time:20}, until the chickpeas are very soft and squash with no resistance, and many of the skins have floated loose. Skim the skins off with a slotted spoon as they rise.",
      tips: [
        {
          tip: "The baking soda loosens the skins and softens the chickpeas far more than plain simmering. This is what makes the hummus silky instead of gritty.",
        },
        { tip: "Watch for foam in the first few minutes and lower the heat if it threatens to boil over." },
      ],
    },
    {
      num: "2",
      time: [
        { law: "grows", kind: "prep", minutes: 2, perX: 1 },
        { law: "fixed", kind: "wait", minutes: 10 },
      ],
      preInstruction: "While the chickpeas simmer, put the garlic, lemon juice and salt in the bowl of a food processor.",
      ingredients: [
        { item: "garlic", amount: 1, unit: "clove" },
        { item: "fresh lemon juice", amount: 3, unit: "tbsp" },
        { item: "salt", amount: 1 / 2, unit: "tsp" },
      ],
      postInstruction:
        "Pulse until the garlic is finely chopped, then let it sit for 10 minutes. The lemon juice takes the harsh, raw edge off the garlic.",
      tips: [],
    },
    {
      num: "3",
      time: [
        { law: "fixed", kind: "prep", minutes: 2 },
        { law: "batches", kind: "prep", minutes: 1 },
      ],
      preInstruction: "Add the tahini to the lemon and garlic.",
      ingredients: [{ item: "tahini", amount: 1 / 3, unit: "cup" }],
      postInstruction:
        "Process for about 1 minute, scraping down the bowl once, until the mixture is thick and paste-like. It may look seized and stiff; that is normal.",
      tips: [{ tip: "Stir the tahini well in its jar first, since the oil separates and settles on top." }],
    },
    {
      num: "4",
      time: [{ law: "batches", kind: "prep", minutes: 3 }],
      preInstruction: "With the machine running, add the ice water a spoonful at a time.",
      ingredients: [{ item: "ice water", amount: 3, unit: "tbsp" }],
      postInstruction: "Process until the sauce turns smooth, creamy and very pale, about the thickness of Greek yogurt.",
      tips: [],
    },
    {
      num: "5",
      time: [
        { law: "fixed", kind: "prep", minutes: 2 },
        { law: "batches", kind: "prep", minutes: [3, 4] },
      ],
      preInstruction:
        "Drain the chickpeas in a colander, rinse them briefly with warm water, and add them to the processor with the cumin while still warm.",
      ingredients: [{ item: "ground cumin", amount: 1 / 4, unit: "tsp" }],
      postInstruction:
        "Process for 3 to 4 minutes, scraping down the bowl once or twice, until completely smooth and fluffy. Taste and add a pinch of salt, a squeeze of lemon or another spoonful of ice water if it needs it.",
      tips: [{ tip: "Warm chickpeas blend smoother than cold ones, and the long processing time is what makes the hummus light." }],
    },
    {
      num: "6",
      time: [{ law: "grows", kind: "prep", minutes: 3, perX: 1 }],
      preInstruction: "Spread the hummus in a shallow bowl and make a swirl in the top with the back of a spoon.",
      ingredients: [
        { item: "extra-virgin olive oil", amount: 1, unit: "tbsp" },
        { item: "paprika", amount: 1, unit: "pinch" },
      ],
      postInstruction: "Drizzle the olive oil into the swirl, dust with paprika and serve at room temperature.",
      tips: [
        {
          tip: "Hummus keeps in a covered container in the fridge for up to 5 days. It firms up when cold, so let it sit out for 20 minutes or stir in a spoonful of water before serving.",
        },
      ],
    },
  ],
  keeps: {
    minutes: 1440,
    how: "keep it covered in the fridge, then let it sit out for 20 minutes, or stir in a spoonful of water, before serving",
  },
  featured: ["greektzatziki", "moroccanharira", "flourtortillas"],
  complementary: ["lebanesechickenshawarma", "cucumbertomatosalad", "softboiledeggs"],
  toolLinks: [
    { item: "Food processor", src: "https://www.amazon.com/s?k=food+processor" },
    { item: "Citrus juicer", src: "https://www.amazon.com/s?k=citrus+juicer" },
    { item: "Slotted spoon", src: "https://www.amazon.com/s?k=slotted+spoon" },
  ],
};

export default recipe;
