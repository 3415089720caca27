import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { CATEGORIES } from "./recipes/schema";

// Files under routes/ map to URLs by name, except the category page, which is
// one module mounted at each of the nine category paths.
export default [
  ...(await flatRoutes({ ignoredRouteFiles: ["**/category.tsx"] })),
  ...CATEGORIES.map((c) => route(c.path.slice(1), "routes/category.tsx", { id: `category-${c.value}` })),
] satisfies RouteConfig;
