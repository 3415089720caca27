// A new database starts from a copy of the one initdb first made, kept in .cache/pglite/ for this PGlite version:
// initdb is 3.3 s of CPU of PGlite's 4 s start, and `npm test` starts a dozen (docs/testing.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";

const CACHE = new URL("../.cache/pglite/", import.meta.url).pathname;

// Its package's exports leave out package.json, so it is found from the entry.
function pgliteVersion(): string {
  for (let dir = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")); dir !== "/"; dir = dirname(dir)) {
    const file = join(dir, "package.json");
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
    if (pkg.name === "@electric-sql/pglite" && pkg.version) return pkg.version;
  }
  throw new Error("@electric-sql/pglite's package.json not found");
}

export async function createPGlite(options: PGliteOptions & { cache?: string }): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { cache = CACHE, ...rest } = options;
  const template = join(cache, `initdb-${pgliteVersion()}.tar`);
  const fresh = !rest.dataDir || !existsSync(join(rest.dataDir, "PG_VERSION"));
  if (fresh && existsSync(template)) return PGlite.create({ ...rest, loadDataDir: new Blob([readFileSync(template)]) });
  const db = await PGlite.create(rest);
  // Taken from memory, where the archive's folder is PGlite's own name for it, before anything is written to it.
  if (fresh && !rest.dataDir) {
    const archive = Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer());
    mkdirSync(cache, { recursive: true });
    // Written whole under another name first: processes starting side by side may each make one.
    const partial = `${template}.${process.pid}`;
    writeFileSync(partial, archive);
    renameSync(partial, template);
    // An older PGlite's template is never read again.
    for (const old of readdirSync(cache))
      if (/^initdb-.*\.tar$/.test(old) && join(cache, old) !== template) rmSync(join(cache, old), { force: true });
  }
  return db;
}

// `tsx local/pglite-template.ts` makes the template now: npm test does, before its suites start PGlite side by side.
if (process.argv[1] === new URL(import.meta.url).pathname) await (await createPGlite({})).close();
