import type { RecipeModule } from "./types";

const recipe: RecipeModule = {
  category: "dessert",
  title: "Cinnamon Rolls",
  intro:
    "These are the cinnamon rolls I bake for birthdays and slow Saturday mornings: a soft milk-and-butter dough made with eggs from our hens, rolled around plenty of brown sugar and cinnamon. As written it makes a full pan of 12, because the rolls freeze well and a neighbor is always glad to take a few. I finish them with a tangy cream cheese frosting, and homemade cream cheese works wonderfully here.",
  author: "Hannah B.",
  date: "2025-04-24",
  imgAlt:
    "Illustration of a baking pan of twelve cinnamon rolls from above, in 3 rows of 4, their brown sugar and cinnamon swirls topped with white cream cheese frosting",
  prepTime: 35,
  waitTime: 115,
  cookTime: 25,
  totalTime: 175,
  cal: 5527,
  carbs: 801,
  fat: 223,
  protein: 87,
  servings: [{ number: 12, unit: "roll", plural: "rolls" }],
  dry: [
    { item: "all-purpose flour", amount: 4.25, unit: "cup", note: "divided" },
    { item: "granulated sugar", amount: 1 / 4, unit: "cup" },
    { item: "instant yeast", amount: 2.25, unit: "tsp" },
    { item: "light brown sugar", amount: 3 / 4, unit: "cup", note: "packed" },
    { item: "powdered sugar", amount: 1.25, unit: "cup" },
  ],
  spices: [
    { item: "salt", amount: 1, unit: "tsp" },
    { item: "ground cinnamon", amount: 2, unit: "tbsp" },
    { item: "vanilla extract", amount: 1, unit: "tsp" },
  ],
  produce: [],
  meatdairyeggs: [
    { item: "whole milk", amount: 1, unit: "cup" },
    {
      item: "unsalted butter",
      amount: 1.75,
      unit: "stick",
      note: "divided (part melted into the milk, the rest softened for the filling and frosting)",
    },
    { item: "large egg", amount: 2, unit: "", plural: "large eggs", note: "at room temperature" },
    { item: "cream cheese", amount: 4, unit: "oz", note: "softened" },
  ],
  gramsPerCup: {
    "all-purpose flour": 120, // King Arthur
    "granulated sugar": 198, // King Arthur
    "light brown sugar": 213, // King Arthur (packed)
    "powdered sugar": 113, // King Arthur (confectioners', unsifted)
    "unsalted butter": 226, // King Arthur
    "ground cinnamon": 125, // USDA (1 tbsp is 7.8 g)
  },
  materials: [
    {
      item: "Small saucepan",
      capacity: [
        {
          what: "the milk and butter",
          unit: "cups",
          perRecipe: 1.5,
          holds: 4,
          larger: [{ item: "a {quart:3} saucepan", holds: 10 }],
          steps: ["1"],
        },
      ],
    },
    {
      item: "Stand mixer with dough hook (or a large mixing bowl)",
      name: "stand mixer",
      capacity: [
        {
          what: "the dough",
          unit: "cups of flour",
          perRecipe: 4,
          // Two pans' worth, as its batches say: 4.3X is three batches, not two of more than two pans each.
          holds: 8,
          batches: {
            how: "A {quart:5} mixer kneads about two pans' worth at a time: mix and knead the dough in batches, each with its share of every ingredient, and let each rise in its own bowl.",
            minutes: 10,
            time: "prep",
          },
          steps: ["2", "3"],
        },
      ],
    },
    { item: "Large bowl for rising" },
    {
      item: "Small bowl",
      name: "small bowl",
      capacity: [
        { what: "the cinnamon sugar", unit: "cups", perRecipe: 1, holds: 2, larger: [{ item: "a medium bowl", holds: 6 }], steps: ["5"] },
      ],
    },
    {
      item: "Medium mixing bowl",
      name: "medium bowl",
      capacity: [
        {
          what: "the frosting",
          unit: "cups",
          perRecipe: 1.5,
          holds: 6,
          larger: [{ item: "a large mixing bowl", holds: 12 }],
          steps: ["10"],
        },
      ],
    },
    { item: "Rolling pin" },
    {
      item: "Baking pan for the rolls: {pans:pans}",
      name: "oven",
      capacity: [
        {
          // Counted in the pans the steps fill (4.3X is four pans of 13), two at a time.
          what: "the rolls",
          unit: "pans",
          perRecipe: 1,
          holds: 2,
          inPans: true,
          counted: { one: "pan", other: "pans" },
          batches: {
            how: "Bake two pans at a time on the middle rack, or on two racks swapped halfway through, and keep the waiting pans covered in the fridge so they do not over-rise.",
            minutes: 25,
          },
          steps: ["8", "9"],
        },
      ],
    },
    { item: "Parchment paper" },
    { item: "Serrated knife or unflavored dental floss" },
    { item: "Instant-read thermometer" },
    { item: "Hand mixer" },
  ],
  // 12 rolls to a 9x13 in 3 rows of 4; fewer in the smallest pan that takes them about as snugly.
  pans: {
    full: { pan: "{inch:9x13} pan", rows: 3, columns: 4 },
    rest: [
      { pan: "{inch:8} square pan", rows: 2, columns: 2 },
      { pan: "{inch:8} square pan", rows: 2, columns: 3 },
      { pan: "{inch:8} square pan", rows: 3, columns: 3 },
      { pan: "{inch:9x13} pan", rows: 3, columns: 4 },
      { pan: "{inch:9x13} pan", rows: 3, columns: 5 },
    ],
    perPiece: 1.5,
  },
  steps: [
    {
      num: "1",
      time: [{ law: "grows", kind: "prep", minutes: 7, perX: 1 }],
      preInstruction: "Warm the milk and the butter listed for this step in a small saucepan over low heat, just until the butter melts.",
      ingredients: [
        { item: "whole milk", amount: 1, unit: "cup" },
        { item: "unsalted butter", amount: 0.75, unit: "stick" },
      ],
      postInstruction:
        "Take the pan off the heat and let it cool to {temp:105-115}, warm to the touch but not hot. Any hotter and it can kill the yeast.",
      tips: [{ tip: "No thermometer? It should feel like a warm bath on the inside of your wrist." }],
    },
    {
      num: "2",
      time: [{ law: "batches", kind: "prep", minutes: 2 }],
      preInstruction:
        "In the bowl of a stand mixer, whisk together the flour listed for this step with the granulated sugar, yeast and salt, keeping the rest of the flour for rolling out.",
      ingredients: [
        { item: "all-purpose flour", amount: 4, unit: "cup" },
        { item: "granulated sugar", amount: 1 / 4, unit: "cup" },
        { item: "instant yeast", amount: 2.25, unit: "tsp" },
        { item: "salt", amount: 1, unit: "tsp" },
      ],
      postInstruction: "Whisk for a few seconds so the yeast and salt are spread evenly through the flour.",
      tips: [
        {
          tip: "Weigh the flour if you can; by the cup, spoon it in and level it off rather than scooping, or the rolls come out dense and dry.",
        },
      ],
    },
    {
      num: "3",
      time: [{ law: "batches", kind: "prep", minutes: [6, 8] }],
      preInstruction: "Pour in the warm milk mixture and add the eggs.",
      ingredients: [{ item: "large egg", amount: 2, unit: "", plural: "large eggs" }],
      postInstruction:
        "Mix with the dough hook on low speed until a shaggy dough forms, then knead on medium-low for 6 to 8 minutes, until smooth, soft and springy. It should pull away from the sides of the bowl but still stick a little at the bottom.",
      tips: [
        {
          tip: "If the dough is still sloppy after 4 minutes of kneading, add a tablespoon of the remaining flour at a time. Keep it soft: a stiff dough makes tough rolls.",
        },
        { tip: "By hand, knead on a lightly floured counter for about 10 minutes." },
      ],
    },
    {
      num: "4",
      time: [{ law: "fixed", kind: "wait", minutes: 60 }],
      preInstruction: "Shape the dough into a smooth ball, set it in a large clean bowl and cover it with a plate or a damp towel.",
      ingredients: [],
      postInstruction:
        "Let it rise in a warm spot, around {temp:75}, for about 1 hour, until doubled in size. A floured finger pressed into the dough should leave a dent that springs back slowly.",
      tips: [],
    },
    {
      num: "5",
      time: [{ law: "grows", kind: "prep", minutes: 5, perX: 2 }],
      preInstruction:
        "While the dough rises, stir the brown sugar and cinnamon together in a small bowl, and line {pans:pans} with parchment paper.",
      ingredients: [
        { item: "light brown sugar", amount: 3 / 4, unit: "cup" },
        { item: "ground cinnamon", amount: 2, unit: "tbsp" },
      ],
      postInstruction:
        "Break up any lumps of brown sugar with your fingers so the filling sprinkles evenly. Set the rest of the butter out to soften if it isn't already.",
      tips: [],
    },
    {
      num: "6",
      time: [{ law: "pieces", kind: "prep", minutes: 10, pieces: 1 }],
      preInstruction:
        "Dust the counter with some of the remaining flour and turn the dough out{pans:divide}. Roll {pans:each} into a rectangle {inches:12} from front to back and {pans:across}, about {inches:1/4} thick.",
      ingredients: [
        { item: "all-purpose flour", amount: 1 / 4, unit: "cup" },
        { item: "unsalted butter", amount: 0.75, unit: "stick" },
      ],
      postInstruction:
        "Spread the softened butter for this step evenly over the dough, leaving a bare {inch:1/2} strip along the far edge. Sprinkle the cinnamon sugar over the butter and press it in lightly with your palm.",
      tips: [{ tip: "The butter should be as soft as frosting. If it is firm, it tears the dough as you spread it." }],
    },
    {
      num: "7",
      time: [{ law: "pieces", kind: "prep", minutes: 8, pieces: 1 }],
      preInstruction: "Starting from the edge nearest you, roll the dough up snugly into a log and pinch the bare edge to seal it.",
      ingredients: [],
      postInstruction: "Cut {pans:cut}, for rolls about {inches:1 1/2} wide. Set them cut side up {pans:rows}.",
      tips: [
        {
          tip: "Mark the log every {inches:1 1/2} with the back of a knife before you cut, so the rolls come out the same size.",
        },
        {
          tip: "Slide a piece of unflavored dental floss under the log, cross the ends over the top and pull. It cuts clean rolls without squashing them.",
        },
      ],
    },
    {
      num: "8",
      time: [{ law: "fixed", kind: "wait", minutes: [30, 45] }],
      preInstruction: "Cover the rolls and let them rise a second time.",
      ingredients: [],
      postInstruction:
        "Let rise for 30 to 45 minutes, until puffy and pressed against each other. Toward the end, heat the oven to {oven:350} with a rack in the middle.",
      tips: [
        {
          tip: "To bake in the morning, cover the shaped rolls tightly and refrigerate overnight, up to 16 hours. Let them sit at room temperature for about 45 minutes before baking.",
        },
      ],
      // The tip's overnight rise: at least 8 hours, so the cold dough has risen by morning.
      makeAhead: {
        hold: [480, 960],
        after: 45,
        how: "shape them the evening before and let them rise overnight in the fridge",
        where: "covered in the fridge",
        then: "at room temperature",
        out: "take the rolls out of the fridge",
      },
    },
    {
      num: "9",
      time: [
        { law: "batches", kind: "cook", minutes: [22, 25] },
        { law: "fixed", kind: "wait", minutes: 10 },
      ],
      preInstruction: "Uncover the rolls and bake them on the middle rack.",
      ingredients: [],
      postInstruction:
        "Bake for 22 to 25 minutes, until the tops are golden brown and a thermometer in the center roll reads {temp:190}. Let the rolls cool in their pan for 10 minutes.",
      tips: [{ tip: "If the tops brown before the center is done, lay a sheet of foil loosely over the pan for the last few minutes." }],
    },
    {
      num: "10",
      // A bigger bowl of frosting beats longer and spreads over more pans.
      time: [{ law: "grows", kind: "prep", minutes: 2, perX: 1 }],
      preInstruction:
        "While the rolls bake, beat the cream cheese and the rest of the softened butter in a medium bowl with a hand mixer, then add the powdered sugar and vanilla.",
      ingredients: [
        { item: "cream cheese", amount: 4, unit: "oz" },
        { item: "unsalted butter", amount: 0.25, unit: "stick" },
        { item: "powdered sugar", amount: 1.25, unit: "cup" },
        { item: "vanilla extract", amount: 1, unit: "tsp" },
      ],
      postInstruction:
        "Beat on medium speed until smooth and fluffy with no lumps, about {time:2}, a little longer for a bigger bowl. Spread it over the warm rolls so it melts a little into the swirls, and serve.",
      tips: [
        {
          tip: "Frost only the rolls you will eat today. Unfrosted rolls freeze for up to 2 months; thaw and warm them at {oven:300} for 10 minutes before frosting.",
        },
      ],
    },
  ],
  keeps: { minutes: 60, how: "they are best warm: keep them covered in the pan, and frost them just before serving" },
  featured: ["cinnamonsugarfrenchtoast", "cinnamonmapleoatmeal", "chocolatecookies"],
  complementary: ["russiantea", "creamcheese", "softboiledeggs"],
  toolLinks: [
    { item: "9x13-inch baking pan", src: "https://www.amazon.com/s?k=9x13+baking+pan" },
    { item: "Rolling pin", src: "https://www.amazon.com/s?k=rolling+pin" },
    { item: "Instant-read thermometer", src: "https://www.amazon.com/s?k=instant+read+thermometer" },
    { item: "Stand mixer", src: "https://www.amazon.com/s?k=stand+mixer" },
  ],
};

export default recipe;
