/**
 * `npm run recipe:new -- <slug> [--category side] [--title "Tomato Soup"] [--ingredients "salt,black pepper"]`:
 * writes app/recipes/<slug>.ts from a template (its ingredients from the catalog, app/amounts/catalog.ts), a
 * placeholder picture with its alt text, and the recipe's line in the one list (app/recipes/index.ts), with the next
 * id. Then `npm run recipe:check -- <slug>` says what is left to write (docs/recipes.md, "Adding a recipe").
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { format, resolveConfig } from "prettier";
import { CATALOG } from "../app/amounts/catalog";
import type { CatalogEntry } from "../app/amounts/catalog-types";
import { type Ingredient, type IngredientGroup } from "../app/recipes/types";
import { recipes } from "../app/recipes/index";
import { CATEGORIES, type Category } from "../app/recipes/categories";
import { SITE } from "../app/utils/site";
import { placeholderAlt, placeholderJpeg } from "./recipe-art/placeholder";

const ROOT = new URL("../", import.meta.url).pathname;

// Addresses the site's own pages take: a recipe there would never be reached.
const TAKEN = new Set(["about", "search", "list", "unsubscribe", "comments", "images", "assets", "icons", "healthz", "newsletter"]);

export interface NewRecipe {
  slug: string;
  category: Category;
  title: string;
  ingredients: string[];
  /** ISO date it goes up. */
  date: string;
}

export function slugProblem(slug: string, listed: readonly string[]): string | null {
  if (!/^[a-z]{3,60}$/.test(slug)) return `"${slug}" is not a slug: lower-case letters a-z only, as "tomatosoup"`;
  if (listed.includes(slug)) return `${slug} is already a recipe`;
  if (TAKEN.has(slug) || CATEGORIES.some((c) => c.path === `/${slug}`)) return `/${slug} is one of the site's own pages`;
  return null;
}

const GROUP_OF_AISLE: Record<string, IngredientGroup> = {
  spices: "spices",
  produce: "produce",
  dairy: "meatdairyeggs",
  meat: "meatdairyeggs",
};

// A first amount in the unit a cook would write it in, for the author to correct.
function firstAmount(item: string, entry: CatalogEntry | undefined): Ingredient {
  if (entry?.halves) return { item, amount: 1, unit: "", plural: `${item}s` };
  // Bought whole, used in part: a recipe measures the part (2 tbsp of juice, 2 cloves), the list buys the whole.
  if (entry?.from) {
    if (entry.from.for === "zest") return { item, amount: 1, unit: "tsp" };
    return { item, amount: entry.from.unit === "cup" ? 1 / 2 : 2, unit: entry.from.unit };
  }
  switch (entry?.measure) {
    case "weigh":
      return { item, amount: 8, unit: "oz" };
    case "herb":
    case "butter":
      return { item, amount: 1, unit: "tbsp" };
    case "canned":
      return { item, amount: 1, unit: "can", size: { amount: 15, unit: "oz" } };
    default:
      return { item, amount: 1 / 2, unit: "tsp" };
  }
}

const literal = (value: unknown) => JSON.stringify(value);

function ingredientLine(i: Ingredient): string {
  const amount = i.amount === 1 / 2 ? "1 / 2" : String(i.amount);
  const extra = [
    i.plural ? `plural: ${literal(i.plural)}` : "",
    i.size ? `size: { amount: ${i.size.amount}, unit: "${i.size.unit}" }` : "",
  ];
  return `{ item: ${literal(i.item)}, amount: ${amount}, unit: ${literal(i.unit)}${extra.map((e) => (e ? `, ${e}` : "")).join("")} }`;
}

