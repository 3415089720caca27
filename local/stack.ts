// The site on this machine for `npm start`, `npm run db:*`, the tests and the bench: the local services (the embedded
// database behind Neon's HTTP protocol, the mail and purge stand-ins) and the built worker under Miniflare.
import { mkdirSync } from "node:fs";
import { createDb, isLocalDatabaseUrl, type Db } from "../app/utils/db.server";
import { startLocalServices, type LocalServices } from "./server";
import { pgliteBackend } from "./pglite-backend";
import { postgresBackend } from "./postgres-backend";
import { migrate, seedRecipes } from "./database";
import { startWorker, type RunningWorker } from "./worker-process";

export { fireCron, startWorker, type RunningWorker } from "./worker-process";
export { freePort, stopGroup } from "./processes";

export const ROOT = new URL("../", import.meta.url).pathname;
export const DEFAULT_SITE_PORT = 8787;
export const DEFAULT_SERVICES_PORT = 8788;

/** Signs form tokens on this machine; production sets its own FORM_SECRET. */
export const LOCAL_FORM_SECRET = "local-form-secret";

export function localWorkerVars(servicesPort: number): Record<string, string> {
  return {
    DATABASE_URL: localDatabaseUrl(servicesPort),
    MAILCHANNELS_API_URL: `http://127.0.0.1:${servicesPort}/tx/v1`,
    MAILCHANNELS_API_KEY: "local-key",
    OWNER_EMAIL: "owner@example.com",
    MAIL_FROM: "comments@example.com",
    FORM_SECRET: LOCAL_FORM_SECRET,
    CLOUDFLARE_API_URL: `http://127.0.0.1:${servicesPort}/client/v4`,
    CLOUDFLARE_API_TOKEN: "local-token",
    CLOUDFLARE_ZONE_ID: "local-zone",
  };
}

/** LOCAL_DB_LATENCY_MS: the far database `npm start` models (150 is about Sydney to a US region). */
export function localDbLatencyMs(): number {
  const ms = Number(process.env.LOCAL_DB_LATENCY_MS ?? 0);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`LOCAL_DB_LATENCY_MS must be a whole number of milliseconds, not ${process.env.LOCAL_DB_LATENCY_MS}`);
  return ms;
}

export function localDatabaseUrl(servicesPort: number): string {
  return `postgres://app:local@localhost:${servicesPort}/app`;
}

export { isLocalDatabaseUrl };

export type RunningServices = LocalServices & { databaseUrl: string; kind: string };

/** Over PGlite (in `dataDir`, in memory when null), or over a real Postgres when `postgresUrl` is given. */
export async function startServices(opts: {
  port?: number;
  dataDir?: string | null;
  postgresUrl?: string;
  log?: (line: string) => void;
  latencyMs?: number;
}): Promise<RunningServices> {
  let backend;
  if (opts.postgresUrl) {
    backend = await postgresBackend(opts.postgresUrl);
  } else {
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    backend = await pgliteBackend(opts.dataDir ?? undefined);
  }
  const services = await startLocalServices({ backend, port: opts.port ?? 0, log: opts.log, latencyMs: opts.latencyMs });
  return { ...services, databaseUrl: localDatabaseUrl(services.port), kind: backend.kind };
}

/** Brings the schema up to date and makes the recipe rows match app/recipes. */
export async function prepareDatabase(db: Db) {
  const applied = await migrate(db);
  const recipes = await seedRecipes(db);
  return { applied, recipes };
}

export interface Stack {
  services: RunningServices;
  worker: RunningWorker;
  db: Db;
  stop(): Promise<void>;
}

// In-memory PGlite unless `services` says otherwise, migrated and seeded, then the worker with the local settings and
// `vars` on top; what started stops again when a later step fails.
export async function startStack(
  opts: {
    services?: Parameters<typeof startServices>[0];
    worker?: Omit<Parameters<typeof startWorker>[0], "vars">;
    vars?: Record<string, string>;
    onPrepared?: (services: RunningServices, prepared: Awaited<ReturnType<typeof prepareDatabase>>) => void;
  } = {},
): Promise<Stack> {
  const services = await startServices(opts.services ?? {});
  try {
    const db = createDb(services.databaseUrl, { timeoutMs: 30_000 });
    const prepared = await prepareDatabase(db);
    opts.onPrepared?.(services, prepared);
    const worker = await startWorker({ ...opts.worker, vars: { ...localWorkerVars(services.port), ...opts.vars } });
    const stop = async () => {
      await worker.stop();
      await services.close();
    };
    return { services, worker, db, stop };
  } catch (e) {
    await services.close();
    throw e;
  }
}

/** Against DATABASE_URL, or the local services: those running on LOCAL_SERVICES_PORT, else started for the duration. */
export async function withDatabase<T>(work: (db: Db, where: string) => Promise<T>): Promise<T> {
  const servicesPort = Number(process.env.LOCAL_SERVICES_PORT ?? DEFAULT_SERVICES_PORT);
  const url = process.env.DATABASE_URL ?? localDatabaseUrl(servicesPort);
  if (!isLocalDatabaseUrl(url)) return work(createDb(url, { timeoutMs: 30_000 }), new URL(url).hostname);
  const port = Number(new URL(url).port || DEFAULT_SERVICES_PORT);
  const running = await fetch(`http://127.0.0.1:${port}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (running) return work(createDb(url, { timeoutMs: 30_000 }), `local services on port ${port}`);
  const services = await startServices({
    port,
    dataDir: process.env.LOCAL_DATABASE_URL ? null : dataDir(),
    postgresUrl: process.env.LOCAL_DATABASE_URL,
  });
  try {
    return await work(createDb(url, { timeoutMs: 30_000 }), services.kind);
  } finally {
    await services.close();
  }
}

export function dataDir(): string {
  return process.env.DATA_DIR ?? `${ROOT}.data/pglite`;
}
