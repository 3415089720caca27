// What the catalog says of each ingredient: each field is in docs/recipes.md ("The ingredient catalog"), the entries in catalog.ts.

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

export type Measure = "spoon" | "pour" | "herb" | "butter" | "yeast" | "weigh" | "canned";

export interface CatalogEntry {
  measure: Measure;
  halves?: true;
  aisle: Aisle | null;
  staple?: true;
  buy?: string;
  from?: { one: string; other: string; gives: number; unit: "tbsp" | "cup" | "clove"; for?: "juice" | "zest" };
  cupsPerCan?: number;
  /** What a small can gives in grams where it is less than the can's 400 g: beans, drained. */
  drainedG?: number;
  cans?: readonly [number, number];
  gramsPerCup?: number;
  bunch?: number;
  /** Days the rest keeps once opened or cut, and where (USDA FoodKeeper's low end, decision 025): a week's leftovers say it. */
  opened?: { fridge?: number; pantry?: number; freezer?: number };
  listedWith?: string;
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
  double?: string;
  small?: PackSize;
}
