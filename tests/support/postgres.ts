/**
 * A throwaway Postgres server for tests that need real concurrency (PGlite
 * is one session: its transactions never overlap). Uses the Debian server
 * binaries (/usr/lib/postgresql/<version>/bin, or PG_BIN); as root it runs
 * them as the `postgres` user, since Postgres refuses to run as root.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../local/processes";

/**
 * The server binaries, or null (with a warning) when there are none; with
 * REQUIRE_POSTGRES set, none is an error instead.
 */
export function requiredPostgresBinDir(what: string): string | null {
  const bin = postgresBinDir();
  if (!bin && process.env.REQUIRE_POSTGRES) throw new Error("REQUIRE_POSTGRES is set but no Postgres server binaries were found (PG_BIN)");
  if (!bin) console.warn(`No Postgres server binaries (set PG_BIN): ${what} skipped.`);
  return bin;
}

function postgresBinDir(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : null;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], "bin") : null;
}

export interface TempPostgres {
  url: string;
  stop(): void;
}

export async function startTempPostgres(bin: string): Promise<TempPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "pgtest-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"])), Number(execFileSync("id", ["-g", "postgres"])));
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, cmd), args, { stdio: "pipe" });
  const data = join(dir, "data");
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stop);
    try {
      if (existsSync(join(data, "postmaster.pid"))) run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // pg_ctl detaches the server: stop it even when the test run ends early.
  process.once("exit", stop);
  try {
    // The bootstrap superuser: the local services make the app's own role from it.
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=40`;
    run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-t", "30", "start"]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (e) {
    stop();
    throw e;
  }
}
