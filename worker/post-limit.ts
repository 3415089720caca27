import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "@remix-run/cloudflare";
import { clientKey } from "../app/forms/guard.server";
import type { Env } from "../app/utils/env";
import { messagePage } from "./message-page";
import { guardedFormAt, SAFE_METHODS } from "./methods";

export type PostLimitVariables = { postLimited: boolean };

// Every post counts, whatever its suffix. A fetcher's post (".data") to a guarded form goes on marked, so the form
// answers beside its fields and keeps what was typed; any other post over the limit stops here.
export const postRateLimit = (build: Pick<ServerBuild, "routes">): MiddlewareHandler<{ Bindings: Env; Variables: PostLimitVariables }> => {
  const guardedForm = guardedFormAt(build);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && c.env.POST_LIMITER) {
      const key = clientKey(c.req.raw);
      let success = true;
      try {
        ({ success } = await c.env.POST_LIMITER.limit({ key }));
      } catch (e) {
        // A broken limiter must not take every form down with it.
        console.error("rate limit unavailable, letting the post through:", e instanceof Error ? e.message : e);
      }
      if (!success) console.warn(`rate limit: too many posts from ${key}`);
      const url = new URL(c.req.url);
      if (!success && url.pathname.endsWith(".data") && guardedForm(url)) {
        c.set("postLimited", true);
      } else if (!success) {
        return c.html(
          messagePage(
            "Slow down a little",
            "We received a lot of forms from your connection in the last minute. Please wait a minute, then go back and send yours again. Nothing you typed was saved by this attempt.",
          ),
          429,
          { "retry-after": "60" },
        );
      }
    }
    await next();
  };
};
