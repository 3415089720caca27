import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "dessert",
  title: "Chocolate Cookies",
  intro:
    "When I want something chocolate, these are the cookies I bake: cocoa in the dough, chocolate chips folded through, crisp at the edges and soft in the middle. The batch as written is small on purpose, sixteen cookies from one egg and a stick of butter. I usually bake half and freeze the rest as dough balls for another night.",
  author: "Hannah B.",
  date: "2025-05-09",
  imgAlt: "Illustration of five dark chocolate cookies studded with chocolate chips on a wire cooling rack",
  prepTime: 15,
  waitTime: 30,
  cookTime: 22,
  totalTime: 67,
  cal: 2560,
  carbs: 333,
  fat: 140,
  protein: 31,
  servings: [{ number: 16, unit: "cookie", plural: "cookies" }],
  dry: [
    { item: "all-purpose flour", amount: 1, unit: "cup", note: "spooned and leveled" },
    { item: "unsweetened cocoa powder", amount: 1 / 3, unit: "cup" },
    { item: "baking soda", amount: 0.5, unit: "tsp" },
    { item: "light brown sugar", amount: 1 / 3, unit: "cup", note: "packed" },
    { item: "granulated sugar", amount: 1 / 3, unit: "cup" },
    { item: "semisweet chocolate chips", amount: 0.75, unit: "cup" },
  ],
  spices: [
    { item: "fine sea salt", amount: 0.5, unit: "tsp" },
    { item: "pure vanilla extract", amount: 1, unit: "tsp" },
  ],
  produce: [],
  meatdairyeggs: [
    { item: "unsalted butter", amount: 1, unit: "stick", note: "(a stick is half a cup), softened", metricNote: "softened" },
    { item: "large egg", amount: 1, unit: "", plural: "large eggs", note: "at room temperature" },
  ],
  gramsPerCup: {
    "all-purpose flour": 120, // King Arthur
    "unsweetened cocoa powder": 84, // King Arthur
    "granulated sugar": 198, // King Arthur
    "light brown sugar": 213, // King Arthur (packed)
    "semisweet chocolate chips": 170, // King Arthur
    "unsalted butter": 226, // King Arthur
  },
  materials: [
    { item: "Medium mixing bowl" },
    { item: "Large mixing bowl" },
    { item: "Whisk" },
    { item: "Hand mixer (or a wooden spoon and some elbow grease)" },
    { item: "Rubber spatula" },
    { item: "{tablespoon:2} cookie scoop" },
    {
      item: "Rimmed baking sheet",
      name: "baking sheet",
      capacity: [
        {
          what: "the cookies",
          unit: "cookies",
          perRecipe: 16,
          holds: 8,
          counted: { one: "cookie", other: "cookies" },
          batches: {
            how: "Bake one sheet at a time on the middle rack and keep the waiting dough in the fridge; with a second sheet, scoop the next batch while one bakes.",
            minutes: 11,
          },
          steps: ["5", "6"],
        },
      ],
    },
    { item: "Parchment paper" },
    { item: "Wire cooling rack" },
  ],
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 3, perX: 1 }],
      preInstruction: "In the medium bowl, whisk together the flour, cocoa powder, baking soda and salt.",
      ingredients: [
        { item: "all-purpose flour", amount: 1, unit: "cup", note: "spooned and leveled" },
        { item: "unsweetened cocoa powder", amount: 1 / 3, unit: "cup" },
        { item: "baking soda", amount: 0.5, unit: "tsp" },
        { item: "fine sea salt", amount: 0.5, unit: "tsp" },
      ],
      postInstruction: "Whisk until the mixture is an even brown with no streaks or lumps of cocoa, then set it aside.",
      tips: [{ tip: "Cocoa clumps easily; if yours is lumpy, press it through a fine-mesh sieve first." }],
    },
    {
      num: "2",
      time: [{ law: "grows", kind: "prep", minutes: [2, 3], perX: 1 }],
      preInstruction: "In the large bowl, beat the softened butter with both sugars on medium speed.",
      ingredients: [
        { item: "unsalted butter", amount: 1, unit: "stick", note: "(a stick is half a cup), softened", metricNote: "softened" },
        { item: "light brown sugar", amount: 1 / 3, unit: "cup", note: "packed" },
        { item: "granulated sugar", amount: 1 / 3, unit: "cup" },
      ],
      postInstruction: "Beat for {time:2-3}, scraping down the bowl once, until the mixture is lighter in color and fluffy.",
      tips: [
        {
          tip: "Softened butter should dent easily when pressed but still hold its shape, about {temp:65}. Melty butter makes flat cookies.",
        },
      ],
    },
    {
      num: "3",
      time: [{ law: "fixed", kind: "prep", minutes: 0.5 }],
      preInstruction: "Add the egg and vanilla to the butter mixture.",
      ingredients: [
        { item: "large egg", amount: 1, unit: "", plural: "large eggs", note: "at room temperature" },
        { item: "pure vanilla extract", amount: 1, unit: "tsp" },
      ],
      postInstruction: "Beat for about 30 seconds, until smooth and glossy with no streaks of egg.",
      tips: [],
    },
    {
      num: "4",
      time: [{ law: "grows", kind: "prep", minutes: 3, perX: 1 }],
      preInstruction:
        "Add the flour mixture to the large bowl and mix on low speed, or fold with the spatula, just until no dry flour remains.",
      ingredients: [{ item: "semisweet chocolate chips", amount: 0.75, unit: "cup" }],
      postInstruction: "Fold in the chocolate chips with the spatula. The dough will be thick and soft, like fudge frosting.",
      tips: [{ tip: "Stop mixing as soon as the flour disappears; overmixing makes the cookies cakey." }],
    },
    {
      num: "5",
      time: [
        { law: "fixed", kind: "wait", minutes: 30 },
        { law: "pieces", kind: "prep", minutes: 5, pieces: 16 },
      ],
      preInstruction:
        "Cover the bowl and chill the dough for 30 minutes. Toward the end, heat the oven to {oven:350} and line the baking sheet with parchment.",
      ingredients: [],
      postInstruction:
        "Scoop the dough into balls with the cookie scoop and set 8 of them on the sheet, about {inches:2} apart. Keep any dough left in the fridge while the first sheet bakes.",
      tips: [
        {
          tip: "To bake later, freeze the extra dough balls on a plate, then bag them. Bake straight from the freezer, adding 1 to 2 minutes.",
        },
      ],
    },
    {
      num: "6",
      time: [{ law: "batches", kind: "cook", minutes: 22 }],
      preInstruction: "Bake one sheet at a time on the middle rack for 10 to 11 minutes.",
      ingredients: [],
      postInstruction:
        "They are done when the edges look set and dry and the centers are puffed and still soft, with a few cracks on top. Cool on the sheet for 5 minutes, then move to the rack. Bake any dough left the same way, 8 at a time, on a cooled, re-lined sheet.",
      tips: [
        { tip: "Dark cookies don't show browning, so go by the edges, not the color. They firm up a lot as they cool." },
        { tip: "Store the cooled cookies in an airtight tin for up to 4 days." },
      ],
    },
  ],
  keeps: { minutes: 1440, how: "once cooled, keep them in an airtight tin" },
  featured: ["cinnamonsugarfrenchtoast", "blueberrylemonpancakes", "basicwaffle"],
  complementary: ["russiantea", "cinnamonrolls"],
  toolLinks: [
    { item: "Cookie scoop", src: "https://www.amazon.com/s?k=cookie+scoop+2+tablespoon" },
    { item: "Hand mixer", src: "https://www.amazon.com/s?k=hand+mixer" },
    { item: "Rimmed baking sheet", src: "https://www.amazon.com/s?k=rimmed+baking+sheet" },
    { item: "Wire cooling rack", src: "https://www.amazon.com/s?k=wire+cooling+rack" },
  ],
};

export default recipe;
