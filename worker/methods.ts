// Methods per address from the Remix build, and a post-size ceiling: docs/decisions/009-methods.md
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/cloudflare";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { messagePage } from "./message-page";

export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

type MethodRoute = AgnosticRouteObject & { methods: string[]; guardedForm: boolean; children?: MethodRoute[] };

export function methodRoutes(routes: ServerBuild["routes"], parentId?: string): MethodRoute[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const {
        default: component,
        loader,
        action,
        handle,
      } = route.module as {
        default?: unknown;
        loader?: unknown;
        action?: unknown;
        handle?: { guardedForm?: unknown };
      };
      const methods = [...(component || loader ? ["GET", "HEAD"] : []), ...(action ? ["POST"] : [])];
      const guardedForm = handle?.guardedForm === true;
      return route.index
        ? { id: route.id, index: true, path: route.path, methods, guardedForm }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            methods,
            guardedForm,
            children: methodRoutes(routes, route.id),
          };
    });
}

function routeAt(tree: MethodRoute[], url: URL): MethodRoute | null {
  // A single-fetch data request (/pancakes.data, /_root.data for the home page) is its page's.
  const path = url.pathname.replace(/^\/_root\.data$/, "/").replace(/\.data$/, "");
  const leaf = matchRoutes(tree, path)?.at(-1)?.route as MethodRoute | undefined;
  return leaf && leaf.id !== "root" ? leaf : null;
}

export function allowedMethods(tree: MethodRoute[], url: URL): string[] | null {
  const leaf = routeAt(tree, url);
  if (!leaf) return null;
  // A post to an index route without ?index goes to its parent's action (as Remix decides), which no page here has.
  return leaf.index && !indexTargeted(url) ? leaf.methods.filter((m) => m !== "POST") : leaf.methods;
}

// app/forms/fields.ts GUARDED_FORM: the action answers the post limit itself.
export function guardedFormAt(build: Pick<ServerBuild, "routes">): (url: URL) => boolean {
  const tree = methodRoutes(build.routes);
  return (url) => routeAt(tree, url)?.guardedForm ?? false;
}

const indexTargeted = (url: URL) => url.search.includes("index") && url.searchParams.getAll("index").some((v) => v === "");

// Enough for every page and its .data twin; past it (a crawler's made-up addresses) the list starts again.
const REMEMBERED_PATHS = 1000;

export function methodGuard(build: Pick<ServerBuild, "routes">, extra: Record<string, string[]> = {}): MiddlewareHandler {
  const tree = methodRoutes(build.routes);
  const remembered = new Map<string, string[]>();
  const methodsAt = (url: URL) => {
    const key = indexTargeted(url) ? `${url.pathname}?index` : url.pathname;
    let allowed = remembered.get(key);
    if (!allowed) {
      if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
      allowed = [...(allowedMethods(tree, url) ?? []), ...(extra[url.pathname] ?? [])];
      remembered.set(key, allowed);
    }
    return allowed;
  };
  return async (c, next) => {
    const url = new URL(c.req.url);
    const allowed = methodsAt(url);
    // No page, no data: Remix would answer 'No route matches URL "/.env"'. Its app never asks (it knows its routes).
    if (allowed.length === 0 && url.pathname.endsWith(".data")) return c.text("Not found", 404, { "cache-control": "no-store" });
    if (allowed.length === 0 || allowed.includes(c.req.method)) return next();
    return c.html(
      messagePage("Not something this address does", `This address doesn't take ${c.req.method} requests. Nothing was changed.`),
      405,
      { allow: allowed.join(", "), "cache-control": "no-store" },
    );
  };
}

// Every field far over its limit in 4-byte characters (~430 KB) still gets its 400; beyond that it is no person's form.
export const MAX_POST_BYTES = 512 * 1024;

export const postSizeLimit: MiddlewareHandler = bodyLimit({
  maxSize: MAX_POST_BYTES,
  onError: (c) =>
    c.html(
      messagePage(
        "That form is too large",
        "What was sent is far longer than any form on this site takes, so it wasn't read. Nothing was saved. Please go back, shorten it and send it again.",
      ),
      413,
      { "cache-control": "no-store" },
    ),
});
