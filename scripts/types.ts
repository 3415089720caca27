/**
 * `npm run types`: writes worker-configuration.d.ts, the worker's Env, with
 * `wrangler types` from wrangler.toml (vars, bindings) and the secret names
 * in .dev.vars.example. `npm run types -- --check` (part of `npm run
 * typecheck`) fails when the file is not what wrangler.toml gives today.
 *
 * wrangler's own `--check` regenerates without `--env-file`, so it would
 * read a developer's .dev.vars instead: the check here regenerates with the
 * same arguments and compares, putting the old file back when they differ.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = new URL("../", import.meta.url).pathname;
const FILE = join(ROOT, "worker-configuration.d.ts");
// Runtime types come from @cloudflare/workers-types (tsconfig.json), so only the Env is generated.
const ARGS = ["wrangler", "types", "--include-runtime=false", "--strict-vars=false", "--env-file=.dev.vars.example"];

const read = () => {
  try {
    return readFileSync(FILE, "utf8");
  } catch {
    return "";
  }
};

const before = read();
execFileSync("npx", ARGS, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
if (process.argv.includes("--check") && read() !== before) {
  writeFileSync(FILE, before);
  console.error("worker-configuration.d.ts is stale (wrangler.toml or .dev.vars.example changed): run `npm run types` and commit it.");
  process.exit(1);
}
