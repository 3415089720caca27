/** Headless Chromium for browser tests, driven by playwright-core. */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "playwright-core";
import { expect } from "vitest";
import { launchChromium } from "../../local/chromium";
import { HANG } from "./hang";

const SCREENSHOTS = new URL("../../test-results/screenshots/", import.meta.url).pathname;

/**
 * A test file's way into Chromium: every context it opens, closed with it. The suite's process starts one Chromium
 * (local/chromium.ts) for all its files, as each file's own launch cost about a second of CPU; a context is a visitor
 * of its own, with nothing kept from another's (cookies, storage, cache, service workers).
 */
export class TestBrowser {
  readonly contexts = new Set<BrowserContext>();
  constructor(readonly serviceWorkers: boolean) {}
  async close() {
    const open = [...this.contexts];
    this.contexts.clear();
    await Promise.all(open.map((c) => c.close()));
  }
}

let chromium: Promise<Browser> | undefined;

/** The process's Chromium, started again should it have gone (a crash would otherwise fail every later file). */
async function sharedChromium(): Promise<Browser> {
  const current = chromium;
  const browser = await current?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  if (chromium === current) chromium = launchChromium();
  return chromium!;
}

/**
 * Its pages block the service worker unless the file keeps it: installed after a page's first tap or key, the worker
 * fetches the whole build, a fifth of the browser's work in the files that don't need it (docs/testing.md). Files that
 * test the worker keep it; a page that loads again where it could answer keeps it with `openPage(browser, {
 * serviceWorkers: "allow" })`, and `"block"` takes it from a page of a file that keeps it.
 */
export async function launchBrowser({ serviceWorkers = false } = {}): Promise<TestBrowser> {
  await sharedChromium();
  return new TestBrowser(serviceWorkers);
}

/** The pages opened in the running test: each test ends by failing on what they logged (browser-setup.ts). */
const opened: { errors: string[]; expected: RegExp | null }[] = [];

/** What the pages of the test that just ended logged, but for the errors their test said it expects. */
export function takeProblems(): string[] {
  const found = opened.flatMap((p) => p.errors.filter((e) => !p.expected?.test(e)));
  opened.length = 0;
  return found;
}

/**
 * A fresh page whose console errors and uncaught exceptions fail the test as it ends; `problems()` says what they are
 * so far, and `expectProblems(pattern)` lets through those a test provokes on purpose (a 404 page's own status).
 */
export async function openPage(browser: TestBrowser, options: BrowserContextOptions = {}) {
  const context = await (await sharedChromium()).newContext({ serviceWorkers: browser.serviceWorkers ? "allow" : "block", ...options });
  browser.contexts.add(context);
  context.setDefaultTimeout(HANG.browser);
  // Each page is a visitor of its own, with its own rate limit.
  await context.setExtraHTTPHeaders({ "cf-connecting-ip": `10.${rand()}.${rand()}.${rand() || 1}` });
  const page = await context.newPage();
  const seen = { errors: [] as string[], expected: null as RegExp | null };
  opened.push(seen);
  page.on("pageerror", (e) => seen.errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/status of (400|503)/.test(m.text())) seen.errors.push(`console: ${m.text()}`);
  });
  return { page, context, problems: () => seen.errors, expectProblems: (pattern: RegExp) => void (seen.expected = pattern) };
}

/**
 * A full-page picture of what a test checks, every lazy picture loaded, for a person to look at. `SCREENSHOTS=0` (as
 * `npm test` sets) writes no file but still loads the pictures: one that fails is a console error, which fails the test.
 */
