/**
 * Throughput and latency, side by side in one run (`npm run bench`): a static
 * file, a category page and a recipe page from the edge cache, and a recipe
 * page rendered by the worker (a miss: one database round trip), each with
 * the database near (0 ms added) and far (150 ms added per SQL request by
 * the local services, about Sydney to a US region). Loopback only; each
 * target runs DURATION seconds (default 10) with CONNECTIONS connections
 * (default 20); time to first byte is the median of TTFB_SAMPLES (default
 * 30) requests one at a time. Then the worker's CPU for each kind of page it
 * renders beside a static file's (bench/worker-cpu.ts, on a site of its own).
 * Ends with the budgets, failing the run when one is missed, then the newsletter: NEWSLETTER_RECIPIENTS (default 5,000)
 * confirmed readers on a site of its own, the newest issue sent to them in
 * batches of 1,000 by Cron runs fired one after another, timed per 1,000.
 */
import { request } from "node:http";
import autocannon from "autocannon";
import { readdirSync } from "node:fs";
import { sendState, startSend } from "../app/readers-mail/newsletter-send.server";
import { fireCron, ROOT, startStack } from "../local/stack";
import { withSite } from "./site";
import { CPU_BUDGET, workerCpu } from "./worker-cpu";

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const TTFB_SAMPLES = Number(process.env.TTFB_SAMPLES ?? 30);
const LATENCIES = [0, 150];

// The commenter cookie makes the worker render the recipe page every time, as for a miss; each of those requests
// comes from a reader of its own, as the read limit (120 a minute a client) would otherwise answer most of them.
const TARGETS: { name: string; path: string; headers?: Record<string, string>; manyReaders?: true }[] = [
  { name: "static file", path: "/images/recipes/pancakes.jpg" },
  { name: "category page (edge cache)", path: "/breakfast" },
  { name: "recipe page (edge cache)", path: "/pancakes" },
  { name: "recipe page (rendered, a miss)", path: "/pancakes", headers: { cookie: "commenter=1" }, manyReaders: true },
];

let readers = 0;
/** A client address of its own for each request (the worker reads CF-Connecting-IP as Cloudflare sets it). */
const nextReader = () => {
  readers++;
  return `10.${(readers >> 16) & 255}.${(readers >> 8) & 255}.${readers & 255}`;
};

/** Budgets from issue 15, checked on every run. */
const BUDGET = { cachedVsStatic: 0.8, farTtfbOverStaticMs: 10 };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  ttfb: number;
  errors: number;
  non2xx: number;
}

/** Median time to the response's first byte (its status line and headers), one request at a time. */
async function ttfb(url: string, headers: Record<string, string> = {}): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < TTFB_SAMPLES; i++) {
    times.push(
      await new Promise<number>((resolve, reject) => {
        const started = process.hrtime.bigint();
        const req = request(url, { headers }, (res) => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          res.resume().on("end", () => resolve(ms));
        });
        req.on("error", reject);
        req.end();
      }),
    );
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] * 10) / 10;
}

async function setDatabaseLatency(servicesUrl: string, ms: number) {
  const res = await fetch(`${servicesUrl}/latency`, { method: "PUT", body: JSON.stringify({ ms }) }).catch(() => null);
  if (!res?.ok) throw new Error(`the local services at ${servicesUrl} can't set the database latency: is LOCAL_SERVICES_PORT right?`);
}

