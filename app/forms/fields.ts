// Safe for the browser: FormGuard renders these, the server's guard reads them.

// People never see or reach it, so anything in it was put there by a bot.
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "_t";
/** The <meta> that holds the page's form token (page-token.tsx); the edge cache finds a kept page's slots by these. */
export const TOKEN_META_NAME = "form-token";

/**
 * The `handle` of a route whose action is guardForm's: a fetcher's post (.data) over the post limit goes on to it,
 * marked, and the form says so beside its fields. Any other post over the limit gets the worker's 429 page.
 */
export const GUARDED_FORM = { guardedForm: true } as const;
