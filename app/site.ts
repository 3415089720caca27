/** The site's name and the facts every page shares. */
export const SITE = {
  name: "Small Batch Kitchen",
  tagline: "From-scratch recipes sized for one or two",
  author: "Hannah B.",
} as const;

/** Where the app reports a page the reader moved to without a full load (worker/analytics.ts counts it). */
export const VIEW_BEACON_PATH = "/_view";
