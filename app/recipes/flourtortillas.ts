import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "dough",
  title: "Flour Tortillas",
  intro:
    "Once I started making flour tortillas at home, the store-bought packs with their long ingredient lists stopped showing up in my cart. All you need is flour, water, oil, salt and a little baking powder, and after a short rest the dough rolls out without a fight. As written, a batch of eight covers taco night for two with a couple left over for breakfast burritos.",
  author: "Hannah B.",
  date: "2025-06-03",
  imgAlt: "Illustration of a stack of flour tortillas with toasted brown spots on a red checked towel, with a rolling pin",
  prepTime: 25,
  waitTime: 30,
  cookTime: 15,
  totalTime: 70,
  cal: 1390,
  carbs: 192,
  fat: 57,
  protein: 26,
  servings: [{ number: 8, unit: "tortilla", plural: "tortillas" }],
  dry: [
    { item: "all-purpose flour", amount: 2, unit: "cup", note: "spooned and leveled, plus a little for rolling" },
    { item: "baking powder", amount: 1, unit: "tsp" },
    { item: "avocado oil", amount: 0.25, unit: "cup", note: "(or melted lard)" },
    { item: "warm water", amount: 0.75, unit: "cup" },
  ],
  spices: [{ item: "fine sea salt", amount: 0.75, unit: "tsp" }],
  produce: [],
  meatdairyeggs: [],
  gramsPerCup: {
    "all-purpose flour": 120, // King Arthur
  },
  materials: [
    { item: "Large mixing bowl" },
    { item: "Whisk" },
    { item: "Fork" },
    { item: "Bench scraper or knife" },
    { item: "Rolling pin" },
    {
      item: "Cast iron skillet or comal",
      name: "skillet",
      capacity: [
        {
          what: "the tortillas",
          unit: "tortillas",
          perRecipe: 8,
          holds: 1,
          counted: { one: "tortilla", other: "tortillas" },
          batches: { how: "Roll the next one while one cooks, and keep the cooked ones stacked in the towel.", minutes: 1.5 },
          steps: ["5", "6"],
        },
      ],
    },
    { item: "Clean kitchen towel or tortilla warmer" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 2, perX: 0.5 }],
      preInstruction: "In the large bowl, whisk together the flour, baking powder and salt.",
      ingredients: [
        { item: "all-purpose flour", amount: 2, unit: "cup", note: "spooned and leveled, plus a little for rolling" },
        { item: "baking powder", amount: 1, unit: "tsp" },
        { item: "fine sea salt", amount: 0.75, unit: "tsp" },
      ],
      postInstruction: "Whisk until evenly combined.",
      tips: [],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "prep", minutes: 2, perX: 0.5 }],
      preInstruction: "Pour in the oil and the warm water, about {temp:110}, and stir with a fork.",
      ingredients: [
        { item: "avocado oil", amount: 0.25, unit: "cup", note: "(or melted lard)" },
        { item: "warm water", amount: 0.75, unit: "cup" },
      ],
      postInstruction: "Keep stirring until a shaggy dough forms and there are no dry pockets of flour at the bottom of the bowl.",
      tips: [{ tip: "The water should feel comfortably warm on your wrist, like a bath. Warm water makes a softer, more pliable dough." }],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "prep", minutes: [3, 4], perX: 2 }],
      preInstruction: "Turn the dough out onto a clean counter and knead it.",
      ingredients: [],
      postInstruction:
        "Knead for {time:3-4}, until smooth and soft, like an earlobe. It should be slightly tacky but not stick to your hands.",
      tips: [{ tip: "If it sticks, dust the counter with a little flour; if it feels stiff and cracks, wet your hands and knead again." }],
    },
    {
      num: "4",
      time: [
        { law: "pieces", kind: "prep", minutes: 4, pieces: 8 },
        { law: "fixed", kind: "wait", minutes: 30 },
      ],
      preInstruction:
        "Divide the dough into equal pieces, one per tortilla, each a little larger than a golf ball, and roll each into a smooth ball. Set them back in the bowl and cover with the towel.",
      ingredients: [],
      postInstruction:
        "Rest for 30 minutes. The balls will soften and relax, and a finger pressed into one will leave a dent that fills back in slowly.",
      tips: [{ tip: "Don't skip the rest: unrested dough keeps springing back and you end up with thick, small tortillas." }],
    },
    {
      num: "5",
      time: [
        { law: "fixed", kind: "cook", minutes: 5 },
        { law: "pieces", kind: "prep", minutes: 13, pieces: 8 },
      ],
      preInstruction:
        "Heat the dry skillet over medium-high for about 5 minutes. Meanwhile, on a lightly floured counter, roll a ball into a thin {inch:7-8} round, turning it a quarter turn after every couple of passes.",
      ingredients: [],
      postInstruction: "The round should be about {inches:1/16} thick, thin enough that you can almost see the counter through it.",
      tips: [{ tip: "Roll the next tortilla while the one in the pan cooks; it keeps the pace easy." }],
    },
    {
      num: "6",
      time: [{ law: "batches", kind: "cook", minutes: 10 }],
      preInstruction: "Lay the tortilla in the hot, dry skillet.",
      ingredients: [],
      postInstruction:
        "Cook for 30 to 45 seconds, until bubbles puff up on top and the underside has light brown spots. Flip and cook 20 to 30 seconds more. Stack the cooked tortillas in the towel and keep them wrapped; the trapped steam makes them soft and foldable.",
      tips: [
        {
          tip: "If the tortillas scorch before they puff, turn the heat down a little; if they stay pale and stiff, the pan is not hot enough.",
        },
        {
          tip: "Store cooled tortillas in a zip-top bag for 3 days at room temperature, or freeze with parchment between them. Warm in a dry skillet before serving.",
        },
      ],
    },
  ],
  keeps: { minutes: 1440, how: "once cooled, keep them in a zip-top bag, and warm each in a dry skillet before serving" },
  featured: ["artisanbread", "simplepizzadough", "simplepastadough"],
  complementary: ["tacoseasoning", "lebanesechickenshawarma", "classichummus"],
  toolLinks: [
    { item: "Rolling pin", src: "https://www.amazon.com/s?k=french+rolling+pin" },
    { item: "Cast iron skillet", src: "https://www.amazon.com/s?k=cast+iron+skillet" },
    { item: "Tortilla warmer", src: "https://www.amazon.com/s?k=tortilla+warmer" },
    { item: "Bench scraper", src: "https://www.amazon.com/s?k=bench+scraper" },
  ],
};

export default recipe;
