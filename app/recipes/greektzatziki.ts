import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "appetizer",
  title: "Greek Tzatziki",
  intro:
    "Tzatziki is cool, garlicky and thick enough to scoop, and it sits on our table all summer next to grilled chicken and warm flatbread. The one step you can't skip is squeezing the grated cucumber dry, or the sauce turns watery within an hour. I use whole-milk Greek yogurt for body, with fresh dill, lemon and a spoonful of good olive oil.",
  author: "Hannah B.",
  date: "2025-06-19",
  imgAlt:
    "Illustration of a blue bowl of white tzatziki flecked with grated cucumber and dill, with a drizzle of olive oil, beside a cucumber, garlic, a lemon wedge and a sprig of dill",
  prepTime: 10,
  waitTime: 40,
  cookTime: 0,
  totalTime: 50,
  cal: 369,
  carbs: 16,
  fat: 25,
  protein: 22,
  servings: [{ number: 1.5, unit: "cups", measure: "cup" }],
  dry: [{ item: "extra-virgin olive oil", amount: 1, unit: "tbsp" }],
  spices: [
    { item: "salt", amount: 1 / 2, unit: "tsp", note: "divided" },
    { item: "black pepper", amount: 1 / 8, unit: "tsp", note: "freshly ground" },
  ],
  produce: [
    {
      item: "English cucumber",
      amount: 1 / 2,
      unit: "",
      plural: "English cucumbers",
      note: "(a whole one is about 12 oz)",
      metricNote: "(a whole one is about 340 g)",
    },
    { item: "garlic", amount: 1, unit: "clove" },
    { item: "fresh lemon juice", amount: 1, unit: "tbsp" },
    { item: "fresh dill", amount: 1, unit: "tbsp", note: "finely chopped" },
  ],
  meatdairyeggs: [{ item: "whole-milk plain Greek yogurt", amount: 1, unit: "cup" }],
  gramsPerCup: {
    "whole-milk plain Greek yogurt": 227, // King Arthur (yogurt)
  },
  materials: [
    { item: "Box grater" },
    { item: "Fine-mesh strainer, set over a bowl" },
    { item: "Clean kitchen towel or cheesecloth" },
    { item: "Fine rasp grater (such as a Microplane)" },
    {
      item: "Medium bowl",
      name: "medium bowl",
      capacity: [
        {
          what: "the tzatziki",
          unit: "cups of tzatziki",
          perRecipe: 1.5,
          holds: 6,
          larger: [{ item: "a large bowl", holds: 12 }],
          steps: ["2", "3", "4"],
        },
      ],
    },
  ],
  steps: [
    {
      num: "1",
      time: [
        { law: "grows", kind: "prep", minutes: 4, perX: 2 },
        { law: "fixed", kind: "wait", minutes: 10 },
        { law: "grows", kind: "prep", minutes: 2, perX: 1 },
      ],
      preInstruction:
        "Grate the cucumber, skin and all, on the large holes of a box grater, then toss it with the salt for this step in a fine-mesh strainer set over a bowl.",
      ingredients: [
        { item: "English cucumber", amount: 1 / 2, unit: "", plural: "English cucumbers" },
        { item: "salt", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction:
        "Let it drain for 10 minutes, then gather the cucumber in a clean kitchen towel and twist hard over the sink until it stops dripping and the shreds feel fairly dry.",
      tips: [
        {
          tip: "Skip the seeds if your cucumber is a seedy garden one: halve it lengthwise and scrape them out with a spoon before grating.",
        },
      ],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "prep", minutes: 2, perX: 1 }],
      preInstruction: "While the cucumber drains, grate the garlic on a fine rasp into a medium bowl and stir in the lemon juice.",
      ingredients: [
        { item: "garlic", amount: 1, unit: "clove" },
        { item: "fresh lemon juice", amount: 1, unit: "tbsp" },
      ],
      postInstruction: "Let it stand until the cucumber is ready; the lemon juice mellows the raw garlic.",
      tips: [{ tip: "The garlic listed gives a gentle flavor. For a sharper, more traditional tzatziki, double it." }],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "prep", minutes: 4, perX: 1 }],
      preInstruction: "Add the yogurt, squeezed cucumber, dill, olive oil, pepper and the remaining salt to the bowl.",
      ingredients: [
        { item: "whole-milk plain Greek yogurt", amount: 1, unit: "cup" },
        { item: "fresh dill", amount: 1, unit: "tbsp" },
        { item: "extra-virgin olive oil", amount: 1, unit: "tbsp" },
        { item: "black pepper", amount: 1 / 8, unit: "tsp" },
        { item: "salt", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Stir until evenly mixed. It should be thick enough to hold its shape on a spoon.",
      tips: [
        {
          tip: "Only have regular plain yogurt? Spoon twice the amount of yogurt listed into a cheesecloth-lined strainer and let it drain in the fridge for 2 hours; it loses about half its volume and turns thick.",
        },
      ],
    },
    {
      num: "4",
      time: [{ law: "fixed", kind: "wait", minutes: 30 }],
      preInstruction: "Cover the bowl and refrigerate.",
      ingredients: [],
      postInstruction: "Chill for at least 30 minutes so the garlic and dill can flavor the yogurt. Stir and serve cold.",
      tips: [
        {
          tip: "Tzatziki keeps for 3 to 4 days in a covered container in the fridge. The garlic gets stronger each day, and a little liquid may pool on top; just stir it back in.",
        },
      ],
    },
  ],
  keeps: { minutes: 1440, how: "keep it covered in the fridge and stir back in any liquid that pools on top" },
  featured: ["classichummus", "creamcheese", "homemademayonnaise"],
  complementary: ["lebanesechickenshawarma", "cucumbertomatosalad", "flourtortillas"],
  toolLinks: [
    { item: "Box grater", src: "https://www.amazon.com/s?k=box+grater" },
    { item: "Fine-mesh strainer", src: "https://www.amazon.com/s?k=fine+mesh+strainer" },
    { item: "Cheesecloth", src: "https://www.amazon.com/s?k=cheesecloth" },
  ],
};

export default recipe;
