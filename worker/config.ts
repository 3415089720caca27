import type { MiddlewareHandler } from "hono";
import { config, ConfigError } from "../app/config.server";
import type { Env } from "../app/env";

const BROKEN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body><h1>Something went wrong on our side</h1><p>Please try again later.</p></body></html>`;

/**
 * While the configuration is bad, every request but /healthz gets a plain 500 and the log says which variable is wrong, so a
 * bad deploy shows at its first request instead of as a silent default.
 */
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
