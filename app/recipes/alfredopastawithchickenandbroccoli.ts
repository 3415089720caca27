import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "entree",
  title: "Alfredo Pasta with Chicken and Broccoli",
  intro:
    "This is my weeknight answer to the jarred stuff: a real Alfredo sauce made from butter, cream and a wedge of Parmesan, ready in the time it takes the pasta to cook. The broccoli goes into the pasta pot for the last few minutes, so there is one less pan to wash. As written it makes two hearty plates, and it is rich, so a crisp salad on the side is a good idea.",
  author: "Hannah B.",
  date: "2025-05-06",
  imgAlt:
    "Illustration of fettuccine in a creamy white Alfredo sauce with pieces of seared chicken, broccoli florets and parsley on a white plate, with a fork",
  prepTime: 10,
  waitTime: 0,
  cookTime: 25,
  totalTime: 35,
  cal: 2048,
  carbs: 145,
  fat: 120,
  protein: 97,
  servings: [{ number: 2, unit: "serving", plural: "servings" }],
  dry: [
    { item: "dried fettuccine", amount: 6, unit: "oz" },
    { item: "olive oil", amount: 1, unit: "tbsp" },
  ],
  spices: [
    { item: "kosher salt", amount: 1, unit: "tbsp", note: "per pot of water", notScaled: true },
    { item: "kosher salt", amount: 3 / 4, unit: "tsp", note: "divided" },
    { item: "freshly ground black pepper", amount: 1 / 4, unit: "tsp", note: "divided" },
    { item: "ground nutmeg", amount: 1, unit: "pinch" },
  ],
  produce: [
    { item: "broccoli florets", amount: 2, unit: "cup", note: "cut bite-size" },
    { item: "garlic", amount: 2, unit: "clove", note: "minced" },
    { item: "fresh flat-leaf parsley", amount: 1, unit: "tbsp", note: "chopped" },
  ],
  meatdairyeggs: [
    {
      item: "boneless, skinless chicken breast",
      amount: 1 / 2,
      unit: "lb",
      note: "(a medium breast is about 8 to 10 oz)",
      metricNote: "(a medium breast is about 225 to 280 g)",
    },
    { item: "unsalted butter", amount: 2, unit: "tbsp" },
    { item: "heavy cream", amount: 3 / 4, unit: "cup" },
    { item: "Parmesan cheese", amount: 1 / 2, unit: "cup", note: "finely grated from a wedge" },
  ],
  gramsPerCup: {
    "Parmesan cheese": 100, // King Arthur (grated Parmesan)
    "broccoli florets": 71, // USDA
    "unsalted butter": 226, // King Arthur
  },
  materials: [
    {
      item: "Large pot of {quarts:6} or more",
      name: "pot",
      capacity: [
        {
          what: "the pasta",
          unit: "oz of dried pasta",
          perRecipe: 6,
          holds: 16,
          larger: [
            {
              item: "two pots, each with its own water and salt, and share the pasta and broccoli between them",
              holds: 32,
              pots: 2,
              replaces: { line: "two large pots of {quarts:6} or more", name: "each pot", floor: 1 },
            },
          ],
          steps: ["1", "4"],
        },
      ],
    },
    {
      item: "{inch:12} skillet",
      capacity: [
        {
          what: "the chicken",
          unit: "lb of chicken in one layer",
          perRecipe: 0.5,
          holds: 1,
          batches: {
            how: "Brown it a batch at a time, sharing the oil among the batches, and keep the browned pieces on the plate.",
            minutes: 6,
          },
          steps: ["3"],
        },
        {
          what: "the pasta and sauce",
          unit: "servings",
          perRecipe: 2,
          holds: 4,
          // A {quarts:6} pot tosses about 3X (some 5 quarts of food); past that the pasta is already in two pots (from 2.7X).
          larger: [
            { item: "the emptied pasta pot: pour the sauce into it and toss everything there over low heat", holds: 6, apart: true },
            {
              item: "both emptied pasta pots: share the sauce, chicken, pasta and broccoli between them and toss each over low heat",
              holds: 12,
              apart: true,
            },
          ],
          steps: ["9"],
        },
      ],
    },
    { item: "Cutting board and chef's knife" },
    { item: "Fine grater" },
    { item: "Instant-read thermometer" },
    { item: "Colander" },
    { item: "Tongs" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "fixed", kind: "prep", minutes: 2 }],
      preInstruction:
        "Fill the pot with about {quarts:4} of water, add the kosher salt listed per pot and bring it to a boil over high heat.",
      ingredients: [{ item: "kosher salt", amount: 1, unit: "tbsp", note: "per pot of water", notScaled: true }],
      postInstruction: "While it heats, prepare the chicken and grate the cheese.",
      tips: [],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "prep", minutes: 5, perX: 3 }],
      preInstruction: "Pat the chicken dry and cut it into {inch:1} pieces. Season with the salt and pepper listed for this step.",
      ingredients: [
        { item: "boneless, skinless chicken breast", amount: 1 / 2, unit: "lb" },
        { item: "kosher salt", amount: 1 / 2, unit: "tsp" },
        { item: "freshly ground black pepper", amount: 1 / 8, unit: "tsp" },
      ],
      postInstruction: "Toss so every piece is seasoned.",
      tips: [{ tip: "Boneless thighs work just as well and stay juicier; give them a minute or two longer." }],
    },
    {
      num: "3",
      time: [
        { law: "batches", kind: "cook", minutes: 2 },
        { law: "batches", kind: "cook", minutes: [3, 5] },
      ],
      preInstruction: "Heat the olive oil in the skillet over medium-high heat until it shimmers, then add the chicken in a single layer.",
      ingredients: [{ item: "olive oil", amount: 1, unit: "tbsp" }],
      postInstruction:
        "Let it sit undisturbed for 2 minutes to brown, then stir and cook 3 to 5 minutes more, until golden on the outside and {temp:165} in the thickest piece. Move the chicken to a plate and take the skillet off the heat.",
      tips: [{ tip: "Leave the browned bits in the skillet; they flavor the sauce." }],
    },
    {
      num: "4",
      time: [{ law: "fixed", kind: "cook", minutes: [10, 12] }],
      preInstruction: "Add the fettuccine to the boiling water and stir for the first minute so it does not stick.",
      ingredients: [{ item: "dried fettuccine", amount: 6, unit: "oz" }],
      postInstruction: "Cook according to the package, usually 10 to 12 minutes, until just al dente.",
      tips: [],
    },
    {
      num: "5",
      time: [{ law: "fixed", kind: "cook", minutes: [1 / 2, 1] }],
      preInstruction: "While the pasta cooks, set the skillet over medium-low heat, melt the butter and add the garlic.",
      ingredients: [
        { item: "unsalted butter", amount: 2, unit: "tbsp" },
        { item: "garlic", amount: 2, unit: "clove" },
      ],
      postInstruction: "Stir for 30 to 60 seconds, until fragrant but not browned.",
      tips: [],
    },
    {
      num: "6",
      time: [{ law: "grows", kind: "cook", minutes: [3, 4], perX: 1 }],
      preInstruction: "Pour in the cream and add the rest of the kosher salt, the rest of the pepper and the nutmeg.",
      ingredients: [
        { item: "heavy cream", amount: 3 / 4, unit: "cup" },
        { item: "kosher salt", amount: 1 / 4, unit: "tsp" },
        { item: "freshly ground black pepper", amount: 1 / 8, unit: "tsp" },
        { item: "ground nutmeg", amount: 1, unit: "pinch" },
      ],
      postInstruction:
        "Bring to a gentle simmer, scraping up the browned bits, and simmer {time:3-4}, until reduced slightly and thick enough to coat the back of a spoon.",
      tips: [],
    },
    {
      num: "7",
      time: [{ law: "grows", kind: "cook", minutes: 2, perX: 0.5 }],
      preInstruction: "Turn the heat to low and stir in the Parmesan a handful at a time.",
      ingredients: [{ item: "Parmesan cheese", amount: 1 / 2, unit: "cup" }],
      postInstruction:
        "Stir until each handful melts into a smooth sauce before adding the next, then keep the sauce warm over the lowest heat while the pasta finishes. Do not let it boil once the cheese is in.",
      tips: [{ tip: "Grate the cheese yourself: pre-grated Parmesan is coated with anti-caking starch and can turn the sauce grainy." }],
    },
    {
      num: "8",
      time: [{ law: "fixed", kind: "prep", minutes: 1 }],
      preInstruction: "Three minutes before the pasta is done, add the broccoli to the pot.",
      ingredients: [{ item: "broccoli florets", amount: 2, unit: "cup" }],
      postInstruction:
        "Cook until the broccoli is bright green and just tender when pierced with a knife. Scoop out about {cups:1} of the pasta water for every two servings, then drain the pasta and broccoli together.",
      tips: [{ tip: "Set a mug beside the colander so you remember to save the pasta water; its starch helps the sauce cling." }],
    },
    {
      num: "9",
      time: [{ law: "grows", kind: "prep", minutes: 1, perX: 0.5 }],
      preInstruction: "Add the drained pasta and broccoli, the chicken and any juices from the plate, and toss with tongs.",
      ingredients: [],
      postInstruction:
        "Loosen with the reserved pasta water, a splash at a time, until the sauce is creamy and coats every strand. Taste for salt.",
      tips: [
        {
          tip: "The sauce thickens as it sits, so keep it a little looser than you think; leftovers reheat best with a splash of milk over low heat.",
        },
      ],
    },
    {
      num: "10",
      time: [{ law: "pieces", kind: "prep", minutes: 1, pieces: 2 }],
      preInstruction: "Divide among warm plates and scatter the parsley on top.",
      ingredients: [{ item: "fresh flat-leaf parsley", amount: 1, unit: "tbsp" }],
      postInstruction: "Serve right away, with extra Parmesan at the table if you like.",
      tips: [],
    },
  ],
  featured: ["simplepastadough", "beefstew", "lebanesechickenshawarma"],
  complementary: ["cucumbertomatosalad", "artisanbread"],
  toolLinks: [
    { item: "12-inch stainless steel skillet", src: "https://www.amazon.com/s?k=12+inch+stainless+steel+skillet" },
    { item: "Rasp grater", src: "https://www.amazon.com/s?k=rasp+grater" },
    { item: "Instant-read thermometer", src: "https://www.amazon.com/s?k=instant+read+meat+thermometer" },
  ],
};

export default recipe;
