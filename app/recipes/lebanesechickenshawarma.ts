import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "entree",
  title: "Lebanese Chicken Shawarma",
  intro:
    "I don't have a vertical spit at home, so I marinate chicken thighs in lemon, garlic and warm spices, roast them hot, and finish them under the broiler to get those charred edges. Sliced thin and rolled into warm pita with a quick garlic yogurt sauce, pickles and tomato, it tastes close to the wraps I love from our local Lebanese bakery. The recipe as written makes two generous wraps.",
  author: "Hannah B.",
  date: "2025-06-03",
  imgAlt:
    "Illustration of two chicken shawarma wraps in pita, half wrapped in foil, their open ends showing chicken, tomato, pickle and onion, with a bowl of garlic sauce and pickle slices",
  prepTime: 20,
  waitTime: 125,
  cookTime: 26,
  totalTime: 171,
  cal: 1270,
  carbs: 90,
  fat: 53,
  protein: 107,
  servings: [{ number: 2, unit: "wrap", plural: "wraps" }],
  dry: [
    { item: "extra-virgin olive oil", amount: 2, unit: "tbsp" },
    { item: "white vinegar", amount: 1, unit: "tbsp" },
    {
      item: "large pita bread",
      amount: 2,
      unit: "",
      plural: "large pita breads",
      note: "(thin, 8 to 10 inches across; or 2 flour tortillas for each pita)",
      metricNote: "(thin, 20 to 25 cm across; or 2 flour tortillas for each pita)",
    },
    { item: "sliced dill pickles", amount: 1 / 4, unit: "cup" },
  ],
  spices: [
    { item: "ground cumin", amount: 1, unit: "tsp" },
    { item: "sweet paprika", amount: 1, unit: "tsp" },
    { item: "ground coriander", amount: 1 / 2, unit: "tsp" },
    { item: "ground allspice", amount: 1 / 2, unit: "tsp" },
    { item: "ground cinnamon", amount: 1 / 4, unit: "tsp" },
    { item: "ground turmeric", amount: 1 / 4, unit: "tsp" },
    { item: "fine sea salt", amount: 1, unit: "tsp", note: "divided" },
    { item: "ground black pepper", amount: 1 / 4, unit: "tsp" },
  ],
  produce: [
    { item: "garlic", amount: 3, unit: "clove", note: "finely grated, divided" },
    {
      item: "fresh lemon juice",
      amount: 3,
      unit: "tbsp",
      note: "(a lemon gives two to three tablespoons), divided",
      metricNote: "(a lemon gives 30 to 45 ml), divided",
    },
    { item: "Roma tomato", amount: 1, unit: "", plural: "Roma tomatoes", note: "thinly sliced" },
    { item: "thinly sliced red onion", amount: 1 / 4, unit: "cup" },
    { item: "chopped fresh flat-leaf parsley", amount: 1 / 4, unit: "cup" },
  ],
  meatdairyeggs: [
    { item: "boneless, skinless chicken thighs", amount: 1, unit: "lb" },
    { item: "plain whole-milk yogurt", amount: 1 / 2, unit: "cup" },
  ],
  gramsPerCup: {
    "plain whole-milk yogurt": 227, // King Arthur (yogurt)
    "thinly sliced red onion": 115, // USDA
    "sliced dill pickles": 143, // USDA
  },
  materials: [
    { item: "Medium mixing bowl (a large one from 3X)" },
    { item: "Small bowl" },
    { item: "Whisk" },
    { item: "Fine grater (for the garlic)" },
    {
      item: "Rimmed baking sheet",
      name: "baking sheet",
      capacity: [
        {
          what: "the chicken",
          unit: "lb of thighs in one layer",
          perRecipe: 1,
          holds: 2.5,
          larger: [
            {
              item: "two rimmed baking sheets, on racks in the upper and lower thirds of the oven, swapped halfway through roasting; broil them one at a time",
              holds: 5,
            },
          ],
          steps: ["4", "5"],
        },
      ],
    },
    { item: "Parchment paper" },
    { item: "Instant-read thermometer" },
    { item: "Chef's knife" },
    { item: "Cutting board" },
    { item: "Aluminum foil" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 5, perX: 2 }],
      preInstruction:
        "In a medium bowl, whisk together the olive oil, vinegar, all of the spices, the pepper, and this step's lemon juice, grated garlic and salt.",
      ingredients: [
        { item: "extra-virgin olive oil", amount: 2, unit: "tbsp" },
        { item: "white vinegar", amount: 1, unit: "tbsp" },
        { item: "fresh lemon juice", amount: 2, unit: "tbsp" },
        { item: "garlic", amount: 2, unit: "clove" },
        { item: "ground cumin", amount: 1, unit: "tsp" },
        { item: "sweet paprika", amount: 1, unit: "tsp" },
        { item: "ground coriander", amount: 1 / 2, unit: "tsp" },
        { item: "ground allspice", amount: 1 / 2, unit: "tsp" },
        { item: "ground cinnamon", amount: 1 / 4, unit: "tsp" },
        { item: "ground turmeric", amount: 1 / 4, unit: "tsp" },
        { item: "fine sea salt", amount: 3 / 4, unit: "tsp" },
        { item: "ground black pepper", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "The marinade should be a loose, brick-red paste that smells strongly of garlic and warm spice.",
      tips: [],
    },
    {
      num: "2",
      time: [
        { law: "grows", kind: "prep", minutes: 8, perX: 5 },
        { law: "fixed", kind: "wait", minutes: 120 },
      ],
      preInstruction: "Pat the chicken thighs dry, trim off any large pieces of fat, and add them to the bowl.",
      ingredients: [{ item: "boneless, skinless chicken thighs", amount: 1, unit: "lb" }],
      postInstruction: "Turn the thighs until every surface is coated, cover the bowl and refrigerate for 2 hours.",
      tips: [
        {
          tip: "You can marinate for as little as 30 minutes or up to 24 hours; much longer and the lemon and vinegar start to make the meat mushy.",
        },
      ],
    },
    {
      num: "3",
      time: [
        { law: "grows", kind: "prep", minutes: 3, perX: 1 },
        { law: "fixed", kind: "wait", minutes: 30 },
      ],
      preInstruction:
        "While the chicken marinates, stir together the yogurt, the remaining grated garlic, the remaining lemon juice and the remaining salt in a small bowl.",
      ingredients: [
        { item: "plain whole-milk yogurt", amount: 1 / 2, unit: "cup" },
        { item: "garlic", amount: 1, unit: "clove" },
        { item: "fresh lemon juice", amount: 1, unit: "tbsp" },
        { item: "fine sea salt", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Cover and refrigerate. The raw garlic mellows as it sits, so the sauce tastes best after at least 30 minutes.",
      tips: [
        {
          tip: "This is not toum: Lebanese toum is garlic, lemon juice, salt and oil whipped into a fluffy emulsion, with no egg and no yogurt. For a richer yogurt sauce, stir in mayonnaise, about one part to eight parts yogurt. Homemade mayonnaise is made with a raw yolk: for anyone pregnant, very young, elderly or with a weakened immune system, use store-bought mayonnaise or one made with pasteurized eggs, and with homemade mayonnaise eat the sauce within 2 days.",
        },
      ],
    },
    {
      num: "4",
      time: [
        { law: "grows", kind: "prep", minutes: 2, perX: 1 },
        { law: "fixed", kind: "cook", minutes: [20, 22] },
      ],
      preInstruction:
        "Toward the end of the marinating time, heat the oven to {oven:425} with a rack in the upper third and line the baking sheet with parchment. Lay the thighs flat on the sheet, smooth side up, with space between them.",
      ingredients: [],
      postInstruction:
        "Roast for 20 to 22 minutes, until the juices run clear and the thickest part reads {temp:175} on an instant-read thermometer.",
      tips: [
        {
          tip: "Thighs are safe at {temp:165}, but they are more tender and less rubbery when taken to {temp:175}.",
        },
      ],
    },
    {
      num: "5",
      time: [
        { law: "grows", kind: "cook", minutes: [2, 4], perX: 1 },
        { law: "fixed", kind: "wait", minutes: 5 },
        { law: "grows", kind: "prep", minutes: 3, perX: 2 },
      ],
      preInstruction: "Switch the oven to broil and broil the chicken for {time:2-4}, watching closely.",
      ingredients: [],
      postInstruction:
        "Pull it out when the edges are charred in spots. Let the chicken rest for 5 minutes, then slice it thinly across the grain and toss the slices in the juices on the baking sheet.",
      tips: [],
    },
    {
      num: "6",
      time: [{ law: "fixed", kind: "cook", minutes: [3, 5] }],
      preInstruction: "While the chicken rests, wrap the pita breads in foil and put them in the turned-off oven.",
      ingredients: [{ item: "large pita bread", amount: 2, unit: "", plural: "large pita breads" }],
      postInstruction: "Leave them for 3 to 5 minutes, until warm and soft enough to fold without cracking.",
      tips: [],
    },
    {
      num: "7",
      time: [{ law: "pieces", kind: "prep", minutes: 2, pieces: 2 }],
      preInstruction:
        "Spread a spoonful of garlic sauce over each warm pita, then pile the chicken down the center and top with the tomato, red onion, pickles and parsley.",
      ingredients: [
        { item: "Roma tomato", amount: 1, unit: "", plural: "Roma tomatoes" },
        { item: "thinly sliced red onion", amount: 1 / 4, unit: "cup" },
        { item: "sliced dill pickles", amount: 1 / 4, unit: "cup" },
        { item: "chopped fresh flat-leaf parsley", amount: 1 / 4, unit: "cup" },
      ],
      postInstruction: "Roll each pita up tightly and serve with the remaining garlic sauce on the side.",
      tips: [
        {
          tip: "Wrapping the bottom half of each roll in parchment keeps the juices in and makes them easy to eat by hand.",
        },
      ],
    },
  ],
  featured: ["classichummus", "cucumbertomatosalad", "moroccanharira"],
  complementary: ["greektzatziki", "flourtortillas", "homemademayonnaise"],
  toolLinks: [
    {
      item: "Rimmed half sheet pan",
      src: "https://www.amazon.com/s?k=rimmed+half+sheet+pan",
    },
    {
      item: "Instant-read thermometer",
      src: "https://www.amazon.com/s?k=instant+read+thermometer",
    },
    { item: "Microplane grater", src: "https://www.amazon.com/s?k=microplane+grater" },
  ],
};

export default recipe;
