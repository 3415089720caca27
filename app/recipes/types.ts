import type { Category } from "./categories";

// Listing rows are generated from these modules (npm run db:seed). Text writes sizes as tokens: measure-tokens.ts

/** A recipe's address: index.ts adds the one list's keys here, so the types need not import every recipe module. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- index.ts fills it in
export interface RecipeSlugs {}
export type RecipeSlug = keyof RecipeSlugs;

// "" is a plain count ("2 large eggs").
export type Unit =
  "" | "g" | "kg" | "ml" | "l" | "cup" | "tbsp" | "tsp" | "oz" | "lb" | "pinch" | "clove" | "can" | "slice" | "sprig" | "bunch" | "stick";

export interface Ingredient {
  item: string;
  amount: number;
  unit: Unit;
  /** Not scaled, except a count written {count:1|packet|packets}. */
  note?: string;
  plural?: string;
  /** Of one can: "2 cans (15 oz each)". */
  size?: { amount: number; unit: "oz" | "g" | "ml" };
  /** Replaces `note` on metric pages where it names US measures; "" for none. */
  metricNote?: string;
  /** Goes with the materials, not the food (salt per pot of water): the same in each pot at every scale (potsFor). */
  notScaled?: true;
  /** A counted thing a smaller scale still needs whole (the mayonnaise's yolk): the words said instead of "use half". */
  whole?: string;
}

// `perRecipe`, `holds` and `larger[].holds` are in `unit`, the author's choice (cups of soup, pancakes in the pan).
export interface Capacity {
  what: string;
  unit: string;
  /** At 1X, at once. */
  perRecipe: number;
  holds: number;
  counted?: { one: string; other: string };
  /** Counted in the recipe's pans (Recipe.pans) as the steps fill them at each scale: `perRecipe` and `holds` are pans. */
  inPans?: true;
  /** Smallest first; `pots`: how many of the first; each `replaces` the material or is used `apart` (docs/recipes.md). */
  larger?: { item: string; holds: number; pots?: number; replaces?: Replacement; apart?: true }[];
  /** Beyond the largest. `minutes` per batch add up into the cook time (prep time for `time: "prep"`). */
  batches?: { how: string; minutes: number; time?: "prep" };
  steps: string[];
  /** It holds one layer on the pot's floor (browning beef): a bigger pot that `replaces` it holds more (Replacement.floor). */
  layer?: true;
}

/** A bigger pot the whole recipe moves into at a scale (decision 024). */
export interface Replacement {
  /** The Materials list's line for it at that scale: "{quart:7-8} Dutch oven with a lid". */
  line: string;
  /** In sentences: "the {quart:7-8} Dutch oven", "one of the {quart:7-8} Dutch ovens". */
  name: string;
  /** Its floor's area over the material's own, for one pot of it: (quarts over quarts) to the 2/3 for pots of one shape. */
  floor: number;
}

export interface Material {
  item: string;
  /** For sentences; default: the item. */
  name?: string;
  capacity?: Capacity[];
}

/** Minutes, or a range [low, high] where the prose gives one ("12 to 14 hours" is [720, 840]). */
export type Minutes = number | [number, number];

/** One part of a step's time at 1X and its law at other scales: `fixed`, `batches`, `grows` (`perX`), `pieces` (docs/recipes.md). */
export type StepTime = {
  kind: "prep" | "cook" | "wait";
  minutes: Minutes;
  /** Spent when the thing made is used (the taco seasoning in the pan), not making it: in no total. */
  later?: true;
  /** A bake that follows one piece's size (a smaller loaf bakes sooner): SIZE_EXPONENT, times.ts, decision 024. */
  bySize?: true;
} & ({ law: "fixed" | "batches" } | { law: "grows"; perX: number } | { law: "pieces"; pieces: number });

export interface Step {
  num: string;
  /** Its parts, which may mix kinds (simmer, then rest); a step that runs beside another counts none of them in the totals. */
  time: StepTime[];
  preInstruction: string;
  ingredients: Ingredient[];
  postInstruction: string;
  tips: { tip: string }[];
  /** The recipe's own way to hold the dish overnight at this step, as its tip says: MakeAhead. */
  makeAhead?: MakeAhead;
}

/** A step's other way to hold the dish, from its tip (the rolls risen overnight in the fridge): docs/planning.md. */
export interface MakeAhead {
  /** The hold's low and high end in minutes ("overnight, up to 16 hours" is [480, 960]). */
  hold: [number, number];
  /** Minutes after the hold before the next step ("sit at room temperature for about 45 minutes"). */
  after: number;
  /** For the plan's words: "shape them the evening before and let them rise overnight in the fridge". */
  how: string;
  /** During the hold, then the `after` minutes: "covered in the fridge", "at room temperature". */
  where: string;
  then: string;
  /** "take the rolls out of the fridge". */
  out: string;
}

