import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "@remix-run/cloudflare";
import { clientKey } from "../app/forms/guard.server";
import type { Env } from "../app/utils/env";
import { messagePage } from "./message-page";
import { guardedFormAt, SAFE_METHODS } from "./methods";

export type PostLimitVariables = { postLimited: boolean };

async function withinLimit(limiter: RateLimit, key: string, what: string): Promise<boolean> {
  let success = true;
  try {
    ({ success } = await limiter.limit({ key }));
  } catch (e) {
    // A broken limiter must not take every form down with it.
    console.error("rate limit unavailable, letting the post through:", e instanceof Error ? e.message : e);
  }
  if (!success) console.warn(`rate limit: too many ${what} from ${key}`);
  return success;
}

// Every post counts, whatever its suffix. A fetcher's post (".data") to a guarded form goes on marked, so the form
// answers beside its fields and keeps what was typed; any other post over the limit stops here.
export const postRateLimit = (build: Pick<ServerBuild, "routes">): MiddlewareHandler<{ Bindings: Env; Variables: PostLimitVariables }> => {
  const guardedForm = guardedFormAt(build);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && c.env.POST_LIMITER) {
      const success = await withinLimit(c.env.POST_LIMITER, clientKey(c.req.raw), "posts");
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

// RFC 8058's one-click unsubscribes: a provider sends many readers' from one address, but never 20 in ten seconds.
export const oneClickRateLimit: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const limiter = c.env.ONE_CLICK_LIMITER;
  if (!SAFE_METHODS.has(c.req.method) && limiter && !(await withinLimit(limiter, clientKey(c.req.raw), "one-click unsubscribes"))) {
    return c.html(
      messagePage(
        "Slow down a little",
        "Too many unsubscribe requests came from your connection. Please wait a few seconds, then try again.",
      ),
      429,
      {
        "retry-after": "10",
      },
    );
  }
  await next();
};
