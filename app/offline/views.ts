// Which addresses show the same recipe, only at another scale, in other units or with swaps: the page's own script writes those
// without the network. No imports, for the page's script and the service worker alike.

// The page's own script writes these too: the swaps as it scales (issue 65), and `w`, the week a page was opened
// from, for its "Add to the week" form.
const RECIPE_VIEW_PARAMS = new Set(["x", "units", "swap", "w"]);
/** A reader's plan: "Serve at" and "Scale to what you have" (planning/plan-fields.ts, whose imports the worker does without). */
const PLAN_PARAMS = ["serve", "day", "quiet-from", "quiet-to", "have", "amount", "unit"];

export const isPlan = (url: URL) => PLAN_PARAMS.some((p) => url.searchParams.has(p));

/** An address with nothing but the view's parameters: a plan, say, is worked out by the server. */
const onlyView = (url: URL) => [...url.searchParams.keys()].every((k) => RECIPE_VIEW_PARAMS.has(k));

export const sameRecipeView = (from: URL, to: URL) =>
  from.origin === to.origin && from.pathname === to.pathname && onlyView(from) && onlyView(to);

const viewOrPlan = (url: URL) => [...url.searchParams.keys()].every((k) => RECIPE_VIEW_PARAMS.has(k) || PLAN_PARAMS.includes(k));

/** The same recipe with a plan: offline, the page works a plan out with its own code (routes/recipe.tsx, clientLoader). */
export const sameRecipePlan = (from: URL, to: URL) =>
  from.origin === to.origin && from.pathname === to.pathname && viewOrPlan(from) && viewOrPlan(to);
