import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "salad",
  title: "Cucumber Tomato Salad",
  intro:
    "This is the salad I make almost every day in July, when the cucumbers and cherry tomatoes come in faster than we can pick them. A short soak in vinegar takes the sharp edge off the red onion, and good olive oil and fresh dill do the rest. It is ready in twenty minutes and goes with nearly everything, from grilled chicken to a bowl of hummus.",
  author: "Hannah B.",
  date: "2025-07-09",
  imgAlt:
    "Illustration of a white bowl of cucumber slices, halved cherry tomatoes, red onion and dill, with cherry tomatoes and a cucumber beside it",
  prepTime: 5,
  waitTime: 10,
  cookTime: 0,
  totalTime: 15,
  cal: 312,
  carbs: 16,
  fat: 27.5,
  protein: 3,
  servings: [{ number: 2, unit: "serving", plural: "servings" }],
  dry: [
    { item: "red wine vinegar", amount: 1, unit: "tbsp" },
    { item: "extra-virgin olive oil", amount: 2, unit: "tbsp" },
  ],
  spices: [
    { item: "salt", amount: 1 / 4, unit: "tsp" },
    { item: "black pepper", amount: 1 / 8, unit: "tsp", note: "freshly ground" },
    { item: "dried oregano", amount: 1 / 4, unit: "tsp" },
  ],
  produce: [
    { item: "red onion", amount: 1 / 4, unit: "cup", note: "thinly sliced" },
    { item: "Persian cucumber", amount: 2, unit: "", plural: "Persian cucumbers", note: "(or one English cucumber for every four)" },
    { item: "cherry tomatoes", amount: 1, unit: "cup" },
    { item: "fresh dill", amount: 1, unit: "tbsp", note: "chopped" },
  ],
  meatdairyeggs: [],
  gramsPerCup: {
    "cherry tomatoes": 149, // USDA
    "red onion": 115, // USDA (sliced onion)
  },
  materials: [
    {
      item: "Medium mixing bowl",
      name: "medium bowl",
      capacity: [
        {
          what: "the salad",
          unit: "cups of salad",
          perRecipe: 3,
          holds: 8,
          larger: [{ item: "a large bowl", holds: 16 }],
          steps: ["1", "2", "3"],
        },
      ],
    },
    { item: "Whisk or fork" },
    { item: "Chef's knife" },
    { item: "Cutting board" },
  ],
  steps: [
    {
      num: "1",
      time: [
        { law: "grows", kind: "prep", minutes: 3, perX: 1 },
        { law: "fixed", kind: "wait", minutes: 10 },
      ],
      preInstruction: "In a medium bowl, whisk together the vinegar, salt, pepper and oregano, then stir in the sliced red onion.",
      ingredients: [
        { item: "red wine vinegar", amount: 1, unit: "tbsp" },
        { item: "salt", amount: 1 / 4, unit: "tsp" },
        { item: "black pepper", amount: 1 / 8, unit: "tsp" },
        { item: "dried oregano", amount: 1 / 4, unit: "tsp" },
        { item: "red onion", amount: 1 / 4, unit: "cup" },
      ],
      postInstruction: "Let it sit for 10 minutes, stirring once. The onion softens slightly, turns bright pink and loses its harsh bite.",
      tips: [{ tip: "Slice the onion as thin as you can, so it pickles through in those 10 minutes." }],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "prep", minutes: 6, perX: 4 }],
      preInstruction:
        "Meanwhile, slice the cucumbers into {inch:1/4} rounds (or half-moons if they are thick) and cut the cherry tomatoes in half.",
      ingredients: [
        { item: "Persian cucumber", amount: 2, unit: "", plural: "Persian cucumbers" },
        { item: "cherry tomatoes", amount: 1, unit: "cup" },
      ],
      postInstruction: "Add them to the bowl with the onion and its vinegar.",
      tips: [{ tip: "Halve the tomatoes from stem to tip. They hold their juice better than when cut across the middle." }],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "prep", minutes: 2, perX: 0.5 }],
      preInstruction: "Drizzle in the olive oil and scatter the dill over the top.",
      ingredients: [
        { item: "extra-virgin olive oil", amount: 2, unit: "tbsp" },
        { item: "fresh dill", amount: 1, unit: "tbsp" },
      ],
      postInstruction:
        "Toss gently until everything is glossy and evenly coated. Taste, add a pinch more salt if needed, and serve within an hour while the cucumbers are still crisp.",
      tips: [
        {
          tip: "Salt draws water out of cucumbers, so the salad turns soupy if it sits for hours. If you want to prep ahead, keep the cut vegetables and the onion dressing separate and toss just before serving.",
        },
        { tip: "Fresh parsley or mint can stand in for the dill." },
      ],
    },
  ],
  keeps: {
    minutes: 60,
    how: "keep it cold; it turns soupy if it sits for hours, so for longer keep the cut vegetables and the dressing apart and toss them just before serving",
  },
  featured: ["classichummus", "greektzatziki", "jalapenochickensalad"],
  complementary: ["lebanesechickenshawarma", "moroccanharira"],
  toolLinks: [
    { item: "Chef's knife", src: "https://www.amazon.com/s?k=chef%27s+knife" },
    { item: "Cutting board", src: "https://www.amazon.com/s?k=wood+cutting+board" },
    { item: "Salad bowl", src: "https://www.amazon.com/s?k=salad+bowl" },
  ],
};

export default recipe;
