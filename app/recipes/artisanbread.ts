import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "dough",
  title: "No-Knead Artisan Bread",
  intro:
    "This is the loaf I bake most weeks: a crackly crust, a chewy, open crumb, and no kneading at all. I stir the dough together after dinner, let it rise overnight on the counter, and bake it in a preheated Dutch oven the next morning. A tiny amount of yeast and a long, slow rise do all the work of building flavor.",
  author: "Hannah B.",
  date: "2025-07-27",
  imgAlt:
    "Illustration of a round, crusty loaf with a scored top and a dusting of flour on a wooden board, next to a cut slice showing its open crumb",
  prepTime: 15,
  waitTime: 960,
  cookTime: 50,
  totalTime: 1025,
  cal: 1500,
  carbs: 302,
  fat: 7,
  protein: 50,
  servings: [
    { number: 1, unit: "loaf", plural: "loaves" },
    { number: 12, unit: "slice", plural: "slices" },
  ],
  dry: [
    { item: "bread flour", amount: 400, unit: "g" },
    { item: "instant yeast", amount: 0.25, unit: "tsp" },
    { item: "room-temperature water", amount: 300, unit: "ml" },
    { item: "all-purpose flour", amount: 2, unit: "tbsp", note: "for dusting" },
  ],
  spices: [{ item: "fine sea salt", amount: 1.5, unit: "tsp" }],
  produce: [],
  meatdairyeggs: [],
  gramsPerCup: {
    "all-purpose flour": 120, // King Arthur
  },
  materials: [
    { item: "Kitchen scale" },
    {
      item: "Large mixing bowl",
      name: "large bowl",
      capacity: [
        {
          what: "the rising dough",
          unit: "g of dough",
          perRecipe: 700,
          holds: 1500,
          larger: [
            { item: "two large bowls, with the flour, salt, yeast and water divided between them", holds: 3000 },
            { item: "a food-storage tub of {quarts:12}, or three large bowls", holds: 4500 },
          ],
          steps: ["1", "2", "3"],
        },
      ],
    },
    { item: "Rubber spatula or dough whisk" },
    { item: "Plate or reusable bowl cover" },
    { item: "Bench scraper" },
    { item: "Parchment paper" },
    { item: "Oven mitts" },
    {
      item: "{quart:5-6} Dutch oven with a lid",
      name: "Dutch oven",
      capacity: [
        {
          what: "the loaves",
          unit: "loaves",
          perRecipe: 1,
          holds: 1,
          counted: { one: "loaf", other: "loaves" },
          batches: {
            how: "Bake them one after another, giving the pot 10 minutes back in the hot oven between loaves; shape each loaf about an hour before its turn and keep the rest of the dough covered in the fridge, so none over-rises.",
            // A loaf's 51 minutes in the pot (steps 6 and 7 at their long end) and the note's 10 back in the oven: the next
            // loaf is then shaped during this one's rise, not as it goes into the pot.
            minutes: 61,
          },
          steps: ["4", "6", "7"],
        },
      ],
    },
    { item: "Bread lame or sharp serrated knife" },
    { item: "Instant-read thermometer" },
    { item: "Wire cooling rack" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 8, perX: 2 }],
      preInstruction: "Set the bowl on the scale and weigh in the bread flour. Add the salt and yeast.",
      ingredients: [
        { item: "bread flour", amount: 400, unit: "g" },
        { item: "fine sea salt", amount: 1.5, unit: "tsp" },
        { item: "instant yeast", amount: 0.25, unit: "tsp" },
      ],
      postInstruction: "Whisk or stir until the salt and yeast are evenly mixed through the flour.",
      tips: [
        {
          tip: "Yes, that really is all the yeast. The long rise gives it plenty of time to multiply, and the slow fermentation is where the flavor comes from.",
        },
      ],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "prep", minutes: 1, perX: 1 }],
      preInstruction: "Pour in the water and stir with the spatula or dough whisk.",
      ingredients: [{ item: "room-temperature water", amount: 300, unit: "ml" }],
      postInstruction:
        "Mix for about {time:1}, scraping the sides and bottom, until there are no dry pockets of flour left. The dough will be shaggy and very sticky; that is right.",
      tips: [],
    },
    {
      num: "3",
      time: [{ law: "fixed", kind: "wait", minutes: [720, 840] }],
      preInstruction: "Cover the bowl with a plate or cover and leave it on the counter.",
      ingredients: [],
      postInstruction:
        "Let it rise for 12 to 14 hours at {temp:68-72}, until it has more than doubled, the surface is domed and dotted with bubbles, and the dough jiggles when you shake the bowl.",
      tips: [
        {
          tip: "In a warm summer kitchen it may be ready in 8 to 10 hours; in a cool one, give it up to 18. Go by the look of the dough, not the clock.",
        },
      ],
    },
    {
      num: "4",
      time: [
        { law: "batches", kind: "prep", minutes: 5 },
        { law: "fixed", kind: "wait", minutes: 60 },
      ],
      preInstruction:
        "Dust the counter with about half of the all-purpose flour and a sheet of parchment for each loaf with the rest, and scrape the dough out onto the counter; if you scaled the recipe up, cut it into equal pieces, one per loaf, and shape each the same way. With floured fingertips, fold the edges into the center 5 or 6 times to make a round, then flip it seam-side down and drag it toward you a few times to tighten the surface.",
      ingredients: [{ item: "all-purpose flour", amount: 2, unit: "tbsp", note: "for dusting" }],
      postInstruction:
        "Set each loaf seam-side down on its floured parchment. Cover each loosely with an upturned bowl or a clean towel and let it rise for 1 hour, until puffy; a floured fingertip pressed in should leave a dent that springs back slowly.",
      tips: [{ tip: "Use the bench scraper to lift and turn the dough; it is too wet and sticky to handle with bare hands for long." }],
    },
    {
      num: "5",
      time: [{ law: "fixed", kind: "cook", minutes: 30 }],
      preInstruction:
        "About 30 minutes into that rise, put the Dutch oven with its lid on the middle rack and heat the oven to {oven:450}.",
      ingredients: [],
      postInstruction: "Let the pot heat for a full 30 minutes so it is thoroughly hot when the dough goes in.",
      tips: [
        {
          tip: "Check that your Dutch oven's lid knob is oven-safe at {oven:450}; some plastic knobs are not. A metal knob costs a few dollars.",
        },
      ],
    },
    {
      num: "6",
      time: [
        { law: "batches", kind: "prep", minutes: 1 },
        // A smaller loaf bakes sooner, a bigger one longer (decision 024); the pot's own preheat does not change.
        { law: "batches", kind: "cook", minutes: 30, bySize: true },
      ],
      preInstruction:
        "Slash the top of the loaf with the lame or knife, one confident cut about {inches:1/2} deep. Using oven mitts, take out the pot, remove the lid, and lower the loaf in by the edges of the parchment.",
      ingredients: [],
      postInstruction: "Put the lid back on and bake for {time:30}.",
      tips: [
        {
          tip: "The lid traps the steam from the dough, which keeps the crust soft long enough for the loaf to rise fully before it sets.",
        },
      ],
    },
    {
      num: "7",
      time: [{ law: "batches", kind: "cook", minutes: [15, 20], bySize: true }],
      preInstruction: "Remove the lid and keep baking.",
      ingredients: [],
      postInstruction:
        "Bake for {time:15-20} more, until the crust is a deep golden brown, the bottom sounds hollow when tapped, and the center reads {temp:205-210} on an instant-read thermometer.",
      tips: [
        {
          tip: "Go darker than you think. A pale loaf has a soft crust and a gummy crumb; the deep brown color is where the crackle and flavor are.",
        },
      ],
    },
    {
      num: "8",
      time: [{ law: "fixed", kind: "wait", minutes: 60 }],
      preInstruction: "Lift the loaf out of the pot by the parchment and set it on the wire rack.",
      ingredients: [],
      postInstruction:
        "Let it cool for at least 1 hour before slicing. You will hear the crust crackle as it cools; the inside is still finishing its bake, and cutting early leaves it gummy.",
      tips: [
        {
          tip: "Store the loaf cut-side down on a board for 2 days. For a small household, slice what's left on day two and freeze it; the slices toast straight from frozen.",
        },
      ],
    },
  ],
  keeps: { minutes: 720, how: "once cooled, the loaf keeps on its board, uncut, for the rest of the day: slice it at the table" },
  featured: ["simplepizzadough", "flourtortillas", "cinnamonrolls"],
  complementary: ["roastedtomatoandbasilsoup", "beefstew", "moroccanharira"],
  toolLinks: [
    { item: "Enameled Dutch oven", src: "https://www.amazon.com/s?k=enameled+cast+iron+dutch+oven+5+quart" },
    { item: "Bread lame", src: "https://www.amazon.com/s?k=bread+lame" },
    { item: "Kitchen scale", src: "https://www.amazon.com/s?k=digital+kitchen+scale" },
    { item: "Instant-read thermometer", src: "https://www.amazon.com/s?k=instant+read+thermometer" },
  ],
};

export default recipe;
