/** Every recipe of the site, in id order. */
import type { Recipe, RecipeSlug } from "./types";
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

export const recipes: readonly Recipe[] = [
  simplepastadough,
  simplepizzadough,
  alfredopastawithchickenandbroccoli,
  cinnamonmapleoatmeal,
  basicwaffle,
  softboiledeggs,
  beefstew,
  blackbeangoulash,
  chocolatecookies,
  homemademayonnaise,
  blueberrylemonpancakes,
  pancakes,
  flourtortillas,
  artisanbread,
  creamcheese,
  marinara,
  cinnamonsugarfrenchtoast,
  lebanesechickenshawarma,
  tacoseasoning,
  moroccanharira,
  jalapenochickensalad,
  russiantea,
  cinnamonrolls,
  roastedtomatoandbasilsoup,
  homemadehamburgerhelper,
  classichummus,
  cucumbertomatosalad,
  greektzatziki,
];

const bySlug = new Map<string, Recipe>(recipes.map((r) => [r.slug, r]));

/** The recipe served at `/${slug}`, or undefined. */
export function findRecipe(slug: string): Recipe | undefined {
  return bySlug.get(slug);
}

const byId = new Map<number, Recipe>(recipes.map((r) => [r.id, r]));

/** The recipe with this numeric id (comments2.recipe), or undefined. */
export function findRecipeById(id: number): Recipe | undefined {
  return byId.get(id);
}

export function getRecipe(slug: RecipeSlug): Recipe {
  const recipe = bySlug.get(slug);
  if (!recipe) throw new Error(`No recipe module for ${slug}`);
  return recipe;
}
