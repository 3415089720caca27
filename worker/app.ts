/**
 * The worker's Hono app: its own routes first, then the guards every request
 * passes, then the edge cache and the Remix app (`render`). Built here, apart
 * from worker/index.ts, so that tests can run the whole chain in process with
 * a stand-in for Remix.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { type Context, Hono } from "hono";
import { except } from "hono/combine";
import { pageViews, VIEW_BEACON_PATH, viewBeacon } from "./analytics";
import { configured } from "./config";
import { edgeCache, type EdgeCacheVariables } from "./edge-cache";
import type { Env } from "../app/env";
import { methodGuard, postSizeLimit } from "./methods";
import { formTokens, postRateLimit, sameSiteOnly, securityHeaders } from "./security";
import { originAgrees } from "../app/forms/same-site";
import { ONE_CLICK_UNSUBSCRIBE_PATH } from "../app/newsletter/one-click";

export type WorkerEnv = { Bindings: Env; Variables: EdgeCacheVariables };

/** Renders a request with the Remix app: the request is the one to render (for a cached page, its key's address). */
export type RenderRemix = (request: Request, c: Context<WorkerEnv>) => Promise<Response>;

export function workerApp(build: ServerBuild, render: RenderRemix) {
  const app = new Hono<WorkerEnv>();

  app.use("*", securityHeaders);
  app.use("*", pageViews);

  app.get("/healthz", (c) => c.text("ok", 200, { "cache-control": "no-store" }));
  // /healthz above says the worker runs; everything else waits for a good configuration (a plain 500 without).
  app.use("*", configured);
  // Before the post guards: a beacon is no form, and must not spend the reader's post limit.
  app.post(VIEW_BEACON_PATH, viewBeacon);

  app.use("*", methodGuard(build, { [VIEW_BEACON_PATH]: ["POST"] }));
  // A mail provider's one-click unsubscribe comes from its own servers, one address for many readers (RFC 8058).
  app.use("*", except(ONE_CLICK_UNSUBSCRIBE_PATH, sameSiteOnly));
  app.use("*", postSizeLimit);
  app.use("*", except(ONE_CLICK_UNSUBSCRIBE_PATH, postRateLimit));
  // Remix refuses a document post whose Origin names another host; this one's permission is its signature.
  app.post(ONE_CLICK_UNSUBSCRIBE_PATH, async (c, next) => {
    if (!originAgrees(c.req.raw)) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete("origin");
      c.req.raw = new Request(c.req.raw, { headers });
    }
    await next();
  });
  app.use("*", formTokens);
  app.use("*", edgeCache(build));

  app.all("*", (c) => render(c.get("renderRequest") ?? c.req.raw, c));
  return app;
}
