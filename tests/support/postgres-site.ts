import { afterAll, beforeAll } from "vitest";
import { createDb, type Db } from "../../app/db.server";
import { localWorkerVars, prepareDatabase, startServices, startWorker, type RunningWorker } from "../../scripts/stack";
import { startTempPostgres, type TempPostgres } from "./postgres";

export interface PostgresSite {
  postgres: TempPostgres;
  services: Awaited<ReturnType<typeof startServices>>;
  worker: RunningWorker;
  /** The app's own client, through the local services, as the app's role. */
  db: Db;
}

/**
 * The whole site (local services, migrated and seeded database, worker) over
 * a throwaway Postgres for the describe block that calls it: the fields are
 * filled before its first test and everything is stopped after its last.
 */
export function siteOverPostgres(bin: string): PostgresSite {
  const site = {} as PostgresSite;
  beforeAll(async () => {
    site.postgres = await startTempPostgres(bin);
    site.services = await startServices({ dataDir: null, postgresUrl: site.postgres.url });
    site.db = createDb(site.services.databaseUrl, { timeoutMs: 30_000 });
    await prepareDatabase(site.db);
    site.worker = await startWorker({ vars: { ...localWorkerVars(site.services.port), FORM_MIN_FILL_MS: "0", EDGE_CACHE_SECONDS: "0" } });
  }, 120_000);
  afterAll(async () => {
    try {
      await site.worker?.stop();
      await site.services?.close();
    } finally {
      site.postgres?.stop();
    }
  });
  return site;
}
