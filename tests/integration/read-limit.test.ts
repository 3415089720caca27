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

/** `count` requests one after another, with what they cost the database between them. */
async function many(count: number, request: (i: number) => Promise<{ status: number }>) {
  const { result, trips } = await databaseCost(async () => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await request(i)).status);
    return statuses;
  });
  return { result, trips, answered: (status: number) => result.filter((s) => s === status).length };
}

describe("the read limit", () => {
  it(`answers ${LIMIT} distinct searches from one client, then 429 with a page saying when to come back, and the database no more`, async () => {
    await freshLimiterWindow(25);
    const started = Date.now();
    const run = await many(300, (i) => get(`/search?q=probe${i}word`));
    expect(Date.now() - started).toBeLessThan(40_000);
    expect(run.result.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
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
  });

  it("never meets a reader who reads every page, and reads them again as often: a page from the edge cache doesn't count", async () => {
    await freshLimiterWindow(25);
    const headers = { "cf-connecting-ip": randomIp() };
    const pages = ["/", "/about", "/breakfast", "/desserts", "/pancakes", "/creamcheese", "/russiantea", "/search?q=soup"];
    const run = await many(pages.length * 20, (i) => get(pages[i % pages.length], { headers }));
    expect(run.answered(200)).toBe(pages.length * 20);
    expect(run.trips).toBeLessThanOrEqual(pages.length);
  });

  it("counts a reader with the commenter cookie, whose recipe pages are rendered afresh, against the same limit", async () => {
    await freshLimiterWindow(20);
    const headers = { "cf-connecting-ip": randomIp(), cookie: "commenter=1" };
    const run = await many(LIMIT + 20, () => get("/pancakes", { headers }));
    expect(run.answered(200)).toBe(LIMIT);
    expect(run.answered(429)).toBe(20);
    expect(run.trips).toBeLessThanOrEqual(LIMIT);
  });
});

describe("addresses that differ by junk", () => {
  it("/cucumbertomatosalad?junk=1 and ?junk=2 cost one database round trip between them, and show the page", async () => {
    const headers = { "cf-connecting-ip": randomIp() };
    const { result, trips } = await databaseCost(async () => [
      await get("/cucumbertomatosalad?junk=1", { headers }),
      await get("/cucumbertomatosalad?junk=2", { headers }),
    ]);
    expect(trips).toBe(1);
    expect(result.map((r) => [r.status, r.cache])).toEqual([
      [200, "MISS"],
      [200, "HIT"],
    ]);
    for (const r of result) expect(r.body).toContain("<h1>Cucumber Tomato Salad</h1>");
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
    expect((await get("/pancakes?x=3", { headers })).status).toBe(200);
    const { result, trips } = await databaseCost(() => get("/pancakes?x=3", { method: "HEAD", headers }));
    expect(trips).toBe(0);
    expect(result).toMatchObject({ status: 200, cache: "HIT", body: "" });
    expect(result.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("comment cursors that name no comment all lead to one page, and cost the database no more than the read limit", async () => {
    await freshLimiterWindow(20);
    const headers = { "cf-connecting-ip": randomIp() };
    const count = LIMIT + 20;
    const run = await many(count, (i) => get(`/pancakes?before=${2_000_000_000 - i}`, { headers }));
    expect(run.answered(302)).toBe(LIMIT);
    expect(run.answered(429)).toBe(20);
    expect(run.trips).toBeLessThan(count);
    expect(run.trips).toBeLessThanOrEqual(LIMIT);
    // Every comment is older than such a cursor: its page is the newest one, /pancakes itself.
    const one = await get(`/pancakes?before=1999999999&x=2`, { headers: { "cf-connecting-ip": randomIp() } });
    expect([one.status, one.headers.get("location")]).toEqual([302, "/pancakes?x=2"]);
  });
});
