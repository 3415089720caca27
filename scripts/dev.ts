/**
 * `npm run dev`: `npm start` that follows the code as it is edited. It builds
 * when the build is older than app/, content/ or public/, then serves as `npm start`
 * does (scripts/start.ts: the local services over .data, the built worker
 * under Miniflare). On a change under app/, content/, public/ or to vite.config.ts
 * it rebuilds, then restarts the server; under worker/, local/, scripts/,
 * migrations/ or to wrangler.toml or .dev.vars it restarts the server. The database in
 * .data/ stays, as across two `npm start`s. A failed build leaves the server
 * running on what the build left, until the next change.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, statSync, watch } from "node:fs";
import { join, relative } from "node:path";
import { stopGroup } from "../local/processes";

const ROOT = new URL("../", import.meta.url).pathname;
const REBUILD = ["app", "content", "public", "vite.config.ts"];
const RESTART = ["worker", "local", "scripts", "migrations", "wrangler.toml", ".dev.vars"];
// The build writes the encoded pictures there (decision 028): its own output is no edit to build again for.
const WRITTEN_BY_BUILD = "content/pictures";
/** Editors write a burst of files for one save: wait for the burst to end. */
const SETTLE_MS = 300;

const log = (line: string) => console.log(`[dev] ${line}`);
// Node itself, not npx: npx starts npm, a shell and tsx's own CLI before the script (0.8 s of CPU against 0.3).
const REMIX = join(ROOT, "node_modules/.bin/remix");
const TSX = ["--import", "tsx"];

let server: ChildProcess | undefined;
let build: ChildProcess | undefined;
let stopping = false;
let working = false;
const changed = new Set<string>();
let settle: NodeJS.Timeout | undefined;

/** The newest modification time of a file or folder's files (0 when missing). */
function newest(path: string): number {
  if (!existsSync(path) || path === join(ROOT, WRITTEN_BY_BUILD)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

function buildIsStale(): boolean {
  const built = newest(join(ROOT, "build/server/index.js"));
  return built === 0 || REBUILD.some((p) => newest(join(ROOT, p)) > built);
}

function runBuild(): Promise<boolean> {
  log("building (remix vite:build)");
  const started = Date.now();
  build = spawn(process.execPath, [REMIX, "vite:build", "--logLevel", "warn"], { cwd: ROOT, stdio: "inherit", detached: true });
  return new Promise((resolve) => {
    build!.once("exit", (code) => {
      build = undefined;
      log(code === 0 ? `built in ${Date.now() - started} ms` : `the build failed (${code}); fix it and save again`);
      resolve(code === 0);
    });
  });
}

async function restartServer(): Promise<void> {
  if (server) {
    log("restarting the server");
    // No longer `server`, so its exit is not reported as a stop the owner has to act on.
    const old = server;
    server = undefined;
    await stopGroup(old);
  }
  if (stopping) return;
  // Its own process group: stopping it stops its local services and wrangler with it.
  const child = spawn(process.execPath, [...TSX, "scripts/start.ts"], { cwd: ROOT, stdio: "inherit", detached: true });
  child.once("exit", (code) => {
    if (server === child && !stopping) log(`the server stopped (${code}); it starts again at the next change`);
  });
  server = child;
}

/** Handles the changes gathered so far, then any that came in meanwhile, one round at a time. */
async function work(): Promise<void> {
  if (working || stopping) return;
  working = true;
  try {
    while (changed.size > 0 && !stopping) {
      const paths = [...changed];
      changed.clear();
      log(`changed: ${paths.slice(0, 5).join(", ")}${paths.length > 5 ? ` and ${paths.length - 5} more` : ""}`);
      const rebuild = paths.some((p) => REBUILD.some((r) => p === r || p.startsWith(`${r}/`)));
      if (rebuild && !(await runBuild())) continue;
      await restartServer();
    }
  } finally {
    working = false;
  }
}

function noticed(path: string) {
  // Editors' swap and backup files are no change to the code.
  if (/(^|\/)\.|~$|\.swp$|(^|\/)4913$/.test(path)) return;
  if (path === WRITTEN_BY_BUILD || path.startsWith(`${WRITTEN_BY_BUILD}/`)) return;
  changed.add(path);
  clearTimeout(settle);
  settle = setTimeout(() => void work(), SETTLE_MS);
}

async function shutdown() {
  if (stopping) return;
  stopping = true;
  clearTimeout(settle);
  if (build) await stopGroup(build);
  if (server) await stopGroup(server);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());

if (buildIsStale() && !(await runBuild())) process.exit(1);
for (const target of [...REBUILD, ...RESTART]) {
  const path = join(ROOT, target);
  if (!existsSync(path)) continue;
  const recursive = statSync(path).isDirectory();
  watch(path, { recursive }, (_event, name) => noticed(relative(ROOT, recursive && name ? join(path, name.toString()) : path)));
}
await restartServer();
log("watching app/, public/, worker/, local/, scripts/ and migrations/; Ctrl+C stops everything");
