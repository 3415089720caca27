/**
 * Which methods an address answers, read from the Remix build's own routes:
 * a page answers GET and HEAD, and POST when it has an action; a resource
 * route answers GET and HEAD when it has a loader, POST when it has an action.
 * Anything else gets a plain 405 with an Allow header here, before a guard or
 * an action reads the body (docs/decisions/009-methods.md). An address no
 * route matches goes on to Remix, whose answer is a 404.
 *
 * Posts also have a ceiling: a body over MAX_POST_BYTES is refused with a
 * plain 413 before anything parses it.
 */
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/cloudflare";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { messagePage } from "./security";

type MethodRoute = AgnosticRouteObject & { methods: string[]; children?: MethodRoute[] };

/** The build's routes as the tree Remix matches, each with the methods it answers. */
export function methodRoutes(routes: ServerBuild["routes"], parentId?: string): MethodRoute[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const { default: component, loader, action } = route.module as { default?: unknown; loader?: unknown; action?: unknown };
      const methods = [...(component || loader ? ["GET", "HEAD"] : []), ...(action ? ["POST"] : [])];
      return route.index
        ? { id: route.id, index: true, path: route.path, methods }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, methods, children: methodRoutes(routes, route.id) };
    });
}

/** The methods the address answers, or null when no route matches it. */
export function allowedMethods(tree: MethodRoute[], url: URL): string[] | null {
  // A single-fetch data request (/pancakes.data, /_root.data for the home page) is its page's.
  const path = url.pathname.replace(/^\/_root\.data$/, "/").replace(/\.data$/, "");
  const matches = matchRoutes(tree, path);
  if (!matches) return null;
  const leaf = matches[matches.length - 1].route as MethodRoute;
  if (leaf.id === "root") return null;
  // A post to an index route without ?index goes to its parent's action (as Remix decides), which no page here has.
  const indexTargeted = url.searchParams.getAll("index").some((v) => v === "");
  return leaf.index && !indexTargeted ? leaf.methods.filter((m) => m !== "POST") : leaf.methods;
}

/**
 * Refuses a method the address doesn't answer. `extra` names the methods of
 * addresses the worker answers itself, ahead of this guard.
 */
export function methodGuard(build: Pick<ServerBuild, "routes">, extra: Record<string, string[]> = {}): MiddlewareHandler {
  const tree = methodRoutes(build.routes);
  return async (c, next) => {
    const url = new URL(c.req.url);
    const allowed = [...(allowedMethods(tree, url) ?? []), ...(extra[url.pathname] ?? [])];
    if (allowed.length === 0 || allowed.includes(c.req.method)) return next();
    return c.html(
      messagePage("Not something this address does", `This address doesn't take ${c.req.method} requests. Nothing was changed.`),
      405,
      { allow: allowed.join(", "), "cache-control": "no-store" },
    );
  };
}

/**
 * The largest post read. A 5,000-character comment percent-encodes to at most
 * about 60 KB; the ceiling leaves room for every field of a form to be sent
 * far over its limit in four-byte characters (about 430 KB), which still gets
 * its 400 with the text given back. Beyond that it is no person's form.
 */
export const MAX_POST_BYTES = 512 * 1024;

/** A body over the ceiling, announced by Content-Length or found while reading a chunked one, gets a 413. */
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
