import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../app/utils/db.server";
import { MIGRATIONS_DIR, splitSql } from "./database";
import { prepareDatabase } from "./stack";
import { LOCAL_CREDENTIALS } from "./app-role";
import { pgliteBackend } from "./pglite-backend";
import { startLocalServices, type LocalServices } from "./server";

// A developer's .data/ from before the app had a role of its own: every
// table was made by PGlite's superuser, postgres. `npm start` must keep
// working on it, with its rows, and from then on as the app's role.
const dir = mkdtempSync(join(tmpdir(), "pglite-legacy-"));
let services: LocalServices;

beforeAll(async () => {
  const { PGlite } = await import("@electric-sql/pglite");
  const old = await PGlite.create({ dataDir: dir });
  await old.exec("CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => /^000[1-3]_.+\.sql$/.test(f)).sort()) {
    for (const statement of splitSql(await readFile(join(MIGRATIONS_DIR, file), "utf8"))) await old.exec(statement);
    await old.query("INSERT INTO schema_migrations (name) VALUES ($1)", [file]);
  }
  await old.exec("INSERT INTO comments2 (recipe, name, rating, comment, date) VALUES (12, 'Before', 5, 'Kept.', '2025-Jan-5')");
  await old.exec("CREATE FUNCTION old_helper() RETURNS int LANGUAGE sql AS 'SELECT 1'");
  await old.close();
  services = await startLocalServices({ backend: await pgliteBackend(dir) });
});
afterAll(async () => {
  await services?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a PGlite data directory made before the app's role existed", () => {
  it("is handed to the app's role, keeps its rows, and takes migrations and the seed", async () => {
    const { user, password, database } = LOCAL_CREDENTIALS;
    const db = createDb(`postgres://${user}:${password}@localhost:${services.port}/${database}`, { timeoutMs: 30_000 });
    const owners = await db.query<{ name: string; owner: string }>(
      `SELECT c.relname AS name, pg_get_userbyid(c.relowner) AS owner FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S') ORDER BY 1`,
    );
    expect(owners.length).toBeGreaterThanOrEqual(5);
    expect(owners.filter((o) => o.owner !== user)).toEqual([]);
    const [fn] = await db.query<{ owner: string }>("SELECT pg_get_userbyid(proowner) AS owner FROM pg_proc WHERE proname = 'old_helper'");
    expect(fn.owner).toBe(user);
    // What a later migration does, on a table the superuser made.
    await db.query("ALTER TABLE comments2 ADD COLUMN IF NOT EXISTS legacy_probe text");
    const { recipes } = await prepareDatabase(db);
    expect(recipes).toBeGreaterThan(20);
    expect(await db.query("SELECT comment FROM comments2 WHERE name = 'Before'")).toEqual([{ comment: "Kept." }]);
    const [added] = await db.query<{ comment_id: number }>(
      "INSERT INTO comments2 (recipe, name, rating, comment, date) VALUES (12, 'After', 4, 'New.', '2026-Nov-23') RETURNING comment_id",
    );
    expect(added.comment_id).toBe(2);
  });
});
