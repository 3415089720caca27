/**
 * Every core kept busy, as on a machine where other work runs beside the site (docs/testing.md, "Proving it on a slow
 * machine"): one process a core, each spinning until it is stopped by its id, or at the latest after `limitMs`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";

export async function busyCores(limitMs: number): Promise<{ stop(): Promise<void> }> {
  const spin = `const end = Date.now() + ${limitMs}; while (Date.now() < end);`;
  const children: ChildProcess[] = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ["-e", spin], { stdio: "ignore" }),
  );
  const exited = children.map((child) => new Promise<void>((resolve) => child.once("exit", () => resolve())));
  // Spinning once each has started: a process that failed to start would say so here, not leave the cores idle.
  await Promise.all(children.map((child) => new Promise<void>((resolve, reject) => child.once("spawn", resolve).once("error", reject))));
  return {
    async stop() {
      for (const child of children) if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(child.pid);
      await Promise.all(exited);
    },
  };
}
