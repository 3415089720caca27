import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Env } from "../worker/env";
import { createDb, DEFAULT_QUERY_TIMEOUT_MS, type Db } from "./db.server";

/** The database client for this request, from the worker's bindings. */
export function getDb(context: AppLoadContext): Db {
  return envDb(context.cloudflare.env);
}

/** The database client for the worker's bindings, where there is no request (the Cron Trigger). */
export function envDb(env: Pick<Env, "DATABASE_URL" | "DATABASE_TIMEOUT_MS">): Db {
  const timeoutMs = Number(env.DATABASE_TIMEOUT_MS) || DEFAULT_QUERY_TIMEOUT_MS;
  return createDb(env.DATABASE_URL, { timeoutMs });
}

/**
 * The site's public origin for links that leave the page (canonical, sitemap,
 * feed, share links, the owner's mail): SITE_URL when set, so that the
 * workers.dev address and the custom domain name one site, else the origin
 * this request came to.
 */
export function siteOrigin(context: AppLoadContext, request: Request): string {
  const configured = context.cloudflare.env.SITE_URL;
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      console.warn(`SITE_URL is not a URL (${configured}): using the request's origin`);
    }
  }
  return new URL(request.url).origin;
}
