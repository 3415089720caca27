/** The built worker under Miniflare (the runtime wrangler dev runs); local/stack.ts composes it with the rest. */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import type { Miniflare } from "miniflare";
import { freePort } from "./processes";

const ROOT = new URL("../", import.meta.url).pathname;
const WRANGLER = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin/wrangler.js");

export interface RunningWorker {
  url: string;
  persistTo: string;
  output(): string;
  onOutput(listener: (text: string) => void): void;
  /** Settles when workerd has exited, told to or not. */
  exited: Promise<void>;
  stop(): Promise<void>;
}

// The deploy's bundle under Miniflare, in this process: `wrangler dev` would bundle again and start its own CLI for
// every worker, 6 s of CPU a start against 1 (docs/testing.md).
export async function startWorker(opts: {
  port?: number;
  /** SITE_URL is the address it serves unless given here ("" leaves it unset, as wrangler dev by hand does). */
  vars: Record<string, string>;
  stdio?: "inherit" | "pipe";
  timeoutMs?: number;
  config?: string;
  /** Reads a minute a client may make, in place of READ_LIMITER's: a test site's suite reads from one client. */
  readLimit?: number;
  logLevel?: "warn" | "info";
  /** By default a folder of its own, removed when it stops: workers sharing one SQLite file fail with SQLITE_BUSY. */
  persistTo?: string;
  /** A port for the V8 inspector of its workers (bench/profile.ts takes a CPU profile through it). */
  inspectorPort?: number;
  /**
   * false: the Cache API answers every match with a miss and keeps nothing. Miniflare's store is a worker of its own in
   * the same workerd process, whose CPU bench/worker-cpu.ts would count as the site's; on Cloudflare it is not.
   */
  cacheStore?: boolean;
}): Promise<RunningWorker> {
  const ownState = !opts.persistTo;
  const persistTo = opts.persistTo ?? mkdtempSync(join(tmpdir(), "worker-state-"));
  const given = opts.config ?? join(ROOT, "wrangler.toml");
  // Beside wrangler.toml: wrangler finds the worker's assets relative to the file.
  let copy: string | undefined;
  if (opts.readLimit !== undefined) {
    copy = join(ROOT, `wrangler.test-reads-${process.pid}-${Math.random().toString(36).slice(2, 8)}.toml`);
    writeFileSync(copy, withReadLimit(readFileSync(given, "utf8"), opts.readLimit));
  }
  const config = copy ?? given;
  try {
    // A port found free can be taken by another process before workerd binds it: pick again then.
    for (let attempt = 1; ; attempt++) {
      try {
        const worker = await launchWorker(opts.port ?? (await freePort()), { ...opts, config, persistTo });
        return { ...worker, stop: () => worker.stop().finally(() => ownState && rmSync(persistTo, { recursive: true, force: true })) };
      } catch (e) {
        if (opts.port || attempt === 3 || !/Address already in use|The Workers runtime failed to start/.test((e as Error).message)) throw e;
      }
    }
  } catch (e) {
    if (ownState) rmSync(persistTo, { recursive: true, force: true });
    throw e;
  } finally {
    // Read once, when the worker's options are made.
    if (copy) rmSync(copy, { force: true });
  }
}

// Its name inside Miniflare, which fireCron names to reach the worker itself rather than its static assets' router.
const WORKER_NAME = "site";

// Reads each request's body whole, as wrangler dev's proxy does: workerd closes a connection whose body the worker left
// unread (a 405, a refused form) without saying so, and the next request on it fails with ECONNRESET.
const FRONT = `export default {
  async fetch(request, env) {
    const body = request.body ? await request.arrayBuffer() : null;
    return env.SITE.fetch(new Request(request, { body }));
  },
};`;

let runtime: Promise<{ miniflare: typeof import("miniflare"); wrangler: typeof import("wrangler"); bundle: string }> | undefined;

// Once a process; the bundle is WORKER_BUNDLE when set, the `--outdir` of a `wrangler deploy --dry-run` (npm test's).
function loadRuntime() {
  runtime ??= (async () => {
    let bundle = process.env.WORKER_BUNDLE;
    if (!bundle) {
      const made = mkdtempSync(join(tmpdir(), "worker-bundle-"));
      process.once("exit", () => rmSync(made, { recursive: true, force: true }));
      await promisify(execFile)(process.execPath, [WRANGLER, "deploy", "--dry-run", "--outdir", made], {
        cwd: ROOT,
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
      });
      bundle = made;
    }
    const [miniflare, wrangler] = await Promise.all([import("miniflare"), import("wrangler")]);
    return { miniflare, wrangler, bundle };
  })();
  return runtime;
}

