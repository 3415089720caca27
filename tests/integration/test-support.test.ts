/**
 * The helpers other test files lean on. databaseCost() first waits for the owner mails earlier posts left running; a
 * notice whose record was lost (its worker stopped, its write timed out) is held for the five-minute lease, and once
 * made every later databaseCost() wait on it and fail, whole CI runs at a time.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPages } from "../../bench/load";
import { databaseCost } from "../support/background";
import { inOneLimiterWindow, SETTLED_WITHIN_S, servicesUrl, siteUrl, testDb } from "../support/site";

const TEXT = `Lost record ${Date.now()}`;
// On basic waffles, which no test reads; held as a post holds its notice, its lease five minutes ahead.
const holdNotice = (createdSecondsAgo: number) =>
  testDb().query(
    `INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date, notify_due_at, created_at)
     VALUES ('main', 5, 'Held', 5, $1, '2026-Nov-24', now() + interval '5 minutes', now() - $2::interval)`,
    [TEXT, `${createdSecondsAgo} seconds`],
  );
const sqlRequests = async () => ((await (await fetch(`${servicesUrl()}/stats`)).json()) as { sqlRequests: number }).sqlRequests;
afterEach(() => testDb().query("DELETE FROM comments2 WHERE comment = $1", [TEXT]));

describe("databaseCost", () => {
  it("doesn't wait on a notice whose record was lost", async () => {
    await holdNotice(SETTLED_WITHIN_S + 5);
    const { trips } = await databaseCost(() => fetch(`${siteUrl()}/about`).then((r) => r.text()));
    expect(trips).toBe(0);
  });

  it("waits on a notice still under way until it is recorded", async () => {
    await holdNotice(0);
    let ran = false;
    const before = await sqlRequests();
    const cost = databaseCost(async () => {
      ran = true;
    });
    // It has looked three times and found the notice each time.
    await expect.poll(async () => (await sqlRequests()) - before).toBeGreaterThanOrEqual(3);
    expect(ran).toBe(false);
    await testDb().query("UPDATE comments2 SET notified_at = now(), notify_attempts = 1, notify_due_at = NULL WHERE comment = $1", [TEXT]);
    await cost;
    expect(ran).toBe(true);
  });
});

describe("inOneLimiterWindow", () => {
  afterEach(() => vi.useRealTimers());
  const fail = () => {
    throw new Error("refused too late");
  };

  it("runs a failed attempt again, numbered 1, when the limiter's window turned while it ran", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:58Z"), toFake: ["Date"] });
    const attempts: number[] = [];
    const result = await inOneLimiterWindow(async (n) => {
      attempts.push(n);
      if (n === 0) {
        vi.setSystemTime(new Date("2026-11-27T10:01:03Z"));
        fail();
      }
      return "done";
    });
    expect([attempts, result]).toEqual([[0, 1], "done"]);
  });

  it("gives each attempt a check that fails once its own window has turned, and not before", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:58Z"), toFake: ["Date"] });
    const seen: string[] = [];
    const result = await inOneLimiterWindow(async (n, sameWindow) => {
      sameWindow();
      if (n === 0) vi.setSystemTime(new Date("2026-11-27T10:01:03Z"));
      else vi.setSystemTime(new Date("2026-11-27T10:01:50Z"));
      try {
        sameWindow();
        seen.push(`${n}: same window`);
      } catch (e) {
        seen.push(`${n}: ${(e as Error).message}`);
        throw e;
      }
      return "done";
    });
    expect([seen, result]).toEqual([["0: the limiter's minute turned during the attempt", "1: same window"], "done"]);
  });

  it("passes on a failure within one window, and a second attempt's failure, as they are", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:02Z"), toFake: ["Date"] });
    let runs = 0;
    await expect(inOneLimiterWindow(async () => (runs++, fail()))).rejects.toThrow("refused too late");
    expect(runs).toBe(1);
    await expect(
      inOneLimiterWindow(async () => {
        vi.setSystemTime(Date.now() + 60_000);
        runs++;
        fail();
      }),
    ).rejects.toThrow("refused too late");
    expect(runs).toBe(3);
  });
});

describe("readPages (bench/load.ts)", () => {
  const PAGE = `<!DOCTYPE html><html><body>${"<p>Whisk the eggs.</p>".repeat(1000)}</body></html>`;

  it("tells a whole page from one cut short, cleanly or with the connection reset, and from an error's status", async () => {
    // Each address answers in its own way; a page is cut at 13.5 KB, as the bar run's was.
    const server = createServer((req, res) => {
      const cut = PAGE.slice(0, 13_500);
      if (req.url === "/whole") return res.end(PAGE);
      if (req.url === "/error") return void res.writeHead(500).end(PAGE);
      if (req.url === "/short") return res.end(cut);
      // Headers and part of the body, then the connection goes: the client must see that it never ended.
      res.writeHead(200, { "content-type": "text/html", "content-length": String(PAGE.length) });
      res.write(cut, () => res.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const report = await readPages({ siteUrl, paths: ["/whole", "/short", "/reset", "/error"], requests: 8, connections: 2 });
      expect(report.sent).toBe(8);
      expect(report.whole).toBe(2);
      expect(report.problems.filter((p) => p.startsWith("/short: 13500 characters"))).toHaveLength(2);
      expect(report.problems.filter((p) => p.startsWith("/reset: terminated"))).toHaveLength(2);
      expect(report.problems.filter((p) => p === "/error: status 500")).toHaveLength(2);
      // Of those, only the clean short end could pass for a page: a reset and a 500 say they failed.
      expect(report.cutShort).toEqual(["/short", "/short"]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
