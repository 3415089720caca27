/**
 * The requests a benchmark sends for each kind of page the worker renders (one the edge cache cannot answer), and a
 * static file's, the runtime's floor: npm run bench times them, npm run profile profiles them.
 */
import { RECIPE_SLUGS } from "../app/recipes/index";

export type Rendered = "static" | "shell" | "recipe" | "plan" | "search" | "list" | "week" | "newsletter";

const SCALES = ["", "?x=2", "?x=0.7&units=metric", "?x=3.3"];
const WORDS = ["chicken", "soup", "bread", "lemon", "garlic", "pasta", "beef", "cinnamon", "tomato", "eggs", "cheese", "quick"];

// The commenter cookie makes the worker render a recipe page for its reader (as for every reader who has commented).
const COMMENTER = { cookie: "commenter=1" };

const triples = (words: string[]) =>
  words.flatMap((a, i) => words.slice(i + 1).flatMap((b, j) => words.slice(i + j + 2).map((c) => `${a}+${b}+${c}`)));

/** `once`: each path is asked once, as a second asking is the edge cache's (a HIT). */
export const RENDERED: Record<Rendered, { paths: string[]; headers?: Record<string, string>; once?: true }> = {
  static: { paths: ["/favicon.svg"] },
  // A page with no data to read: what any rendered page costs before its own work.
  shell: { paths: ["/offline"] },
  recipe: { paths: RECIPE_SLUGS.flatMap((slug) => SCALES.map((q) => `/${slug}${q}`)), headers: COMMENTER },
  // A plan is one reader's: never kept in the edge cache.
  plan: { paths: ["/artisanbread?serve=18:30", "/beefstew?serve=19:00&x=2", "/cinnamonrolls?serve=08:00", "/pancakes?serve=07:30"] },
  // Each query once: every three of these words (220).
  search: { paths: triples(WORDS).map((q) => `/search?q=${q}`), once: true },
  list: { paths: ["/list?r=beefstew.2,classichummus.0.5", "/list?r=moroccanharira.1.9,artisanbread,pancakes.3&units=metric"] },
  week: {
    paths: ["/week?mon=moroccanharira&tue=beefstew.2&thu=classichummus.0.5&people=2", "/week?mon=pancakes&wed=marinara.2&units=metric"],
  },
  newsletter: { paths: ["/newsletter", "/newsletter/2026-11-26-soup-and-bread-weather"] },
};
