/**
 * The built worker under `wrangler dev`, and the process and port helpers
 * every start-up on this machine uses (scripts/stack.ts composes them).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const ROOT = new URL("../", import.meta.url).pathname;
// wrangler's own bin, run by this node: npx would first spend half a second of CPU finding it, for each of the 40
// workers a test run starts.
const WRANGLER = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin/wrangler.js");

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
  /** SITE_URL is the address it serves unless given here ("" leaves it unset, as wrangler dev by hand does). */
  vars: Record<string, string>;
  stdio?: "inherit" | "pipe";
  timeoutMs?: number;
  /** Another wrangler configuration file than wrangler.toml. */
  config?: string;
  /**
   * Reads a minute each client may make that reach the database, in place of the configuration's READ_LIMITER limit:
   * a test site's whole suite reads from one client.
   */
  readLimit?: number;
  logLevel?: "warn" | "info";
  /**
   * Where wrangler keeps local state (the edge cache among it). By default a folder of this worker's own, removed when
   * it stops: workers sharing one (wrangler's .wrangler/state) write one SQLite file at once and fail with SQLITE_BUSY.
   */
  persistTo?: string;
}): Promise<RunningWorker> {
  const ownState = !opts.persistTo;
  const persistTo = opts.persistTo ?? mkdtempSync(join(tmpdir(), "worker-state-"));
  let config = opts.config;
  if (opts.readLimit !== undefined) {
    // Beside wrangler.toml: wrangler finds the worker and its assets relative to the file.
    config = join(ROOT, `wrangler.test-reads-${process.pid}-${Math.random().toString(36).slice(2, 8)}.toml`);
    writeFileSync(config, withReadLimit(readFileSync(opts.config ?? join(ROOT, "wrangler.toml"), "utf8"), opts.readLimit));
  }
  const ownConfig = config !== opts.config ? config : undefined;
  const removeOwnState = () => {
    if (ownState) rmSync(persistTo, { recursive: true, force: true });
    if (ownConfig) rmSync(ownConfig, { force: true });
  };
  // A port found free can be taken by another process before wrangler binds
  // it (wrangler and workerd bind ports of their own): pick again then. Wrangler names a port
  // taken before its own check; one taken after it, before workerd binds, is likely what leaves
  // only "failed to start" at the "warn" level (docs/testing.md, run 13).
  for (let attempt = 1; ; attempt++) {
    try {
      const worker = await launchWorker(opts.port ?? (await freePort()), { ...opts, config, persistTo });
      return { ...worker, stop: () => worker.stop().finally(removeOwnState) };
    } catch (e) {
      if (opts.port || attempt === 3 || !/Address already in use|The Workers runtime failed to start/.test((e as Error).message)) {
        removeOwnState();
        throw e;
      }
    }
  }
}

async function launchWorker(port: number, opts: Parameters<typeof startWorker>[0] & { persistTo: string }): Promise<RunningWorker> {
  const url = `http://127.0.0.1:${port}`;
  // The address it serves is its public one, as SITE_URL is in production: no absolute address comes from a Host header.
  const vars = { SITE_URL: url, ...opts.vars };
  const args = [
    WRANGLER,
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
    "--persist-to",
    opts.persistTo,
    ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: opts.stdio === "inherit" ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", BROWSER: "none" },
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const stop = () => stopGroup(child);
  try {
    await waitFor(`${url}/healthz`, opts.timeoutMs ?? 60_000, child);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n--- wrangler said ---\n${log}`);
  }
  return { url, process: child, output: () => log, stop };
}

const READ_LIMITER_LIMIT = /(\[\[ratelimits\]\]\s*name = "READ_LIMITER"[^[]*?simple = \{ limit = )(\d+)/;

/** The READ_LIMITER's limit a wrangler configuration sets. */
export function readLimitOf(toml: string): number {
  const found = toml.match(READ_LIMITER_LIMIT);
  if (!found) throw new Error("no READ_LIMITER with a simple limit in the wrangler configuration");
  return Number(found[2]);
}

/** The configuration with the READ_LIMITER's limit set to `limit`. */
export function withReadLimit(toml: string, limit: number): string {
  readLimitOf(toml);
  return toml.replace(READ_LIMITER_LIMIT, `$1${limit}`);
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