export async function screenshot(page: Page, name: string) {
  // Load lazy images too, so the picture shows the whole page as a reader scrolling would see it.
  await page.evaluate(async () => {
    document.querySelectorAll("img[loading=lazy]").forEach((img) => img.setAttribute("loading", "eager"));
    // A lazy image not yet requested counts as complete: wait for its pixels instead.
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
  if (!taking()) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** One element's picture, as `screenshot`'s: none under `SCREENSHOTS=0`. */
export async function screenshotOf(element: Locator, name: string) {
  if (!taking()) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await element.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

const taking = () => process.env.SCREENSHOTS !== "0";

/**
 * Taps a submit button twice, the second time a task after the first, when its post has gone out and React may not
 * have rendered since, as on a busy phone. Says whether the first tap disabled the button before its submit event
 * ended, and lists the page's posts from the first tap on (a list that grows as they are sent).
 */
export async function tapTwice(button: Locator): Promise<{ disabledAtOnce: boolean; posts: string[] }> {
  const posts: string[] = [];
  button.page().on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  const disabledAtOnce = await button.evaluate(async (element: HTMLButtonElement) => {
    element.click();
    const disabled = element.disabled;
    await new Promise((r) => setTimeout(r, 0));
    element.click();
    return disabled;
  });
  return { disabledAtOnce, posts };
}

let moves = 0;

/**
 * Moves the mouse over the page, as a reader begins to use it: the app's scripts start then, not before
 * (docs/decisions/021-scripts-on-first-use.md).
 */
async function beginUse(page: Page) {
  moves = (moves % 50) + 1;
  // Two steps: a move that starts where the pointer already is has no movement, and starts nothing.
  await page.mouse.move(moves, moves);
  await page.mouse.move(moves + 1, moves + 1);
}

/** The reader begins to use the page; resolves once React has hydrated it (the root component's first effect has run). */
export async function waitForHydration(page: Page) {
  await beginUse(page);
  await untilHydrated(page);
}

/** Resolves once React has hydrated the page, however its scripts were started. */
export async function untilHydrated(page: Page) {
  // Told by the page when its attribute changes, not asked each frame: waitForFunction's polling runs a frame's work
  // throughout the wait, about a tenth more of Chromium's CPU for a page's load and hydration on a busy machine.
  const hydrated = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const root = document.documentElement;
        if (root.dataset.hydrated === "true") return resolve();
        const observer = new MutationObserver(() => {
          if (root.dataset.hydrated !== "true") return;
          observer.disconnect();
          resolve();
        });
        observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
      }),
  );
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${page.url()} did not hydrate within ${HANG.browser} ms`)), HANG.browser);
  });
  try {
    await Promise.race([hydrated, hang]);
  } catch (e) {
    // A document that gave way to another (a post without scripts, a reload) is waited for again in the new one.
    if (!/Execution context was destroyed|navigation/i.test(String(e))) throw e;
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Notes the page's requests that match `pattern` and, with `hold`, keeps them back until `release()`: what the reader
 * does meanwhile meets the page without them. A request the page no longer wants (it went on to another) is dropped.
 */
export async function holdRequests(page: Page, pattern: RegExp, { hold = true } = {}) {
  const asked: string[] = [];
  let release = () => {};
  const released = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    asked.push(route.request().url());
    if (hold) await released;
    await route.continue().catch(() => {});
  });
  return { asked, release };
}

/**
 * Where each element matching `selector` is laid out, from the top of the page, as "TAG top left WxH": two readings
 * compare equal when nothing moved. An element not laid out (hidden) has no place to move from and is left out.
 */
export function layoutOf(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].flatMap((e) => {
        const r = e.getBoundingClientRect();
        if (!r.width && !r.height) return [];
        return `${e.tagName} ${Math.round(r.top + scrollY)} ${Math.round(r.left)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      }),
    selector,
  );
}

/** The script files the page asked for, each marked whether before its load event (or with the page still loading). */
export async function scriptsByLoad(page: Page): Promise<{ src: string; upFront: boolean }[]> {
  return page.evaluate(() => {
    const load = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
    return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((r) => new URL(r.name).pathname.endsWith(".js"))
      .map((r) => ({ src: r.name, upFront: load === 0 || r.startTime < load }));
  });
}

// Evaluated over the DevTools protocol, which the page's CSP does not govern
// (an injected <script> tag would be refused, as it should be).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe-core on the page; returns its violations as short readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once a document: compiling axe-core is a third of a run's CPU, and a test may run it again on the same page.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
  return violations;
}

/** The body's background in each theme, as app.css paints it. */
export const THEME_BACKGROUNDS = { light: "rgb(251, 247, 241)", dark: "rgb(26, 22, 20)" } as const;

/**
 * Axe on the page as it stands, in the light theme and then the dark, each once its background shows the theme took
 * hold: under the 'system' theme the page follows the system's preference live, so one load serves both.
 */
export async function expectAxeCleanInEachTheme(page: Page, label: string) {
  for (const [scheme, background] of Object.entries(THEME_BACKGROUNDS) as [keyof typeof THEME_BACKGROUNDS, string][]) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), `${label}, ${scheme}`).toBe(background);
    expect(await axeViolations(page), `${label}, ${scheme}`).toEqual([]);
  }
}

const rand = () => Math.floor(Math.random() * 255);
