/**
 * The shape of a recipe. Recipe content lives in the front end, one module per
 * recipe in this folder; the `recipe` table's listing rows are generated from it
 * (`npm run db:seed`), never written by hand. Text fields (intro, directions,
 * tips, materials) write temperatures and sizes as tokens, {oven:350},
 * {inch:12}, so the page can show them in °C and cm (measure-tokens.ts).
 */

/** The nine categories, by the singular value stored in `recipe.category`. */
export const CATEGORIES = [
  { value: "breakfast", path: "/breakfast", label: "Breakfast" },
  { value: "appetizer", path: "/appetizers", label: "Appetizers" },
  { value: "entree", path: "/entrees", label: "Entrees" },
  { value: "salad", path: "/salads", label: "Salads" },
  { value: "side", path: "/sides", label: "Sides" },
  { value: "dessert", path: "/desserts", label: "Desserts" },
  { value: "dough", path: "/doughs", label: "Doughs" },
  { value: "beverage", path: "/beverages", label: "Beverages" },
  { value: "condiment", path: "/condiments", label: "Condiments" },
] as const;

export type Category = (typeof CATEGORIES)[number]["value"];

/** The 28 recipe routes and their ids, as the original site had them: comments in the database point at these ids. */
export const RECIPE_SLUGS = {
  simplepastadough: 1,
  simplepizzadough: 2,
  alfredopastawithchickenandbroccoli: 3,
  cinnamonmapleoatmeal: 4,
  basicwaffle: 5,
  softboiledeggs: 6,
  beefstew: 7,
  blackbeangoulash: 8,
  chocolatecookies: 9,
  homemademayonnaise: 10,
  blueberrylemonpancakes: 11,
  pancakes: 12,
  flourtortillas: 13,
  artisanbread: 14,
  creamcheese: 15,
  marinara: 16,
  cinnamonsugarfrenchtoast: 17,
  lebanesechickenshawarma: 18,
  tacoseasoning: 19,
  moroccanharira: 20,
  jalapenochickensalad: 21,
  russiantea: 22,
  cinnamonrolls: 23,
  roastedtomatoandbasilsoup: 24,
  homemadehamburgerhelper: 25,
  classichummus: 26,
  cucumbertomatosalad: 27,
  greektzatziki: 28,
} as const;

export type RecipeSlug = keyof typeof RECIPE_SLUGS;

/**
 * Units a cook writes. Volume and spoon units scale to kitchen fractions
 * (1/2, 1 1/3, 3/4); weights scale to whole numbers; "" is a plain count
 * ("2 large eggs").
 */
export type Unit =
  "" | "g" | "kg" | "ml" | "l" | "cup" | "tbsp" | "tsp" | "oz" | "lb" | "pinch" | "clove" | "can" | "slice" | "sprig" | "bunch" | "stick";

export interface Ingredient {
  item: string;
  /** A positive number for the 1X recipe; the multiplier scales it. */
  amount: number;
  unit: Unit;
  /**
   * Optional words after the amount, e.g. "(about 2 medium)". Not scaled,
   * except a count written {count:1|packet|packets}, which goes with the
   * amount: "(1 packet)" at 1X, "(5 packets)" at 5X.
   */
  note?: string;
  /**
   * For counted items (unit ""): the name for more than one, e.g. item
   * "large egg", plural "large eggs". The multiplier can turn 1 into 2-5.
   */
  plural?: string;
  /** For cans (unit "can"): the size of one, shown as "2 cans (15 oz each)" or "(425 g each)". */
  size?: { amount: number; unit: "oz" | "g" | "ml" };
  /** The note for metric readers where `note` names US measures ("about 8 oz", "1-inch"); "" for none. */
  metricNote?: string;
  /**
   * An amount that stays the same at every multiplier, because it goes with
   * a piece of equipment rather than with the food: salt for a pot of pasta
   * water. Its note says what it is per ("per pot of water").
   */
  notScaled?: true;
}

/**
 * How much of the recipe a piece of equipment takes at once, so the page can
 * say what to use, or how to work in batches, when the multiplier outgrows
 * it. `perRecipe` and `holds` share a unit of the author's choosing (cups of
 * soup, pounds of chicken in one layer, pancakes in the pan), named in `unit`.
 */
