import type { AppLoadContext } from "@remix-run/cloudflare";
import { config } from "./config.server";
import type { Env } from "./env";
import { createDb, type Db } from "./db.server";

/** The database client for this request, from the worker's bindings. */
export function getDb(context: AppLoadContext): Db {
  return envDb(context.cloudflare.env);
}

/** The database client for the worker's bindings, where there is no request (the Cron Trigger). */
export function envDb(env: Env): Db {
  const { databaseUrl, databaseTimeoutMs } = config(env);
  return createDb(databaseUrl, { timeoutMs: databaseTimeoutMs });
}

/**
 * The site's public origin for links that leave the page (canonical, sitemap,
 * feed, share links, the owner's mail): SITE_URL when set, so that the
 * workers.dev address and the custom domain name one site, else the origin
 * this request came to.
 */
export function siteOrigin(context: AppLoadContext, request: Request): string {
  return config(context.cloudflare.env).siteOrigin ?? new URL(request.url).origin;
}
