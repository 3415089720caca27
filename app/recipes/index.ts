// The one list of recipes. A recipe is on the site when its module is imported here and has its line in RECIPE_LIST:
// its address (the key), its id and its module. The routes, listing rows, search, sitemap, feed, pictures and every
// count in the tests come from this list (docs/recipes.md, "Adding a recipe"; `npm run recipe:new` adds both lines).
import type { Recipe, RecipeModule, RecipeSlug } from "./types";
import simplepastadough from "./simplepastadough";
import simplepizzadough from "./simplepizzadough";
import alfredopastawithchickenandbroccoli from "./alfredopastawithchickenandbroccoli";
import cinnamonmapleoatmeal from "./cinnamonmapleoatmeal";
import basicwaffle from "./basicwaffle";
import softboiledeggs from "./softboiledeggs";
import beefstew from "./beefstew";
import blackbeangoulash from "./blackbeangoulash";
import chocolatecookies from "./chocolatecookies";
import homemademayonnaise from "./homemademayonnaise";
import blueberrylemonpancakes from "./blueberrylemonpancakes";
import pancakes from "./pancakes";
import flourtortillas from "./flourtortillas";
import artisanbread from "./artisanbread";
import creamcheese from "./creamcheese";
import marinara from "./marinara";
import cinnamonsugarfrenchtoast from "./cinnamonsugarfrenchtoast";
import lebanesechickenshawarma from "./lebanesechickenshawarma";
import tacoseasoning from "./tacoseasoning";
import moroccanharira from "./moroccanharira";
import jalapenochickensalad from "./jalapenochickensalad";
import russiantea from "./russiantea";
import cinnamonrolls from "./cinnamonrolls";
import roastedtomatoandbasilsoup from "./roastedtomatoandbasilsoup";
import homemadehamburgerhelper from "./homemadehamburgerhelper";
import classichummus from "./classichummus";
import cucumbertomatosalad from "./cucumbertomatosalad";
import greektzatziki from "./greektzatziki";

/** Address → id and module, in the listing's order. The ids are the original site's (comments point at them): never reuse one. */
export const RECIPE_LIST = {
  simplepastadough: { id: 1, module: simplepastadough },
  simplepizzadough: { id: 2, module: simplepizzadough },
  alfredopastawithchickenandbroccoli: { id: 3, module: alfredopastawithchickenandbroccoli },
  cinnamonmapleoatmeal: { id: 4, module: cinnamonmapleoatmeal },
  basicwaffle: { id: 5, module: basicwaffle },
  softboiledeggs: { id: 6, module: softboiledeggs },
  beefstew: { id: 7, module: beefstew },
  blackbeangoulash: { id: 8, module: blackbeangoulash },
  chocolatecookies: { id: 9, module: chocolatecookies },
  homemademayonnaise: { id: 10, module: homemademayonnaise },
  blueberrylemonpancakes: { id: 11, module: blueberrylemonpancakes },
  pancakes: { id: 12, module: pancakes },
  flourtortillas: { id: 13, module: flourtortillas },
  artisanbread: { id: 14, module: artisanbread },
  creamcheese: { id: 15, module: creamcheese },
  marinara: { id: 16, module: marinara },
  cinnamonsugarfrenchtoast: { id: 17, module: cinnamonsugarfrenchtoast },
  lebanesechickenshawarma: { id: 18, module: lebanesechickenshawarma },
  tacoseasoning: { id: 19, module: tacoseasoning },
  moroccanharira: { id: 20, module: moroccanharira },
  jalapenochickensalad: { id: 21, module: jalapenochickensalad },
  russiantea: { id: 22, module: russiantea },
  cinnamonrolls: { id: 23, module: cinnamonrolls },
  roastedtomatoandbasilsoup: { id: 24, module: roastedtomatoandbasilsoup },
  homemadehamburgerhelper: { id: 25, module: homemadehamburgerhelper },
  classichummus: { id: 26, module: classichummus },
  cucumbertomatosalad: { id: 27, module: cucumbertomatosalad },
  greektzatziki: { id: 28, module: greektzatziki },
} as const satisfies Record<string, { id: number; module: RecipeModule }>;

// The one list names the recipes' addresses for every type that takes one (types.ts, RecipeSlugs).
declare module "./types" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members are the base type's keys
  interface RecipeSlugs extends Record<keyof typeof RECIPE_LIST, true> {}
}

export const recipes: readonly Recipe[] = Object.entries(RECIPE_LIST).map(([slug, { id, module }]) => ({
  ...module,
  id,
  slug: slug as RecipeSlug,
}));

export const RECIPE_SLUGS: readonly RecipeSlug[] = recipes.map((r) => r.slug);

export function isRecipeSlug(value: string): value is RecipeSlug {
  return Object.hasOwn(RECIPE_LIST, value);
}

const bySlug = new Map<string, Recipe>(recipes.map((r) => [r.slug, r]));

export function findRecipe(slug: string): Recipe | undefined {
  return bySlug.get(slug);
}

const byId = new Map<number, Recipe>(recipes.map((r) => [r.id, r]));

export function findRecipeById(id: number): Recipe | undefined {
  return byId.get(id);
}

export function getRecipe(slug: RecipeSlug): Recipe {
  const recipe = bySlug.get(slug);
  if (!recipe) throw new Error(`No recipe module for ${slug}`);
  return recipe;
}