/** The module's text: the template, with the catalog's ingredients in their groups and every one used in step 1. */
export function moduleText(r: NewRecipe, others: readonly string[]): string {
  const ingredients = r.ingredients.map((item) => firstAmount(item, CATALOG[item]));
  const group = (g: IngredientGroup) => {
    const mine = ingredients.filter((i) => (GROUP_OF_AISLE[CATALOG[i.item]?.aisle ?? ""] ?? "dry") === g);
    return mine.length ? `[\n    ${mine.map(ingredientLine).join(",\n    ")},\n  ]` : "[]";
  };
  const links = literal(others.slice(0, 3));
  // A cup of something dry needs its weight (the checker asks for it), and the one every other recipe weighs it at.
  const weighed = ingredients.flatMap((i) => {
    if (i.unit !== "cup") return [];
    const from = recipes.find((o) => o.gramsPerCup?.[i.item] !== undefined);
    return from ? [`    ${literal(i.item)}: ${from.gramsPerCup![i.item]}, // as ${from.slug} weighs it`] : [];
  });
  const gramsPerCup = weighed.length ? `\n  gramsPerCup: {\n${weighed.join("\n")}\n  },` : "";
  return `import type { RecipeModule } from "./types";

// Written by npm run recipe:new from its template: replace each TODO, and every amount, time and number below, then
// run npm run recipe:check -- ${r.slug} (docs/recipes.md).
const recipe: RecipeModule = {
  category: ${literal(r.category)},
  title: ${literal(r.title)},
  intro: "TODO: what the dish is and why it is worth making, in two to four sentences.",
  author: ${literal(SITE.author)},
  date: ${literal(r.date)},
  imgAlt: ${literal(placeholderAlt(r.title))},
  prepTime: 10,
  waitTime: 0,
  cookTime: 0,
  totalTime: 10,
  cal: 0,
  carbs: 0,
  fat: 0,
  protein: 0,
  servings: [{ number: 2, unit: "serving", plural: "servings" }],
  dry: ${group("dry")},
  spices: ${group("spices")},
  produce: ${group("produce")},
  meatdairyeggs: ${group("meatdairyeggs")},${gramsPerCup}
  materials: [{ item: "Medium bowl" }],
  steps: [
    {
      num: "1",
      time: [{ law: "fixed", kind: "prep", minutes: 10 }],
      preInstruction: "TODO: the first step, naming what goes in.",
      ingredients: [${ingredients.map(ingredientLine).join(", ")}],
      postInstruction: "",
      tips: [],
    },
  ],
  featured: ${links},
  complementary: ${links},
  toolLinks: [],
};

export default recipe;
`;
}

/** The one list with the new recipe's import and line added at their ends, and the id it got. */
export function registered(indexText: string, slug: string): { text: string; id: number } {
  const lines = indexText.split("\n");
  const lastImport = lines.findLastIndex((l) => /^import \w+ from "\.\/\w+";$/.test(l));
  const entries = lines.map((l, i) => [l.match(/^ {2}\w+: \{ id: (\d+), module: \w+ \},$/), i] as const).filter(([m]) => m);
  if (lastImport < 0 || entries.length === 0)
    throw new Error("app/recipes/index.ts: found no recipe imports or RECIPE_LIST lines to add to");
  const id = Math.max(...entries.map(([m]) => Number(m![1]))) + 1;
  const lastEntry = entries.at(-1)![1];
  lines.splice(lastEntry + 1, 0, `  ${slug}: { id: ${id}, module: ${slug} },`);
  lines.splice(lastImport + 1, 0, `import ${slug} from "./${slug}";`);
  return { text: lines.join("\n"), id };
}

async function addRecipe(r: NewRecipe, root = ROOT): Promise<{ id: number; files: string[] }> {
  const indexFile = `${root}app/recipes/index.ts`;
  const indexText = readFileSync(indexFile, "utf8");
  const listed = [...indexText.matchAll(/^ {2}(\w+): \{ id: \d+, module: \w+ \},$/gm)].map((m) => m[1]);
  const problem = slugProblem(r.slug, listed);
  if (problem) throw new Error(problem);
  const moduleFile = `${root}app/recipes/${r.slug}.ts`;
  if (existsSync(moduleFile)) throw new Error(`${moduleFile} already exists`);
  const picture = `${root}public/images/recipes/${r.slug}.jpg`;
  const { text, id } = registered(indexText, r.slug);
  // Formatted as the house style has it, so the first commit of the module is only the author's words.
  const options = (await resolveConfig(moduleFile)) ?? {};
  const module = await format(moduleText(r, listed), { ...options, filepath: moduleFile });
  const jpeg = existsSync(picture) ? null : await placeholderJpeg(r.category);
  // Written together, so `npm run dev` sees one change and builds once.
  writeFileSync(moduleFile, module);
  if (jpeg) writeFileSync(picture, jpeg);
  writeFileSync(indexFile, text);
  return { id, files: [moduleFile, picture, indexFile] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { category: { type: "string", default: "entree" }, title: { type: "string" }, ingredients: { type: "string" } },
  });
  const [slug] = positionals;
  const category = values.category as Category;
  try {
    if (!slug)
      throw new Error('Usage: npm run recipe:new -- <slug> [--category side] [--title "Tomato Soup"] [--ingredients "salt,black pepper"]');
    if (!CATEGORIES.some((c) => c.value === category)) {
      throw new Error(`--category must be one of ${CATEGORIES.map((c) => c.value).join(", ")}`);
    }
    const ingredients = (values.ingredients ?? "salt")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const title = values.title ?? slug.charAt(0).toUpperCase() + slug.slice(1);
    const { id, files } = await addRecipe({ slug, category, title, ingredients, date: new Date().toISOString().slice(0, 10) });
    console.log(`Added ${title} as /${slug}, id ${id}:\n${files.map((f) => `  ${f.replace(ROOT, "")}`).join("\n")}`);
    const unknown = ingredients.filter((i) => !CATALOG[i]);
    if (unknown.length) console.log(`Not in the ingredient catalog yet (app/amounts/catalog.ts): ${unknown.join(", ")}`);
    console.log(`Next: write the module, then npm run recipe:check -- ${slug}`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
