import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { CATEGORIES } from "./recipes/categories";

// Files under routes/ map to URLs by name, but the category page (at the nine category paths) and the recipe page at
// `/:slug` (a 404 for a slug recipes/index.ts lacks): one route for every recipe, as Remix ranks the table each request.
export default [
  ...(await flatRoutes({ ignoredRouteFiles: ["**/category.tsx", "**/recipe.tsx"] })),
  ...CATEGORIES.map((c) => route(c.path.slice(1), "routes/category.tsx", { id: `category-${c.value}` })),
  route(":slug", "routes/recipe.tsx", { id: "recipe" }),
] satisfies RouteConfig;
