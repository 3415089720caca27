/**
 * `npm run profile [-- recipe|search|list|week|...]`: a CPU profile of the built worker (build/ must be current)
 * rendering pages the edge cache cannot answer, taken through workerd's V8 inspector, as docs/edge-cache.md reads it.
 * Prints the functions with the most CPU of their own and the bundle's modules by CPU, and writes the whole profile
 * to .profiles/<kind>.cpuprofile (open it in Chrome's DevTools, Performance panel).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import WebSocket from "ws";
import { freePort, ROOT, startStack } from "../local/stack";
import { RENDERED, type Rendered } from "./rendered";

const ROUNDS = Number(process.env.ROUNDS ?? 200);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount: number;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

function inspector(url: string) {
  const ws = new WebSocket(url);
  let id = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.on("message", (raw) => {
    const msg = JSON.parse(String(raw));
    if (msg.id) waiting.get(msg.id)?.(msg.result);
  });
  const opened = new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  return {
    opened,
    send: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        waiting.set(++id, resolve as (r: unknown) => void);
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}

// The deploy bundle with its source map, made here so that each frame can be named by the file it came from.
const BUNDLE = join(ROOT, ".profiles/bundle");
execFileSync(process.execPath, [join(ROOT, "node_modules/wrangler/bin/wrangler.js"), "deploy", "--dry-run", "--outdir", BUNDLE], {
  cwd: ROOT,
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
  stdio: "ignore",
});
process.env.WORKER_BUNDLE = BUNDLE;
const map = new TraceMap(readFileSync(join(BUNDLE, "index.js.map"), "utf8"));

/** Where a frame's code was written: app/…, worker/…, or the package it came from. */
function origin(f: Node["callFrame"]): { file: string; at: string; name: string } {
  if (!f.url.endsWith("index.js")) return { file: f.url || "(runtime)", at: f.url, name: f.functionName };
  const o = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
  const source = (o.source ?? "?").replace(/^(\.\.\/)+/, "");
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  return { file: pkg ?? source, at: `${source.replace(/.*node_modules\//, "")}:${o.line}`, name: o.name ?? f.functionName };
}

/** Self time per function and per source file (ms), from the samples' time deltas. */
function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((s, i) => self.set(s, (self.get(s) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const fns = new Map<string, number>();
  const files = new Map<string, number>();
  for (const [nodeId, ms] of self) {
    const f = byId.get(nodeId)!.callFrame;
    const o = origin(f);
    const key = /^\(/.test(f.functionName) ? f.functionName : `${o.name || f.functionName || "(anonymous)"} ${o.at}`;
    fns.set(key, (fns.get(key) ?? 0) + ms);
    files.set(o.file, (files.get(o.file) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { fns: sorted(fns), files: sorted(files) };
}

const kinds = process.argv.slice(2).length ? (process.argv.slice(2) as Rendered[]) : (Object.keys(RENDERED) as Rendered[]);
const inspectorPort = await freePort();
const { worker, stop } = await startStack({ worker: { inspectorPort, readLimit: 1_000_000 } });
try {
  const targets = (await fetch(`http://127.0.0.1:${inspectorPort}/json`).then((r) => r.json())) as {
    id: string;
    webSocketDebuggerUrl: string;
  }[];
  const site = targets.find((t) => t.id === "core:user:site")!;
  const cdp = inspector(site.webSocketDebuggerUrl);
  await cdp.opened;
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
  mkdirSync(`${ROOT}.profiles`, { recursive: true });
  for (const kind of kinds) {
    const { paths, headers, once } = RENDERED[kind];
    const get = (path: string) => fetch(`${worker.url}${path}`, { headers }).then((r) => r.arrayBuffer());
    // The isolate warm: the profile is of requests after the first, as most are.
    for (const path of once ? paths.slice(-10) : paths) await get(path);
    const rounds = once ? paths.length - 10 : ROUNDS;
    await cdp.send("Profiler.start");
    for (let i = 0; i < rounds; i++) await get(paths[i % paths.length]);
    const { profile } = await cdp.send<{ profile: Profile }>("Profiler.stop");
    writeFileSync(`${ROOT}.profiles/${kind}.cpuprofile`, JSON.stringify(profile));
    const { fns, files } = summarise(profile);
    const total = fns.reduce((s, [, ms]) => s + ms, 0);
    const line = ([k, ms]: [string, number]) =>
      console.log(`  ${(ms / rounds).toFixed(2).padStart(6)} ms  ${((100 * ms) / total).toFixed(1).padStart(4)}%  ${k}`);
    console.log(`\n${kind}: ${rounds} requests, ${(total / rounds).toFixed(2)} ms sampled a request; by file:`);
    files.slice(0, 15).forEach(line);
    console.log("by function:");
    fns.slice(0, Number(process.env.TOP ?? 25)).forEach(line);
  }
  cdp.close();
} finally {
  await stop();
}
