// The ingredient catalog: how each ingredient the recipes name is measured, scaled and bought. The recipe
// modules say how much; this says what kind of thing it is. Fields: docs/recipes.md ("The ingredient catalog").

import type { CatalogEntry, Measure, Pack, PackSize } from "./catalog-types";

// The shopping list reads the aisles and packs from here, beside the entries.
export { AISLES, type Aisle, type Pack, type PackSize } from "./catalog-types";

const spice = (extra: Partial<CatalogEntry> = {}): CatalogEntry => ({ measure: "spoon", aisle: "spices", staple: true, ...extra });
// Less common spices are bought for the recipe, not assumed.
const spiceToBuy = (): CatalogEntry => ({ measure: "spoon", aisle: "spices" });
const pantry = (measure: Measure = "spoon", extra: Partial<CatalogEntry> = {}): CatalogEntry => ({ measure, aisle: "pantry", ...extra });
const staple = (measure: Measure = "spoon", extra: Partial<CatalogEntry> = {}): CatalogEntry => pantry(measure, { staple: true, ...extra });
const produce = (extra: Partial<CatalogEntry> = {}): CatalogEntry => ({ measure: "weigh", aisle: "produce", ...extra });
const dairy = (measure: Measure = "spoon", extra: Partial<CatalogEntry> = {}): CatalogEntry => ({ measure, aisle: "dairy", ...extra });
const meat = (extra: Partial<CatalogEntry> = {}): CatalogEntry => ({ measure: "weigh", aisle: "meat", ...extra });
const herb = (gramsPerCup: number, bunch: number, extra: Partial<CatalogEntry> = {}): CatalogEntry => ({
  measure: "herb",
  aisle: "produce",
  gramsPerCup,
  bunch,
  ...extra,
});
const water: CatalogEntry = { measure: "pour", aisle: null };

const LEMON = { one: "lemon", other: "lemons" } as const;
const TOMATO_CANS = [14.5, 28] as const;
const PINT: Pack = { one: "pint", other: "pints", cups: 2 };
const BEAN_CANS = [15, 28] as const;
// What shops sell (US supermarket shelves; UK and EU ones for metric), for the packs a list counts: docs/recipes.md.
const sized = (name: string, size: string, holds: Omit<PackSize, "one" | "other">, plural = `${name}s`): PackSize => ({
  one: `${name} of ${size}`,
  other: `${plural} of ${size}`,
  ...holds,
});
const BROTH: Record<"us" | "metric", Pack> = {
  us: { ...sized("carton", "32 fl oz", { cups: 4 }), small: sized("can", "14.5 oz", { cups: 1.75 }) },
  metric: { ...sized("carton", "1 litre", { ml: 1000 }), small: sized("carton", "500 ml", { ml: 500 }) },
};
const WINE: Record<"us" | "metric", Pack> = { us: sized("bottle", "750 ml", { ml: 750 }), metric: sized("bottle", "750 ml", { ml: 750 }) };
const PASTA: Record<"us" | "metric", Pack> = {
  us: sized("box", "1 lb", { g: 454 }, "boxes"),
  metric: sized("packet", "500 g", { g: 500 }),
};
const BUTTER: Record<"us" | "metric", Pack> = {
  us: sized("box", "1 lb", { g: 454 }, "boxes"),
  metric: sized("block", "250 g", { g: 250 }),
};
const BLOCK: Record<"us" | "metric", Pack> = { us: sized("block", "8 oz", { g: 227 }), metric: sized("block", "200 g", { g: 200 }) };

