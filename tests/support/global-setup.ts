/**
 * Starts the site as `npm start` does, on free ports: the local services over
 * an in-memory PGlite (migrated and seeded), and the built worker under
 * Miniflare. Tests read the addresses with inject("siteUrl") etc.
 */
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startStack } from "../../local/stack";
import { PATIENT_DATABASE } from "./hang";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    servicesUrl: string;
    databaseUrl: string;
    /** A file that holds everything the worker has logged so far. */
    siteLog: string;
  }
}

/**
 * The tests' worker settings on top of the local ones. Browser tests fill forms faster than a person: the timing
 * check has tests of its own. Listing pages are rendered afresh for every test; the edge cache has a worker of its
 * own (performance.test.ts).
 */
export const TEST_SITE_VARS = { FORM_MIN_FILL_MS: "0", EDGE_CACHE_SECONDS: "0", ...PATIENT_DATABASE };

/**
 * A test site's reads a minute: every test on it reads from one client, with the cache off. The read limit has tests
 * of its own, on workers with wrangler.toml's limit (read-limit.test.ts).
 */
export const TEST_SITE_READ_LIMIT = 1_000_000;

export default async function setup(project: TestProject) {
  const { services, worker, stop } = await startStack({
    services: { dataDir: null, postgresUrl: process.env.TEST_POSTGRES_URL },
    vars: TEST_SITE_VARS,
    worker: { readLimit: TEST_SITE_READ_LIMIT },
  });
  project.provide("siteUrl", worker.url);
  project.provide("servicesUrl", `http://127.0.0.1:${services.port}`);
  project.provide("databaseUrl", services.databaseUrl);
  const logDir = mkdtempSync(join(tmpdir(), "site-log-"));
  const log = join(logDir, "worker.log");
  writeFileSync(log, worker.output());
  let closed = false;
  // The runtime's last lines can arrive after it was told to stop: they are dropped, not written into a removed folder.
  worker.onOutput((text) => closed || appendFileSync(log, text));
  project.provide("siteLog", log);
  return async () => {
    closed = true;
    await stop();
    rmSync(logDir, { recursive: true, force: true });
  };
}
