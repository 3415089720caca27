import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { config, publicOrigin } from "./config.server";
import type { Env } from "./env";
import { createDb, type Db } from "./db.server";
import { READ_LIMITED_STATUS, type ReadAllowed } from "./load-context";

export function getDb(context: AppLoadContext): Db {
  const db = envDb(context.cloudflare.env);
  return context.readAllowed ? limitedReads(db, context.readAllowed) : db;
}

/** Thrown by a read past its client's limit: the root's error boundary says when to try again. */
export const readLimited = () => data("Too many pages read at once", { status: READ_LIMITED_STATUS });

export const isReadLimited = (e: unknown) =>
  typeof e === "object" && e !== null && "init" in e && (e.init as ResponseInit | null)?.status === READ_LIMITED_STATUS;

// Counted at the first query, so a read that needs no database (a cached page never gets here) costs nothing.
function limitedReads(db: Db, allowed: ReadAllowed): Db {
  const gate = async () => {
    if (!(await allowed())) throw readLimited();
  };
  return {
    query: async (...statement) => (await gate(), db.query(...statement)),
    transaction: async (build) => (await gate(), db.transaction(build)),
  };
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
