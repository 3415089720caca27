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
import type { ServerBuild } from "@remix-run/cloudflare";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { messagePage } from "./security";

interface RoutePattern {
  /** The path's segments: literal (lower case), ":param", or "*" for the rest. */
  segments: string[];
  /** An index route is a post's target only when the address says ?index (as Remix decides). */
  index: boolean;
  methods: string[];
}

/** The pattern and methods of every route of the build but the root. */
export function routePatterns(routes: ServerBuild["routes"]): RoutePattern[] {
  const segments = (id: string | undefined): string[] =>
    id && routes[id] ? [...segments(routes[id].parentId), ...(routes[id].path ?? "").split("/").filter(Boolean)] : [];
  return Object.values(routes)
    .filter((route) => route.id !== "root")
    .map((route) => {
      const { default: component, loader, action } = route.module as { default?: unknown; loader?: unknown; action?: unknown };
      return {
        segments: segments(route.id).map((s) => (s.startsWith(":") || s === "*" ? s : s.toLowerCase())),
        index: Boolean(route.index),
        methods: [...(component || loader ? ["GET", "HEAD"] : []), ...(action ? ["POST"] : [])],
      };
    });
}

/** How well a pattern matches the path (literals beat parameters), or -1. */
function score(pattern: string[], parts: string[]): number {
  let total = 0;
  for (const [i, segment] of pattern.entries()) {
    if (segment === "*") return total + 1;
    if (i >= parts.length) return -1;
    if (segment.startsWith(":")) total += 3;
    else if (segment === parts[i]) total += 10;
    else return -1;
  }
  return pattern.length === parts.length ? total : -1;
}

/** The methods the address answers, or null when no route matches it. */
export function allowedMethods(patterns: RoutePattern[], url: URL): string[] | null {
  // A single-fetch data request (/pancakes.data, /_root.data for the home page) is its page's.
  const path = url.pathname.replace(/^\/_root\.data$/, "/").replace(/\.data$/, "");
  const parts = path
    .split("/")
    .filter(Boolean)
    .map((p) => p.toLowerCase());
  let best: RoutePattern | null = null;
  let bestScore = -1;
  for (const pattern of patterns) {
    const s = score(pattern.segments, parts);
    if (s > bestScore || (s === bestScore && s >= 0 && pattern.index)) [best, bestScore] = [pattern, s];
  }
  if (!best) return null;
  const indexTargeted = url.searchParams.getAll("index").some((v) => v === "");
  return best.index && !indexTargeted ? best.methods.filter((m) => m !== "POST") : best.methods;
}

/**
 * Refuses a method the address doesn't answer. `extra` names the methods of
 * addresses the worker answers itself, ahead of this guard.
 */
export function methodGuard(build: Pick<ServerBuild, "routes">, extra: Record<string, string[]> = {}): MiddlewareHandler {
  const patterns = routePatterns(build.routes);
  return async (c, next) => {
    const url = new URL(c.req.url);
    const allowed = [...(allowedMethods(patterns, url) ?? []), ...(extra[url.pathname] ?? [])];
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
