/**
 * The worker's CPU for each kind of page it renders, beside a static file's (the runtime's floor), as the runtime
 * spends it: the user and system time of the workerd process this process starts, read from /proc before and after
 * requests sent one at a time (Linux only). npm run bench prints it; the budget holds every rendered kind within
 * CPU_BUDGET times a static file. Each round measures the static file just before each kind, and the ratio is the
 * median of the rounds' own: the machine's other work moves both alike, where it moved a floor taken once by half.
 * The site runs without Miniflare's Cache API store (a miss for every match, nothing kept), a worker of its own in the
 * same workerd process: on Cloudflare the store is not the worker's CPU. A search, the one kind here that stores a copy,
 * is measured again with the store, told beside it and held to no budget (docs/edge-cache.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import { startStack } from "../local/stack";
import { RENDERED, type Rendered } from "./rendered";

export const CPU_BUDGET = 4;
const CLOCK_TICKS = 100; // USER_HZ: /proc counts CPU time in hundredths of a second on Linux.
const REQUESTS = Number(process.env.CPU_REQUESTS ?? 200);
const ROUNDS = 5;

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
  /** Measured with the local Cache API store counted as the worker's: told, not held to CPU_BUDGET. */
  withStore?: true;
  /** Median of the rounds, ms of the worker's CPU a request. */
  ms: number;
  /** Median of the rounds' ratios to the static file measured just before. */
  ratio: number;
  bytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function workerCpu(kinds: Rendered[] = Object.keys(RENDERED) as Rendered[]): Promise<CpuRow[]> {
  const rows = await measured(kinds, false);
  if (!kinds.includes("search")) return rows;
  const [, search] = await measured(["search"], true);
  return [...rows, { ...search, withStore: true }];
}

async function measured(kinds: Rendered[], cacheStore: boolean): Promise<CpuRow[]> {
  // npm run bench has a site of its own running beside this one: the workerd to read is the one this stack starts.
  const before = new Set(workerdPids());
  const { worker, stop } = await startStack({ worker: { readLimit: 1_000_000, cacheStore } });
  try {
    const pids = workerdPids().filter((pid) => !before.has(pid));
    if (pids.length !== 1) throw new Error(`expected one new workerd process of this one's, found ${pids.length}`);
    const [pid] = pids;
    const bytes = new Map<Rendered, number>();
    const get = async (kind: Rendered, path: string) => {
      const res = await fetch(`${worker.url}${path}`, { headers: RENDERED[kind].headers });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      bytes.set(kind, Math.max(bytes.get(kind) ?? 0, (await res.arrayBuffer()).byteLength));
    };
    const measured: Rendered[] = ["static", ...kinds.filter((k) => k !== "static")];
    // A page asked once (search) is asked in rounds of its own paths: a second asking would be the edge cache's.
    const perRound = (kind: Rendered) => (RENDERED[kind].once ? Math.floor((RENDERED[kind].paths.length - 10) / ROUNDS) : REQUESTS);
    const measure = async (kind: Rendered, round: number) => {
      const { paths, once } = RENDERED[kind];
      const before = cpuMs(pid);
      for (let i = 0; i < perRound(kind); i++) await get(kind, paths[once ? round * perRound(kind) + i : i % paths.length]);
      return (cpuMs(pid) - before) / perRound(kind);
    };
    for (const kind of measured) {
      const { paths, once } = RENDERED[kind];
      for (const path of once ? paths.slice(-10) : paths) await get(kind, path);
    }
    const figures = new Map(measured.map((k) => [k, { ms: [] as number[], ratios: [] as number[] }]));
    for (let round = 0; round < ROUNDS; round++)
      for (const kind of measured) {
        const floor = kind === "static" ? null : await measure("static", round);
        const ms = await measure(kind, round);
        figures.get(kind)!.ms.push(ms);
        figures.get(kind)!.ratios.push(floor ? ms / floor : 1);
      }
    return measured.map((kind) => ({
      kind,
      ms: median(figures.get(kind)!.ms),
      ratio: median(figures.get(kind)!.ratios),
      bytes: bytes.get(kind) ?? 0,
    }));
  } finally {
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await workerCpu(process.argv.slice(2).length ? (process.argv.slice(2) as Rendered[]) : undefined);
  for (const r of rows)
    console.log(
      `${(r.withStore ? `${r.kind}, store` : r.kind).padEnd(14)} ${r.ms.toFixed(2).padStart(7)} ms  ${r.ratio.toFixed(1)}x  ${(r.bytes / 1024).toFixed(0)} KB`,
    );
}
