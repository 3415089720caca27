import type { MiddlewareHandler } from "hono";
import { config, ConfigError } from "../app/utils/config.server";
import type { Env } from "../app/utils/env";
import { BROKEN_PAGE } from "./message-page";

// A bad deploy shows at its first request (every one but /healthz), not as a silent default.
export const configured: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  try {
    config(c.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    return c.html(BROKEN_PAGE, 500, { "cache-control": "no-store" });
  }
  await next();
};
