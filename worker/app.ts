/**
 * The worker's Hono app: its own routes first, then the guards every request
 * passes, then the edge cache and the Remix app (`render`). Built here, apart
 * from worker/index.ts, so that tests can run the whole chain in process with
 * a stand-in for Remix.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { type Context, Hono } from "hono";
import { pageViews, VIEW_BEACON_PATH, viewBeacon } from "./analytics";
import { configured } from "./config";
import { edgeCache, type EdgeCacheVariables } from "./edge-cache";
import type { Env } from "../app/env";
import { methodGuard, postSizeLimit } from "./methods";
import { formTokens, postRateLimit, sameSiteOnly, securityHeaders } from "./security";
import { ONE_CLICK_UNSUBSCRIBE_PATH, oneClickUnsubscribe } from "./unsubscribe";

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
  // Also before them: a mail provider's one-click unsubscribe comes from its own servers (RFC 8058).
  app.post(ONE_CLICK_UNSUBSCRIBE_PATH, oneClickUnsubscribe);

  app.use("*", methodGuard(build, { [VIEW_BEACON_PATH]: ["POST"], [ONE_CLICK_UNSUBSCRIBE_PATH]: ["POST"] }));
  app.use("*", sameSiteOnly);
  app.use("*", postSizeLimit);
  app.use("*", postRateLimit);
  app.use("*", formTokens);
  app.use("*", edgeCache(build));

  app.all("*", (c) => render(c.get("renderRequest") ?? c.req.raw, c));
  return app;
}
