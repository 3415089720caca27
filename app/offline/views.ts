// Which addresses show the same recipe, only at another scale, in other units or with swaps: the page's own script writes those
// without the network. No imports, for the page's script and the service worker alike.

// The swaps too (issue 65): the page's own script swaps an ingredient as it scales.
const RECIPE_VIEW_PARAMS = new Set(["x", "units", "swap"]);

/** An address with nothing but the view's parameters: a plan, say, is worked out by the server. */
const onlyView = (url: URL) => [...url.searchParams.keys()].every((k) => RECIPE_VIEW_PARAMS.has(k));

export const sameRecipeView = (from: URL, to: URL) =>
  from.origin === to.origin && from.pathname === to.pathname && onlyView(from) && onlyView(to);
