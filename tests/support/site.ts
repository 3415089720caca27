/** Helpers for tests that talk to the running site the way a browser without JavaScript does. */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { inject, vi } from "vitest";
import { createDb, type Db } from "../../app/utils/db.server";
import { addressKey } from "../../app/forms/client-key.server";
import { issueFormToken } from "../../app/forms/guard.server";
import { LOCAL_FORM_SECRET, localWorkerVars, ROOT, startWorker, type RunningWorker } from "../../local/stack";
import { TEST_SITE_READ_LIMIT } from "./global-setup";
import { HANG, PATIENT_DATABASE } from "./hang";
import { getOnce } from "../../bench/get-once";

export const siteUrl = () => inject("siteUrl");
export const servicesUrl = () => inject("servicesUrl");
/** What the shared site's worker has logged so far. */
export const siteLog = () => readFileSync(inject("siteLog"), "utf8");

/**
 * Another worker on the tests' local services, configured differently: its
 * vars on top of the local ones, and `bindings` (wrangler.toml blocks, such
 * as [[send_email]]) added to a copy of wrangler.toml that goes with it. Its reads are limited as the shared site's,
 * unless `readLimit` says otherwise.
 */
export async function startTestWorker({
  bindings,
  assets,
  vars = {},
  readLimit = TEST_SITE_READ_LIMIT,
  ...opts
}: Omit<Parameters<typeof startWorker>[0], "config" | "vars"> & {
  bindings?: string;
  /** A folder of static files in place of build/client (the same worker code serves them). */
  assets?: string;
  vars?: Record<string, string>;
}): Promise<RunningWorker> {
  const all = { ...localWorkerVars(Number(new URL(servicesUrl()).port)), ...PATIENT_DATABASE, ...vars };
  // Stopped mid-way, a post's mail would stay under way for the notice lease (5 minutes), and every later
  // databaseCost() would wait on it and fail.
  const afterItsMail = (worker: RunningWorker, then = () => {}) => ({
    ...worker,
    stop: () => ownerMailsSettled().finally(() => worker.stop().finally(then)),
  });
  if (!bindings && !assets) return afterItsMail(await startWorker({ ...opts, readLimit, vars: all }));
  // Beside wrangler.toml: wrangler finds the worker and its assets relative to the file.
  const config = join(ROOT, `wrangler.test-${process.pid}-${Math.random().toString(36).slice(2, 8)}.toml`);
  let toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  if (assets) toml = toml.replace('directory = "./build/client"', `directory = ${JSON.stringify(assets)}`);
  writeFileSync(config, `${toml}\n${bindings ?? ""}`);
  const removeConfig = () => rmSync(config, { force: true });
  try {
    return afterItsMail(await startWorker({ ...opts, readLimit, vars: all, config }), removeConfig);
  } catch (e) {
    removeConfig();
    throw e;
  }
}

/**
 * Waits until no answered post still has its first mail to the owner under way. The post stores its comment holding
 * the notice (notify_due_at a lease ahead, no attempt, not notified) before it answers, and the attempt's record
 * (sent or failed) is the last database request it leaves running. That work ends within the mail's timeout (10 s)
 * and one query's (HANG.query): a notice still held after SETTLED_WITHIN lost its record (a timed-out write, a worker
 * stopped) and waits for the Cron Trigger, not for anything still running. A failure names the comments waited on.
 */
export async function ownerMailsSettled(): Promise<void> {
  const underWay = () =>
    testDb().query<{ comment_id: number; name: string; comment: string }>(
      `SELECT comment_id, name, left(comment, 60) AS comment FROM comments2
        WHERE notified_at IS NULL AND notify_attempts = 0 AND notify_due_at > now() AND created_at > now() - $1::interval
        ORDER BY comment_id`,
      [`${SETTLED_WITHIN_S} seconds`],
    );
  // vi.waitFor, not expect.poll: a worker's stop() waits here from afterAll.
  await vi.waitFor(
    async () => {
      const rows = await underWay();
      if (rows.length > 0) throw new Error(`owner mails still under way for ${JSON.stringify(rows)}`);
    },
    { timeout: (SETTLED_WITHIN_S + 2) * 1000, interval: 50 },
  );
}
export const SETTLED_WITHIN_S = 10 + HANG.query / 1000 + 5;

