import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "entree",
  title: "Moroccan Harira",
  intro:
    "Harira is a thick Moroccan tomato soup with lentils, chickpeas, a little lamb and a big handful of fresh herbs, and it eats like a full meal. As written it makes a two-bowl pot, and I finish it the traditional way, with a flour slurry for body and a beaten egg from our hens swirled in at the end. A squeeze of lemon just before eating brightens the whole bowl.",
  author: "Hannah B.",
  date: "2025-05-27",
  imgAlt:
    "Illustration of a blue bowl of harira from above: red tomato soup with lentils, chickpeas, vermicelli, bits of lamb, ribbons of egg and herbs, with lemon wedges",
  prepTime: 15,
  waitTime: 1,
  cookTime: 64,
  totalTime: 80,
  cal: 1010,
  carbs: 118,
  fat: 37,
  protein: 58,
  servings: [{ number: 2, unit: "serving", plural: "servings" }],
  dry: [
    { item: "extra-virgin olive oil", amount: 1, unit: "tbsp" },
    { item: "tomato paste", amount: 1, unit: "tbsp" },
    { item: "crushed tomatoes", amount: 1, unit: "cup" },
    { item: "dried brown or green lentils", amount: 1 / 4, unit: "cup" },
    { item: "water", amount: 3 + 1 / 3, unit: "cup", note: "divided" },
    {
      item: "chickpeas",
      amount: 3 / 4,
      unit: "cup",
      note: "drained and rinsed",
    },
    {
      item: "vermicelli or angel hair pasta",
      amount: 1,
      unit: "oz",
      note: "broken into 1-inch pieces",
      metricNote: "broken into 2.5 cm pieces",
    },
    { item: "all-purpose flour", amount: 2, unit: "tbsp" },
  ],
  spices: [
    { item: "ground ginger", amount: 1 / 2, unit: "tsp" },
    { item: "ground turmeric", amount: 1 / 2, unit: "tsp" },
    { item: "ground cinnamon", amount: 1 / 4, unit: "tsp" },
    { item: "ground black pepper", amount: 1 / 4, unit: "tsp" },
    { item: "fine sea salt", amount: 3 / 4, unit: "tsp", note: "divided" },
  ],
  produce: [
    { item: "small yellow onion", amount: 1 / 2, unit: "", plural: "small yellow onions", note: "finely chopped" },
    { item: "celery rib", amount: 1, unit: "", plural: "celery ribs", note: "with leaves, finely chopped" },
    { item: "chopped fresh cilantro", amount: 1 / 2, unit: "cup", note: "divided" },
    {
      item: "chopped fresh flat-leaf parsley",
      amount: 1 / 2,
      unit: "cup",
      note: "divided",
    },
    { item: "lemon", amount: 1 / 2, unit: "", plural: "lemons", note: "cut into wedges" },
  ],
  meatdairyeggs: [
    {
      item: "boneless lamb shoulder",
      amount: 4,
      unit: "oz",
      note: "trimmed and cut into 1/2-inch pieces (or beef chuck)",
      metricNote: "trimmed and cut into 1 cm pieces (or beef chuck)",
    },
    { item: "large egg", amount: 1, unit: "", plural: "large eggs" },
  ],
  gramsPerCup: {
    "all-purpose flour": 120, // King Arthur
    "tomato paste": 232, // King Arthur
    "dried brown or green lentils": 192, // USDA
  },
  materials: [
    { item: "Fine-mesh strainer" },
    {
      item: "Heavy pot or Dutch oven with a lid, {quart:3}",
      name: "{quart:3} pot",
      capacity: [
        {
          what: "the soup",
          unit: "cups of soup",
          perRecipe: 7,
          holds: 10,
          larger: [
            { item: "a {quart:6} Dutch oven or soup pot", holds: 20 },
            { item: "a stockpot of {quarts:10} or more", holds: 36 },
          ],
          steps: ["2", "4"],
        },
      ],
    },
    { item: "Wooden spoon" },
    { item: "Chef's knife" },
    { item: "Cutting board" },
    { item: "Two small bowls" },
    { item: "Whisk or fork" },
    { item: "Ladle" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 13, perX: 7 }],
      preInstruction: "Rinse the lentils in a fine-mesh strainer under cold water and pick out any small stones or shriveled lentils.",
      ingredients: [],
      postInstruction: "Leave them to drain while you start the soup.",
      tips: [],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "cook", minutes: [4, 5], perX: 3 }],
      preInstruction: "Heat the olive oil in the pot over medium-high heat, then add the lamb in a single layer.",
      ingredients: [
        { item: "extra-virgin olive oil", amount: 1, unit: "tbsp" },
        { item: "boneless lamb shoulder", amount: 4, unit: "oz" },
      ],
      postInstruction: "Cook for {time:4-5}, turning once or twice, until the pieces are browned on a couple of sides.",
      tips: [
        {
          tip: "For a meatless harira, skip the lamb and start with the onion; use vegetable broth in place of the water for extra depth.",
        },
      ],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "cook", minutes: 5, perX: 1.5 }],
      preInstruction: "Lower the heat to medium and add the onion, celery, all of the spices, and this step's cilantro, parsley and salt.",
      ingredients: [
        { item: "small yellow onion", amount: 1 / 2, unit: "", plural: "small yellow onions" },
        { item: "celery rib", amount: 1, unit: "", plural: "celery ribs" },
        { item: "chopped fresh cilantro", amount: 1 / 4, unit: "cup" },
        { item: "chopped fresh flat-leaf parsley", amount: 1 / 4, unit: "cup" },
        { item: "ground ginger", amount: 1 / 2, unit: "tsp" },
        { item: "ground turmeric", amount: 1 / 2, unit: "tsp" },
        { item: "ground cinnamon", amount: 1 / 4, unit: "tsp" },
        { item: "ground black pepper", amount: 1 / 4, unit: "tsp" },
        { item: "fine sea salt", amount: 1 / 2, unit: "tsp" },
      ],
      postInstruction: "Cook, stirring often, for about {time:5}, until the onion is soft and the spices smell toasty.",
      tips: [],
    },
    {
      num: "4",
      time: [
        { law: "fixed", kind: "cook", minutes: 1 },
        { law: "grows", kind: "cook", minutes: 0, perX: 3 },
        { law: "fixed", kind: "cook", minutes: [35, 40] },
      ],
      preInstruction:
        "Stir in the tomato paste and cook for 1 minute, then add the crushed tomatoes, the drained lentils and the water for this step, keeping the rest of the water for the flour slurry.",
      ingredients: [
        { item: "tomato paste", amount: 1, unit: "tbsp" },
        { item: "crushed tomatoes", amount: 1, unit: "cup" },
        { item: "dried brown or green lentils", amount: 1 / 4, unit: "cup" },
        { item: "water", amount: 3, unit: "cup" },
      ],
      postInstruction:
        "Bring to a boil, then reduce the heat to a gentle simmer, partly cover and cook for 35 to 40 minutes, stirring occasionally, until the lamb is tender and the lentils are soft.",
      tips: [
        {
          tip: "Red lentils fall apart in this time; stick with brown or green so they keep their shape.",
        },
      ],
    },
    {
      num: "5",
      time: [{ law: "grows", kind: "cook", minutes: [6, 8], perX: 1 }],
      preInstruction: "Add the chickpeas, the vermicelli and the remaining salt.",
      ingredients: [
        { item: "chickpeas", amount: 3 / 4, unit: "cup" },
        { item: "vermicelli or angel hair pasta", amount: 1, unit: "oz" },
        { item: "fine sea salt", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Simmer uncovered for {time:6-8}, stirring now and then so the pasta doesn't stick, until the pasta is tender.",
      tips: [
        {
          tip: "Blend any chickpeas left in the can into a small batch of hummus, or toss them into a salad.",
        },
      ],
    },
    {
      num: "6",
      time: [{ law: "fixed", kind: "cook", minutes: [3, 5] }],
      preInstruction: "In a small bowl, whisk the flour with the remaining water until completely smooth.",
      ingredients: [
        { item: "all-purpose flour", amount: 2, unit: "tbsp" },
        { item: "water", amount: 1 / 3, unit: "cup" },
      ],
      postInstruction:
        "Pour the slurry slowly into the simmering soup while stirring constantly, then simmer for 3 to 5 minutes, until the soup turns silky and coats the back of a spoon and no raw flour taste remains.",
      tips: [
        {
          tip: "This flour slurry, called tedouira, is what gives harira its velvety body, so don't skip the full simmer after adding it.",
        },
      ],
    },
    {
      num: "7",
      time: [{ law: "fixed", kind: "wait", minutes: 1 }],
      preInstruction:
        "Beat the egg (or eggs, if you scaled up) in a second small bowl, then drizzle it into the soup in a thin stream while slowly stirring.",
      ingredients: [
        { item: "large egg", amount: 1, unit: "", plural: "large eggs" },
        { item: "chopped fresh cilantro", amount: 1 / 4, unit: "cup" },
        { item: "chopped fresh flat-leaf parsley", amount: 1 / 4, unit: "cup" },
      ],
      postInstruction:
        "Let the soup sit for 1 minute without stirring so the egg sets into soft ribbons, then take the pot off the heat and stir in the remaining cilantro and parsley. Taste and add salt if needed.",
      tips: [],
    },
    {
      num: "8",
      time: [{ law: "pieces", kind: "prep", minutes: 2, pieces: 2 }],
      preInstruction: "Ladle the harira into deep bowls.",
      ingredients: [{ item: "lemon", amount: 1 / 2, unit: "", plural: "lemons" }],
      postInstruction: "Serve hot with the lemon wedges for squeezing over at the table.",
      tips: [
        {
          tip: "Harira thickens as it stands; loosen leftovers with a splash of water when reheating. It keeps for 3 days in the fridge.",
        },
      ],
    },
  ],
  // From 3X the pot holds several quarts: too much to cool safely as it is.
  coolFast: { from: 3 },
  keeps: {
    minutes: 1440,
    how: "cool it, keep it covered in the fridge and reheat it gently, loosening it with a splash of water, as it thickens as it stands",
  },
  featured: ["classichummus", "lebanesechickenshawarma", "beefstew"],
  complementary: ["artisanbread", "cucumbertomatosalad"],
  toolLinks: [
    { item: "3-quart Dutch oven", src: "https://www.amazon.com/s?k=3+quart+dutch+oven" },
    { item: "Fine-mesh strainer", src: "https://www.amazon.com/s?k=fine+mesh+strainer" },
    { item: "Soup ladle", src: "https://www.amazon.com/s?k=soup+ladle" },
  ],
};

export default recipe;
