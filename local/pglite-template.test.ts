import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPGlite } from "./pglite-template";

describe("a new PGlite database from the template initdb made", () => {
  const cache = mkdtempSync(join(tmpdir(), "pglite-template-"));
  const folder = mkdtempSync(join(tmpdir(), "pglite-data-"));
  afterAll(() => {
    rmSync(cache, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });
  const template = () => readdirSync(cache).filter((f) => f.endsWith(".tar"));
  const tables = async (db: Awaited<ReturnType<typeof createPGlite>>) =>
    (await db.query<{ relname: string }>("SELECT relname FROM pg_class WHERE relname LIKE 'kept_%' ORDER BY 1")).rows.map((r) => r.relname);

  it("is made by the first database in memory, before anything is written to it, in place of an older PGlite's", async () => {
    writeFileSync(join(cache, "initdb-0.0.1.tar"), "an older PGlite's");
    const db = await createPGlite({ cache });
    expect(template()).toHaveLength(1);
    expect(template()[0]).toMatch(/^initdb-\d+\.\d+\.\d+\.tar$/);
    expect(template()[0]).not.toBe("initdb-0.0.1.tar");
    await db.exec("CREATE TABLE kept_first (x int)");
    await db.close();
  });

  it("gives every later database in memory a fresh copy, and is not changed by it", async () => {
    const [file] = template();
    const size = statSync(join(cache, file)).size;
    const db = await createPGlite({ cache });
    expect(await tables(db)).toEqual([]);
    expect((await db.query<{ server_version: string }>("SHOW server_version")).rows[0].server_version).toMatch(/^\d+/);
    await db.exec("CREATE TABLE kept_second (x int)");
    await db.close();
    expect(template()).toEqual([file]);
    expect(statSync(join(cache, file)).size).toBe(size);
  });

  it("starts a new folder, which then keeps what is written to it across opens", async () => {
    let db = await createPGlite({ cache, dataDir: folder });
    expect(existsSync(join(folder, "PG_VERSION"))).toBe(true);
    expect(await tables(db)).toEqual([]);
    await db.exec("CREATE TABLE kept_in_folder (x int)");
    await db.close();
    db = await createPGlite({ cache, dataDir: folder });
    expect(await tables(db)).toEqual(["kept_in_folder"]);
    await db.close();
  });
});
