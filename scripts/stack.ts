/**
 * Starts the pieces of the site on this machine: the local services (the
 * embedded database behind Neon's HTTP protocol) and the built worker under
 * `wrangler dev`. Used by `npm start`, `npm run db:*` and the test harness.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { createDb, type Db } from "../app/db.server";
import { startLocalServices, type LocalServices } from "../local/server";
import { pgliteBackend } from "../local/pglite-backend";
import { postgresBackend } from "../local/postgres-backend";
import { migrate, seedRecipes } from "./database";

export const ROOT = new URL("../", import.meta.url).pathname;
export const DEFAULT_SITE_PORT = 8787;
export const DEFAULT_SERVICES_PORT = 8788;

/** Signs form tokens on this machine; production sets its own FORM_SECRET. */
export const LOCAL_FORM_SECRET = "local-form-secret";

/**
 * The worker's settings for running against the local services: the
 * database, mail through their MailChannels stand-in, and cache purges
 * through their stand-in for Cloudflare's API.
 */
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

/** The DATABASE_URL that routes the worker's Neon driver to the local services. */
export function localDatabaseUrl(servicesPort: number): string {
  return `postgres://app:local@localhost:${servicesPort}/app`;
}

export function isLocalDatabaseUrl(url: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);
}

/**
 * The local services over PGlite (data in `dataDir`, or in memory when null)
 * or over a real Postgres when `postgresUrl` is given.
 */
export async function startServices(opts: {
  port?: number;
  dataDir?: string | null;
  postgresUrl?: string;
  log?: (line: string) => void;
  /** Milliseconds added to every SQL request (default 0). */
  latencyMs?: number;
}): Promise<LocalServices & { databaseUrl: string; kind: string }> {
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

export interface RunningWorker {
  url: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs the built worker (build/ must exist) under `wrangler dev`, in its own
 * process group so that stopping it stops workerd and esbuild too.
 */
export async function startWorker(opts: {
  port?: number;
  vars: Record<string, string>;
  stdio?: "inherit" | "pipe";
  timeoutMs?: number;
  /** Another wrangler configuration file than wrangler.toml. */
  config?: string;
  logLevel?: "warn" | "info";
  /** Where wrangler keeps local state (the edge cache among it); default .wrangler/state. */
  persistTo?: string;
}): Promise<RunningWorker> {
  // A port found free can be taken by another process before wrangler binds
  // it (wrangler and workerd bind ports of their own): pick again then.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchWorker(opts.port ?? (await freePort()), opts);
    } catch (e) {
      if (opts.port || attempt === 3 || !/Address already in use/.test((e as Error).message)) throw e;
    }
  }
}

async function launchWorker(port: number, opts: Parameters<typeof startWorker>[0]): Promise<RunningWorker> {
  const args = [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(await freePort()),
    "--show-interactive-dev-session=false",
    "--log-level",
    opts.logLevel ?? "warn",
    // Adds GET /__scheduled, which runs the Cron Trigger's handler (wrangler dev never runs it on its own).
    "--test-scheduled",
    ...(opts.config ? ["--config", opts.config] : []),
    ...(opts.persistTo ? ["--persist-to", opts.persistTo] : []),
    ...Object.entries(opts.vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ];
  const child = spawn("npx", args, {
    cwd: ROOT,
    detached: true,
    stdio: opts.stdio === "inherit" ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", BROWSER: "none" },
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopGroup(child);
  try {
    await waitFor(`${url}/healthz`, opts.timeoutMs ?? 60_000, child);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n--- wrangler said ---\n${log}`);
  }
  return { url, process: child, output: () => log, stop };
}

/** The Cron Trigger's schedule in wrangler.toml, for firing it by hand. */
export const CRON_SCHEDULE = "*/5 * * * *";

/** Runs the worker's scheduled handler once, as the Cron Trigger would (needs --test-scheduled, as startWorker gives). */
export async function fireCron(siteUrl: string): Promise<void> {
  const res = await fetch(`${siteUrl}/__scheduled?cron=${encodeURIComponent(CRON_SCHEDULE)}`);
  if (!res.ok) throw new Error(`/__scheduled answered ${res.status}`);
  await res.text();
}

export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      /* already gone */
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

export async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Runs `work` against DATABASE_URL, or the local services: those already
 * running on LOCAL_SERVICES_PORT, else started here for the duration.
 */
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

/** Where the embedded database keeps its files. */
export function dataDir(): string {
  return process.env.DATA_DIR ?? `${ROOT}.data/pglite`;
}
