/**
 * Reads that reach the database (issue 35, finding 7): what junk in an address, a slash after it, HEAD, the commenter
 * cookie and made-up comment cursors cost, and the per-client limit on what still misses the edge cache. Sent as the
 * probe sent them: from loopback, one client, several at once, with the edge cache on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { databaseCost } from "../support/background";
import { inOneLimiterWindow, randomIp, startTestWorker } from "../support/site";

/**
 * A read limit of the test's own, far below wrangler.toml's: the same limiter and code, and a burst past it short
 * enough to fall in one of the limiter's minutes on a machine several times slower than CI's (at wrangler.toml's
 * limit, one burst was 300 searches).
 */
const LIMIT = 12;
const OVER = 20;

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

/** A client of a burst's own: its address, and `n`, which keeps a second attempt's addresses apart from the first's. */
type Client = { headers: Record<string, string>; n: number };

/**
 * `count` requests, `at` a time, from one client, with what they cost the database between them, then `after` from
 * the same client. All in one of the local limiter's windows, or the counts would be two windows': a burst that
 * straddles two is sent again by another client, to addresses of its own (the edge cache would answer the first's).
 */
async function burst<T = void>(
  count: number,
  request: (i: number, client: Client) => Promise<{ status: number }>,
  { at = 1, headers = {}, after }: { at?: number; headers?: Record<string, string>; after?: (client: Client) => Promise<T> } = {},
) {
  return inOneLimiterWindow(async (n, sameWindow) => {
    const client = { headers: { ...headers, "cf-connecting-ip": randomIp() }, n };
    const { result, trips } = await databaseCost(async () => {
      const statuses: number[] = [];
      let next = 0;
      const send = async () => {
        while (next < count) statuses.push((await request(next++, client)).status);
      };
      await Promise.all(Array.from({ length: at }, send));
      return statuses;
    });
    const last = after ? await after(client) : (undefined as T);
    sameWindow();
    return { trips, last, answered: (status: number) => result.filter((s) => s === status).length };
  });
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
    const count = LIMIT + OVER;
    const cursor = (i: number, n: number) => 2_000_000_000 - n * 10_000 - i;
    const run = await burst(count, (i, { headers, n }) => get(`/pancakes?before=${cursor(i, n)}`, { headers }), { at: 4 });
    expect(run.answered(302)).toBe(LIMIT);
    expect(run.answered(429)).toBe(OVER);
    expect(run.trips).toBeLessThan(count);
    expect(run.trips).toBeLessThanOrEqual(LIMIT);
    // Every comment is older than such a cursor: its page is the newest one, /pancakes itself.
    const one = await get(`/pancakes?before=1999999999&x=2`, { headers: { "cf-connecting-ip": randomIp() } });
    expect([one.status, one.headers.get("location")]).toEqual([302, "/pancakes?x=2"]);
  });
});

describe("the read limit", () => {
  it(`answers ${LIMIT} distinct searches from one client, then 429 with a page saying when to come back, and the database no more`, async () => {
    // As the probe sent them: from one client, several at once (it reached 94 a second).
    const run = await burst(LIMIT + OVER, (i, { headers, n }) => get(`/search?q=probe${n}x${i}word`, { headers }), {
      at: 8,
      after: ({ headers, n }) => get(`/search?q=onemore${n}`, { headers }),
    });
    expect(run.answered(200)).toBe(LIMIT);
    expect(run.answered(429)).toBe(OVER);
    expect(run.trips).toBeLessThanOrEqual(LIMIT);

    const refused = run.last;
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
    const pages = ["/", "/about", "/breakfast", "/desserts", "/pancakes", "/creamcheese", "/russiantea", "/search?q=soup"];
    const run = await burst(pages.length * 20, (i, { headers }) => get(pages[i % pages.length], { headers }));
    expect(run.answered(200)).toBe(pages.length * 20);
    expect(run.trips).toBeLessThanOrEqual(pages.length);
  });

  it("counts a reader with the commenter cookie, whose recipe pages are rendered afresh, against the same limit", async () => {
    const run = await burst(LIMIT + OVER, (_, { headers }) => get("/pancakes", { headers }), { at: 4, headers: { cookie: "commenter=1" } });
    expect(run.answered(200)).toBe(LIMIT);
    expect(run.answered(429)).toBe(OVER);
    expect(run.trips).toBeLessThanOrEqual(LIMIT);
  });
});
