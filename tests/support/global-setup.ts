/**
 * Starts the site as `npm start` does, on free ports: the local services over
 * an in-memory PGlite (migrated and seeded), and the built worker under
 * wrangler dev. Tests read the addresses with inject("siteUrl") etc.
 */
import type { TestProject } from "vitest/node";
import { createDb } from "../../app/db.server";
import { localWorkerVars, prepareDatabase, startServices, startWorker } from "../../scripts/stack";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    servicesUrl: string;
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const services = await startServices({ dataDir: null, postgresUrl: process.env.TEST_POSTGRES_URL });
  await prepareDatabase(createDb(services.databaseUrl, { timeoutMs: 30_000 }));
  // Browser tests fill forms faster than a person: the timing check has tests of its own.
  // Listing pages are rendered afresh for every test; the edge cache has a worker of its own (performance.test.ts).
  const worker = await startWorker({ vars: { ...localWorkerVars(services.port), FORM_MIN_FILL_MS: "0", EDGE_CACHE_SECONDS: "0" } });
  project.provide("siteUrl", worker.url);
  project.provide("servicesUrl", `http://127.0.0.1:${services.port}`);
  project.provide("databaseUrl", services.databaseUrl);
  return async () => {
    await worker.stop();
    await services.close();
  };
}
