// Apart from worker/index.ts so tests can run the whole chain in process with a stand-in for Remix.
import type { ServerBuild } from "@remix-run/cloudflare";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { every, except } from "hono/combine";
import { pageViews, VIEW_BEACON_PATH, viewBeacon } from "./analytics";
import { configured } from "./config";
import { edgeCache, type EdgeCacheVariables } from "./edge-cache";
import type { Env } from "../app/utils/env";
import { formTokens } from "./form-tokens";
import { securityHeaders } from "./headers";
import { BROKEN_PAGE } from "./message-page";
import { methodGuard, postSizeLimit } from "./methods";
import { oneClickRateLimit, postRateLimit, type PostLimitVariables } from "./post-limit";
import { readLimit, type ReadLimitVariables } from "./read-limit";
import { sameSiteOnly } from "./same-site-only";
import { wholeAnswer } from "./whole-answer";
import { forwardedHostAgrees, originAgrees } from "../app/forms/same-site";
import { ONE_CLICK_PATHS } from "../app/mailing/mailing-list";

const READS = new Set(["GET", "HEAD"]);

export type WorkerEnv = { Bindings: Env; Variables: EdgeCacheVariables & PostLimitVariables & ReadLimitVariables };

// For a cached page, `request` is its key's address.
export type RenderRemix = (request: Request, c: Context<WorkerEnv>) => Promise<Response>;

export function workerApp(build: ServerBuild, render: RenderRemix) {
  const app = new Hono<WorkerEnv>();
  // A throw before the answer began (a body that broke, whole-answer.ts) gets the site's error page, where Hono would
  // answer in plain text with the failed answer's headers (its length, its caching).
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    c.res = undefined;
    return c.html(BROKEN_PAGE, 500, { "cache-control": "no-store" });
  });

  app.use("*", securityHeaders);
  app.use("*", pageViews);

  app.get("/healthz", (c) => c.text("ok", 200, { "cache-control": "no-store" }));
  app.use("*", configured);
  // Before the post guards: a beacon is no form, and must not spend the reader's post limit.
  app.post(VIEW_BEACON_PATH, viewBeacon);

  app.use("*", methodGuard(build, { [VIEW_BEACON_PATH]: ["POST"] }));
  // A mail provider's one-click unsubscribe comes from its own servers, one address for many readers (RFC 8058).
  const writeGuards = every(except(ONE_CLICK_PATHS, sameSiteOnly), postSizeLimit, except(ONE_CLICK_PATHS, postRateLimit(build)));
  // A read has nothing for them to check, and finding that out through Hono's combinators was a tenth of a cached page's time.
  app.use("*", (c, next) => (READS.has(c.req.method) ? next() : writeGuards(c, next)));
  // Its own per-client limit, wider than the forms': one client sending 30 a second is no mail provider.
  for (const path of ONE_CLICK_PATHS) app.post(path, oneClickRateLimit);
  // Remix throws on a post whose Origin names another host than Host or X-Forwarded-Host; this one's signature suffices.
  const withoutForeignOrigin: MiddlewareHandler<WorkerEnv> = async (c, next) => {
    if (!originAgrees(c.req.raw) || !forwardedHostAgrees(c.req.raw)) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete("origin");
      headers.delete("x-forwarded-host");
      c.req.raw = new Request(c.req.raw, { headers });
    }
    await next();
  };
  for (const path of ONE_CLICK_PATHS) app.post(path, withoutForeignOrigin);
  app.use("*", formTokens);
  app.use("*", readLimit);
  app.use("*", edgeCache(build));

  app.all("*", async (c) => wholeAnswer(await render(c.get("renderRequest") ?? c.req.raw, c)));
  return app;
}
