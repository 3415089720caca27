// What the catalog says of each ingredient (its aisle, how it is measured, the packs it is sold in); the entries: catalog.ts.

/** Where a shop keeps it, in the order a shopping list walks the shop. */
export const AISLES = [
  { key: "produce", label: "Produce" },
  { key: "dairy", label: "Dairy & eggs" },
  { key: "meat", label: "Meat" },
  { key: "frozen", label: "Frozen" },
  { key: "bakery", label: "Bakery" },
  { key: "pantry", label: "Pantry" },
  { key: "spices", label: "Spices" },
] as const;
export type Aisle = (typeof AISLES)[number]["key"];

/** How a cook measures a volume or weight of it; what each writes: docs/recipes.md ("The ingredient catalog", `measure`). */
export type Measure = "spoon" | "pour" | "herb" | "butter" | "yeast" | "weigh" | "canned";

export interface CatalogEntry {
  measure: Measure;
  /** Counted pieces a cook cuts in half (an onion, a lemon); every other count is whole at every scale. */
  halves?: true;
  /** null: never bought (water, ice). */
  aisle: Aisle | null;
  /** Most kitchens have it: a shopping list puts it under "Check you have", with its amount. */
  staple?: true;
  /** One purchase for several wordings: "freshly ground black pepper" is bought as "black pepper". */
  buy?: string;
  /** Bought whole, then juiced, zested, sliced or split: what one gives, in `unit`. */
  from?: { one: string; other: string; gives: number; unit: "tbsp" | "cup" | "clove"; for?: "juice" | "zest" };
  /** Canned goods given by volume: cups one small can gives (drained, for beans). */
  cupsPerCan?: number;
  /** What a small can gives in grams where it is less than the can's 400 g: beans, drained. */
  drainedG?: number;
  /** Cans sold here, smallest first: US ounces. Metric pages use 400 g and 800 g. */
  cans?: readonly [number, number];
  /** Chopped herbs' weight, for a metric page past the spoons: USDA FoodData Central. */
  gramsPerCup?: number;
  /** Herbs are sold by the bunch: grams of leaves one gives, so a list says how many bunches to buy. */
  bunch?: number;
  /** Days the rest keeps once opened or cut, and where (USDA FoodKeeper's low end, decision 025): a week's leftovers say it. */
  opened?: { fridge?: number; pantry?: number; freezer?: number };
  /** Bought beside another size of it, on its line and counted apart: a small yellow onion beside yellow onions. */
  listedWith?: string;
  /** Sold in packs a list counts beside the amount: a pint of cherry tomatoes, a quart of milk. */
  pack?: Record<"us" | "metric", Pack>;
}

/** One pack as a shop sells it: what it holds, in cups, millilitres or grams. */
export interface PackSize {
  one: string;
  other: string;
  cups?: number;
  g?: number;
  ml?: number;
}
export interface Pack extends PackSize {
  /** Two packs sold as one: a half gallon for two quarts. */
  double?: string;
  /** A smaller pack for what the large ones leave over: a can of broth beside a carton, never a second carton for a cup. */
  small?: PackSize;
}