async function launchWorker(
  port: number,
  opts: Parameters<typeof startWorker>[0] & { config: string; persistTo: string },
): Promise<RunningWorker> {
  const { miniflare, wrangler, bundle } = await loadRuntime();
  const url = `http://127.0.0.1:${port}`;
  // The address it serves is its public one, as SITE_URL is in production: no absolute address comes from a Host header.
  const vars = { SITE_URL: url, ...opts.vars };
  let log = "";
  const listeners: ((text: string) => void)[] = [];
  let runtimeExited = () => {};
  const exited = new Promise<void>((resolve) => (runtimeExited = resolve));
  const write = (text: string) => {
    log += text;
    if (opts.stdio === "inherit") process.stdout.write(text);
    for (const listener of listeners) listener(text);
  };
  class Logged extends miniflare.Log {
    override log(message: string) {
      write(`${message}\n`);
    }
  }
  const { workerOptions } = wrangler.unstable_getMiniflareWorkerOptions(opts.config);
  // index.js first: the main module. wrangler also writes a README.md of its own beside the modules.
  const files = readdirSync(bundle).filter((f) => f === "index.js" || (f.endsWith(".md") && f !== "README.md"));
  files.sort((a, b) => Number(b === "index.js") - Number(a === "index.js"));
  const mf: Miniflare = new miniflare.Miniflare({
    host: "127.0.0.1",
    port,
    // A fixed request.cf, not one fetched from Cloudflare.
    cf: false,
    logRequests: false,
    log: new Logged(opts.logLevel === "info" ? miniflare.LogLevel.INFO : miniflare.LogLevel.WARN),
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      stdout.on("data", (d: Buffer) => write(String(d))).once("close", runtimeExited);
      stderr.on("data", (d: Buffer) => write(String(d)));
    },
    // GET /cdn-cgi/handler/scheduled runs the Cron Trigger's handler (fireCron): nothing runs it on its own here.
    unsafeTriggerHandlers: true,
    defaultPersistRoot: opts.persistTo,
    ...(opts.inspectorPort ? { inspectorPort: opts.inspectorPort } : {}),
    workers: [
      {
        name: "front",
        compatibilityDate: workerOptions.compatibilityDate,
        modules: [{ type: "ESModule", path: "front.mjs", contents: FRONT }],
        serviceBindings: { SITE: WORKER_NAME },
      },
      {
        ...workerOptions,
        name: WORKER_NAME,
        modulesRoot: bundle,
        modules: files.map((f) => ({ type: f === "index.js" ? ("ESModule" as const) : ("Text" as const), path: join(bundle, f) })),
        bindings: { ...workerOptions.bindings, ...vars },
        ...(opts.cacheStore === false ? { cache: false } : {}),
      },
    ],
  });
  const stop = () => mf.dispose().catch(() => {});
  const timeoutMs = opts.timeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      mf.ready,
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${url} did not start within ${timeoutMs} ms`)), timeoutMs))),
    ]);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n--- the worker said ---\n${log}`);
  } finally {
    clearTimeout(timer);
  }
  return { url, persistTo: opts.persistTo, output: () => log, onOutput: (listener) => listeners.push(listener), exited, stop };
}

const READ_LIMITER_LIMIT = /(\[\[ratelimits\]\]\s*name = "READ_LIMITER"[^[]*?simple = \{ limit = )(\d+)/;

export function readLimitOf(toml: string): number {
  const found = toml.match(READ_LIMITER_LIMIT);
  if (!found) throw new Error("no READ_LIMITER with a simple limit in the wrangler configuration");
  return Number(found[2]);
}

export function withReadLimit(toml: string, limit: number): string {
  readLimitOf(toml);
  return toml.replace(READ_LIMITER_LIMIT, `$1${limit}`);
}

// wrangler.toml's [triggers].
const CRON_SCHEDULE = "*/5 * * * *";

/** Runs the scheduled handler once, as the Cron Trigger would, and returns when it has finished. */
export async function fireCron(siteUrl: string): Promise<void> {
  // Miniflare sends requests to a worker with static assets through the assets' router, which has no scheduled handler.
  const res = await fetch(`${siteUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(CRON_SCHEDULE)}`, {
    headers: { "MF-Route-Override": WORKER_NAME },
  });
  if (!res.ok) throw new Error(`the scheduled handler answered ${res.status}`);
  await res.text();
}
