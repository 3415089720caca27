import { describe, expect, it } from "vitest";
import { readPages, runLoad } from "../../bench/load";
import { busyCores } from "../support/busy";
import { HANG } from "../support/hang";
import { siteUrl, testDb } from "../support/site";

describe("under concurrent load (bench/load.ts, scaled down)", () => {
  it("stores every accepted post exactly once, keeps reply counts right and never answers 5xx", async () => {
    const report = await runLoad({ siteUrl: siteUrl(), db: testDb(), posts: 150, connections: 10, timeoutSeconds: HANG.poll / 1000 });
    expect(report.sent).toBe(150);
    expect(report.problems).toEqual([]);
    expect(Object.keys(report.statuses).every((s) => Number(s) < 500)).toBe(true);
  });
});

describe("pages read many at once, with every core busy (issue 59: a page cut short must never pass for a page)", () => {
  it("are each a whole page or a failure that says so, never a 200 cut short", async () => {
    // Every page the site lists, rendered each time (the shared site keeps nothing), and pages no list names.
    const sitemap = await (await fetch(`${siteUrl()}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const paths = [...listed, "/pancakes?x=2.7&units=metric", "/search?q=egg", "/list?r=pancakes.2,marinara.1", "/newsletter"];
    expect(paths.length).toBeGreaterThan(40);
    const busy = await busyCores(HANG.test);
    try {
      const report = await readPages({ siteUrl: siteUrl(), paths, requests: 400, connections: 32, timeoutSeconds: HANG.poll / 1000 });
      // What must never happen: a 200 that ends cleanly short of its page. A read that fails says so (a reset, a
      // timeout, an error page): inside npm test, with every suite and two spinners on two cores, some do.
      expect(report.cutShort).toEqual([]);
      expect(report.problems.filter((p) => / characters, ending /.test(p))).toEqual([]);
      expect(report.whole, report.problems.slice(0, 10).join("\n")).toBeGreaterThanOrEqual(report.sent / 2);
    } finally {
      await busy.stop();
    }
  });
});

// The same load over a real Postgres, where transactions overlap: tests/services/postgres.test.ts.
