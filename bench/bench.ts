/**
 * Throughput and latency, side by side in one run (`npm run bench`): a static
 * file, a category page (served from the edge cache, as readers get it) and
 * a recipe page (rendered by the worker with one database round trip each
 * time). Loopback only; each target runs DURATION seconds (default 10) with
 * CONNECTIONS connections (default 20).
 */
import autocannon from "autocannon";
import { withSite } from "./site";

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);

const TARGETS = [
  ["static file", "/images/recipes/pancakes.jpg"],
  ["category page", "/breakfast"],
  ["recipe page", "/pancakes"],
] as const;

await withSite(async (siteUrl) => {
  const host = new URL(siteUrl).hostname;
  if (!["127.0.0.1", "localhost", "[::1]"].includes(host)) throw new Error("benchmarks run against loopback only");
  const rows: { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }[] = [];
  for (const [name, path] of TARGETS) {
    await fetch(`${siteUrl}${path}`).then((r) => r.arrayBuffer()); // warm the edge cache and the isolate
    const r = await autocannon({ url: `${siteUrl}${path}`, connections: CONNECTIONS, duration: DURATION });
    rows.push({ name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx });
  }
  const base = rows[0].rps;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${siteUrl}\n`);
  console.log("| target | requests/s | p50 ms | p99 ms | vs static |");
  console.log("|---|---:|---:|---:|---:|");
  for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / base).toFixed(2)}x |`);
  const bad = rows.filter((r) => r.errors || r.non2xx);
  if (bad.length) {
    console.error(`\nErrors or non-2xx answers: ${bad.map((r) => `${r.name} (${r.errors} errors, ${r.non2xx} non-2xx)`).join(", ")}`);
    process.exitCode = 1;
  }
});
