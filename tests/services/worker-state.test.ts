import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort, localWorkerVars, startWorker, type RunningWorker } from "../../scripts/stack";

// The suites run side by side, each with workers of its own: two sharing wrangler's state folder write one SQLite
// cache file at once, and wrangler answers SQLITE_BUSY.
const persistTo = (worker: RunningWorker) => worker.process.spawnargs[worker.process.spawnargs.indexOf("--persist-to") + 1];

const started: RunningWorker[] = [];
afterAll(() => Promise.all(started.map((w) => w.stop())));

it("gives every worker a state folder of its own, and removes it when the worker stops", async () => {
  const vars = { ...localWorkerVars(await freePort()) };
  const [a, b] = await Promise.all([startWorker({ vars }), startWorker({ vars })]);
  started.push(a, b);
  expect(persistTo(a)).not.toBe(persistTo(b));
  for (const w of [a, b]) expect(existsSync(persistTo(w))).toBe(true);
  await a.stop();
  expect(existsSync(persistTo(a))).toBe(false);
  expect(existsSync(persistTo(b))).toBe(true);
});

it("keeps a state folder it was given", async () => {
  const given = mkdtempSync(join(tmpdir(), "given-state-"));
  try {
    const worker = await startWorker({ vars: localWorkerVars(await freePort()), persistTo: given });
    started.push(worker);
    expect(persistTo(worker)).toBe(given);
    await worker.stop();
    expect(existsSync(given)).toBe(true);
  } finally {
    rmSync(given, { recursive: true, force: true });
  }
});
