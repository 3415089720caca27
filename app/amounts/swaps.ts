// What stands in for an ingredient, by what ratio, and where it does not work (issue 65); every ratio's source is in
// docs/decisions/026-ingredient-swaps.md. swap-recipe.ts rewrites a recipe with them.
import type { Ingredient, Recipe, Unit } from "~/recipes/types";

/** One thing a swap puts in the ingredient's place: `per` of `unit` for each one of the swap's `each`. */
export interface SwapPart {
  item: string;
  unit: Unit;
  per: number;
  plural?: string;
  /** Its own note ("melted"); without one the line keeps the original's ("divided") only when `keepNote` is set. */
  note?: string;
  keepNote?: true;
  /** King Arthur's weight chart, as the recipes give it: added where the recipe weighed the original on a metric page. */
  gramsPerCup?: number;
}

export interface Nutrition {
  cal: number;
  carbs: number;
  fat: number;
  protein: number;
}

export interface Swap {
  /** Its name in an address: `?swap=dry-red-wine-to-broth-vinegar`. */
  key: string;
  /** What the link offers: "Use {label} instead". */
  label: string;
  /** How the ratio is read: by volume, by weight, or one for one of a counted thing. */
  by: "volume" | "weight" | "each";
  /** The original's unit the parts' `per` are written for. */
  each: Unit;
  parts: SwapPart[];
  /** What a step says in place of the original's name: "Pour in the broth and vinegar". */
  says: string;
  /** What a cook needs to know, shown on the page with the swap. */
  note: string;
  /** Where it does not work, in general (the page says it beside the note). */
  notFor: string;
  /** Where it does not work in this recipe, and why; null where it does. */
  refuse?: (line: Ingredient, recipe: Pick<Recipe, "slug">) => string | null;
  /** The change in the recipe's totals for each one of `each` of the original (USDA FoodData Central, rounded). */
  nutrition: Nutrition;
}

export interface SwapsFor {
  /** The ingredient as the recipes name it (its catalog entry). */
  item: string;
  /** How steps name it ("dried basil"): replaced by the swap's `says` in those steps, a tip naming it left out (checked). */
  named: RegExp;
  swaps: Swap[];
}

// Recipes whose garlic is eaten raw, pounded or grated into a sauce (their lines say so only in the steps).
const RAW_GARLIC = new Set<string>(["greektzatziki", "classichummus"]);

const none: Nutrition = { cal: 0, carbs: 0, fat: 0, protein: 0 };

