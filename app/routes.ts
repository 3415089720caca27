import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { RECIPE_SLUGS } from "./recipes/index";
import { CATEGORIES } from "./recipes/categories";

// Files under routes/ map to URLs by name, except two modules mounted at
// fixed lists of paths: the category page at the nine category paths and
// the recipe page at every recipe's path (recipes/index.ts).
export default [
  ...(await flatRoutes({ ignoredRouteFiles: ["**/category.tsx", "**/recipe.tsx"] })),
  ...CATEGORIES.map((c) => route(c.path.slice(1), "routes/category.tsx", { id: `category-${c.value}` })),
  ...RECIPE_SLUGS.map((slug) => route(slug, "routes/recipe.tsx", { id: `recipe-${slug}` })),
] satisfies RouteConfig;
