export const SITE = {
  name: "Small Batch Kitchen",
  tagline: "From-scratch recipes sized for one or two",
  author: "Hannah B.",
} as const;

// worker/analytics.ts counts in-app navigations posted here.
export const VIEW_BEACON_PATH = "/_view";
