import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "salad",
  title: "Jalapeño Chicken Salad",
  intro:
    "This is chicken salad with the flavors of a jalapeño popper: gently poached chicken, fresh jalapeños, sharp cheddar and a creamy dressing of cream cheese and mayonnaise with a squeeze of lime. I make a batch on Sunday and we eat it on toast, in tortillas or scooped up with crackers for lunches over the next few days: up to 4 with store-bought mayonnaise, 2 with homemade. Poaching the chicken yourself keeps it juicy and takes only about 20 minutes.",
  author: "Hannah B.",
  date: "2025-07-08",
  imgAlt:
    "Illustration of a green bowl of creamy chicken salad with jalapeño slices, shredded cheddar and green onion, with a whole jalapeño, crackers and a lime wedge",
  prepTime: 20,
  waitTime: 50,
  cookTime: 22,
  totalTime: 92,
  cal: 1630,
  carbs: 12,
  fat: 109,
  protein: 146,
  servings: [{ number: 4, unit: "cups", measure: "cup" }],
  dry: [
    { item: "water", amount: 4, unit: "cup", note: "for poaching" },
    { item: "mayonnaise", amount: 1 / 3, unit: "cup", note: "store-bought, or homemade (it keeps less long: see step 6)" },
  ],
  spices: [
    { item: "fine sea salt", amount: 1 + 1 / 2, unit: "tsp", note: "divided" },
    { item: "ground black pepper", amount: 1 / 4, unit: "tsp" },
    { item: "garlic powder", amount: 1 / 4, unit: "tsp" },
    { item: "ground cumin", amount: 1 / 4, unit: "tsp" },
  ],
  produce: [
    {
      item: "jalapeño",
      amount: 2,
      unit: "",
      plural: "jalapeños",
      note: "seeded and finely chopped",
    },
    {
      item: "chopped celery",
      amount: 1 / 2,
      unit: "cup",
      note: "(a medium rib gives about half a cup)",
      metricNote: "(a medium rib gives about 70 g)",
    },
    { item: "green onion", amount: 2, unit: "", plural: "green onions", note: "thinly sliced" },
    { item: "chopped fresh cilantro", amount: 2, unit: "tbsp" },
    { item: "fresh lime juice", amount: 1, unit: "tbsp" },
  ],
  meatdairyeggs: [
    {
      item: "boneless, skinless chicken breasts",
      amount: 1 + 1 / 4,
      unit: "lb",
      note: "(a medium breast is about 8 to 10 oz)",
      metricNote: "(a medium breast is about 225 to 280 g)",
    },
    { item: "cream cheese", amount: 2, unit: "oz", note: "softened" },
    { item: "shredded sharp cheddar cheese", amount: 1 / 2, unit: "cup" },
  ],
  gramsPerCup: {
    mayonnaise: 226, // King Arthur
    "chopped celery": 142, // King Arthur (diced celery)
    "shredded sharp cheddar cheese": 113, // King Arthur (grated cheddar)
  },
  materials: [
    {
      item: "Medium saucepan with a lid",
      name: "medium saucepan",
      capacity: [
        {
          what: "the chicken",
          unit: "lb of chicken in one layer",
          perRecipe: 1.25,
          holds: 1.5,
          larger: [
            { item: "a wide {quart:5-6} Dutch oven", holds: 3 },
            { item: "two wide pots, with the chicken, water and salt divided between them", holds: 7 },
          ],
          steps: ["1", "2"],
        },
      ],
    },
    { item: "Instant-read thermometer" },
    { item: "Cutting board" },
    { item: "Chef's knife" },
    { item: "Large mixing bowl (the biggest you have from 3X)" },
    { item: "Rubber spatula" },
    { item: "Box grater (for the cheese)" },
    { item: "Airtight storage container" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "cook", minutes: 8, perX: 4 }],
      preInstruction: "Lay the chicken breasts in a single layer in a medium saucepan, then add the water and the salt for this step.",
      ingredients: [
        { item: "boneless, skinless chicken breasts", amount: 1 + 1 / 4, unit: "lb" },
        { item: "water", amount: 4, unit: "cup" },
        { item: "fine sea salt", amount: 1, unit: "tsp" },
      ],
      postInstruction:
        "The chicken should be covered by about {inches:1} of water. Bring it to a bare simmer over medium heat, with small bubbles just breaking the surface, about {time:8} at 1X and longer in a bigger pot.",
      tips: [],
    },
    {
      num: "2",
      time: [{ law: "fixed", kind: "cook", minutes: [10, 14] }],
      preInstruction: "Turn the heat to low and cover the pan.",
      ingredients: [],
      postInstruction:
        "Poach for 10 to 14 minutes, until the thickest part of the chicken reads {temp:165} on an instant-read thermometer.",
      tips: [
        {
          tip: "Keep the water just below a simmer; a rolling boil tightens the meat and makes it dry and stringy.",
        },
        {
          tip: "Strain and save the poaching liquid; it makes a light broth for soup or cooking rice.",
        },
      ],
    },
    {
      num: "3",
      time: [
        { law: "fixed", kind: "wait", minutes: 20 },
        { law: "grows", kind: "prep", minutes: 5, perX: 4 },
      ],
      preInstruction: "Move the chicken to a cutting board and let it cool for 20 minutes.",
      ingredients: [],
      postInstruction: "Once it is just warm to the touch, cut it into {inch:1/2} pieces or shred it with two forks.",
      tips: [
        {
          tip: "Chicken cooked a day ahead and chilled dices more neatly than warm chicken.",
        },
      ],
    },
    {
      num: "4",
      time: [{ law: "grows", kind: "prep", minutes: 3, perX: 1 }],
      preInstruction:
        "In a large mixing bowl, mash the softened cream cheese with the mayonnaise, lime juice, the remaining salt, pepper, garlic powder and cumin.",
      ingredients: [
        { item: "cream cheese", amount: 2, unit: "oz" },
        { item: "mayonnaise", amount: 1 / 3, unit: "cup" },
        { item: "fresh lime juice", amount: 1, unit: "tbsp" },
        { item: "fine sea salt", amount: 1 / 2, unit: "tsp" },
        { item: "ground black pepper", amount: 1 / 4, unit: "tsp" },
        { item: "garlic powder", amount: 1 / 4, unit: "tsp" },
        { item: "ground cumin", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Stir with a rubber spatula until the dressing is smooth with no lumps of cream cheese.",
      tips: [
        {
          tip: "If the cream cheese is still cold, microwave it in 10-second bursts or leave it on the counter while the chicken poaches.",
        },
        {
          tip: "Homemade mayonnaise is made with a raw egg yolk. For anyone pregnant, very young, elderly or with a weakened immune system, use store-bought mayonnaise, or homemade made with pasteurized eggs.",
        },
      ],
    },
    {
      num: "5",
      time: [{ law: "grows", kind: "prep", minutes: 12, perX: 6 }],
      preInstruction: "Add the chicken, jalapeños, celery, green onions, cheddar and cilantro to the dressing.",
      ingredients: [
        { item: "jalapeño", amount: 2, unit: "", plural: "jalapeños" },
        { item: "chopped celery", amount: 1 / 2, unit: "cup" },
        { item: "green onion", amount: 2, unit: "", plural: "green onions" },
        { item: "shredded sharp cheddar cheese", amount: 1 / 2, unit: "cup" },
        { item: "chopped fresh cilantro", amount: 2, unit: "tbsp" },
      ],
      postInstruction: "Fold everything together until the chicken is evenly coated and the green flecks are spread throughout.",
      tips: [
        {
          tip: "Wear gloves, or wash your hands well, after seeding the jalapeños. Leave some of the seeds and ribs in if you want more heat.",
        },
      ],
    },
    {
      num: "6",
      time: [{ law: "fixed", kind: "wait", minutes: 30 }],
      preInstruction: "Cover the bowl and refrigerate for at least 30 minutes.",
      ingredients: [],
      postInstruction:
        "Stir again and taste for salt and lime before serving. Store it covered in the fridge: up to 4 days made with store-bought mayonnaise, but only 1 to 2 days with homemade mayonnaise, which is made with a raw yolk (use mayonnaise made that day or the day before).",
      tips: [
        {
          tip: "The salad firms up as it chills; stir in a little more mayonnaise or some plain yogurt if you like it looser.",
        },
      ],
    },
  ],
  keeps: { minutes: 1440, how: "keep it covered in the fridge, and stir it again before serving" },
  featured: ["homemademayonnaise", "creamcheese", "artisanbread"],
  complementary: ["flourtortillas", "cucumbertomatosalad", "tacoseasoning"],
  toolLinks: [
    {
      item: "Instant-read thermometer",
      src: "https://www.amazon.com/s?k=instant+read+thermometer",
    },
    { item: "Box grater", src: "https://www.amazon.com/s?k=box+grater" },
    {
      item: "Glass food storage containers",
      src: "https://www.amazon.com/s?k=glass+food+storage+containers",
    },
  ],
};

export default recipe;
