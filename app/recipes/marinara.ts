import type { Recipe } from "./schema";

// PLACEHOLDER: to be replaced by the full recipe.
const recipe: Recipe = {
  id: 16,
  slug: "marinara",
  category: "condiment",
  title: "Marinara Sauce",
  intro: "",
  author: "Hannah B.",
  date: "2025-05-01",
  imgAlt: "",
  prepTime: 0,
  waitTime: 0,
  cookTime: 0,
  totalTime: 0,
  cal: 0,
  carbs: 0,
  fat: 0,
  protein: 0,
  servings: [],
  dry: [],
  spices: [],
  produce: [],
  meatdairyeggs: [],
  materials: [],
  newDirections: [],
  featured: [],
  complimentary: [],
  affiliatelinks: [],
};

export default recipe;
