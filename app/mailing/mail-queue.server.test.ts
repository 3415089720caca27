import { describe, expect, it } from "vitest";
import { retryDelayMinutes } from "./mail-queue.server";

describe("retrying the owner's mail", () => {
  it("waits longer after each failure, up to four hours, so a day holds about a dozen attempts", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMinutes)).toEqual([5, 10, 20, 40, 80, 160, 240, 240]);
    let minutes = 0;
    let attempts = 1;
    while (minutes < 24 * 60) minutes += retryDelayMinutes(attempts++);
    expect(attempts).toBeGreaterThan(8);
    expect(attempts).toBeLessThan(16);
  });
});
