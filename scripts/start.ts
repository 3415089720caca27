/**
 * `npm start`: builds (with --build), then starts the local services with the
 * embedded database (migrated and seeded) and the built worker under
 * Miniflare, at http://127.0.0.1:$PORT. Ctrl+C or SIGTERM stops everything it
 * started. The build runs in this process's care rather than before it in
 * the npm script, so npm's SIGTERM reaches this process and not a shell.
 */
import { spawnSync } from "node:child_process";
import {
  DEFAULT_SERVICES_PORT,
  fireCron,
  DEFAULT_SITE_PORT,
  dataDir,
  isLocalDatabaseUrl,
  localDbLatencyMs,
  ROOT,
  startStack,
  startWorker,
  type RunningWorker,
  type Stack,
} from "../local/stack";

/** As wrangler.toml's [triggers] crons, every 5 minutes. */
const CRON_INTERVAL_MS = 5 * 60_000;
const sitePort = Number(process.env.PORT ?? DEFAULT_SITE_PORT);
const servicesPort = Number(process.env.LOCAL_SERVICES_PORT ?? DEFAULT_SERVICES_PORT);
const external = process.env.DATABASE_URL && !isLocalDatabaseUrl(process.env.DATABASE_URL);

let stack: Stack | undefined;
let worker: RunningWorker | undefined;
let stopping = false;
let starting: Promise<void> = Promise.resolve();

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  // A start under way finishes first, so that the worker it launches is stopped too, not left without its parent.
  await starting;
  await (stack ?? worker)?.stop();
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

if (process.argv.includes("--build")) {
  const build = spawnSync("npx", ["remix", "vite:build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The build failed; not starting.");
    process.exit(build.status ?? 1);
  }
}

let failed = false;
starting = (async () => {
  if (!external) {
    const started = Date.now();
    stack = await startStack({
      services: {
        port: servicesPort,
        dataDir: process.env.LOCAL_DATABASE_URL ? null : dataDir(),
        postgresUrl: process.env.LOCAL_DATABASE_URL,
        log: (line) => console.error(`[local services] ${line}`),
        latencyMs: localDbLatencyMs(),
      },
      worker: { port: sitePort, stdio: "inherit" },
      onPrepared: (services, { applied, recipes }) =>
        console.log(
          `Local services on http://127.0.0.1:${services.port} (${services.kind}): ` +
            `${applied.length ? `applied ${applied.join(", ")}; ` : ""}${recipes} recipes seeded in ${Date.now() - started} ms. ` +
            `Mail to the owner lands in http://127.0.0.1:${services.port}/outbox, cache purges in /purges` +
            (localDbLatencyMs() ? `; every SQL request waits ${localDbLatencyMs()} ms (LOCAL_DB_LATENCY_MS)` : ""),
        ),
    });
    worker = stack.worker;
  } else {
    const vars: Record<string, string> = { DATABASE_URL: process.env.DATABASE_URL! };
    console.log(`Using the database at ${new URL(vars.DATABASE_URL).hostname} (run npm run db:migrate for it yourself).`);
    for (const key of [
      "MAILCHANNELS_API_KEY",
      "MAILCHANNELS_API_URL",
      "OWNER_EMAIL",
      "MAIL_FROM",
      "NEWSLETTER_FROM",
      "CLOUDFLARE_API_TOKEN",
      "CLOUDFLARE_ZONE_ID",
      "CLOUDFLARE_API_URL",
    ]) {
      if (process.env[key]) vars[key] = process.env[key]!;
    }
    worker = await startWorker({ port: sitePort, vars, stdio: "inherit" });
  }
  console.log(`\n  Site ready: ${worker.url}\n`);
  // Miniflare never runs Cron Triggers by itself: run the scheduled handler on its schedule here.
  const cron = setInterval(() => {
    fireCron(worker!.url).catch((e) => console.error(`scheduled run failed: ${e instanceof Error ? e.message : e}`));
  }, CRON_INTERVAL_MS);
  cron.unref();
  void worker.exited.then(() => {
    if (!stopping) {
      console.error("The Workers runtime exited; stopping.");
      void shutdown(1);
    }
  });
})().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  failed = true;
});
await starting;
if (failed) await shutdown(1);
