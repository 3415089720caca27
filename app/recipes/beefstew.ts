import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "entree",
  title: "Beef Stew",
  intro:
    "As written, {lb:1} of chuck roast, a few vegetables and a slow afternoon simmer make two big bowls of stew that taste like they took far more effort. I brown the beef well, thicken the broth with a spoonful of flour, and skip the bouillon cubes and packets. Serve it with crusty bread to soak up the gravy.",
  author: "Hannah B.",
  date: "2025-04-15",
  imgAlt:
    "Illustration of a bowl of beef stew from above: chunks of beef, carrots, potatoes and peas in brown gravy with parsley, with a slice of crusty bread",
  prepTime: 20,
  waitTime: 10,
  cookTime: 127,
  totalTime: 157,
  cal: 1615,
  carbs: 84,
  fat: 97,
  protein: 103,
  servings: [{ number: 2, unit: "serving", plural: "servings" }],
  dry: [
    { item: "olive oil", amount: 2, unit: "tbsp" },
    { item: "tomato paste", amount: 1, unit: "tbsp" },
    { item: "all-purpose flour", amount: 1, unit: "tbsp" },
    { item: "dry red wine", amount: 1 / 2, unit: "cup" },
    { item: "low-sodium beef broth", amount: 2, unit: "cup" },
  ],
  spices: [
    { item: "kosher salt", amount: 1, unit: "tsp", note: "divided, plus more to taste" },
    { item: "freshly ground black pepper", amount: 1 / 2, unit: "tsp", note: "divided" },
    { item: "dried thyme", amount: 1 / 2, unit: "tsp" },
    { item: "bay leaf", amount: 1, unit: "", plural: "bay leaves" },
  ],
  produce: [
    { item: "small yellow onion", amount: 1, unit: "", plural: "small yellow onions", note: "diced" },
    { item: "celery rib", amount: 1, unit: "", plural: "celery ribs", note: "diced" },
    { item: "garlic", amount: 2, unit: "clove", note: "minced" },
    {
      item: "medium carrot",
      amount: 2,
      unit: "",
      plural: "medium carrots",
      note: "peeled and cut into 1-inch chunks",
      metricNote: "peeled and cut into 2.5 cm chunks",
    },
    {
      item: "Yukon Gold potatoes",
      amount: 1 / 2,
      unit: "lb",
      note: "(small ones are about 4 oz each), cut into 1-inch chunks",
      metricNote: "(small ones are about 115 g each), cut into 2.5 cm chunks",
    },
    { item: "frozen peas", amount: 1 / 2, unit: "cup" },
    { item: "fresh flat-leaf parsley", amount: 1, unit: "tbsp", note: "chopped" },
  ],
  meatdairyeggs: [
    { item: "boneless beef chuck roast", amount: 1, unit: "lb", note: "cut into 1 1/2-inch cubes", metricNote: "cut into 4 cm cubes" },
  ],
  gramsPerCup: {
    "tomato paste": 232, // King Arthur
    "frozen peas": 134, // USDA
  },
  materials: [
    {
      item: "{quart:3-4} Dutch oven or heavy pot with a lid",
      name: "Dutch oven",
      capacity: [
        {
          what: "the beef",
          unit: "lb of beef per batch",
          perRecipe: 1,
          holds: 0.5,
          // One layer on the floor: the bigger pot the stew moves into browns more at a time (decision 024).
          layer: true,
          batches: {
            how: "Brown only as much as covers the bottom of the pot in one layer with space around each piece, sharing the oil among the batches.",
            minutes: 5,
          },
          steps: ["2"],
        },
        {
          what: "the stew",
          unit: "cups of stew",
          perRecipe: 8,
          holds: 12,
          // Floors by (quarts / 3.5) ** (2/3), pots of one shape (decision 024): 5.5 quarts 1.35, 7.5 quarts 1.66.
          larger: [
            {
              item: "a {quart:5-6} Dutch oven",
              holds: 18,
              replaces: { line: "{quart:5-6} Dutch oven with a lid", name: "the {quart:5-6} Dutch oven", floor: 1.35 },
            },
            {
              item: "a {quart:7-8} Dutch oven",
              holds: 26,
              replaces: { line: "{quart:7-8} Dutch oven with a lid", name: "the {quart:7-8} Dutch oven", floor: 1.66 },
            },
            {
              item: "two {quart:7-8} Dutch ovens, the browned beef, vegetables and liquids divided between them",
              holds: 52,
              // Browned and softened in one, as at 1X; divided between the two when the broth goes in.
              replaces: { line: "two {quart:7-8} Dutch ovens with lids", name: "one of the {quart:7-8} Dutch ovens", floor: 1.66 },
            },
          ],
          steps: ["6", "7"],
        },
      ],
    },
    { item: "Cutting board and chef's knife" },
    { item: "Paper towels" },
    { item: "Tongs" },
    { item: "Wooden spoon" },
    { item: "Medium bowl" },
    { item: "Ladle" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 19, perX: 10 }],
      preInstruction: "Pat the beef cubes very dry with paper towels and season them all over with the salt and pepper for this step.",
      ingredients: [
        { item: "boneless beef chuck roast", amount: 1, unit: "lb" },
        { item: "kosher salt", amount: 3 / 4, unit: "tsp" },
        { item: "freshly ground black pepper", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Trim off any large, hard pieces of fat as you go, but leave the thin streaks; they keep the meat moist.",
      tips: [
        {
          tip: "Buy a whole chuck roast and cube it yourself. Packaged stew meat is often trimmings from several cuts that cook unevenly.",
        },
      ],
    },
    {
      num: "2",
      time: [{ law: "batches", kind: "cook", minutes: 10 }],
      preInstruction:
        "Heat some of the oil in the Dutch oven over medium-high heat until it shimmers. Add as much of the beef as fits in a single layer with space between the pieces; at 1X that is about half.",
      ingredients: [{ item: "olive oil", amount: 2, unit: "tbsp" }],
      postInstruction:
        "Brown without moving for 2 to 3 minutes, then turn and brown another side, 4 to 5 minutes per batch in all, until deep brown on at least two sides. Move to a bowl, add more of the oil and brown the rest of the beef the same way.",
      tips: [
        { tip: "Crowding the pot makes the beef steam and turn gray instead of brown. Working in batches is worth the extra few minutes." },
      ],
    },
    {
      num: "3",
      time: [{ law: "grows", kind: "cook", minutes: 5, perX: 2 }],
      preInstruction: "Lower the heat to medium and add the onion, celery and the remaining salt.",
      ingredients: [
        { item: "small yellow onion", amount: 1, unit: "", plural: "small yellow onions" },
        { item: "celery rib", amount: 1, unit: "", plural: "celery ribs" },
        { item: "kosher salt", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction: "Cook, stirring and scraping up the browned bits, for about {time:5}, until the onion is soft and translucent.",
      tips: [],
    },
    {
      num: "4",
      time: [{ law: "grows", kind: "cook", minutes: 2, perX: 0.5 }],
      preInstruction: "Stir in the garlic and tomato paste, then sprinkle the flour over the vegetables.",
      ingredients: [
        { item: "garlic", amount: 2, unit: "clove" },
        { item: "tomato paste", amount: 1, unit: "tbsp" },
        { item: "all-purpose flour", amount: 1, unit: "tbsp" },
      ],
      postInstruction:
        "Cook, stirring constantly, for about {time:2}, until the tomato paste darkens to a brick red and no dry flour is visible.",
      tips: [],
    },
    {
      num: "5",
      time: [{ law: "grows", kind: "cook", minutes: 2, perX: 1 }],
      preInstruction: "Pour in the wine and scrape the bottom of the pot with a wooden spoon.",
      ingredients: [{ item: "dry red wine", amount: 1 / 2, unit: "cup" }],
      postInstruction: "Simmer for about {time:2}, until reduced by about half.",
      tips: [
        {
          tip: "To skip the wine, replace it with the same amount of extra broth and add red wine vinegar at the end, about {teaspoons:1} for each {cups:1/2} of wine left out.",
        },
      ],
    },
    {
      num: "6",
      time: [
        { law: "grows", kind: "cook", minutes: 0, perX: 3 },
        { law: "fixed", kind: "cook", minutes: 60 },
      ],
      preInstruction: "Add the broth, thyme, bay leaf, the remaining pepper, and the beef with any juices from the bowl.",
      ingredients: [
        { item: "low-sodium beef broth", amount: 2, unit: "cup" },
        { item: "dried thyme", amount: 1 / 2, unit: "tsp" },
        { item: "bay leaf", amount: 1, unit: "", plural: "bay leaves" },
        { item: "freshly ground black pepper", amount: 1 / 4, unit: "tsp" },
      ],
      postInstruction:
        "Bring to a simmer, cover, and turn the heat to low. Cook for 1 hour at a bare simmer, with just a few lazy bubbles breaking the surface.",
      tips: [
        {
          tip: "A hard boil toughens the meat. If your burner runs hot, set the lid slightly ajar or move the covered pot to a {oven:325} oven.",
        },
      ],
    },
    {
      num: "7",
      time: [
        { law: "grows", kind: "cook", minutes: 0, perX: 2 },
        { law: "fixed", kind: "cook", minutes: 45 },
      ],
      preInstruction: "Stir in the carrots and potatoes, making sure they are mostly submerged.",
      ingredients: [
        { item: "medium carrot", amount: 2, unit: "", plural: "medium carrots" },
        { item: "Yukon Gold potatoes", amount: 1 / 2, unit: "lb" },
      ],
      postInstruction:
        "Cover and simmer for 45 minutes more, until the beef is fork-tender and the potatoes are soft all the way through. A fork should slide into the beef with almost no resistance; it will be around {temp:200} inside.",
      tips: [{ tip: "If the beef is still chewy, give it another 15 minutes. Chuck goes from tough to tender quite suddenly." }],
    },
    {
      num: "8",
      time: [
        { law: "fixed", kind: "cook", minutes: 3 },
        { law: "fixed", kind: "wait", minutes: 10 },
      ],
      preInstruction: "Uncover, remove the bay leaf (or leaves, if you scaled up) and stir in the peas.",
      ingredients: [{ item: "frozen peas", amount: 1 / 2, unit: "cup" }],
      postInstruction:
        "Simmer uncovered for 3 minutes, until the peas are hot and bright green. Taste and add salt if needed, then take the pot off the heat and let it rest for 10 minutes; the gravy thickens as it cools slightly.",
      tips: [{ tip: "Stew tastes even better the next day. It keeps 4 days in the refrigerator or 3 months in the freezer." }],
    },
    {
      num: "9",
      time: [{ law: "pieces", kind: "prep", minutes: 1, pieces: 2 }],
      preInstruction: "Ladle into bowls and scatter the parsley over the top.",
      ingredients: [{ item: "fresh flat-leaf parsley", amount: 1, unit: "tbsp" }],
      postInstruction: "Serve hot, with bread for the gravy.",
      tips: [],
    },
  ],
  // From 3X the pot holds several quarts: too much to cool safely as it is.
  coolFast: { from: 3 },
  keeps: {
    minutes: 1440,
    how: "stew is even better made ahead: cool it, keep it covered in the fridge, and reheat it gently, covered, until it bubbles (about 15 minutes for 1X)",
  },
  featured: ["blackbeangoulash", "moroccanharira", "roastedtomatoandbasilsoup"],
  complementary: ["artisanbread", "cucumbertomatosalad"],
  toolLinks: [
    { item: "Enameled cast iron Dutch oven", src: "https://www.amazon.com/s?k=enameled+cast+iron+dutch+oven+4+quart" },
    { item: "Chef's knife", src: "https://www.amazon.com/s?k=chefs+knife" },
    { item: "Kitchen tongs", src: "https://www.amazon.com/s?k=kitchen+tongs" },
  ],
};

export default recipe;
