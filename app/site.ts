/** The site's name and the facts every page shares. */
export const SITE = {
  name: "Small Batch Kitchen",
  tagline: "From-scratch recipes sized for one or two",
  author: "Hannah B.",
} as const;
