import { describe, expect, it } from "vitest";
import { formatLongDate, formatMinutes, isoDuration } from "./format";

describe("times and dates", () => {
  it.each([
    [0, "none", "PT0M"],
    [1, "1 min", "PT1M"],
    [45, "45 mins", "PT45M"],
    [60, "1 hr", "PT1H"],
    [75, "1 hr 15 mins", "PT1H15M"],
    [900, "15 hrs", "PT15H"],
  ])("%d minutes reads %s and %s", (minutes, text, iso) => {
    expect(formatMinutes(minutes)).toBe(text);
    expect(isoDuration(minutes)).toBe(iso);
  });

  it("writes dates as a reader says them", () => {
    expect(formatLongDate("2025-05-04")).toBe("May 4, 2025");
    expect(formatLongDate("2025-07-31")).toBe("July 31, 2025");
  });
});
