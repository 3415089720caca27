// Reads the edge cache can't answer and that ask the database count against their client: docs/abuse-and-failures.md.
import type { MiddlewareHandler } from "hono";
import { clientKey } from "../app/forms/client-key.server";
import type { Env } from "../app/utils/env";
import type { ReadAllowed } from "../app/utils/load-context";

export type ReadLimitVariables = { readAllowed?: ReadAllowed };

const READ_RETRY_AFTER_SECONDS = 60;

const READS = new Set(["GET", "HEAD"]);

// Asked by the app before its first query, so a cached page never counts; it answers 429, with Retry-After from here.
export const readLimit: MiddlewareHandler<{ Bindings: Env; Variables: ReadLimitVariables }> = async (c, next) => {
  const limiter = c.env.READ_LIMITER;
  if (!limiter || !READS.has(c.req.method)) return next();
  let asked: Promise<boolean> | undefined;
  let refused = false;
  c.set(
    "readAllowed",
    () =>
      (asked ??= limiter.limit({ key: clientKey(c.req.raw) }).then(
        ({ success }) => {
          if (!success) console.warn(`read limit: too many database reads from ${clientKey(c.req.raw)}`);
          refused = !success;
          return success;
        },
        (e: unknown) => {
          // A broken limiter must not take the site down with it.
          console.error("read limit unavailable, letting the read through:", e instanceof Error ? e.message : e);
          return true;
        },
      )),
  );
  await next();
  if (refused && c.res.status === 429) {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("retry-after", String(READ_RETRY_AFTER_SECONDS));
    c.res.headers.set("cache-control", "no-store");
  }
};
