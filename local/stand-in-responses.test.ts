import pg from "pg";
import { expect, it } from "vitest";
import type { QueryOut } from "./sql-backend";
import { overBothBackends, password, post, user } from "../tests/support/stand-in";

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

// Neon's answers: the 507 for a response too large, and fields and command tags as Postgres gives them.
overBothBackends(
  (_name, stand) => {
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
  },
  (postgres) => {
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
  },
);
