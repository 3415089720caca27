import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, DEFAULT_QUERY_TIMEOUT_MS, type Db } from "./db.server";

/** The database client for this request, from the worker's bindings. */
export function getDb(context: AppLoadContext): Db {
  const env = context.cloudflare.env;
  const timeoutMs = Number(env.DATABASE_TIMEOUT_MS) || DEFAULT_QUERY_TIMEOUT_MS;
  return createDb(env.DATABASE_URL, { timeoutMs });
}