/** A database client on the same local services the worker uses. */
export function testDb(): Db {
  return createDb(inject("databaseUrl"), { timeoutMs: 30_000 });
}

export async function getPage(path: string, base = siteUrl()) {
  const res = await getOnce(new URL(path, base), { redirect: "manual" });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** Miniflare's rate limiters count in fixed windows of a minute that all start on the clock's minute. */
export const limiterWindow = () => Math.floor(Date.now() / 60_000);

/**
 * Runs `attempt`, whose requests must all fall in one limiter window, once more if it failed after the window turned:
 * the second (numbered 1) starts early in a window, where the first had no room. Each attempt sends from a client of
 * its own, and asks for addresses of its own where the edge cache could answer the second from the first's. An attempt
 * calls `sameWindow()` once its last limited request is sent: past the minute, that request was let through, and it
 * fails at once rather than waiting for a refusal that won't come.
 */
export async function inOneLimiterWindow<T>(attempt: (n: number, sameWindow: () => void) => Promise<T>): Promise<T> {
  const run = (n: number) => {
    const began = limiterWindow();
    return attempt(n, () => {
      if (limiterWindow() !== began) throw new Error("the limiter's minute turned during the attempt");
    });
  };
  const window = limiterWindow();
  try {
    return await run(0);
  } catch (e) {
    if (limiterWindow() === window) throw e;
    return run(1);
  }
}

/** A client address of its own, so tests do not share one rate limit. */
export function randomIp(): string {
  return `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

/**
 * The token a page rendered `agoMs` ago for the client at `ip` (its CF-Connecting-IP; Miniflare gives a request
 * without one the connection's, 127.0.0.1) would carry in its forms.
 */
export function formToken(ip: string, agoMs = 60_000): Promise<string> {
  return issueFormToken(LOCAL_FORM_SECRET, addressKey(ip), Date.now() - agoMs);
}

/**
 * Posts a form as a browser would without JavaScript (same-origin,
 * urlencoded), with the page's timing token unless `fields` has one, from
 * its own client address unless `ip` is given, with any `headers` besides.
 */
export async function postForm(path: string, fields: Record<string, string>, base = siteUrl(), ip = randomIp(), headers = {}) {
  const url = new URL(path, base);
  const body = new URLSearchParams({ _t: await formToken(ip), ...fields });
  const res = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: url.origin,
      "cf-connecting-ip": ip,
      ...headers,
    },
    body,
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/**
 * A request to `base` that names another host in its Host header, as anyone can send it (fetch always sends the
 * address's own). A POST's body is a urlencoded form, sent with a matching Origin, as that host's own page would.
 */
export function requestWithHost(
  base: string,
  path: string,
  host: string,
  form?: Record<string, string>,
  ip = randomIp(),
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const body = form && new URLSearchParams(form).toString();
  const { hostname, port } = new URL(base);
  const headers: Record<string, string> = { host, "cf-connecting-ip": ip };
  if (body !== undefined)
    Object.assign(headers, {
      origin: `http://${host}`,
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
    });
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: body === undefined ? "GET" : "POST", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The text of the first element matching a class name or id in server-rendered HTML. */
export function textOf(html: string, marker: RegExp): string | null {
  const m = html.match(marker);
  return m ? decode(m[1]) : null;
}

export function decode(text: string): string {
  return text
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export const statusMessage = (html: string) => textOf(html, /role="status"[^>]*>([^<]*)</);
export const fieldError = (html: string) => textOf(html, /class="field-error"[^>]*>([^<]*)</);
export const emailValue = (html: string) =>
  textOf(html, /<input[^>]*name="email"[^>]*value="([^"]*)"/) ?? textOf(html, /<input[^>]*value="([^"]*)"[^>]*name="email"/);

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
