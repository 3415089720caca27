import type { AppLoadContext } from "@remix-run/cloudflare";
import { config, publicOrigin } from "./config.server";
import type { Env } from "./env";
import { createDb, type Db } from "./db.server";

export function getDb(context: AppLoadContext): Db {
  return envDb(context.cloudflare.env);
}

// Where there is no request (the Cron Trigger).
export function envDb(env: Env): Db {
  const { databaseUrl, databaseTimeoutMs } = config(env);
  return createDb(databaseUrl, { timeoutMs: databaseTimeoutMs });
}

// SITE_URL, never the Host header: the workers.dev address and the custom domain name one site, and a forged Host names none.
export function siteOrigin(context: AppLoadContext, request: Request): string {
  return publicOrigin(context.cloudflare.env, request.url);
}
