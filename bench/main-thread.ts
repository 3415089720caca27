/**
 * What a cheap phone's main thread does with a page, for `npm run budget` (docs/decisions/021-scripts-on-first-use.md):
 * Chromium with the CPU slowed 4x, as DevTools and Lighthouse's mobile preset slow it.
 */
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../local/chromium";

export const CPU_SLOWDOWN = 4;
/** How long after the load event a page is watched for long tasks, with no one touching it. */
const WATCH_MS = 8000;

type Task = { start: number; ms: number };
export type MainThread = { blockingMs: number; longestMs: number; tasks: Task[]; scripts: { files: string[]; inline: string[] } };

async function slowPage(browser: Browser, serviceWorkers: "allow" | "block" = "block") {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // Long tasks as the page's own PerformanceObserver sees them: every task over 50 ms, from the start.
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: [number, number][] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  });
  return { context, page };
}

/**
 * Blocking time (each long task's time past 50 ms, the part after the first paint, as Lighthouse counts it) and the
 * longest task, from the first paint to WATCH_MS after the load event; with `touchAfterMs`, the reader touches the
 * page that long after the load event (the app's scripts start then).
 */
async function watch(page: Page, touchAfterMs: number | null): Promise<MainThread> {
  const loadAt = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd);
  if (touchAfterMs !== null) {
    await page.waitForFunction((at) => performance.now() >= at, loadAt + touchAfterMs, { polling: 50 });
    await page.touchscreen.tap(2, 300);
  }
  await page.waitForFunction((at) => performance.now() >= at, loadAt + WATCH_MS, { polling: 100, timeout: 4 * WATCH_MS });
  const { fcp, long, scripts } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    long: (window as unknown as { longTasks: [number, number][] }).longTasks,
    scripts: {
      files: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((r) => new URL(r.name).pathname.endsWith(".js"))
        .map((r) => r.name),
      inline: [...document.scripts].filter((s) => !s.src && (!s.type || s.type === "module")).map((s) => s.text),
    },
  }));
  const end = loadAt + WATCH_MS;
  const tasks = long
    .map(([start, ms]) => ({ start: Math.max(start, fcp), ms: Math.min(start + ms, end) - Math.max(start, fcp) }))
    .filter((t) => t.ms > 0)
    .map((t) => ({ start: Math.round(t.start), ms: Math.round(t.ms) }));
  return {
    blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0),
    longestMs: Math.max(0, ...tasks.map((t) => t.ms)),
    tasks,
    scripts,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The median of `runs` loads of the page: with no one touching it, and with a touch a second after the load event.
 * Each load has a browser of its own: Chromium remembers where the last page was touched and, as a new page lays
 * out under that point, sends it mouse moves that start the scripts as a real mouse would.
 */
export async function mainThread(url: string, runs = 3) {
  const measure = async (touchAfterMs: number | null) => {
    const seen: MainThread[] = [];
    for (let i = 0; i < runs; i++) {
      const browser = await launchChromium();
      try {
        const { page } = await slowPage(browser);
        await page.goto(url, { waitUntil: "load" });
        seen.push(await watch(page, touchAfterMs));
      } finally {
        await browser.close();
      }
    }
    return { blockingMs: median(seen.map((s) => s.blockingMs)), longestMs: median(seen.map((s) => s.longestMs)), runs: seen };
  };
  return { untouched: await measure(null), touched: await measure(1000) };
}

const gzipKb = (bytes: Buffer) => Math.round((gzipSync(bytes, { level: 9 }).length / 1024) * 10) / 10;

/** The JavaScript a load ran: its script files and inline scripts, gzipped. */
export async function javascriptRun({ scripts }: MainThread) {
  let kb = gzipKb(Buffer.from(scripts.inline.join("\n")));
  for (const file of scripts.files) kb += gzipKb(Buffer.from(await (await fetch(file)).arrayBuffer()));
  return { files: scripts.files.length, kb: Math.round(kb * 10) / 10 };
}

/**
 * What the offline service worker fetches for every reader as it installs: its own file and its precache list, gzipped;
 * and what that costs a reader over the network, on the page that installed it. The worker starts only once the page's
 * scripts have (decision 018), and fetches the build's hashed files through the browser's cache, so the ones the page
 * loaded are not fetched again. `loaded` is, per page, the script files a touched load ran.
 */
export async function serviceWorkerDownload(siteUrl: string, loaded: Record<string, string[]>) {
  const sw = Buffer.from(await (await fetch(`${siteUrl}/sw.js`)).arrayBuffer());
  const urls = [...sw.toString("utf8").matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]);
  const sizes = new Map<string, number>();
  for (const url of urls) sizes.set(url, gzipKb(Buffer.from(await (await fetch(`${siteUrl}${url}`)).arrayBuffer())));
  const sum = (list: string[]) => Math.round((gzipKb(sw) + list.reduce((kb, u) => kb + (sizes.get(u) ?? 0), 0)) * 10) / 10;
  const perPage = Object.entries(loaded).map(([page, files]) => {
    const had = new Set(files.map((f) => new URL(f).pathname));
    return { page, kb: sum(urls.filter((u) => !had.has(u))) };
  });
  const worst = perPage.reduce((a, b) => (b.kb > a.kb ? b : a), { page: "", kb: 0 });
  return { files: urls.length + 1, listKb: sum(urls), urls, worst, perPage };
}

/** The controls a cook taps first on a recipe page, found as a touch would find them. */
export const FIRST_TAPS = {
  "2X": (page: Page) => page.locator(".scale-switch").getByRole("link", { name: "2X" }),
  Metric: (page: Page) => page.locator(".amount-controls").getByRole("link", { name: "Metric" }),
  "checklist box": (page: Page) => page.locator(".ingredients input[data-tick]").first(),
  "timer Start": (page: Page) => page.locator(".step-timers button").first(),
} as const;

/** When the tap comes: before the scripts are asked for, 300 ms after a first touch has started them, or once hydrated. */
export const TAP_MOMENTS = ["before the scripts", "as they start", "once hydrated"] as const;

/**
 * How long the page takes to answer a tap at 4x CPU, as the Event Timing API counts it (from the touch to the next
 * paint after its handlers; INP's measure), or null when the tap took the reader to another page (a link followed
 * before the scripts started), which the browser answers by loading it.
 */
export async function tapResponse(url: string, control: keyof typeof FIRST_TAPS, moment: (typeof TAP_MOMENTS)[number]) {
  const browser = await launchChromium();
  try {
    const { page } = await slowPage(browser);
    await page.addInitScript(() => {
      const w = window as unknown as { answers: number[] };
      w.answers = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
          if (e.interactionId) w.answers.push(e.duration);
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    await page.goto(url, { waitUntil: "load" });
    // The first touch lands on the margin at the top of the page, where it follows no link.
    if (moment !== "before the scripts") {
      await page.touchscreen.tap(2, 300);
      if (moment === "as they start") await page.waitForTimeout(300);
      else await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    }
    const target = FIRST_TAPS[control](page);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const w = window as unknown as { answers: number[]; sameDocument: boolean };
      w.answers.length = 0;
      w.sameDocument = true;
    });
    await target.tap();
    // The Event Timing entry is reported after the next paint: wait for two frames, then a moment for the observer.
    await page.waitForFunction(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => r(true), 200)))),
    );
    const { sameDocument, answers } = await page.evaluate(() => {
      const w = window as unknown as { answers: number[]; sameDocument?: boolean };
      return { sameDocument: w.sameDocument ?? false, answers: w.answers };
    });
    return sameDocument ? Math.max(0, ...answers) : null;
  } finally {
    await browser.close();
  }
}