export interface Capacity {
  /** What goes in, as a sentence names it: "the soup", "the chicken". */
  what: string;
  unit: string;
  /** How much of it the 1X recipe puts in at once. */
  perRecipe: number;
  /** How much this piece of equipment takes. */
  holds: number;
  /** For things counted one by one: their names, so the page can count them per batch. */
  counted?: { one: string; other: string };
  /** Bigger equipment for bigger multipliers, smallest first, with what each takes (same unit). */
  larger?: { item: string; holds: number }[];
  /**
   * Beyond the largest: work in batches. `how` is a sentence the page shows
   * as written; `minutes` is how long one batch takes, which the page adds up
   * into the cook time (the prep time for `time: "prep"`, e.g. kneading).
   */
  batches?: { how: string; minutes: number; time?: "prep" };
  /** The steps where this matters, which show what to do at each multiplier. */
  steps: string[];
}

export interface Material {
  /** May carry {inch:12}-style sizes (see measure-tokens.ts). */
  item: string;
  /** The short name sentences use, "3-quart pot" (default: the item). */
  name?: string;
  /** Required for the pots, pans, sheets and machines a scaled recipe can outgrow. */
  capacity?: Capacity[];
}

export interface Step {
  /** "1", "2", ... in order. */
  num: string;
  preInstruction: string;
  /** The ingredients this step adds, with the amounts it uses. */
  ingredients: Ingredient[];
  postInstruction: string;
  tips: { tip: string }[];
}

export interface ProductLink {
  item: string;
  /** An external https URL: a retailer's search page for the tool. */
  src: string;
}

/**
 * A recipe's ingredient lists: the one list of them, in the order and under
 * the headings the page shows them. Everything that walks a recipe's
 * ingredients goes through it (ingredientsOf).
 */
export const INGREDIENT_GROUPS = [
  { key: "dry", label: "Dry goods" },
  { key: "spices", label: "Spices" },
  { key: "produce", label: "Produce" },
  { key: "meatdairyeggs", label: "Meat, dairy & eggs" },
] as const;

export type IngredientGroup = (typeof INGREDIENT_GROUPS)[number]["key"];

/** Every ingredient of a recipe, group after group. */
export function ingredientsOf(recipe: Pick<Recipe, IngredientGroup>): Ingredient[] {
  return INGREDIENT_GROUPS.flatMap((g) => recipe[g.key]);
}

/** A recipe module's content; its ingredient lists are the INGREDIENT_GROUPS' keys. */
export interface Recipe extends Record<IngredientGroup, Ingredient[]> {
  id: number;
  slug: RecipeSlug;
  category: Category;
  title: string;
  intro: string;
  /** The blogger's name as shown, initialled: "Hannah B." */
  author: string;
  /** ISO date, April to July 2025: "2025-05-14". */
  date: string;
  /** Text alternative for the main image: what the picture shows (an illustration now; rewrite it with a photo). */
  imgAlt: string;
  /** Minutes. totalTime = prepTime + waitTime + cookTime. */
  prepTime: number;
  waitTime: number;
  cookTime: number;
  totalTime: number;
  /** Totals for the whole 1X recipe (kcal and grams), not per serving. */
  cal: number;
  carbs: number;
  fat: number;
  protein: number;
  /**
   * What the recipe makes; `plural` is the unit for more than one ("loaf",
   * "loaves"). A yield measured by volume names its `measure` ("cup"), so
   * it is written by the same rules as an ingredient ("1/4 cup + 1 tbsp",
   * "950 ml"); `metric` names a yield whose words carry US sizes.
   */
  servings: {
    number: number;
    unit: string;
    plural?: string;
    measure?: "cup" | "tbsp";
    metric?: { unit: string; plural?: string };
  }[];
  /**
   * Grams in one US cup of each ingredient (by `item`) that a US cook
   * measures by volume and a metric cook weighs: flour, sugar, oats, cheese,
   * butter... From King Arthur Baking's ingredient weight chart, or USDA
   * FoodData Central's portion weights where King Arthur lists none; never
   * estimated. Metric pages weigh these ingredients at every scale, so a
   * spoonful too light for a scale (under 10 g at 1X) is left out.
   */
  gramsPerCup?: Record<string, number>;
  materials: Material[];
  steps: Step[];
  /** Other recipes of this site, by slug; never the recipe itself. */
  featured: RecipeSlug[];
  complementary: RecipeSlug[];
  toolLinks: ProductLink[];
}

/** The main image of a recipe: drop a file of the same name in public/ to replace it. */
export function recipeImage(slug: RecipeSlug): string {
  return `/images/recipes/${slug}.jpg`;
}
