import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../app/db.server";
import { hangUp } from "../tests/support/hang-up";
import { requiredPostgresBinDir, startTempPostgres, type TempPostgres } from "../tests/support/postgres";
import { LOCAL_CREDENTIALS } from "./app-role";
import { pgliteBackend } from "./pglite-backend";
import { postgresBackend } from "./postgres-backend";
import { startLocalServices, type LocalServices, type Stats } from "./server";
import type { QueryOut, SqlBackend } from "./sql-backend";

// Where the local endpoint must refuse and forget as Neon does, over both of
// its backends. Each point is driven as the worker drives it: Neon's HTTP
// protocol, through the Neon driver or raw.
const { user, password, database } = LOCAL_CREDENTIALS;
const bin = requiredPostgresBinDir("the stand-in's tests over a real Postgres are");

interface Stand {
  services: LocalServices;
  db: Db;
  base: string;
  url: string;
}

async function standUp(backend: SqlBackend): Promise<Stand> {
  const services = await startLocalServices({ backend });
  const url = `postgres://${user}:${password}@localhost:${services.port}/${database}`;
  return { services, url, db: createDb(url, { timeoutMs: 30_000 }), base: `http://127.0.0.1:${services.port}` };
}

const connectionHeaders = (url: string) => ({ "Neon-Connection-String": url, "content-type": "application/json" });

