// Safe for the browser: FormGuard renders these, the server's guard reads them.

// People never see or reach it, so anything in it was put there by a bot.
export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "_t";
