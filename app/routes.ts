import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { RECIPE_SLUGS } from "./recipes/index";
import { CATEGORIES } from "./recipes/categories";

// Files under routes/ map to URLs by name, but the category page (at the nine category paths) and the recipe page (at
// each recipe's path). Not one `/:slug`: the app would ask the server which page each recipe's address is (lazy route
// discovery), which a kitchen with no signal cannot answer.
export default [
  ...(await flatRoutes({ ignoredRouteFiles: ["**/category.tsx", "**/recipe.tsx"] })),
  ...CATEGORIES.map((c) => route(c.path.slice(1), "routes/category.tsx", { id: `category-${c.value}` })),
  ...RECIPE_SLUGS.map((slug) => route(slug, "routes/recipe.tsx", { id: `recipe-${slug}` })),
] satisfies RouteConfig;
