import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "condiment",
  title: "Homemade Cream Cheese",
  intro:
    "Store-bought cream cheese always lists gums and stabilizers, so I started making a small batch at home from milk, cream, lemon juice and salt. It takes about two and a half hours, most of it hands-off draining and chilling, and it spreads beautifully on warm bread or bagels. This version is a quick acid-set cheese, so it is a little tangier and softer than the brick kind, and it firms up nicely after a chill.",
  author: "Hannah B.",
  date: "2025-04-08",
  imgAlt: "Illustration of a bowl of smooth white cream cheese with a spreading knife, beside half a bagel spread with cream cheese",
  prepTime: 10,
  waitTime: 130,
  cookTime: 15,
  totalTime: 155,
  cal: 1060,
  carbs: 6,
  fat: 105,
  protein: 23,
  servings: [{ number: 1, unit: "cup", measure: "cup" }],
  dry: [],
  spices: [{ item: "fine sea salt", amount: 1 / 4, unit: "tsp" }],
  produce: [
    {
      item: "fresh lemon juice",
      amount: 3,
      unit: "tbsp",
      note: "(a lemon gives two to three tablespoons)",
      metricNote: "(a lemon gives 30 to 45 ml)",
    },
  ],
  meatdairyeggs: [
    {
      item: "whole milk",
      amount: 3,
      unit: "cup",
      note: "(pasteurized, not ultra-pasteurized)",
    },
    { item: "heavy cream", amount: 1, unit: "cup" },
  ],
  materials: [
    {
      item: "Heavy-bottomed saucepan, {quart:3}",
      name: "{quart:3} saucepan",
      capacity: [
        {
          what: "the milk and cream",
          unit: "cups",
          perRecipe: 4,
          holds: 8,
          larger: [
            { item: "a heavy {quart:6} pot", holds: 16 },
            { item: "a heavy stockpot of {quarts:8} or more", holds: 24 },
          ],
          steps: ["2", "3"],
        },
      ],
    },
    { item: "Heatproof rubber spatula" },
    { item: "Instant-read thermometer" },
    { item: "Fine-mesh strainer" },
    { item: "Cheesecloth" },
    {
      item: "Large bowl",
      name: "large bowl",
      capacity: [
        {
          what: "the curds and whey",
          unit: "cups of whey",
          perRecipe: 3,
          holds: 10,
          larger: [{ item: "a colander lined with cheesecloth, set over a second stockpot (the first holds the curds)", holds: 24 }],
          steps: ["1", "4"],
        },
      ],
    },
    { item: "Slotted spoon or ladle" },
    {
      item: "Food processor",
      capacity: [
        {
          what: "the curds",
          unit: "cups of curds",
          perRecipe: 1,
          holds: 3,
          batches: {
            how: "Process them in batches, each with its share of the salt, then stir the batches together.",
            minutes: 4,
            time: "prep",
          },
          steps: ["5"],
        },
      ],
    },
    {
      item: "Small glass jar with lid",
      name: "small jar",
      capacity: [
        {
          what: "the cream cheese",
          unit: "cups",
          perRecipe: 1,
          holds: 1.5,
          larger: [
            { item: "a {quart:1} jar, or two small jars", holds: 4 },
            { item: "a {quart:1} jar and a small one", holds: 5.5 },
          ],
          steps: ["6"],
        },
      ],
    },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 3, perX: 1 }],
      preInstruction: "Dampen a double layer of cheesecloth, wring it out and use it to line a fine-mesh strainer.",
      ingredients: [],
      postInstruction: "Set the strainer over a large bowl so there is at least {inches:2} of space underneath for the whey to collect.",
      tips: [],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "cook", minutes: [12, 15], perX: 8 }],
      preInstruction: "Pour the milk and cream into a heavy-bottomed saucepan.",
      ingredients: [
        { item: "whole milk", amount: 3, unit: "cup" },
        { item: "heavy cream", amount: 1, unit: "cup" },
      ],
      postInstruction:
        "Heat over medium, stirring often and scraping the bottom with a heatproof spatula, until the milk reaches {temp:185}, about {time:12-15} at 1X and longer in a bigger pot. It should be steaming with small bubbles around the edge, but not boiling.",
      tips: [
        {
          tip: "Scorched milk will flavor the whole batch, so keep the heat at medium and keep the spatula moving along the bottom of the pan.",
        },
      ],
    },
    {
      num: "3",
      time: [{ law: "fixed", kind: "wait", minutes: 10 }],
      preInstruction: "Take the pan off the heat and pour in the lemon juice, stirring gently with 3 or 4 slow strokes.",
      ingredients: [{ item: "fresh lemon juice", amount: 3, unit: "tbsp" }],
      postInstruction:
        "Leave the pan undisturbed for 10 minutes. Soft white curds will separate from a thin, translucent, yellow-green whey.",
      tips: [
        {
          tip: "If the whey still looks milky after 10 minutes, set the pan back over low heat for 1 to 2 minutes without stirring; a little more heat usually finishes the separation.",
        },
        {
          tip: "Ultra-pasteurized milk and cream curdle poorly and give a smaller, grainier batch, so check the carton.",
        },
      ],
    },
    {
      num: "4",
      time: [
        { law: "grows", kind: "prep", minutes: 2, perX: 1.5 },
        { law: "fixed", kind: "wait", minutes: 60 },
      ],
      preInstruction: "Gently ladle the curds into the cheesecloth-lined strainer, then pour in the last of the whey from the pan.",
      ingredients: [],
      postInstruction:
        "Let the curds drain for 1 hour at room temperature, until the dripping slows to an occasional drop and the curds look like thick ricotta.",
      tips: [
        {
          tip: "Save the whey in the fridge for up to 4 days and use it in place of water in bread or pancake batter.",
        },
        {
          tip: "For a firmer, brick-style cheese, gather the corners of the cloth and squeeze gently to press out more whey.",
        },
      ],
    },
    {
      num: "5",
      time: [{ law: "batches", kind: "prep", minutes: [2, 3] }],
      preInstruction: "Scrape the drained curds into a food processor and add the salt.",
      ingredients: [{ item: "fine sea salt", amount: 1 / 4, unit: "tsp" }],
      postInstruction:
        "Process for 2 to 3 minutes, scraping down the bowl twice, until the cheese is completely smooth, creamy and slightly glossy with no grainy bits left.",
      tips: [
        {
          tip: "If the cheese is too stiff to turn smooth, add reserved whey 1 teaspoon at a time while the machine runs.",
        },
      ],
    },
    {
      num: "6",
      time: [
        { law: "grows", kind: "prep", minutes: 2, perX: 0.5 },
        { law: "fixed", kind: "wait", minutes: 60 },
      ],
      preInstruction: "Spoon the cream cheese into a clean glass jar, or jars, and press it down to remove air pockets.",
      ingredients: [],
      postInstruction:
        "Cover and refrigerate for at least 1 hour, until it firms to a thick, spreadable texture. It keeps for up to 1 week in the fridge.",
      tips: [
        {
          tip: "Stir in chopped chives or a spoonful of honey just before serving for an easy flavored spread.",
        },
      ],
    },
  ],
  keeps: { minutes: 1440, how: "keep it covered in the fridge, where it keeps up to a week" },
  featured: ["homemademayonnaise", "greektzatziki", "cinnamonsugarfrenchtoast"],
  complementary: ["cinnamonrolls", "artisanbread", "jalapenochickensalad"],
  toolLinks: [
    { item: "Cheesecloth", src: "https://www.amazon.com/s?k=cheesecloth" },
    {
      item: "Instant-read thermometer",
      src: "https://www.amazon.com/s?k=instant+read+thermometer",
    },
    { item: "Food processor", src: "https://www.amazon.com/s?k=food+processor" },
  ],
};

export default recipe;
