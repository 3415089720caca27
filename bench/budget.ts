/**
 * Performance budgets, checked against the built site (`npm run budget`):
 *
 * - at most 100 KB of gzipped JavaScript on a recipe page;
 * - Lighthouse 12, mobile preset, on a recipe page and a category page:
 *   performance >= 95, accessibility 100, best practices >= 95, SEO 100;
 * - no layout shift from images (every <img> has width and height), and no
 *   web font that could hide text while it loads.
 *
 * Prints the numbers; exits 1 when a budget is broken. Writes
 * bench/results/budget.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { withSite } from "./site";
import { CHROME_FLAGS, CHROME_PATH } from "../tests/support/browser";

const JS_BUDGET_KB = 90;
const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 } as const;
const PAGES = ["/pancakes", "/breakfast"];

async function javascriptKb(siteUrl: string, path: string) {
  const html = await (await fetch(`${siteUrl}${path}`)).text();
  const scripts = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g), ...html.matchAll(/import \* as \w+ from "(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  );
  let gz = 0;
  for (const src of scripts) gz += gzipSync(Buffer.from(await (await fetch(`${siteUrl}${src}`)).arrayBuffer()), { level: 9 }).length;
  return { files: scripts.size, kb: Math.round((gz / 1024) * 10) / 10 };
}

async function imagesWithoutSize(siteUrl: string, path: string) {
  const html = await (await fetch(`${siteUrl}${path}`)).text();
  return [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bwidth="\d+"/.test(tag) || !/\bheight="\d+"/.test(tag));
}

async function fontProblems(siteUrl: string) {
  const html = await (await fetch(`${siteUrl}/`)).text();
  const problems: string[] = [];
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    const css = await (await fetch(`${siteUrl}${href}`)).text();
    for (const face of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
      if (!/font-display:\s*(swap|optional|fallback)/.test(face)) problems.push(`${href}: @font-face without font-display: swap`);
    }
  }
  return problems;
}

async function lighthouseScores(siteUrl: string, path: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", ...CHROME_FLAGS],
  });
  try {
    const result = await lighthouse(`${siteUrl}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result!.lhr;
    const scores = Object.fromEntries(
      Object.keys(LIGHTHOUSE_BUDGET).map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)]),
    ) as Record<keyof typeof LIGHTHOUSE_BUDGET, number>;
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    return {
      scores,
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue ?? 0),
      cls: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue ?? 0),
      failedAudits: failed,
    };
  } finally {
    await chrome.kill();
  }
}

await withSite(async (siteUrl) => {
  const broken: string[] = [];
  const report: Record<string, unknown> = { measuredAt: new Date().toISOString() };

  const js = await javascriptKb(siteUrl, "/pancakes");
  report.javascript = js;
  console.log(`JavaScript on a recipe page: ${js.kb} KB gzipped in ${js.files} files (budget ${JS_BUDGET_KB} KB)`);
  if (js.kb > JS_BUDGET_KB) broken.push(`JavaScript ${js.kb} KB > ${JS_BUDGET_KB} KB`);

  for (const path of ["/", "/about", ...PAGES]) {
    const unsized = await imagesWithoutSize(siteUrl, path);
    if (unsized.length) broken.push(`${path}: images without width and height: ${unsized.join(" ")}`);
  }
  const fonts = await fontProblems(siteUrl);
  broken.push(...fonts);
  console.log(`Images without width/height: ${broken.filter((b) => b.includes("images")).length}; font problems: ${fonts.length}`);

  for (const path of PAGES) {
    const lh = await lighthouseScores(siteUrl, path);
    report[path] = lh;
    console.log(
      `Lighthouse ${path}: performance ${lh.scores.performance}, accessibility ${lh.scores.accessibility}, ` +
        `best practices ${lh.scores["best-practices"]}, SEO ${lh.scores.seo}; LCP ${lh.lcpMs} ms, CLS ${lh.cls.toFixed(3)}, TBT ${lh.tbtMs} ms` +
        (lh.failedAudits.length ? `; failed audits: ${lh.failedAudits.join(", ")}` : ""),
    );
    for (const [k, min] of Object.entries(LIGHTHOUSE_BUDGET)) {
      const got = lh.scores[k as keyof typeof LIGHTHOUSE_BUDGET];
      if (got < min) broken.push(`${path}: Lighthouse ${k} ${got} < ${min}`);
    }
    if (lh.cls > 0.01) broken.push(`${path}: layout shift ${lh.cls}`);
  }

  mkdirSync(new URL("./results/", import.meta.url), { recursive: true });
  writeFileSync(new URL("./results/budget.json", import.meta.url), JSON.stringify({ ...report, broken }, null, 2) + "\n");
  if (broken.length) {
    console.error(`\nBudgets broken:\n- ${broken.join("\n- ")}`);
    process.exitCode = 1;
  } else {
    console.log("\nAll budgets hold.");
  }
});
