/**
 * The worker's whole Hono chain in process, for the middlewares' tests: a
 * small build whose routes have the shapes of the real ones (pages with and
 * without an action, resource routes with a loader or only an action), and a
 * stand-in for Remix that answers a page with an inline script (nonced unless
 * rendered for the edge cache) and a form token, or what it was posted.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { workerApp } from "./app";
import type { Env } from "../app/env";
import { pageNonce } from "./security";

const fn = () => null;
const route = (id: string, path: string | undefined, module: Record<string, unknown>, index = false) => ({
  [id]: { id, parentId: "root", path, index, module },
});

export const TEST_BUILD = {
  assets: { version: "test-build" },
  routes: {
    root: { id: "root", path: "", module: { default: fn } },
    ...route("routes/_index", undefined, { default: fn, loader: fn, action: fn }, true),
    ...route("routes/about", "about", { default: fn, action: fn }),
    ...route("category-desserts", "desserts", { default: fn, loader: fn }),
    ...route("recipe-pancakes", "pancakes", { default: fn, loader: fn, action: fn }),
    ...route("routes/comments.$id.$action", "comments/:id/:action", { default: fn, loader: fn, action: fn }),
    ...route("routes/comments.$id.replies", "comments/:id/replies", { loader: fn }),
    ...route("routes/rss[.]xml", "rss.xml", { loader: fn }),
    ...route("routes/unsubscribe_.one-click", "unsubscribe/one-click", { default: fn, loader: fn, action: fn }),
    // No such route on the site today; the shape is Remix's, and the guard must know it.
    ...route("routes/hooks.ping", "hooks/ping", { action: fn }),
  },
} as unknown as ServerBuild;

export interface Rendered {
  request: Request;
  body: string;
  nonce?: string;
  formToken?: string;
  postLimited?: boolean;
}

/** The app, and what reached the stand-in for Remix. */
export function testApp() {
  const rendered: Rendered[] = [];
  const app = workerApp(TEST_BUILD, async (request, c) => {
    const seen: Rendered = {
      request,
      body: await request.text(),
      nonce: pageNonce(c),
      formToken: c.get("formToken"),
      postLimited: c.get("postLimited"),
    };
    rendered.push(seen);
    if (request.method === "POST") return new Response(`read ${seen.body.length} bytes`, { headers: { "content-type": "text/plain" } });
    const path = new URL(request.url).pathname;
    if (path === "/nowhere") return new Response("Not found", { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
    return new Response(
      `<!DOCTYPE html><title>${path}</title><script${seen.nonce ? ` nonce="${seen.nonce}"` : ""}>1</script><form method="post"><input name="_t" value="${seen.formToken}"></form>`,
      { headers: { "content-type": "text/html; charset=utf-8" } },
    );
  });
  return { app, rendered };
}

export const SITE = "https://recipes.example.com";

/** The bindings of a worker without a rate limiter, a dataset or mail; `vars` adds to them. */
export const testEnv = (vars: Partial<Env> = {}) =>
  ({ DATABASE_URL: "postgres://test@localhost/test", FORM_SECRET: "test-secret", ...vars }) as Env;

/** What a browser sends with a form post from one of the site's pages. */
export const SAME_SITE = { origin: SITE, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };

/** A stand-in ExecutionContext that keeps what was handed to waitUntil. */
export function testCtx() {
  const pending: Promise<unknown>[] = [];
  return {
    ctx: {
      waitUntil: (p: Promise<unknown>) => void pending.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext,
    settled: () => Promise.all(pending),
  };
}
