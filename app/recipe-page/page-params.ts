// Every query parameter a recipe page reads: the edge cache key is built from this list alone
// (docs/edge-cache.md). INVALID marks a value the page doesn't know, or one reader's plan:
// rendered, but neither served from nor stored in the cache.
import { HAVE_FIELDS, SERVE_FIELDS, serveQueryOf, type HaveQuery } from "~/planning/plan-fields";
import { scaleOf, scaleText } from "~/amounts/scales";
import { UNIT_SYSTEMS, UNITS_PARAM, scaleAndUnits } from "~/amounts/units";
import { COMMENT_PARAMS, commentId, commentParams } from "~/comments/params";
import { WEEK_PARAM } from "~/week/week-href";
import { readSwapValue, SWAP_PARAM } from "~/amounts/swap-recipe";

export const DEFAULT = Symbol("default");
export const INVALID = Symbol("invalid");
type KeyValue = string | typeof DEFAULT | typeof INVALID;

const anId = (v: string): KeyValue => (commentId(v) === null ? INVALID : v);

export const RECIPE_PAGE_PARAMS: Record<string, (value: string) => KeyValue> = {
  // Every scale the site makes is a page the edge cache keeps, under the one way its links write it ("2.7", not "2.70").
  x: (v) => {
    const scale = scaleOf(v);
    return scale === null || scaleText(scale) !== v ? INVALID : scale === 1 ? DEFAULT : v;
  },
  [UNITS_PARAM]: (v) => ((UNIT_SYSTEMS as readonly string[]).includes(v) ? (v === "us" ? DEFAULT : v) : INVALID),
  // Swaps are kept under the one way the page's links write them (in the catalog's order); any other spelling, or one
  // the site does not know, goes around the cache. Whether the recipe has the ingredient is the page's to say (a 400).
  [SWAP_PARAM]: (v) => {
    if (v === "") return DEFAULT;
    const read = readSwapValue(v);
    return "problem" in read || !read.canonical ? INVALID : v;
  },
  ...Object.fromEntries(COMMENT_PARAMS.map((name) => [name, anId])),
  // "Scale to what you have" and "Serve at": one reader's plan, never kept (a scale of 1X-5X redirects to its kept page).
  ...Object.fromEntries([...Object.values(HAVE_FIELDS), ...Object.values(SERVE_FIELDS)].map((name) => [name, () => INVALID])),
  // The week being built (app/week/week-href.ts): one reader's, never kept.
  [WEEK_PARAM]: () => INVALID,
};

/** Everything a recipe page reads from its address, read once: the loader's view, the plan files' and the page's. */
export type RecipePageParams = ReturnType<typeof recipePageParams>;

export function recipePageParams(search: URLSearchParams) {
  return {
    ...scaleAndUnits(search),
    /** `x` as written, for the page to name one it cannot take. */
    scaleAsked: search.get("x"),
    ...commentParams(search),
    have: { have: search.get(HAVE_FIELDS.have), amount: search.get(HAVE_FIELDS.amount), unit: search.get(HAVE_FIELDS.unit) } as HaveQuery,
    serve: serveQueryOf(search),
    week: search.get(WEEK_PARAM),
    swap: search.get(SWAP_PARAM),
  };
}
