import type { RecipeModule } from "./types";

// Below 1X the page rounds the yolk up to one: a cook uses it whole rather than half a yolk, and one yolk holds the smaller
// batch's oil as surely as the whole batch's (countNearExact in scale-rules.ts asks for the word).
const WHOLE_YOLK = "use the whole yolk: one holds this much oil as easily as the full batch's";

const recipe: RecipeModule = {
  category: "condiment",
  title: "Homemade Mayonnaise",
  intro:
    "With a coop full of hens I always have fresh yolks on hand, and homemade mayonnaise is one of my favorite ways to use them. As written it takes one yolk, {cups:3/4} of mild oil and about ten minutes of whisking, with no stabilizers or added sugar. I make a small batch because it keeps only a few days in the fridge.",
  author: "Hannah B.",
  date: "2025-04-22",
  imgAlt:
    "Illustration of a glass jar of pale yellow homemade mayonnaise with a spoon in it and its lid beside it, with an egg yolk in its half shell and a lemon slice",
  prepTime: 15,
  waitTime: 0,
  cookTime: 0,
  totalTime: 15,
  cal: 1510,
  carbs: 2,
  fat: 168,
  protein: 3,
  servings: [{ number: 1, unit: "cup", measure: "cup" }],
  dry: [
    { item: "Dijon mustard", amount: 1, unit: "tsp" },
    { item: "white wine vinegar", amount: 1, unit: "tsp" },
    { item: "avocado oil or light olive oil", amount: 0.75, unit: "cup" },
  ],
  spices: [{ item: "fine sea salt", amount: 0.25, unit: "tsp" }],
  produce: [{ item: "fresh lemon juice", amount: 1, unit: "tbsp" }],
  meatdairyeggs: [
    { item: "large egg yolk", amount: 1, unit: "", plural: "large egg yolks", note: "at room temperature", whole: WHOLE_YOLK },
  ],
  materials: [
    { item: "Medium mixing bowl (a large one from 3X)" },
    {
      item: "Balloon whisk",
      name: "whisk",
      capacity: [
        {
          // Counted by the yolks the page lists (whole ones), so that each batch has its own yolk's worth.
          what: "the oil",
          unit: "yolks' worth of oil",
          perRecipe: 1,
          holds: 1,
          counted: { one: "yolk's worth of oil", other: "yolks' worth of oil" },
          batches: {
            how: "Whisk all the yolks together at the start, then add the oil one yolk's worth at a time, each as slowly as the first: a hand-whisked emulsion takes oil only as fast as you can whisk it in.",
            minutes: 8,
            time: "prep",
          },
          steps: ["2", "3"],
        },
      ],
    },
    { item: "Damp kitchen towel" },
    { item: "Liquid measuring cup with a spout" },
    { item: "Citrus juicer" },
    { item: "Clean glass jar with a lid" },
  ],
  steps: [
    {
      num: "1",
      time: [
        { law: "fixed", kind: "prep", minutes: 3 },
        { law: "fixed", kind: "prep", minutes: 0.5 },
      ],
      preInstruction:
        "Twist the damp towel into a ring on the counter and set the bowl in it so the bowl stays put while you whisk. Add the egg yolk (or yolks, if you scaled up), mustard, vinegar and salt.",
      ingredients: [
        { item: "large egg yolk", amount: 1, unit: "", plural: "large egg yolks", note: "at room temperature", whole: WHOLE_YOLK },
        { item: "Dijon mustard", amount: 1, unit: "tsp" },
        { item: "white wine vinegar", amount: 1, unit: "tsp" },
        { item: "fine sea salt", amount: 0.25, unit: "tsp" },
      ],
      postInstruction: "Whisk for about 30 seconds, until the yolk is smooth and slightly paler.",
      tips: [
        { tip: "Take the egg out of the fridge half an hour ahead: a cold yolk is harder to emulsify." },
        {
          tip: "This mayonnaise uses a raw yolk. Use the freshest eggs you can get, and choose pasteurized eggs if you are serving anyone pregnant, very young, elderly or with a weak immune system.",
        },
      ],
    },
    {
      num: "2",
      time: [{ law: "batches", kind: "prep", minutes: [3, 4] }],
      preInstruction: "Pour the oil into the measuring cup. Whisking constantly, add the first third of the oil a few drops at a time.",
      ingredients: [{ item: "avocado oil or light olive oil", amount: 0.25, unit: "cup" }],
      postInstruction:
        "This takes 3 to 4 minutes. Stop once the mixture has thickened noticeably and turned glossy and opaque: that means the emulsion has formed.",
      tips: [
        {
          tip: "Going slowly at this stage is the whole secret. If oil starts pooling on the surface, stop pouring and whisk until it disappears.",
        },
      ],
    },
    {
      num: "3",
      time: [{ law: "batches", kind: "prep", minutes: [4, 5] }],
      preInstruction: "Still whisking constantly, pour in the remaining oil in a thin, steady stream.",
      ingredients: [{ item: "avocado oil or light olive oil", amount: 0.5, unit: "cup" }],
      postInstruction:
        "Keep going until all the oil is in and the mayonnaise is thick enough to hold soft peaks on the whisk, pale yellow and shiny, about 4 to 5 minutes.",
      tips: [
        {
          tip: "If it breaks and turns greasy and thin, whisk a fresh yolk in a clean bowl, then whisk the broken mixture into it a teaspoon at a time; it will come back together.",
        },
        {
          tip: "Extra-virgin olive oil can taste bitter when whisked hard; use a mild oil, or no more than a quarter of the oil as extra-virgin.",
        },
      ],
    },
    {
      num: "4",
      time: [{ law: "fixed", kind: "prep", minutes: 2 }],
      preInstruction: "Whisk in the lemon juice.",
      ingredients: [{ item: "fresh lemon juice", amount: 1, unit: "tbsp" }],
      postInstruction:
        "The mayonnaise will loosen slightly and turn a little whiter. Taste and add a pinch more salt if it needs it, then spoon it into the clean jar.",
      tips: [
        { tip: "Cover and refrigerate right away, and use it within 4 days." },
        { tip: "For a thinner dressing-style mayo, whisk in cold water a teaspoon at a time." },
      ],
    },
  ],
  keeps: { minutes: 1440, how: "keep it covered in the fridge and use it within 4 days" },
  featured: ["greektzatziki", "creamcheese", "tacoseasoning"],
  complementary: ["jalapenochickensalad", "artisanbread", "lebanesechickenshawarma"],
  toolLinks: [
    { item: "Balloon whisk", src: "https://www.amazon.com/s?k=balloon+whisk" },
    { item: "Glass measuring cup", src: "https://www.amazon.com/s?k=glass+liquid+measuring+cup" },
    { item: "Glass jars with lids", src: "https://www.amazon.com/s?k=small+glass+jars+with+lids" },
  ],
};

export default recipe;