export const CATALOG: Readonly<Record<string, CatalogEntry>> = {
  "English cucumber": produce({ halves: true, opened: { fridge: 3 } }),
  "Persian cucumber": produce(),
  "Roma tomato": produce(),
  "Roma tomatoes": produce(),
  "Yukon Gold potatoes": produce(),
  "bay leaf": spice(),
  "broccoli florets": produce({ measure: "spoon" }),
  "celery rib": produce(),
  // A dry pint holds about 2 cups; a metric shop's punnet is 250 g (blueberries 125 g).
  "cherry tomatoes": produce({
    measure: "spoon",
    opened: { fridge: 3 },
    pack: { us: PINT, metric: { one: "punnet of 250 g", other: "punnets of 250 g", g: 250 } },
  }),
  "chopped celery": produce({ measure: "spoon", from: { one: "celery rib", other: "celery ribs", gives: 1 / 2, unit: "cup" } }),
  // A bunch's leaves, picked from its stems: on the low side, so a list never buys one too few.
  "chopped fresh cilantro": herb(16, 30, { buy: "fresh cilantro", opened: { fridge: 5 } }),
  "chopped fresh flat-leaf parsley": herb(60, 40, { buy: "fresh flat-leaf parsley", opened: { fridge: 5 } }),
  // Whole leaves, loosely packed (USDA).
  "fresh basil leaves": herb(24, 30, { buy: "fresh basil", opened: { fridge: 5 } }),
  "fresh basil leaf": herb(24, 30, { buy: "fresh basil", opened: { fridge: 5 } }),
  "fresh blueberries": produce({
    measure: "spoon",
    opened: { fridge: 3, freezer: 180 },
    pack: { us: PINT, metric: { one: "punnet of 125 g", other: "punnets of 125 g", g: 125 } },
  }),
  "fresh dill": herb(9, 15, { opened: { fridge: 5 } }),
  // Stripped from the stems; only a swap brings it in (swaps.ts), in spoons.
  "fresh thyme leaves": produce({ measure: "spoon", opened: { fridge: 7 } }),
  "fresh flat-leaf parsley": herb(60, 40, { opened: { fridge: 5 } }),
  "fresh parsley": herb(60, 40, { buy: "fresh flat-leaf parsley", opened: { fridge: 5 } }),
  "fresh lemon juice": produce({ measure: "pour", from: { ...LEMON, gives: 2, unit: "tbsp", for: "juice" } }),
  "lemon zest": produce({ measure: "spoon", from: { ...LEMON, gives: 1, unit: "tbsp", for: "zest" } }),
  lemon: produce({ halves: true, opened: { fridge: 3 } }),
  "fresh lime juice": produce({ measure: "pour", from: { one: "lime", other: "limes", gives: 1.5, unit: "tbsp", for: "juice" } }),
  "fresh orange juice": produce({ measure: "pour", from: { one: "orange", other: "oranges", gives: 1 / 3, unit: "cup", for: "juice" } }),
  garlic: produce({ from: { one: "head of garlic", other: "heads of garlic", gives: 10, unit: "clove" } }),
  "green onion": produce(),
  jalapeño: produce(),
  "medium carrot": produce(),
  "red bell pepper": produce({ halves: true, opened: { fridge: 3 } }),
  "red onion": produce({ measure: "spoon", from: { one: "red onion", other: "red onions", gives: 1, unit: "cup" } }),
  "thinly sliced red onion": produce({ measure: "spoon", from: { one: "red onion", other: "red onions", gives: 1, unit: "cup" } }),
  "small yellow onion": produce({ halves: true, listedWith: "yellow onion", opened: { fridge: 7 } }),
  "yellow onion": produce({ halves: true, opened: { fridge: 7 } }),

  "Parmesan cheese": dairy("spoon", {
    pack: { us: sized("wedge", "8 oz", { g: 227 }), metric: sized("piece", "200 g", { g: 200 }) },
    opened: { fridge: 21, freezer: 180 },
  }),
  "cream cheese": dairy("weigh", { pack: { us: BLOCK.us, metric: sized("tub", "200 g", { g: 200 }) }, opened: { fridge: 14 } }),
  // Only a swap brings it in (swaps.ts). Metric shops rarely sell it: a list names it without a pack.
  "half-and-half": dairy("pour", { opened: { fridge: 7 } }),
  "heavy cream": dairy("pour", {
    opened: { fridge: 7, freezer: 90 },
    pack: {
      us: { ...PINT, small: { one: "half pint", other: "half pints", cups: 1 } },
      metric: { ...sized("carton", "500 ml", { ml: 500 }), small: sized("carton", "250 ml", { ml: 250 }) },
    },
  }),
  "large egg yolk": dairy("spoon", { buy: "large egg" }),
  "large egg": dairy(),
  // Bought by weight: a metric page weighs it as a tub reads, 700 g, not the 680 g of three 8 oz cups.
  "plain whole-milk yogurt": dairy("weigh"),
  "salted butter": dairy("butter", { pack: BUTTER }),
  "sharp cheddar cheese": dairy("spoon", { pack: BLOCK, opened: { fridge: 21, freezer: 180 } }),
  "shredded sharp cheddar cheese": dairy("spoon", { buy: "sharp cheddar cheese" }),
  "unsalted butter": dairy("butter", { pack: BUTTER }),
  "whole milk": dairy("pour", {
    opened: { fridge: 7, freezer: 90 },
    pack: {
      us: { one: "quart", other: "quarts", cups: 4, double: "half gallon" },
      metric: { one: "litre carton", other: "litre cartons", ml: 1000 },
    },
  }),
  "frozen peas": { measure: "spoon", aisle: "frozen" },
  "whole-milk plain Greek yogurt": dairy("weigh"),

  "boneless beef chuck roast": meat(),
  "boneless lamb shoulder": meat(),
  "boneless, skinless chicken breast": meat({ buy: "boneless, skinless chicken breasts" }),
  "boneless, skinless chicken breasts": meat(),
  "boneless, skinless chicken thighs": meat(),
  "ground beef": meat(),

  "day-old bread": { measure: "spoon", aisle: "bakery" },
  "large pita bread": { measure: "spoon", aisle: "bakery" },
  "thick slice of crusty bread": { measure: "spoon", aisle: "bakery" },

  "Dijon mustard": pantry(),
  "all-purpose flour": staple(),
  "avocado oil or light olive oil": pantry("pour"),
  "avocado oil": pantry("pour"),
  "baking powder": staple(),
  "baking soda": staple(),
  "beef broth": pantry("pour", { buy: "low-sodium beef broth" }),
  "black beans": pantry("canned", { cans: BEAN_CANS, drainedG: 240, opened: { fridge: 3, freezer: 30 } }),
  "black tea bag": pantry(),
  "bread flour": pantry("weigh", { pack: { us: sized("bag", "5 lb", { g: 2268 }), metric: sized("bag", "1.5 kg", { g: 1500 }) } }),
  "chicken or vegetable broth": pantry("pour", { pack: BROTH, opened: { fridge: 3, freezer: 60 } }),
  chickpeas: pantry("canned", { cans: BEAN_CANS, cupsPerCan: 1.5, drainedG: 240, opened: { fridge: 3, freezer: 30 } }),
  cornmeal: pantry(),
  "crushed tomatoes": pantry("canned", { cans: [15, 28], cupsPerCan: 1.75, opened: { fridge: 5, freezer: 60 } }),
  "diced tomatoes": pantry("canned", { cans: TOMATO_CANS, opened: { fridge: 5, freezer: 60 } }),
  "dried brown or green lentils": pantry(),
  "dried fettuccine": pantry("weigh", { pack: PASTA, opened: { pantry: 365 } }),
  "dry red wine": pantry("pour", { pack: WINE, opened: { fridge: 3 } }),
  "elbow macaroni": pantry("spoon", { pack: PASTA, opened: { pantry: 365 } }),
  "extra-virgin olive oil": staple("pour"),
  "granulated sugar": staple(),
  honey: pantry("pour"),
  "instant yeast": pantry("yeast"),
  "light brown sugar": pantry(),
  "low-sodium beef broth": pantry("pour", { pack: BROTH, opened: { fridge: 3, freezer: 60 } }),
  "low-sodium vegetable broth": pantry("pour", { pack: BROTH, opened: { fridge: 3, freezer: 60 } }),
  mayonnaise: pantry(),
  molasses: pantry("pour"),
  "old-fashioned rolled oats": pantry(),
  // One bottle of extra-virgin serves for cooking too.
  "olive oil": staple("pour", { buy: "extra-virgin olive oil" }),
  pecans: pantry(),
  "powdered sugar": pantry(),
  "pure maple syrup": pantry("pour"),
  "pure vanilla extract": pantry("pour"),
  "red wine vinegar": pantry("pour"),
  "semisweet chocolate chips": pantry(),
  "sliced dill pickles": pantry(),
  tahini: pantry(),
  "unsweetened sunflower seed butter": pantry(),
  // A 6 oz can is about 2/3 cup; a 4.5 oz tube does for a few spoons and keeps once opened.
  "tomato paste": pantry("spoon", {
    opened: { fridge: 5, freezer: 90 },
    pack: {
      us: { ...sized("can", "6 oz", { g: 170 }), small: sized("tube", "4.5 oz", { g: 128 }) },
      metric: sized("tube", "200 g", { g: 200 }),
    },
  }),
  "unsweetened cocoa powder": pantry(),
  "unsweetened pineapple juice": pantry("pour"),
  "vanilla extract": pantry("pour", { buy: "pure vanilla extract" }),
  "vermicelli or angel hair pasta": pantry("weigh", { pack: PASTA, opened: { pantry: 365 } }),
  "white vinegar": pantry("pour"),
  "whole peeled tomatoes": pantry("canned", { cans: [14.5, 28], opened: { fridge: 5, freezer: 60 } }),
  "white wine vinegar": pantry("pour"),

  "black pepper": spice(),
  "freshly ground black pepper": spice({ buy: "black pepper" }),
  "ground black pepper": spice({ buy: "black pepper" }),
  "cayenne pepper": spiceToBuy(),
  "chili powder": spice(),
  "cinnamon stick": spiceToBuy(),
  "coarse salt": spiceToBuy(),
  "dried basil": spice(),
  "dried dill": spice(),
  "dried oregano": spice(),
  "dried thyme": spice(),
  "fine sea salt": spice(),
  "flaky sea salt": spiceToBuy(),
  "garlic powder": spice(),
  "ground allspice": spiceToBuy(),
  "ground cinnamon": spice(),
  "ground coriander": spiceToBuy(),
  "ground cumin": spice(),
  "ground ginger": spiceToBuy(),
  "ground mustard": spiceToBuy(),
  "ground nutmeg": spiceToBuy(),
  "ground turmeric": spiceToBuy(),
  "kosher salt": spice(),
  "onion powder": spice(),
  paprika: spice({ buy: "sweet paprika" }),
  "red pepper flakes": spice(),
  // Table salt and fine sea salt measure alike by the spoon: one box serves both.
  salt: spice({ buy: "fine sea salt" }),
  "smoked paprika": spiceToBuy(),
  "sweet paprika": spice(),
  "table salt": spice(),
  "whole clove": spiceToBuy(),

  // Never bought
  "ice water": water,
  "room-temperature water": water,
  "warm water": water,
  water,
};

const UNKNOWN: CatalogEntry = { measure: "spoon", aisle: "pantry" };

/** A recipe's ingredient is always here (recipes.test.ts); anything else is measured as a dry good. */
export function catalogEntry(item: string): CatalogEntry {
  return CATALOG[item] ?? UNKNOWN;
}
