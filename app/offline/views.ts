// What the recipe page's script writes offline (`w`: the week it came from). No imports, for it and the worker alike.
const RECIPE_VIEW_PARAMS = new Set(["x", "units", "swap", "w"]);
/** A reader's plan: "Serve at" and "Scale to what you have" (planning/plan-fields.ts, whose imports the worker does without). */
const PLAN_PARAMS = ["serve", "day", "quiet-from", "quiet-to", "have", "amount", "unit"];

export const isPlan = (url: URL) => PLAN_PARAMS.some((p) => url.searchParams.has(p));

const onlyView = (url: URL) => [...url.searchParams.keys()].every((k) => RECIPE_VIEW_PARAMS.has(k));

export const sameRecipeView = (from: URL, to: URL) =>
  from.origin === to.origin && from.pathname === to.pathname && onlyView(from) && onlyView(to);

const viewOrPlan = (url: URL) => [...url.searchParams.keys()].every((k) => RECIPE_VIEW_PARAMS.has(k) || PLAN_PARAMS.includes(k));

/** Offline, the page works a plan out with its own code (routes/recipe.tsx, clientLoader). */
export const sameRecipePlan = (from: URL, to: URL) =>
  from.origin === to.origin && from.pathname === to.pathname && viewOrPlan(from) && viewOrPlan(to);
