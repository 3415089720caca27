import { describe, expect, it } from "vitest";
import { readServeAt } from "./serve-at";
import { emptyQuietNote } from "./time-field";

describe("the quiet hours' note beside the fields", () => {
  it("says the same time twice is no quiet time, as the plan reads it", () => {
    const query = { serve: "12:00", day: null, quietFrom: "08:00", quietTo: "8:00:00" };
    expect(readServeAt(query)).toMatchObject({ ok: true, at: { quiet: null } });
    expect(emptyQuietNote(query)).toBe("From 08:00 to 08:00 is no quiet time, not a whole day of it: the plan may start at any hour.");
  });

  it("says nothing of quiet hours that are some, left empty or not yet readable", () => {
    expect(emptyQuietNote({ quietFrom: "22:00", quietTo: "07:00" })).toBeNull();
    expect(emptyQuietNote({ quietFrom: null, quietTo: null })).toBeNull();
    expect(emptyQuietNote({ quietFrom: "", quietTo: "" })).toBeNull();
    expect(emptyQuietNote({ quietFrom: "late", quietTo: "late" })).toBeNull();
  });
});