await withSite(async (siteUrl, servicesUrl) => {
  const host = new URL(siteUrl).hostname;
  if (!["127.0.0.1", "localhost", "[::1]"].includes(host)) throw new Error("benchmarks run against loopback only");
  const results = new Map<number, Figures[]>();
  try {
    for (const latency of LATENCIES) {
      await setDatabaseLatency(servicesUrl, latency);
      const rows: Figures[] = [];
      for (const t of TARGETS) {
        const url = `${siteUrl}${t.path}`;
        for (let i = 0; i < 2; i++) await fetch(url, { headers: t.headers }).then((r) => r.arrayBuffer()); // warm the edge cache and the isolate
        const r = await autocannon({
          url,
          connections: CONNECTIONS,
          duration: DURATION,
          headers: t.headers,
          ...(t.manyReaders && {
            requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, "cf-connecting-ip": nextReader() } }) }],
          }),
        });
        rows.push({
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          ttfb: await ttfb(url, t.manyReaders ? { ...t.headers, "cf-connecting-ip": nextReader() } : t.headers),
          errors: r.errors,
          non2xx: r.non2xx,
        });
      }
      results.set(latency, rows);
    }
  } finally {
    await setDatabaseLatency(servicesUrl, 0).catch(() => {});
  }

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each; TTFB: median of ${TTFB_SAMPLES} single requests; ${siteUrl}\n`);
  const head = LATENCIES.map(() => `req/s | p50 ms | p99 ms | TTFB ms | vs static`).join(" | ");
  console.log(`| target | ${head} |`);
  console.log(`|---|${LATENCIES.map(() => "---:|---:|---:|---:|---:").join("|")}|`);
  console.log(`| database latency | ${LATENCIES.map((l) => `**${l} ms** | | | |`).join(" | ")} |`);
  TARGETS.forEach((t, i) => {
    const cells = LATENCIES.map((l) => {
      const all = results.get(l)!;
      const r = all[i];
      return `${r.rps} | ${r.p50} | ${r.p99} | ${r.ttfb} | ${(r.rps / all[0].rps).toFixed(2)}x`;
    });
    console.log(`| ${t.name} | ${cells.join(" | ")} |`);
  });

  const checks: [string, boolean][] = [];
  for (const l of LATENCIES) {
    const [stat, , cached] = results.get(l)!;
    checks.push([
      `${l} ms: cached recipe page serves ${(cached.rps / stat.rps).toFixed(2)} of a static file's requests/s (budget >= ${BUDGET.cachedVsStatic})`,
      cached.rps / stat.rps >= BUDGET.cachedVsStatic,
    ]);
  }
  const far = results.get(150)!;
  const over = Math.round((far[2].ttfb - far[0].ttfb) * 10) / 10;
  checks.push([
    `150 ms: cached recipe page's first byte ${over} ms after a static file's (budget <= ${BUDGET.farTtfbOverStaticMs} ms)`,
    over <= BUDGET.farTtfbOverStaticMs,
  ]);
  const cpu = await workerCpu();
  console.log(`\nWorker CPU per request (workerd's user + system time, requests one at a time, medians of 5 rounds):\n`);
  console.log("| page | CPU ms | vs static | HTML KB |\n|---|---:|---:|---:|");
  for (const r of cpu)
    console.log(
      `| ${r.withStore ? `${r.kind}, with the local Cache API store (not the worker's on Cloudflare)` : r.kind} | ${r.ms.toFixed(2)} | ${r.ratio.toFixed(1)}x | ${Math.round(r.bytes / 1024)} |`,
    );
  for (const r of cpu.slice(1).filter((r) => !r.withStore))
    checks.push([
      `${r.kind}: a rendered request costs the worker ${r.ratio.toFixed(1)}x a static file's CPU (budget <= ${CPU_BUDGET}x)`,
      r.ratio <= CPU_BUDGET,
    ]);
  console.log("\nBudgets:");
  for (const [line, ok] of checks) console.log(`  ${ok ? "ok  " : "MISS"} ${line}`);

  const bad = [...results.entries()]
    .flatMap(([l, rows]) => rows.map((r, i) => ({ l, name: TARGETS[i].name, ...r })))
    .filter((r) => r.errors || r.non2xx);
  if (bad.length)
    console.error(
      `\nErrors or non-2xx answers: ${bad.map((r) => `${r.name} at ${r.l} ms (${r.errors} errors, ${r.non2xx} non-2xx)`).join(", ")}`,
    );
  if (bad.length || checks.some(([, ok]) => !ok)) process.exitCode = 1;
  await benchNewsletter();
});

// Never on the site `npm start` runs: it would send that database's newest issue.
async function benchNewsletter() {
  const recipients = Number(process.env.NEWSLETTER_RECIPIENTS ?? 5000);
  const issue = readdirSync(`${ROOT}/content/newsletter`).sort().at(-1)!.replace(/\.md$/, "");
  const { worker, db, stop } = await startStack({ vars: { NEWSLETTER_BATCHES_PER_RUN: "1000" } });
  try {
    await db.query("INSERT INTO subscriptions (email) SELECT 'bench' || n || '@example.com' FROM generate_series(1, $1::int) n", [
      recipients,
    ]);
    await startSend(db, issue);
    const started = performance.now();
    let runs = 0;
    while (((await sendState(db, issue))?.waiting ?? 0) > 0 && runs < 100) {
      await fireCron(worker.url);
      runs++;
    }
    const ms = performance.now() - started;
    const state = await sendState(db, issue);
    console.log(
      `\nNewsletter: ${state?.sent} of ${recipients} recipients sent in ${runs} Cron run(s), ${(ms / 1000).toFixed(1)} s: ` +
        `${Math.round(ms / (recipients / 1000))} ms per 1,000 recipients (batches of 1,000, to the local mail stand-in)`,
    );
    if (state?.sent !== recipients) process.exitCode = 1;
  } finally {
    await stop();
  }
}