async function post(stand: Stand, body: unknown, url = stand.url) {
  const res = await fetch(`${stand.base}/sql`, { method: "POST", headers: connectionHeaders(url), body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const stats = async (stand: Stand) => (await (await fetch(`${stand.base}/stats`)).json()) as Stats;
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "no error",
    (e) => e.cause?.code ?? e.message,
  );

// What Postgres answers for these statements, checked against a real one below.
const PROBE_TABLE = "CREATE TABLE meta_probe (id serial PRIMARY KEY, label varchar(20), price numeric(10,2), at timestamptz, ok boolean)";
const PROBES: [string, Pick<QueryOut, "command" | "rowCount">, [string, number, number, number][]][] = [
  [
    "INSERT INTO meta_probe (label, price, ok) VALUES ('a', 1.5, true), ('b', 2, false) RETURNING id, label",
    { command: "INSERT", rowCount: 2 },
    [
      ["id", 23, 4, -1],
      ["label", 1043, -1, 24],
    ],
  ],
  [
    "SELECT price, at, ok, price * 2 AS twice FROM meta_probe",
    { command: "SELECT", rowCount: 2 },
    [
      ["price", 1700, -1, 655366],
      ["at", 1184, 8, -1],
      ["ok", 16, 1, -1],
      ["twice", 1700, -1, -1],
    ],
  ],
  ["UPDATE meta_probe SET ok = true WHERE NOT ok", { command: "UPDATE", rowCount: 1 }, []],
  ["CREATE INDEX meta_probe_label ON meta_probe (label)", { command: "CREATE", rowCount: null }, []],
  ["DELETE FROM meta_probe", { command: "DELETE", rowCount: 2 }, []],
];

function suite(name: string, start: () => Promise<{ backend: SqlBackend; admin?: pg.Client }>) {
  describe(`the local Neon endpoint over ${name}`, { timeout: 60_000 }, () => {
    let stand: Stand;
    let admin: pg.Client | undefined;
    beforeAll(async () => {
      const started = await start();
      admin = started.admin;
      stand = await standUp(started.backend);
      await stand.db.query("CREATE TABLE hangup_probe (n int)");
      await stand.db.query("CREATE SEQUENCE hangup_seq");
    }, 120_000);
    afterAll(() => stand?.services.close());

    it("accepts only the local connection string, refusing others with Neon's status and message", async () => {
      expect(await stand.db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
      const other = (u: string, p: string, d: string) => `postgres://${u}:${p}@localhost:${stand.services.port}/${d}`;
      const wrongPassword = await post(stand, { query: "SELECT 1" }, other(user, "guess", database));
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body).toMatchObject({
        message: `password authentication failed for user '${user}'`,
        code: "",
        severity: "",
        detail: null,
      });
      const wrongUser = await post(stand, { query: "SELECT 1" }, other("intruder", password, database));
      expect(wrongUser).toMatchObject({ status: 400, body: { message: "password authentication failed for user 'intruder'" } });
      const wrongDatabase = await post(stand, { query: "SELECT 1" }, other(user, password, "elsewhere"));
      expect(wrongDatabase).toMatchObject({
        status: 500,
        body: { message: 'database "elsewhere" does not exist', code: "3D000", severity: "FATAL" },
      });
      const res = await fetch(`${stand.base}/sql`, { method: "POST", body: JSON.stringify({ query: "SELECT 1" }) });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("invalid header: neon-connection-string");
      // The driver the worker uses reports them as it would Neon's.
      const refused = await createDb(other(user, "guess", database))
        .query("SELECT 1")
        .catch((e) => e);
      expect(refused.message).toContain(`password authentication failed for user '${user}'`);
      const missing = await createDb(other(user, password, "elsewhere"))
        .query("SELECT 1")
        .catch((e) => e);
      expect(missing.message).toContain("Server error (HTTP status 500)");
    });

    it("runs the app's SQL as its own role: owner of what it makes, no superuser", async () => {
      const [me] = await stand.db.query<{ name: string; superuser: boolean }>(
        "SELECT current_user AS name, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user",
      );
      expect(me).toEqual({ name: user, superuser: false });
      await stand.db.query("CREATE TABLE owned_probe (n int)");
      const owners = await stand.db.query<{ tableowner: string }>("SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'");
      expect(owners).toEqual([{ tableowner: user }]);
      expect(await codeOf(stand.db.query("CREATE ROLE helper"))).toBe("42501");
      expect(await codeOf(stand.db.query("ALTER SYSTEM SET work_mem = '8MB'"))).toBe("42501");
      expect(await codeOf(stand.db.query("SELECT pg_read_file('PG_VERSION')"))).toBe("42501");
      expect(await codeOf(stand.db.query("SET SESSION AUTHORIZATION postgres"))).toBe("42501");
    });

    it("starts every request from a clean session: no settings, temporary tables or session locks carry over", async () => {
      // More rounds than the Postgres pool has connections, so every pooled one is seen again.
      for (let round = 0; round < 12; round++) {
        await stand.db.query("SET TIME ZONE 'Pacific/Chatham'");
        await stand.db.query("SELECT set_config('app.visitor', 'someone', false)");
        await stand.db.query("CREATE TEMP TABLE IF NOT EXISTS scratch (n int)");
        await stand.db.query("SELECT pg_advisory_lock(4242)");
      }
      const [session] = await stand.db.query<{ zone: string; visitor: string | null; locks: number }>(
        `SELECT current_setting('TimeZone') AS zone, nullif(current_setting('app.visitor', true), '') AS visitor,
                (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory') AS locks`,
      );
      expect(session).toEqual({ zone: expect.not.stringMatching(/Chatham/), visitor: null, locks: 0 });
      expect(await codeOf(stand.db.query("SELECT * FROM scratch"))).toBe("42P01");
    });

    it("rolls back the work of a client that hung up, a batch or a single statement", async () => {
      const sleep = admin ? 30 : 2;
      for (const body of [
        { queries: [{ query: "INSERT INTO hangup_probe VALUES (1)" }, { query: `SELECT pg_sleep(${sleep})` }] },
        { query: `INSERT INTO hangup_probe SELECT 2 FROM pg_sleep(${sleep})` },
      ]) {
        const before = (await stats(stand)).abandoned;
        const started = Date.now();
        await hangUp(`${stand.base}/sql`, connectionHeaders(stand.url), [{ atMs: 0, body }], 500);
        await expect.poll(async () => (await stats(stand)).abandoned - before, { timeout: 20_000 }).toBe(1);
        if (admin) {
          // On a real Postgres the statement was cancelled, not left to run its 30 s.
          expect(Date.now() - started).toBeLessThan(15_000);
          const { rows } = await admin.query(
            "SELECT pid FROM pg_stat_activity WHERE query LIKE '%pg_sleep(30)%' AND pid <> pg_backend_pid()",
          );
          expect(rows).toEqual([]);
        }
      }
      expect(await stand.db.query("SELECT n FROM hangup_probe")).toEqual([]);
    });

    it.skipIf(name !== "PGlite")("drops a request still waiting for its turn when its client hangs up", async () => {
      const before = (await stats(stand)).abandoned;
      // The second request waits behind the first; a sequence would show it ran even if rolled back.
      await hangUp(
        `${stand.base}/sql`,
        connectionHeaders(stand.url),
        [
          { atMs: 0, body: { query: "SELECT pg_sleep(2)" } },
          { atMs: 300, body: { query: "SELECT nextval('hangup_seq')" } },
        ],
        800,
      );
      await expect.poll(async () => (await stats(stand)).abandoned - before, { timeout: 20_000 }).toBe(2);
      const [seq] = await stand.db.query<{ is_called: boolean }>("SELECT is_called FROM hangup_seq");
      expect(seq.is_called).toBe(false);
    });

    it("drops a request whose client hangs up while it waits out the added latency", async () => {
      const before = (await stats(stand)).abandoned;
      await fetch(`${stand.base}/latency`, { method: "PUT", body: JSON.stringify({ ms: 1500 }) });
      try {
        await hangUp(
          `${stand.base}/sql`,
          connectionHeaders(stand.url),
          [{ atMs: 0, body: { query: "SELECT nextval('hangup_seq')" } }],
          300,
        );
        await expect.poll(async () => (await stats(stand)).abandoned - before, { timeout: 20_000 }).toBe(1);
      } finally {
        await fetch(`${stand.base}/latency`, { method: "PUT", body: JSON.stringify({ ms: 0 }) });
      }
      const [seq] = await stand.db.query<{ is_called: boolean }>("SELECT is_called FROM hangup_seq");
      expect(seq.is_called).toBe(false);
    });

    it("answers more than 10 MB with Neon's 507, rolling the batch back", async () => {
      const big = await post(stand, {
        queries: [
          { query: "INSERT INTO hangup_probe VALUES (3)" },
          { query: "SELECT repeat('x', 6 * 1024 * 1024) FROM generate_series(1, 2)" },
        ],
      });
      expect(big.status).toBe(507);
      expect(big.body).toMatchObject({ message: "response is too large (max is 10485760 bytes)", code: "", severity: "", hint: null });
      expect(await stand.db.query("SELECT n FROM hangup_probe")).toEqual([]);
      expect((await post(stand, { query: "SELECT repeat('x', 9 * 1024 * 1024) AS almost" })).status).toBe(200);
    });

    it("gives fields, command and rowCount as Postgres does", async () => {
      const create = await post(stand, { query: PROBE_TABLE });
      expect(create.body).toMatchObject({ command: "CREATE", rowCount: null, fields: [] });
      const [{ oid }] = await stand.db.query<{ oid: number }>("SELECT 'meta_probe'::regclass::oid AS oid");
      for (const [query, head, fields] of PROBES) {
        const { body } = await post(stand, { query });
        expect(body, query).toMatchObject(head);
        expect(
          (body as unknown as QueryOut).fields.map((f) => [f.name, f.dataTypeID, f.dataTypeSize, f.dataTypeModifier]),
          query,
        ).toEqual(fields);
        for (const f of (body as unknown as QueryOut).fields) expect(f.tableID, f.name).toBe(f.name === "twice" ? 0 : oid);
      }
    });
  });
}

suite("PGlite", async () => ({ backend: await pgliteBackend(undefined) }));

describe.skipIf(!bin)("a real Postgres", () => {
  let postgres: TempPostgres;
  let admin: pg.Client;
  beforeAll(async () => {
    postgres = await startTempPostgres(bin!);
    admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    await admin?.end();
    postgres?.stop();
  });

  suite("Postgres", async () => ({ backend: await postgresBackend(postgres.url), admin }));

  it("answers the probes exactly as `pg` reads them from Postgres", async () => {
    const direct = new pg.Client({ connectionString: postgres.url.replace("postgres@", `${user}:${password}@`) });
    await direct.connect();
    try {
      await direct.query("DROP TABLE IF EXISTS meta_probe");
      const create = await direct.query(PROBE_TABLE);
      expect({ command: create.command, rowCount: create.rowCount }).toEqual({ command: "CREATE", rowCount: null });
      for (const [query, head, fields] of PROBES) {
        const r = await direct.query(query);
        expect({ command: r.command, rowCount: r.rowCount }, query).toEqual(head);
        expect(
          r.fields.map((f) => [f.name, f.dataTypeID, f.dataTypeSize, f.dataTypeModifier]),
          query,
        ).toEqual(fields);
      }
    } finally {
      await direct.end();
    }
  });
});
