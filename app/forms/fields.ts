/**
 * The names of the hidden fields every public form carries (FormGuard
 * renders them, the server's guard reads them). Safe for the browser.
 */

/** A honeypot: people never see or reach it, so anything in it was put there by a bot. */
export const HONEYPOT_FIELD = "website";
/** The signed time the form's page was rendered. */
export const TOKEN_FIELD = "_t";
