import { afterAll, beforeAll } from "vitest";
import type { Db } from "../../app/utils/db.server";
import { startStack, type RunningServices, type RunningWorker, type Stack } from "../../local/stack";
import { TEST_SITE_READ_LIMIT, TEST_SITE_VARS } from "./global-setup";
import { startTempPostgres, type TempPostgres } from "./postgres";

export interface PostgresSite {
  postgres: TempPostgres;
  services: RunningServices;
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
  let stack: Stack | undefined;
  beforeAll(async () => {
    site.postgres = await startTempPostgres(bin);
    stack = await startStack({
      services: { dataDir: null, postgresUrl: site.postgres.url },
      vars: TEST_SITE_VARS,
      worker: { readLimit: TEST_SITE_READ_LIMIT },
    });
    Object.assign(site, { services: stack.services, worker: stack.worker, db: stack.db });
  });
  afterAll(async () => {
    try {
      await stack?.stop();
    } finally {
      site.postgres?.stop();
    }
  });
  return site;
}
