import { describe, expect, it } from "vitest";
import { inOneLimiterWindow, postForm, randomIp, siteUrl } from "../support/site";
import { tag } from "../support/comments";

const unsubscribe = (written: string) => postForm("/unsubscribe", { email: `key-${tag()}@example.com` }, siteUrl(), written);

describe("the rate limit's client key", () => {
  it("is one client however its IPv4 address is written", async () => {
    // Eleven posts that straddle two of the limiter's windows are two windows' worth.
    await inOneLimiterWindow(async () => {
      const [a, b, c, d] = randomIp().split(".").map(Number);
      const hex = (x: number, y: number) => ((x << 8) | y).toString(16);
      const spellings = [
        `${a}.${b}.${c}.${d}`,
        `::ffff:${a}.${b}.${c}.${d}`,
        [a, b, c, d].map((x) => String(x).padStart(3, "0")).join("."),
        `::FFFF:${hex(a, b)}:${hex(c, d)}`,
      ];
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await unsubscribe(spellings[i % spellings.length])).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    });
  });

  it("gives a comma list with a varying tail no fresh limit per request", async () => {
    // Lists share one bucket with every unreadable address, so other posts may
    // have used some of it; twenty-one posts in under a minute reach at most
    // two of its windows, so the limit must answer by then.
    const head = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21 && !statuses.includes(429); i++) statuses.push((await unsubscribe(`${head}, 10.0.${i}.1`)).status);
    expect(statuses).toContain(429);
  });
});
