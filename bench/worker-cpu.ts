/**
 * The worker's CPU for each kind of page it renders, beside a static file's (the runtime's floor), as the runtime
 * spends it: the user and system time of the workerd process this process starts, read from /proc before and after
 * requests sent one at a time (Linux only). npm run bench prints it; the budget holds every rendered kind within
 * CPU_BUDGET times a static file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { startStack } from "../local/stack";
import { RENDERED, type Rendered } from "./rendered";

export const CPU_BUDGET = 4;
const CLOCK_TICKS = 100; // USER_HZ: /proc counts CPU time in hundredths of a second on Linux.
const REQUESTS = Number(process.env.CPU_REQUESTS ?? 300);
const ROUNDS = 3;

/** The workerd processes started by this one (Miniflare runs one for the site). */
function workerdPids(): number[] {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, "utf8");
        const [, comm, rest] = stat.match(/^\d+ \((.*)\) (.*)$/s)!;
        return comm.includes("workerd") && Number(rest.split(" ")[1]) === process.pid ? [Number(d)] : [];
      } catch {
        return [];
      }
    });
}

/** User plus system CPU of a process so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
    .replace(/^.*\) /s, "")
    .split(" ");
  // Fields 14 and 15 of stat (utime, stime), counted from the state, field 3.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

export interface CpuRow {
  kind: Rendered;
  /** Median of the rounds, ms of the worker's CPU a request. */
  ms: number;
  bytes: number;
}

export async function workerCpu(kinds: Rendered[] = Object.keys(RENDERED) as Rendered[]): Promise<CpuRow[]> {
  const { worker, stop } = await startStack({ worker: { readLimit: 1_000_000 } });
  try {
    const pids = workerdPids();
    if (pids.length !== 1) throw new Error(`expected one workerd process of this one's, found ${pids.length}`);
    const [pid] = pids;
    const rows: CpuRow[] = [];
    for (const kind of kinds) {
      const { paths, headers, once } = RENDERED[kind];
      let bytes = 0;
      const get = async (path: string) => {
        const res = await fetch(`${worker.url}${path}`, { headers });
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        bytes = Math.max(bytes, (await res.arrayBuffer()).byteLength);
      };
      // A page asked once (search) is asked in rounds of its own paths: a second asking would be the edge cache's.
      const perRound = once ? Math.floor((paths.length - 10) / ROUNDS) : REQUESTS;
      for (const path of once ? paths.slice(-10) : paths) await get(path);
      const figures: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const before = cpuMs(pid);
        for (let i = 0; i < perRound; i++) await get(paths[once ? round * perRound + i : i % paths.length]);
        figures.push((cpuMs(pid) - before) / perRound);
      }
      figures.sort((a, b) => a - b);
      rows.push({ kind, ms: figures[1], bytes });
    }
    return rows;
  } finally {
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await workerCpu(process.argv.slice(2).length ? (process.argv.slice(2) as Rendered[]) : undefined);
  const floor = rows.find((r) => r.kind === "static")?.ms;
  for (const r of rows)
    console.log(
      `${r.kind.padEnd(12)} ${r.ms.toFixed(2).padStart(7)} ms  ${floor ? (r.ms / floor).toFixed(1) + "x" : ""}  ${(r.bytes / 1024).toFixed(0)} KB`,
    );
}
