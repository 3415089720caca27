import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../app/utils/db.server";
import { migrate } from "./database";
import { startLocalServices, type LocalServices, type Stats } from "./server";
import { pgliteBackend } from "./pglite-backend";

// The local services are driven here by the same Neon driver the worker uses.
let services: LocalServices;
let db: Db;
let base: string;

beforeAll(async () => {
  services = await startLocalServices({ backend: await pgliteBackend(undefined) });
  base = `http://127.0.0.1:${services.port}`;
  db = createDb(`postgres://app:local@localhost:${services.port}/app`);
});
afterAll(() => services?.close());

describe("the local Neon HTTP endpoint", () => {
  it("answers a parameterised query with values the driver parses", async () => {
    const rows = await db.query("SELECT $1::int + 1 AS n, $2::text AS t, NULL::text AS nothing, now() AS at", [41, "hi"]);
    expect(rows).toHaveLength(1);
    expect(rows[0].n).toBe(42);
    expect(rows[0].t).toBe("hi");
    expect(rows[0].nothing).toBeNull();
    expect(rows[0].at).toBeInstanceOf(Date);
  });

  it("sends every value as text, as Neon does", async () => {
    const res = await fetch(`${base}/sql`, {
      method: "POST",
      headers: { "Neon-Connection-String": "postgres://app:local@localhost/app", "content-type": "application/json" },
      body: JSON.stringify({ query: "SELECT 1::int AS one, true AS yes, '\\x00ff'::bytea AS raw", params: [] }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { rows: unknown; fields: { name: string }[]; command: string; rowAsArray: boolean };
    expect(body.rows).toEqual([["1", "t", "\\x00ff"]]);
    expect(body.fields.map((f: { name: string }) => f.name)).toEqual(["one", "yes", "raw"]);
    expect(body.command).toBe("SELECT");
    expect(body.rowAsArray).toBe(true);
  });

  it("names a column as of another type on request, until told to stop", async () => {
    const put = (types: unknown) => fetch(`${base}/column-types`, { method: "PUT", body: JSON.stringify(types) });
    expect((await put({ t: "int" })).status).toBe(400);
    expect((await put({ t: 23 })).status).toBe(200);
    try {
      expect((await db.query("SELECT '12'::text AS t, '12'::text AS u"))[0]).toEqual({ t: 12, u: "12" });
    } finally {
      await put({});
    }
    expect((await db.query("SELECT '12'::text AS t"))[0]).toEqual({ t: "12" });
  });

  it("answers a Postgres error with 400 and its fields", async () => {
    const err = await db.query("SELECT * FROM no_such_table").catch((e) => e);
    expect(err.name).toBe("DatabaseError");
    expect(err.cause.code).toBe("42P01");
    expect(err.message).toContain("no_such_table");
  });

  it("refuses several statements in one query, as Neon does", async () => {
    await expect(db.query("SELECT 1; SELECT 2")).rejects.toThrow();
  });

  it("runs a batch as one transaction and rolls all of it back when one statement fails", async () => {
    await db.query("CREATE TABLE batch_probe (n int PRIMARY KEY)");
    await expect(db.transaction((q) => [q("INSERT INTO batch_probe VALUES (1)"), q("INSERT INTO batch_probe VALUES (1)")])).rejects.toThrow(
      /duplicate key/,
    );
    expect(await db.query("SELECT * FROM batch_probe")).toEqual([]);
    const [, rows] = await db.transaction((q) => [q("INSERT INTO batch_probe VALUES (2)"), q("SELECT n FROM batch_probe")]);
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("never leaves a transaction open in its single session", async () => {
    await db.query("BEGIN");
    // Inside one transaction now() stands still; outside, each statement gets its own.
    const [a] = await db.query<{ t: Date }>("SELECT now() AS t");
    await expect.poll(async () => (await db.query<{ t: Date }>("SELECT now() AS t"))[0].t.getTime()).toBeGreaterThan(a.t.getTime());
  });

  it("counts the SQL requests it serves at /stats", async () => {
    const before = (await (await fetch(`${base}/stats`)).json()) as Stats;
    await db.query("SELECT 1");
    await db.transaction((q) => [q("SELECT 1"), q("SELECT 2")]);
    const after = (await (await fetch(`${base}/stats`)).json()) as Stats;
    expect(after.sqlRequests - before.sqlRequests).toBe(2);
    expect(after.statements - before.statements).toBe(3);
    expect(after.transactions - before.transactions).toBe(1);
  });

  it("applies each migration once", async () => {
    const first = await migrate(db);
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name");
    expect(recorded.map((r) => r.name)).toEqual(first);
  });
});

describe("the mail stand-in", () => {
  const mail = {
    personalizations: [{ to: [{ email: "owner@example.com" }] }],
    from: { email: "c@example.com" },
    subject: "Hi",
    content: [{ type: "text/plain", value: "x" }],
  };
  const sendMail = (subject: string) =>
    fetch(`${base}/tx/v1/send`, {
      method: "POST",
      headers: { "x-api-key": "k", "content-type": "application/json" },
      body: JSON.stringify({ ...mail, subject }),
    });
  const outage = (on: unknown) => fetch(`${base}/mail-outage`, { method: "POST", body: JSON.stringify({ on }) });
  const subjects = async () => ((await (await fetch(`${base}/outbox`)).json()) as { subject: string }[]).map((m) => m.subject);

  it("fails every send with 503 during an outage, keeping nothing, and takes mail again after it", async () => {
    expect((await outage(true)).status).toBe(200);
    expect((await sendMail("during")).status).toBe(503);
    expect((await outage(false)).status).toBe(200);
    expect((await sendMail("after")).status).toBe(202);
    expect(await subjects()).not.toContain("during");
    expect(await subjects()).toContain("after");
  });

  it("refuses a switch that is not on or off", async () => {
    expect((await outage("yes")).status).toBe(400);
    expect((await sendMail("still up")).status).toBe(202);
  });
});
