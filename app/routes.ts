import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { CATEGORIES } from "./recipes/categories";

// Files under routes/ map to URLs by name, except two: the category page,
// mounted at the nine category paths, and the recipe page at `/:slug`, whose
// loader answers 404 for a slug recipes/index.ts does not list. One route for
// every recipe, not one each: Remix ranks the whole table on every request.
export default [
  ...(await flatRoutes({ ignoredRouteFiles: ["**/category.tsx", "**/recipe.tsx"] })),
  ...CATEGORIES.map((c) => route(c.path.slice(1), "routes/category.tsx", { id: `category-${c.value}` })),
  route(":slug", "routes/recipe.tsx", { id: "recipe" }),
] satisfies RouteConfig;
