/**
 * Reads that reach the database (issue 35, finding 7): what junk in an address, a slash after it, HEAD, the commenter
 * cookie and made-up comment cursors cost, and the per-client limit on what still misses the edge cache. Sent as the
 * probe sent them: from loopback, one client, with the edge cache on and wrangler.toml's read limit.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLimitOf, ROOT, type RunningWorker } from "../../scripts/stack";
import { databaseCost } from "../support/background";
import { freshLimiterWindow, randomIp, startTestWorker } from "../support/site";

const LIMIT = readLimitOf(readFileSync(join(ROOT, "wrangler.toml"), "utf8"));

let worker: RunningWorker;
const site = () => worker.url;
beforeAll(async () => {
  worker = await startTestWorker({ vars: { FORM_MIN_FILL_MS: "0" }, readLimit: LIMIT });
});
afterAll(() => worker?.stop());

async function get(path: string, init: RequestInit = {}) {
  const res = await fetch(`${site()}${path}`, { redirect: "manual", ...init });
  return { status: res.status, headers: res.headers, cache: res.headers.get("x-edge-cache"), body: await res.text() };
}

/**
 * `count` requests, `at` a time, with what they cost the database between them. All in one of the local limiter's
 * windows (they start on the clock's minute), or the counts would be two windows'.
 */
async function burst(count: number, request: (i: number) => Promise<{ status: number }>, at = 1) {
  await freshLimiterWindow(40);
  const window = Math.floor(Date.now() / 60_000);
  const { result, trips } = await databaseCost(async () => {
    const statuses: number[] = [];
    let next = 0;
    const client = async () => {
      while (next < count) statuses.push((await request(next++)).status);
    };
    await Promise.all(Array.from({ length: at }, client));
    return statuses;
  });
  expect(Math.floor(Date.now() / 60_000), "the burst ended in the window it began in").toBe(window);
  return { trips, answered: (status: number) => result.filter((s) => s === status).length };
}

describe("addresses that differ by junk", () => {
  // First in the file, while /pancakes is not kept yet.
  it("/pancakes?junk=1 and /pancakes?junk=2 cost one database round trip between them, and show the page", async () => {
    const headers = { "cf-connecting-ip": randomIp() };
    const { result, trips } = await databaseCost(async () => [
      await get("/pancakes?junk=1", { headers }),
      await get("/pancakes?junk=2", { headers }),
    ]);
    expect(trips).toBe(1);
    expect(result.map((r) => [r.status, r.cache])).toEqual([
      [200, "MISS"],
      [200, "HIT"],
    ]);
    for (const r of result) expect(r.body).toContain("<h1>Pancakes</h1>");
  });

  it("/pancakes/ sends the reader to /pancakes with its parameters, for nothing from the database", async () => {
    const { result, trips } = await databaseCost(async () => [
      await get("/pancakes/"),
      await get("/pancakes/?x=2&units=metric"),
      await get("/breakfast/"),
    ]);
    expect(trips).toBe(0);
    expect(result.map((r) => [r.status, r.headers.get("location")])).toEqual([
      [301, "/pancakes"],
      [301, "/pancakes?x=2&units=metric"],
      [301, "/breakfast"],
    ]);
  });

  it("HEAD /pancakes after a GET is served from the edge cache, with no body and no database round trip", async () => {
    const headers = { "cf-connecting-ip": randomIp() };
    expect((await get("/pancakes", { headers })).status).toBe(200);
    const { result, trips } = await databaseCost(() => get("/pancakes", { method: "HEAD", headers }));
    expect(trips).toBe(0);
    expect(result).toMatchObject({ status: 200, cache: "HIT", body: "" });
    expect(result.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("comment cursors that name no comment all lead to one page, and cost the database no more than the read limit", async () => {
    const headers = { "cf-connecting-ip": randomIp() };
    const count = LIMIT + 20;
    const run = await burst(count, (i) => get(`/pancakes?before=${2_000_000_000 - i}`, { headers }), 4);
    expect(run.answered(302)).toBe(LIMIT);
    expect(run.answered(429)).toBe(20);
    expect(run.trips).toBeLessThan(count);
    expect(run.trips).toBeLessThanOrEqual(LIMIT);
    // Every comment is older than such a cursor: its page is the newest one, /pancakes itself.
    const one = await get(`/pancakes?before=1999999999&x=2`, { headers: { "cf-connecting-ip": randomIp() } });
    expect([one.status, one.headers.get("location")]).toEqual([302, "/pancakes?x=2"]);
  }, 90_000);
});

describe("the read limit", () => {
  it(`answers ${LIMIT} distinct searches from one client, then 429 with a page saying when to come back, and the database no more`, async () => {
    // As the probe sent them: from one client, several at once (it reached 94 a second).
    const run = await burst(300, (i) => get(`/search?q=probe${i}word`), 8);
    expect(run.answered(200)).toBe(LIMIT);
    expect(run.answered(429)).toBe(300 - LIMIT);
    expect(run.trips).toBeLessThanOrEqual(LIMIT);

    const refused = await get("/search?q=onemore");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    // The site's own page, with its header and navigation, and no framework's words.
    expect(refused.body).toContain("<h1>Slow down a little</h1>");
    expect(refused.body).toMatch(/wait a minute, then reload this page/);
    expect(refused.body).toContain('aria-label="Site search"');
    expect(refused.body).toMatch(/<title>Slow down a little \| Small Batch Kitchen<\/title>/);
    expect(refused.body).not.toMatch(/\bat [\w.<>]+ \(|\.tsx?:\d+|Error: /);
  }, 90_000);

  it("never meets a reader who reads every page, and reads them again as often: a page from the edge cache doesn't count", async () => {
    const headers = { "cf-connecting-ip": randomIp() };
    const pages = ["/", "/about", "/breakfast", "/desserts", "/pancakes", "/creamcheese", "/russiantea", "/search?q=soup"];
    const run = await burst(pages.length * 20, (i) => get(pages[i % pages.length], { headers }));
    expect(run.answered(200)).toBe(pages.length * 20);
    expect(run.trips).toBeLessThanOrEqual(pages.length);
  }, 90_000);

  it("counts a reader with the commenter cookie, whose recipe pages are rendered afresh, against the same limit", async () => {
    const headers = { "cf-connecting-ip": randomIp(), cookie: "commenter=1" };
    const run = await burst(LIMIT + 20, () => get("/pancakes", { headers }), 4);
    expect(run.answered(200)).toBe(LIMIT);
    expect(run.answered(429)).toBe(20);
    expect(run.trips).toBeLessThanOrEqual(LIMIT);
  }, 90_000);
});
