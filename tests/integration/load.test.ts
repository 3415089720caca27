import { describe, expect, it } from "vitest";
import { runLoad } from "../../bench/load";
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

// The same load over a real Postgres, where transactions overlap: tests/services/postgres.test.ts.
