import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "dough",
  title: "Simple Pasta Dough",
  intro:
    "When the hens are laying faster than we can eat, I make a batch of fresh pasta, and this is the dough I come back to every time. It is just flour, eggs, a pinch of salt and a little olive oil, kneaded by hand on the counter. As written it makes enough fettuccine for two generous plates, and it cooks in about three minutes.",
  author: "Hannah B.",
  date: "2025-04-08",
  imgAlt:
    "Illustration of fresh pasta dough on a floured wooden board: strands of yellow fettuccine, a coiled nest, a ball of dough, a brown egg and a cracked egg",
  prepTime: 35,
  waitTime: 30,
  cookTime: 3,
  totalTime: 68,
  cal: 912,
  carbs: 153,
  fat: 16,
  protein: 33,
  servings: [{ number: 2, unit: "serving", plural: "servings" }],
  dry: [
    { item: "all-purpose flour", amount: 200, unit: "g", note: "plus a little for dusting" },
    { item: "olive oil", amount: 1, unit: "tsp" },
  ],
  spices: [
    { item: "fine sea salt", amount: 1 / 4, unit: "tsp" },
    { item: "coarse salt", amount: 1, unit: "tbsp", note: "per pot of water", notScaled: true },
  ],
  produce: [],
  meatdairyeggs: [{ item: "large egg", amount: 2, unit: "", plural: "large eggs", note: "at room temperature" }],
  materials: [
    {
      item: "Large mixing bowl or a clean countertop",
      name: "counter",
      capacity: [
        {
          what: "the dough",
          unit: "eggs' worth of dough",
          perRecipe: 2,
          holds: 2,
          batches: {
            how: "Knead it in pieces of about two eggs' worth, one after another, keeping the kneaded pieces wrapped while you work the rest.",
            minutes: 10,
            time: "prep",
          },
          steps: ["3"],
        },
      ],
    },
    { item: "Fork" },
    { item: "Bench scraper" },
    { item: "Plastic wrap or a beeswax wrap" },
    { item: "Pasta machine or a long rolling pin" },
    { item: "Sharp knife" },
    {
      item: "Rimmed baking sheet or tray",
      name: "tray",
      capacity: [{ what: "the nests", unit: "servings", perRecipe: 2, holds: 6, larger: [{ item: "two trays", holds: 12 }], steps: ["6"] }],
    },
    {
      item: "Large pot of {quarts:6} or more",
      name: "pot",
      capacity: [
        {
          what: "the pasta",
          unit: "g of fresh pasta",
          perRecipe: 300,
          holds: 450,
          batches: {
            how: "Cook them one after another in the same water, letting it come back to a rolling boil before the next, about 4 minutes; the salt stays with the pot, so add none.",
            // 3 minutes to cook a batch and about 4 for the water to come back to the boil after it.
            minutes: 7,
          },
          steps: ["7"],
        },
      ],
    },
    { item: "Colander or spider strainer" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 3, perX: 1 }],
      preInstruction: "Whisk the flour and fine sea salt together in a wide bowl, or pile them on a clean counter.",
      ingredients: [
        { item: "all-purpose flour", amount: 200, unit: "g" },
        { item: "fine sea salt", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Push the flour into a mound and make a deep, wide well in the middle, with walls high enough to hold the eggs.",
      tips: [
        {
          tip: "Weighing the flour matters more here than in most recipes: 100 g of flour per large egg gives a dough that is firm but not crumbly. Scaled, the eggs are rounded to whole ones and the flour is not, so knead in water a teaspoon at a time if the dough is dry, or a little flour if it sticks.",
        },
      ],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "prep", minutes: 5, perX: 2 }],
      preInstruction: "Crack the eggs into the well and add the olive oil.",
      ingredients: [
        { item: "large egg", amount: 2, unit: "", plural: "large eggs" },
        { item: "olive oil", amount: 1, unit: "tsp" },
      ],
      postInstruction:
        "Beat the eggs with a fork, then slowly draw flour in from the inside walls of the well, keeping the walls intact, until the middle turns into a thick paste. Use a bench scraper to fold the rest of the flour in until you have a shaggy, crumbly mass.",
      tips: [
        { tip: "If a wall breaks and egg runs out, scoop flour over the leak with the bench scraper and keep going; nothing is lost." },
      ],
    },
    {
      num: "3",
      time: [{ law: "batches", kind: "prep", minutes: [8, 10] }],
      preInstruction:
        "Gather the dough into a ball and knead it by pushing it away with the heel of your hand, folding it back and turning it a quarter turn.",
      ingredients: [],
      postInstruction:
        "Knead for 8 to 10 minutes, until the dough is smooth, satiny and firm, and springs back slowly when you press it with a finger. Scrape away any dry crumbs that will not work in.",
      tips: [
        {
          tip: "If the dough still cracks after 3 minutes of kneading, wet your hands and keep kneading; add water a teaspoon at a time only if it stays dry.",
        },
        { tip: "If it sticks to the counter, dust with a pinch of flour. It should feel firmer than bread dough." },
        { tip: "Scaled up, knead the dough in pieces of about two eggs' worth each; a bigger ball is too stiff to knead well by hand." },
      ],
    },
    {
      num: "4",
      time: [{ law: "fixed", kind: "wait", minutes: 30 }],
      preInstruction: "Wrap the dough tightly so it does not dry out.",
      ingredients: [],
      postInstruction: "Let it rest at room temperature for 30 minutes. The gluten relaxes and the dough becomes soft and easy to roll.",
      tips: [
        { tip: "You can refrigerate the wrapped dough for up to 1 day; let it sit at room temperature for 20 minutes before rolling." },
      ],
    },
    {
      num: "5",
      time: [{ law: "pieces", kind: "prep", minutes: 12, pieces: 4 }],
      preInstruction:
        "Cut the dough into egg-sized pieces and keep the ones you are not using covered. Flatten one piece into a rectangle and roll it through the pasta machine on its widest setting, fold it in thirds and roll it through again twice.",
      ingredients: [],
      postInstruction:
        "Work down through the settings until the sheet is about {inches:1/16} thick and you can see the shadow of your hand through it. If you are using a rolling pin, roll from the center outward, turning often, to the same thickness.",
      tips: [{ tip: "Dust the sheets lightly with flour if they feel tacky; a sticky sheet will tear in the cutter." }],
    },
    {
      num: "6",
      time: [{ law: "pieces", kind: "prep", minutes: 5, pieces: 4 }],
      preInstruction:
        "Dust the sheets with flour, loosely roll each one up from the short end, and slice into {inch:1/4} ribbons, or run them through the fettuccine cutter.",
      ingredients: [],
      postInstruction: "Shake the ribbons loose, toss them with a little flour and curl them into small nests on a floured tray.",
      tips: [
        {
          tip: "To freeze, let the nests air-dry for 30 minutes, freeze them on the tray, then bag them. Cook from frozen, adding 1 minute.",
        },
      ],
    },
    {
      num: "7",
      time: [{ law: "batches", kind: "cook", minutes: [2, 3] }],
      preInstruction: "Bring the pot, filled with about {quarts:4} of water, to a rolling boil and add the coarse salt.",
      ingredients: [{ item: "coarse salt", amount: 1, unit: "tbsp", note: "per pot of water", notScaled: true }],
      postInstruction:
        "Drop in the pasta, stir gently and cook for 2 to 3 minutes, until the ribbons float and are tender with a slight bite. Lift out with a spider or drain, saving some of the cooking water to loosen your sauce.",
      tips: [{ tip: "Fresh pasta cooks much faster than dried, so have the sauce ready and warm before the pasta goes in." }],
    },
  ],
  featured: ["alfredopastawithchickenandbroccoli", "simplepizzadough", "flourtortillas"],
  complementary: ["marinara", "cucumbertomatosalad", "artisanbread"],
  toolLinks: [
    { item: "Manual pasta machine", src: "https://www.amazon.com/s?k=manual+pasta+machine" },
    { item: "Bench scraper", src: "https://www.amazon.com/s?k=bench+scraper" },
    { item: "Pasta drying rack", src: "https://www.amazon.com/s?k=pasta+drying+rack" },
  ],
};

export default recipe;
