/**
 * Every core kept busy, as on a machine where other work runs beside the site (docs/testing.md, "Proving it on a slow
 * machine"): one process for each core that is idle now, each spinning until it is stopped by its id, or at the latest
 * after `limitMs`. Inside `npm test` the other suites keep the cores busy already; spinning beside them only took
 * their CPU.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

/** The CPU's idle and total time so far, from the kernel's first line of /proc/stat. */
function cpuTimes(): { idle: number; total: number } {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  // idle and iowait
  return { idle: ticks[3] + ticks[4], total: ticks.reduce((a, b) => a + b, 0) };
}

/** How many cores sat idle over a quarter of a second; every core where the kernel does not say. */
async function idleCores(): Promise<number> {
  const cores = availableParallelism();
  if (!existsSync("/proc/stat")) return cores;
  const before = cpuTimes();
  await sleep(250);
  const after = cpuTimes();
  const idle = (after.idle - before.idle) / Math.max(1, after.total - before.total);
  return Math.round(idle * cores);
}

export async function busyCores(limitMs: number): Promise<{ spinning: number; stop(): Promise<void> }> {
  const spin = `const end = Date.now() + ${limitMs}; while (Date.now() < end);`;
  const children: ChildProcess[] = Array.from({ length: await idleCores() }, () =>
    spawn(process.execPath, ["-e", spin], { stdio: "ignore" }),
  );
  const exited = children.map((child) => new Promise<void>((resolve) => child.once("exit", () => resolve())));
  // Spinning once each has started: a process that failed to start would say so here, not leave the cores idle.
  await Promise.all(children.map((child) => new Promise<void>((resolve, reject) => child.once("spawn", resolve).once("error", reject))));
  return {
    spinning: children.length,
    async stop() {
      for (const child of children) if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid);
      await Promise.all(exited);
    },
  };
}
