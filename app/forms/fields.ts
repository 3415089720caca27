// Safe for the browser: FormGuard renders these, the server's guard reads them.

// People never see or reach it, so anything in it was put there by a bot.
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "_t";
/** The <meta> that holds the page's form token (page-token.tsx); the edge cache finds a kept page's slots by these. */
export const TOKEN_META_NAME = "form-token";

/** A guardForm route's `handle`: a fetcher's post over the post limit goes on to it, marked, for the form to say so. */
export const GUARDED_FORM = { guardedForm: true } as const;
