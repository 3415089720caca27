/**
 * Every query parameter a recipe page reads, in one place. The edge cache
 * (worker/cache-key.ts) builds its key from this list and from nothing
 * else, so a parameter the page starts reading must be added here, and then
 * it is in the key too: a page that changes with a parameter the key lacks
 * would be served to readers who asked for another page.
 *
 * Each parameter says how its value is written in the key: `DEFAULT` when
 * the value gives the same page as no parameter (x=1, units=us), `INVALID`
 * when the value is not one the page knows, or the page is one reader's
 * plan (a serving time, a factor from what they have): then the page is
 * rendered, but neither served from nor stored in the cache.
 */
import { commentId } from "~/comments/form";
import { HAVE_FIELDS, SERVE_FIELDS, type HaveQuery, type ServeQuery } from "~/recipe-page/plan-fields";
import { MULTIPLIERS, parseMultiplier } from "~/recipes/scale";
import { parseUnitSystem, UNIT_SYSTEMS, UNITS_PARAM } from "~/recipes/units";

export const DEFAULT = Symbol("default");
export const INVALID = Symbol("invalid");
type KeyValue = string | typeof DEFAULT | typeof INVALID;

const anId = (v: string): KeyValue => (commentId(v) === null ? INVALID : v);

export const RECIPE_PAGE_PARAMS: Record<string, (value: string) => KeyValue> = {
  /** The scale, 1X (the default) to 5X. */
  x: (v) => ((MULTIPLIERS as readonly number[]).map(String).includes(v) ? (v === "1" ? DEFAULT : v) : INVALID),
  /** US measures (the default) or metric. */
  [UNITS_PARAM]: (v) => ((UNIT_SYSTEMS as readonly string[]).includes(v) ? (v === "us" ? DEFAULT : v) : INVALID),
  /** The thread opened without JavaScript ("View Replies"). */
  thread: anId,
  /** The comment answered by the inline reply form (no JavaScript). */
  reply: anId,
  /** The comments page: top-level comments older than this id ("Older comments"). */
  before: anId,
  // "Scale to what you have" and "Serve at": one reader's plan, never kept (a factor of 1X-5X redirects to its kept page).
  ...Object.fromEntries([...Object.values(HAVE_FIELDS), ...Object.values(SERVE_FIELDS)].map((name) => [name, () => INVALID])),
};

/** The page's parameters as the loader and the component use them. */
export function recipePageParams(search: URLSearchParams) {
  return {
    x: parseMultiplier(search.get("x")),
    units: parseUnitSystem(search.get(UNITS_PARAM)),
    thread: commentId(search.get("thread")),
    reply: commentId(search.get("reply")),
    before: commentId(search.get("before")),
    have: { have: search.get(HAVE_FIELDS.have), amount: search.get(HAVE_FIELDS.amount), unit: search.get(HAVE_FIELDS.unit) } as HaveQuery,
    serve: { serve: search.get(SERVE_FIELDS.serve), day: search.get(SERVE_FIELDS.day) } as ServeQuery,
  };
}
