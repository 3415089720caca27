/**
 * `npm test`: every check CI runs, side by side where nothing is shared, so
 * that the two cores of a CI machine are kept busy (docs/testing.md).
 *
 *   1. lint, typecheck, the unit tests, the build and PGlite's template database, side by side;
 *   2. once the build is done, the deploy check (wrangler.toml given a SITE_URL), whose dry run bundles the worker;
 *   3. once that bundle and the template are made, the services, integration and browser tests, the browser suite in
 *      two processes, beside whatever of the steps before is still running. Each suite's process runs one file at a
 *      time.
 *
 * A step's output is printed whole when it ends, so steps never interleave.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = new URL("../", import.meta.url).pathname;

interface Result {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

/**
 * Every step runs in a session of its own. Linux shares the CPU out between sessions first (autogroups), and
 * Playwright starts each Chromium in one of its own: with every suite, its workers and its database left in this
 * session, the two browsers had a third of the machine each and the rest of npm test the last third.
 */
const running = new Set<ChildProcess>();
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        /* already gone */
      }
    }
    process.exit(1);
  });
}

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env }, detached: true });
    running.add(child);
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("close", (code) => {
      running.delete(child);
      const result = { name, ok: code === 0, seconds: (Date.now() - started) / 1000, output };
      process.stdout.write(`\n──── ${name} ────\n${output}`);
      console.log(`──── ${name}: ${result.ok ? "passed" : "FAILED"} in ${result.seconds.toFixed(1)} s`);
      resolve(result);
    });
  });
}

/** Runs the steps one after another, stopping at the first that fails. */
async function inOrder(...steps: (() => Promise<Result>)[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const step of steps) {
    const result = await step();
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

const FAILURE_LINES = 60;

// package.json's scripts as `npm run` runs them, without npm itself: a shell with node_modules/.bin on the PATH. npm's
// own start cost 1.6 s of CPU a step, npx's 0.5 s.
const SCRIPTS = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
const BIN = join(ROOT, "node_modules/.bin");
const PATH = `${BIN}:${process.env.PATH}`;
const npm =
  (script: string, args: string[] = [], env: Record<string, string> = {}) =>
  () =>
    run([script, ...args].join(" "), "sh", ["-c", [SCRIPTS[script], ...args].join(" ")], { ...env, PATH });
const bin = (name: string, command: string, args: string[]) => () => run(name, join(BIN, command), args);
const tsx =
  (name: string, file: string, args: string[] = []) =>
  () =>
    run(name, process.execPath, ["--import", "tsx", file, ...args]);

// `npm run deploy:check` in its two steps: wrangler.toml is the template an owner fills in, checked with the one value
// a deploy must add (the public address), given as `--var` gives it to wrangler deploy.
const TEMPLATE_SITE = ["--var", "SITE_URL:https://recipes.example.com"];
const DRY_RUN = ".wrangler/dry-run";
const checkConfig = tsx("deploy:check (configuration)", "scripts/check-config.ts", TEMPLATE_SITE);
const dryRun = bin("deploy:check (dry run)", "wrangler", ["deploy", "--dry-run", "--outdir", DRY_RUN, ...TEMPLATE_SITE]);
// PGlite's initdb, once, for every database the suites start side by side (local/pglite-template.ts).
const databaseTemplate = tsx("database template", "local/pglite-template.ts");

const started = Date.now();
// A vitest process a suite, not one run of the projects: vitest runs the files of projects that take one file at a
// time one after another, whichever project they belong to. The dry run's bundle is the one every suite's workers
// run (WORKER_BUNDLE). The browser suite, the longest, is two processes with a site each, that split its files.
const afterBuild = async (): Promise<Result[]> => {
  const template = inOrder(databaseTemplate);
  const [build] = await inOrder(npm("build"));
  if (!build.ok) return [build, ...(await template)];
  const config = inOrder(checkConfig);
  const [bundle] = await inOrder(dryRun);
  const [made] = await template;
  if (!bundle.ok || !made.ok) return [build, bundle, made, ...(await config)];
  // The screenshots are for looking at (`npm run test:browser` writes them); nothing here opens them.
  const env = { WORKER_BUNDLE: join(ROOT, DRY_RUN), SCREENSHOTS: process.env.SCREENSHOTS ?? "0" };
  const suites = [
    npm("test:services", [], env),
    npm("test:integration", [], env),
    ...["--shard=1/2", "--shard=2/2"].map((shard) => npm("test:browser", [shard], env)),
  ];
  const rest = await Promise.all([config, ...suites.map((suite) => inOrder(suite))]);
  return [build, bundle, made, ...rest.flat()];
};
const results = (await Promise.all([inOrder(npm("lint")), inOrder(npm("typecheck")), inOrder(npm("test:unit")), afterBuild()])).flat();
const failed = results.filter((r) => !r.ok);
// A CI log may keep only its end: why each step failed is printed again last, where it survives. Vitest lists its
// failures under "Failed Tests" before its summary; another step's end says why.
for (const result of failed) {
  const lines = result.output.trimEnd().split("\n");
  const failures = lines.findLastIndex((l) => l.includes("Failed Tests"));
  const why = failures >= 0 ? lines.slice(failures, failures + FAILURE_LINES) : lines.slice(-FAILURE_LINES);
  console.log(`\n──── why ${result.name} failed ────\n${why.join("\n")}`);
}
const total = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  failed.length === 0 ? `\nnpm test passed in ${total} s` : `\nnpm test FAILED (${failed.map((r) => r.name).join(", ")}) after ${total} s`,
);
process.exit(failed.length === 0 ? 0 : 1);
