// Every query parameter a recipe page reads: the edge cache key is built from this list alone
// (docs/edge-cache.md). INVALID marks a value the page doesn't know, or one reader's plan:
// rendered, but neither served from nor stored in the cache.
import { HAVE_FIELDS, SERVE_FIELDS, serveQueryOf, type HaveQuery } from "~/planning/plan-fields";
import { parseScale, scaleOf, scaleText } from "~/amounts/factor";
import { parseUnitSystem, UNIT_SYSTEMS, UNITS_PARAM } from "~/amounts/units";

// A comment id as an address carries it (thread, reply, before, a moderation link): null unless it fits the int4 column.
export function commentId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

export const DEFAULT = Symbol("default");
export const INVALID = Symbol("invalid");
type KeyValue = string | typeof DEFAULT | typeof INVALID;

const anId = (v: string): KeyValue => (commentId(v) === null ? INVALID : v);

export const RECIPE_PAGE_PARAMS: Record<string, (value: string) => KeyValue> = {
  // Every factor the site makes is a page the edge cache keeps, under the one way its links write it ("2.7", not "2.70").
  x: (v) => {
    const scale = scaleOf(v);
    return scale === null || scaleText(scale) !== v ? INVALID : scale === 1 ? DEFAULT : v;
  },
  [UNITS_PARAM]: (v) => ((UNIT_SYSTEMS as readonly string[]).includes(v) ? (v === "us" ? DEFAULT : v) : INVALID),
  /** The thread opened without JavaScript ("View Replies"). */
  thread: anId,
  /** The comment answered by the inline reply form (no JavaScript). */
  reply: anId,
  /** Top-level comments older than this id. */
  before: anId,
  // "Scale to what you have" and "Serve at": one reader's plan, never kept (a scale of 1X-5X redirects to its kept page).
  ...Object.fromEntries([...Object.values(HAVE_FIELDS), ...Object.values(SERVE_FIELDS)].map((name) => [name, () => INVALID])),
};

export function recipePageParams(search: URLSearchParams) {
  return {
    scale: parseScale(search.get("x")),
    units: parseUnitSystem(search.get(UNITS_PARAM)),
    thread: commentId(search.get("thread")),
    reply: commentId(search.get("reply")),
    before: commentId(search.get("before")),
    have: { have: search.get(HAVE_FIELDS.have), amount: search.get(HAVE_FIELDS.amount), unit: search.get(HAVE_FIELDS.unit) } as HaveQuery,
    serve: serveQueryOf(search),
  };
}
