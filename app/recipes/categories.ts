// `value` is what `recipe.category` stores.
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

export type CategoryInfo = (typeof CATEGORIES)[number];

export function categoryByPath(pathname: string): CategoryInfo | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return CATEGORIES.find((c) => c.path === path);
}

/** One line under each category's title. */
export const CATEGORY_BLURBS: Record<Category, string> = {
  breakfast: "Slow weekend pancakes and quick weekday bowls, sized for a table of one or two.",
  appetizer: "Dips and small plates to set out while dinner finishes.",
  entree: "Suppers that feed two generously, or one with lunch for tomorrow.",
  salad: "Crisp salads to toss just before eating, and a chicken salad that keeps for a few lunches.",
  side: "The soup or side that makes a simple plate a meal.",
  dessert: "Small batches of something sweet, and rolls that freeze well, so there is never a whole cake going stale.",
  dough: "Pasta, pizza, tortillas and bread from flour, water or eggs, and a little patience.",
  beverage: "Warm and cold drinks to sip while the kettle is still hot.",
  condiment: "The jars that make everything else taste homemade: sauces, spreads and spice blends.",
};
