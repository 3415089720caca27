import { describe, expect, it } from "vitest";
import { commentDate, utcOffsetMinutes } from "./form";

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