/** One way to fill a pan: `pan` in measure tokens ("{inch:8} square pan"), the pieces set in `rows` of `columns`. */
export interface PanFill {
  pan: string;
  rows: number;
  columns: number;
}

/** The pans a counted yield (`servings[0]`) is baked in, for the steps' `{pans:...}` tokens (scaled-text.ts). */
export interface Pans {
  /** The usual pan: the pieces fill as many of these as they can. */
  full: PanFill;
  /** For what is left, smallest first, or a fuller way of filling the full pan (a 9x13 takes 3 rows of 5 for 13 to 15 rolls). */
  rest: PanFill[];
  /** Inches of the rolled-out sheet, along the edge it is rolled up from, that make one piece. */
  perPiece: number;
}

export interface ProductLink {
  item: string;
  src: string;
}

// In page order. Everything that walks a recipe's ingredients goes through ingredientsOf.
export const INGREDIENT_GROUPS = [
  { key: "dry", label: "Dry goods" },
  { key: "spices", label: "Spices" },
  { key: "produce", label: "Produce" },
  { key: "meatdairyeggs", label: "Meat, dairy & eggs" },
] as const;

export type IngredientGroup = (typeof INGREDIENT_GROUPS)[number]["key"];

// A recipe page asks for the list once for each of its steps' ingredients: made once a recipe, again if a group is replaced.
const listed = new WeakMap<object, { groups: Ingredient[][]; all: Ingredient[] }>();

export function ingredientsOf(recipe: Pick<Recipe, IngredientGroup>): readonly Ingredient[] {
  const groups = INGREDIENT_GROUPS.map((g) => recipe[g.key]);
  const kept = listed.get(recipe);
  if (kept && kept.groups.every((g, i) => g === groups[i])) return kept.all;
  const all = groups.flat();
  listed.set(recipe, { groups, all });
  return all;
}

export interface Recipe extends Record<IngredientGroup, Ingredient[]> {
  id: number;
  slug: RecipeSlug;
  category: Category;
  title: string;
  intro: string;
  author: string;
  /** ISO: "2025-05-14". */
  date: string;
  imgAlt: string;
  /** Minutes at 1X: the steps' times add up to them (times.ts). */
  prepTime: number;
  waitTime: number;
  cookTime: number;
  totalTime: number;
  /** kcal and grams for the whole 1X recipe, not per serving. */
  cal: number;
  carbs: number;
  fat: number;
  protein: number;
  /** `unit` names one ("loaf") and `plural` more; `measure`: a volume yield; `metric`: for a unit whose words carry US sizes. */
  servings: {
    number: number;
    unit: string;
    plural?: string;
    measure?: "cup" | "tbsp";
    metric?: { unit: string; plural?: string };
    /** Each one's size across at 1X (a pizza): scaled, the yield says each one's size, one smaller one below 1X. */
    inches?: number;
  }[];
  /** By `item`: King Arthur's weight chart, else USDA FoodData Central, never estimated; none under 10 g at 1X. */
  gramsPerCup?: Record<string, number>;
  materials: Material[];
  pans?: Pans;
  /** How long the finished dish keeps before the table, and how (docs/planning.md); left out, it is served as soon as made. */
  keeps?: { minutes: number; how: string };
  /** From this scale the batch is too big to cool safely in its pot: its last step says how to cool it (coolingNote). */
  coolFast?: { from: number };
  steps: Step[];
  featured: RecipeSlug[];
  complementary: RecipeSlug[];
  toolLinks: ProductLink[];
}

/** What a recipe module exports: its address and id are its line in the one list (index.ts). */
export type RecipeModule = Omit<Recipe, "id" | "slug">;

/** A step by its number: the plans, the list's plan and the calendar files name steps by number. */
export const stepOf = (recipe: Pick<Recipe, "steps">, num: string): Step => {
  const step = recipe.steps.find((s) => s.num === num);
  if (!step) throw new Error(`no step ${num}`);
  return step;
};

/** A step's words before and after its amounts, as written (measure tokens and all). */
export const stepWords = (recipe: Pick<Recipe, "steps">, num: string) => {
  const step = stepOf(recipe, num);
  return `${step.preInstruction} ${step.postInstruction}`.trim();
};

// Drop a file of the same name in public/ to replace it.
export function recipeImage(slug: RecipeSlug): string {
  return `/images/recipes/${slug}.jpg`;
}
