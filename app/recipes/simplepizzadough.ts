import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "dough",
  title: "Simple Pizza Dough",
  intro:
    "Friday is pizza night at our house, and as written this small batch makes one {inch:12} pizza that feeds the two of us. It uses pantry flour, a little yeast and olive oil, and it is ready to stretch after about an hour and a half. I top it with my marinara, whatever the garden is giving, and sometimes a cracked egg from the coop in the middle.",
  author: "Hannah B.",
  date: "2025-04-22",
  imgAlt:
    "Illustration of a round of stretched, unbaked pizza dough on a wooden pizza peel dusted with cornmeal, with a ball of dough in a small bowl",
  prepTime: 15,
  waitTime: 77,
  cookTime: 12,
  totalTime: 104,
  cal: 885,
  carbs: 152,
  fat: 20,
  protein: 21,
  servings: [
    { number: 1, unit: "pizza", plural: "pizzas", inches: 12 },
    { number: 2, unit: "serving", plural: "servings" },
  ],
  dry: [
    { item: "all-purpose flour", amount: 1.5, unit: "cup", note: "spooned and leveled, plus a little for kneading" },
    { item: "instant yeast", amount: 1 / 2, unit: "tsp" },
    { item: "granulated sugar", amount: 1 / 2, unit: "tsp" },
    { item: "warm water", amount: 1 / 2, unit: "cup" },
    { item: "olive oil", amount: 1, unit: "tbsp" },
    { item: "olive oil", amount: 1, unit: "tsp", note: "per bowl, to oil it", notScaled: true },
    { item: "cornmeal", amount: 1, unit: "tbsp", note: "for the peel" },
  ],
  spices: [{ item: "fine sea salt", amount: 3 / 4, unit: "tsp" }],
  produce: [],
  meatdairyeggs: [],
  gramsPerCup: {
    "all-purpose flour": 120, // King Arthur
  },
  materials: [
    { item: "Large mixing bowl" },
    { item: "Wooden spoon" },
    { item: "Clean kitchen towel or plate to cover the bowl" },
    { item: "Bench scraper" },
    {
      item: "Pizza stone or steel (or an upside-down baking sheet)",
      name: "stone",
      capacity: [
        {
          what: "the pizzas",
          unit: "pizzas",
          perRecipe: 1,
          holds: 1,
          counted: { one: "pizza", other: "pizzas" },
          batches: {
            how: "Stretch and top the next one while one bakes, and give the stone 5 minutes to heat up again in between.",
            minutes: 17,
          },
          steps: ["7", "8"],
        },
      ],
    },
    { item: "Pizza peel, or a rimless cookie sheet" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "fixed", kind: "prep", minutes: 1 }],
      preInstruction: "In a large bowl, whisk together the flour, yeast, sugar and salt.",
      ingredients: [
        { item: "all-purpose flour", amount: 1.5, unit: "cup" },
        { item: "instant yeast", amount: 1 / 2, unit: "tsp" },
        { item: "granulated sugar", amount: 1 / 2, unit: "tsp" },
        { item: "fine sea salt", amount: 3 / 4, unit: "tsp" },
      ],
      postInstruction: "Make a well in the middle.",
      tips: [
        {
          tip: "Active dry yeast works too: stir it into the warm water with the sugar and wait 5 minutes, until foamy, before adding it to the flour.",
        },
      ],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "prep", minutes: 2, perX: 1 }],
      preInstruction: "Pour the warm water, about {temp:100}, and the olive oil for the dough into the well.",
      ingredients: [
        { item: "warm water", amount: 1 / 2, unit: "cup" },
        { item: "olive oil", amount: 1, unit: "tbsp" },
      ],
      postInstruction: "Stir with a wooden spoon until no dry flour remains and you have a shaggy, slightly sticky dough.",
      tips: [{ tip: "The water should feel warm, not hot, on your wrist. Water over {temp:130} can kill the yeast." }],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "prep", minutes: [6, 8], perX: 4 }],
      preInstruction: "Turn the dough out onto a lightly floured counter and knead it.",
      ingredients: [],
      postInstruction:
        "Knead for {time:6-8}, until smooth and elastic. A small piece stretched between your fingers should thin out without tearing right away.",
      tips: [{ tip: "Keep extra flour to a minimum; a soft, slightly tacky dough bakes into a lighter crust." }],
    },
    {
      num: "4",
      time: [{ law: "fixed", kind: "wait", minutes: 60 }],
      preInstruction: "Rub the bowl with the remaining olive oil, set the dough in it and turn it once to coat.",
      ingredients: [{ item: "olive oil", amount: 1, unit: "tsp", note: "per bowl, to oil it", notScaled: true }],
      postInstruction:
        "Cover and let it rise in a warm spot for about 1 hour, until doubled in size. A floured finger pressed into the dough should leave a dent that fills back slowly.",
      tips: [
        {
          tip: "For more flavor, refrigerate the covered dough for 1 to 3 days instead, then let it sit at room temperature for 1 hour before shaping.",
        },
      ],
    },
    {
      num: "5",
      time: [{ law: "fixed", kind: "cook", minutes: 45 }],
      preInstruction:
        "While the dough rises, set a pizza stone or steel on a rack in the upper third of the oven and heat the oven to {oven:500} for at least 45 minutes.",
      ingredients: [],
      postInstruction: "The stone needs the full preheat to crisp the bottom of the crust.",
      tips: [{ tip: "No stone? Preheat an upside-down baking sheet the same way." }],
    },
    {
      num: "6",
      time: [
        { law: "pieces", kind: "prep", minutes: 1, pieces: 1 },
        { law: "fixed", kind: "wait", minutes: 15 },
      ],
      preInstruction:
        "Turn the risen dough out; if you scaled the recipe up, divide it into equal pieces, one per pizza. Press out the largest bubbles and fold the edges under to form a tight ball.",
      ingredients: [],
      postInstruction: "Cover with the upturned bowl and let it rest for 15 minutes, so it relaxes and stretches without springing back.",
      tips: [],
    },
    {
      num: "7",
      time: [{ law: "batches", kind: "prep", minutes: 3 }],
      preInstruction:
        "Scatter the cornmeal over the pizza peel. Press a ball of dough into a disk, then stretch it over your knuckles into a round about {pieceInches:12} across, leaving the rim a little thicker.",
      ingredients: [{ item: "cornmeal", amount: 1, unit: "tbsp" }],
      postInstruction:
        "Lay it on the peel and top it lightly: no more than a {cup:1/3} measure of sauce and a handful of cheese for a {inch:12} round, less on a smaller one. Give the peel a shake: the pizza should slide freely.",
      tips: [{ tip: "If the dough keeps shrinking back as you stretch it, let it rest 5 more minutes and try again." }],
    },
    {
      num: "8",
      time: [
        { law: "batches", kind: "cook", minutes: [10, 12] },
        { law: "fixed", kind: "wait", minutes: 2 },
      ],
      preInstruction: "Slide the pizza onto the hot stone with one quick jerk of the peel.",
      ingredients: [],
      postInstruction:
        "Bake for 10 to 12 minutes, until the rim is puffed and deep golden, the underside is browned and the cheese is bubbling with brown spots. Rest 2 minutes before slicing.",
      tips: [{ tip: "Wrapped dough balls freeze well for up to 3 months. Thaw overnight in the refrigerator." }],
    },
  ],
  featured: ["artisanbread", "simplepastadough", "flourtortillas"],
  complementary: ["marinara", "cucumbertomatosalad", "roastedtomatoandbasilsoup"],
  toolLinks: [
    { item: "Pizza stone", src: "https://www.amazon.com/s?k=pizza+stone" },
    { item: "Pizza peel", src: "https://www.amazon.com/s?k=pizza+peel" },
    { item: "Bench scraper", src: "https://www.amazon.com/s?k=bench+scraper" },
  ],
};

export default recipe;