// The order here is the order of swaps in an address (one address per page for the edge cache).
export const SWAPS: readonly SwapsFor[] = [
  {
    item: "dry red wine",
    named: /\b(?:dry red )?wine\b(?! vinegar)/gi,
    swaps: [
      {
        key: "broth-vinegar",
        label: "broth and vinegar",
        by: "volume",
        each: "cup",
        parts: [
          { item: "low-sodium beef broth", unit: "cup", per: 1 },
          { item: "red wine vinegar", unit: "tsp", per: 2 },
        ],
        says: "broth and vinegar",
        note: "The broth carries the liquid and the vinegar the wine’s sharpness; taste at the end and add a few drops more vinegar if the stew tastes flat.",
        notFor: "A dish the wine flavours on its own (a wine sauce, mulled wine): there it is the point.",
        // Red wine (USDA SR 14096) 200 kcal and 6 g carbs a cup; low-sodium beef broth about 15 kcal, 1 g carbs, 3 g protein.
        nutrition: { cal: -183, carbs: -5, fat: 0, protein: 3 },
      },
    ],
  },
  {
    item: "fresh basil leaves",
    named: /(?<!dried )\b(?:fresh )?basil(?: leaves)?\b/gi,
    swaps: [
      {
        key: "dried-basil",
        label: "dried basil",
        by: "volume",
        each: "tbsp",
        parts: [{ item: "dried basil", unit: "tsp", per: 1 }],
        says: "dried basil",
        note: "About a third of the fresh volume. Dried basil tastes more of hay than of anise and is easy to overdo: stir in half, blend or simmer a minute, taste, and add the rest only if the dish wants it.",
        notFor: "Pesto, a salad or a garnish: dried leaves neither blend to a sauce nor look like leaves.",
        nutrition: none,
      },
    ],
  },
  {
    item: "fresh dill",
    named: /(?<!dried )\b(?:fresh )?dill\b(?! pickle)/gi,
    swaps: [
      {
        key: "dried-dill",
        label: "dried dill",
        by: "volume",
        each: "tbsp",
        parts: [{ item: "dried dill", unit: "tsp", per: 1 }],
        says: "dried dill",
        note: "A third of the fresh volume. In a cold dish, let it stand in the dressing or yogurt for 15 minutes so it softens and gives up its flavour.",
        notFor: "A garnish scattered over at the end: dried dill stays dusty.",
        nutrition: none,
      },
    ],
  },
  {
    item: "dried thyme",
    named: /(?<!fresh )\b(?:dried )?thyme\b/gi,
    swaps: [
      {
        key: "fresh-thyme",
        label: "fresh thyme",
        by: "volume",
        each: "tsp",
        parts: [{ item: "fresh thyme leaves", unit: "tsp", per: 3 }],
        says: "fresh thyme",
        note: "Three times the dried volume, in leaves stripped from the stems (about 6 sprigs give a teaspoon).",
        notFor: "A dry rub or spice blend that keeps: fresh leaves spoil in it.",
        nutrition: none,
      },
    ],
  },
  {
    item: "unsalted butter",
    named: /\b(?:melted )?butter\b/gi,
    swaps: [
      {
        key: "oil",
        label: "oil",
        by: "volume",
        each: "tbsp",
        parts: [{ item: "avocado oil", unit: "tbsp", per: 0.8 }],
        says: "oil",
        note: "Four-fifths of the butter’s volume in a neutral oil. The batter is thinner and the waffles crisper, and they taste of no butter: serve them with some.",
        notFor: "Butter creamed with sugar (cookies, cakes) or cut into a dough: oil holds no air and makes no flakes.",
        // Only a line that is all melted ("melted and slightly cooled"): the rolls melt part and soften the rest.
        refuse: (line) =>
          /^melted/.test(line.note ?? "") ? null : "This recipe does not melt all its butter, and only melted butter can be oil.",
        // A tablespoon of butter 102 kcal and 11.5 g fat; four-fifths of a tablespoon of oil 99 kcal and 11 g fat.
        nutrition: { cal: -3, carbs: 0, fat: -0.5, protein: -0.1 },
      },
    ],
  },
  {
    item: "heavy cream",
    named: /\b(?:heavy )?cream\b(?! cheese)/gi,
    swaps: [
      {
        key: "half-and-half-butter",
        label: "half-and-half and butter",
        by: "volume",
        each: "cup",
        parts: [
          { item: "half-and-half", unit: "cup", per: 3 / 4 },
          { item: "unsalted butter", unit: "tbsp", per: 4, note: "melted" },
        ],
        says: "half-and-half and melted butter",
        note: "Three parts half-and-half to one of melted butter, whisked together. It cooks like cream in a sauce or soup; keep it at a simmer, not a boil, or the butter separates.",
        notFor: "Whipping, and cheese made from the cream itself: the mix neither holds air nor sets.",
        refuse: (_line, recipe) =>
          recipe.slug === "creamcheese" ? "This cheese is made by setting the cream itself: half-and-half and butter will not set." : null,
        // A cup of heavy cream 809 kcal and 86 g fat; 3/4 cup half-and-half 236 kcal and 21 g fat, 4 tbsp butter 408 kcal and 46 g fat.
        nutrition: { cal: -165, carbs: 1, fat: -19, protein: -1 },
      },
    ],
  },
  {
    item: "whole-milk plain Greek yogurt",
    named: /\bGreek yogurt\b/gi,
    swaps: [
      {
        key: "strained-yogurt",
        label: "strained plain yogurt",
        by: "volume",
        each: "cup",
        parts: [{ item: "plain whole-milk yogurt", unit: "cup", per: 2, note: "strained", gramsPerCup: 227 }],
        says: "strained yogurt",
        note: "Twice the volume of plain yogurt, strained in a sieve lined with cheesecloth or a coffee filter in the fridge for 2 hours, until it has lost about half its volume and is thick. Start it before anything else.",
        notFor: "Nothing that wants Greek yogurt's thickness, once strained; unstrained, it makes a sauce runny.",
        // Strained, it is Greek yogurt: the whey that drains away carries little but water.
        nutrition: none,
      },
    ],
  },
  {
    item: "light brown sugar",
    named: /\b(?:light )?brown sugar\b/gi,
    swaps: [
      {
        key: "sugar-molasses",
        label: "white sugar and molasses",
        by: "volume",
        each: "cup",
        parts: [
          { item: "granulated sugar", unit: "cup", per: 1, gramsPerCup: 198 },
          { item: "molasses", unit: "tbsp", per: 1 },
        ],
        says: "sugar and molasses",
        note: "A tablespoon of molasses for each cup of white sugar makes light brown sugar: rub it in with a fork, or beat it in with the butter, until the sugar is evenly tan.",
        notFor: "Nothing: this is how brown sugar is made.",
        // A cup of packed light brown sugar 836 kcal and 216 g carbs; a cup of sugar and a tablespoon of molasses 832 and 215.
        nutrition: { cal: -4, carbs: -1, fat: 0, protein: 0 },
      },
    ],
  },
  {
    item: "tahini",
    named: /\btahini\b/gi,
    swaps: [
      {
        key: "sunflower-seed-butter",
        label: "sunflower seed butter",
        by: "volume",
        each: "cup",
        parts: [{ item: "unsweetened sunflower seed butter", unit: "cup", per: 1, keepNote: true, gramsPerCup: 256 }],
        says: "sunflower seed butter",
        note: "The same volume, unsweetened and smooth. It tastes nuttier and a little sweeter than tahini: add the lemon juice to taste.",
        notFor: "Halva and tahini sauces, where tahini is the flavour.",
        // Per cup: tahini 1427 kcal, 51 g carbs, 129 g fat, 41 g protein; sunflower seed butter 1579, 59, 141, 50.
        nutrition: { cal: 152, carbs: 8, fat: 12, protein: 9 },
      },
    ],
  },
  {
    item: "garlic",
    named: /\bgarlic\b(?! powder)/gi,
    swaps: [
      {
        key: "garlic-powder",
        label: "garlic powder",
        by: "each",
        each: "clove",
        parts: [{ item: "garlic powder", unit: "tsp", per: 1 / 8 }],
        says: "garlic powder",
        note: "An eighth of a teaspoon for each clove. It burns faster than fresh garlic: stir it in with the liquid or the next ingredients, never alone in hot fat.",
        notFor: "Garlic eaten raw in a sauce, or sliced and fried to flavour the oil: powder is flat raw and burns in hot oil.",
        refuse: (line, recipe) =>
          /sliced/.test(line.note ?? "")
            ? "The garlic here is sliced and fried to flavour the oil: powder would burn."
            : /grated/.test(line.note ?? "") || RAW_GARLIC.has(recipe.slug)
              ? "The garlic here is eaten raw in a sauce, where powder tastes flat and gritty."
              : null,
        // A clove (3 g) 4 kcal and 1 g carbs; 1/8 tsp of powder (0.4 g) 1 kcal.
        nutrition: { cal: -3, carbs: -0.7, fat: 0, protein: -0.1 },
      },
    ],
  },
  {
    item: "kosher salt",
    named: /\bkosher salt\b/gi,
    swaps: [
      {
        key: "table-salt",
        label: "table salt",
        by: "weight",
        each: "tsp",
        parts: [{ item: "table salt", unit: "tsp", per: 0.5, keepNote: true }],
        says: "table salt",
        note: "Half the spoons: table salt packs about twice the salt into a teaspoon as Diamond Crystal kosher salt (with Morton kosher salt at hand, three-quarters). Taste before adding more.",
        notFor: "Salt sprinkled on top for crunch: table salt dissolves into salty spots.",
        nutrition: none,
      },
    ],
  },
];

/** An ingredient's name in an address: "dry red wine" is "dry-red-wine". */
export const ingredientKey = (item: string) =>
  item
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const BY_KEY = new Map(SWAPS.map((s) => [ingredientKey(s.item), s]));

export const swapsFor = (item: string): SwapsFor | undefined => BY_KEY.get(ingredientKey(item));

/** What a recipe's ingredient line may be swapped for here, with the reason where it may not. */
export function swapChoices(recipe: Pick<Recipe, "slug">, line: Ingredient): { swap: Swap; refused: string | null }[] {
  return (swapsFor(line.item)?.swaps ?? []).map((swap) => ({ swap, refused: swap.refuse?.(line, recipe) ?? null }));
}

/** Every ingredient a swap brings in: the catalog holds each one. */
export const swapItems = () => [...new Set(SWAPS.flatMap((s) => s.swaps.flatMap((w) => w.parts.map((p) => p.item))))];
