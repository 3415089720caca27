import { describe, expect, it } from "vitest";
import { commentDate, MONTH_LABELS, spokenDate, utcOffsetMinutes } from "./comment-dates";

describe("a comment's date as a reader says it", () => {
  it("spells the month out, day first, for each month the site writes, and leaves anything else as it is", () => {
    expect(spokenDate("2025-Jan-5")).toBe("5 January 2025");
    expect(spokenDate("2026-Sept-30")).toBe("30 September 2026");
    expect(spokenDate("2026-June-01")).toBe("1 June 2026");
    expect(new Set(MONTH_LABELS.map((m) => spokenDate(`2026-${m}-2`).split(" ")[1])).size).toBe(12);
    expect(spokenDate("2026-Foo-2")).toBe("2026-Foo-2");
    expect(spokenDate("yesterday")).toBe("yesterday");
  });
});

describe("a comment's date", () => {
  const lateEveningInCalifornia = new Date("2025-01-06T04:30:00Z"); // 20:30 on the 5th, UTC-8

  it("is the original site's format, in UTC by default", () => {
    expect(commentDate(lateEveningInCalifornia)).toBe("2025-Jan-6");
    expect(commentDate(new Date("2025-09-21T12:00:00Z"))).toBe("2025-Sept-21");
  });

  it("is the writer's own day when their browser gives its offset", () => {
    expect(commentDate(lateEveningInCalifornia, -480)).toBe("2025-Jan-5");
    expect(commentDate(new Date("2025-12-31T11:00:00Z"), 840)).toBe("2026-Jan-1");
  });

  it("takes only an offset some place on Earth has, else UTC", () => {
    expect(utcOffsetMinutes("-480")).toBe(-480);
    expect(utcOffsetMinutes("330")).toBe(330);
    expect(utcOffsetMinutes("840")).toBe(840);
    for (const bad of ["", "841", "-721", "1e3", "60.5", " 60", "abc", null]) expect(utcOffsetMinutes(bad), String(bad)).toBe(0);
  });
});
