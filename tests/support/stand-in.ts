/**
 * The stand-in's tests over both of its backends: each file's tests run once
 * over PGlite and once over a throwaway real Postgres (skipped, with a
 * warning, without the server binaries). Each point is driven as the worker
 * drives it: Neon's HTTP protocol, through the Neon driver or raw.
 */
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { createDb, type Db } from "../../app/utils/db.server";
import { requiredPostgresBinDir, startTempPostgres, type TempPostgres } from "./postgres";
import { LOCAL_CREDENTIALS } from "../../local/app-role";
import { pgliteBackend } from "../../local/pglite-backend";
import { postgresBackend } from "../../local/postgres-backend";
import { startLocalServices, type LocalServices, type Stats } from "../../local/server";
import type { SqlBackend } from "../../local/sql-backend";

export const { user, password, database } = LOCAL_CREDENTIALS;
const bin = requiredPostgresBinDir("the stand-in's tests over a real Postgres are");

export interface Stand {
  services: LocalServices;
  db: Db;
  base: string;
  url: string;
}

/** What a backend's suite was started with: `admin` is a superuser's client on the real Postgres (none over PGlite). */
export interface Started {
  admin?: pg.Client;
}

async function standUp(backend: SqlBackend): Promise<Stand> {
  const services = await startLocalServices({ backend });
  const url = `postgres://${user}:${password}@localhost:${services.port}/${database}`;
  return { services, url, db: createDb(url, { timeoutMs: 30_000 }), base: `http://127.0.0.1:${services.port}` };
}

export const connectionHeaders = (url: string) => ({ "Neon-Connection-String": url, "content-type": "application/json" });

export async function post(stand: Stand, body: unknown, url = stand.url) {
  const res = await fetch(`${stand.base}/sql`, { method: "POST", headers: connectionHeaders(url), body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Runs `run` with the stand-in slowed (PUT /latency or /hold), and undoes it after, whatever `run` does. */
export async function whileSlowed<T>(
  stand: Stand,
  knob: "latency" | "hold",
  slow: { ms: number; matching?: string },
  run: () => Promise<T>,
) {
  await fetch(`${stand.base}/${knob}`, { method: "PUT", body: JSON.stringify(slow) });
  try {
    return await run();
  } finally {
    await fetch(`${stand.base}/${knob}`, { method: "PUT", body: JSON.stringify({ ms: 0 }) });
  }
}

export const stats = async (stand: Stand) => (await (await fetch(`${stand.base}/stats`)).json()) as Stats;
export const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "no error",
    (e) => e.cause?.code ?? e.message,
  );

type Tests = (name: string, stand: Stand, started: Started) => void;

/**
 * Declares `tests` over PGlite and over a real Postgres. `stand` and
 * `started` are filled before the first test; `onPostgres` adds tests beside
 * the Postgres suite that read that server directly.
 */
export function overBothBackends(tests: Tests, onPostgres?: (postgres: TempPostgres) => void) {
  suite("PGlite", async () => ({ backend: await pgliteBackend(undefined) }), tests);

  describe.skipIf(!bin)("a real Postgres", () => {
    const postgres = {} as TempPostgres;
    let admin: pg.Client;
    beforeAll(async () => {
      Object.assign(postgres, await startTempPostgres(bin!));
      admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      postgres.stop?.();
    });

    suite("Postgres", async () => ({ backend: await postgresBackend(postgres.url), admin }), tests);
    onPostgres?.(postgres);
  });
}

function suite(name: string, start: () => Promise<{ backend: SqlBackend; admin?: pg.Client }>, tests: Tests) {
  describe(`the local Neon endpoint over ${name}`, () => {
    const stand = {} as Stand;
    const started: Started = {};
    beforeAll(async () => {
      const { backend, admin } = await start();
      started.admin = admin;
      Object.assign(stand, await standUp(backend));
      await stand.db.query("CREATE TABLE hangup_probe (n int)");
      await stand.db.query("CREATE SEQUENCE hangup_seq");
    });
    afterAll(() => stand.services?.close());

    tests(name, stand, started);
  });
}
