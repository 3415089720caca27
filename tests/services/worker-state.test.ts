import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort, localWorkerVars, startWorker, type RunningWorker } from "../../local/stack";

// The suites run side by side, each with workers of its own: two sharing one state folder write one SQLite cache file
// at once, and fail with SQLITE_BUSY.
const started: RunningWorker[] = [];
afterAll(() => Promise.all(started.map((w) => w.stop())));

it("gives every worker a state folder of its own, and removes it when the worker stops", async () => {
  const vars = { ...localWorkerVars(await freePort()) };
  const [a, b] = await Promise.all([startWorker({ vars }), startWorker({ vars })]);
  started.push(a, b);
  expect(a.persistTo).not.toBe(b.persistTo);
  for (const w of [a, b]) expect(existsSync(w.persistTo)).toBe(true);
  await a.stop();
  expect(existsSync(a.persistTo)).toBe(false);
  expect(existsSync(b.persistTo)).toBe(true);
});

it("keeps a state folder it was given", async () => {
  const given = mkdtempSync(join(tmpdir(), "given-state-"));
  try {
    const worker = await startWorker({ vars: localWorkerVars(await freePort()), persistTo: given });
    started.push(worker);
    expect(worker.persistTo).toBe(given);
    await worker.stop();
    expect(existsSync(given)).toBe(true);
  } finally {
    rmSync(given, { recursive: true, force: true });
  }
});
