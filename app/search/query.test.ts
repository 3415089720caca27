import { describe, expect, it } from "vitest";
import { MATCH_END, MATCH_START, normaliseQuery, snippetParts } from "./query";

describe("a search query written one way", () => {
  it("folds case, accents and spaces", () => {
    expect(normaliseQuery("  JALAPEÑO\t Chicken ")).toBe("jalapeno chicken");
    expect(normaliseQuery("Crème brûlée")).toBe("creme brulee");
  });

  it("turns NUL and other control characters into spaces", () => {
    expect(normaliseQuery("a\u0000b\u0007c\u200bd")).toBe("a b c d");
  });

  it("keeps at most 100 characters, never half a surrogate pair", () => {
    expect(normaliseQuery("x".repeat(5000))).toHaveLength(100);
    const cut = normaliseQuery(`${"x".repeat(99)}😀😀`);
    expect(cut).toBe(`${"x".repeat(99)}😀`);
    expect(encodeURIComponent(cut)).toBeTruthy();
  });

  it("keeps operators and quotes as text: the database reads them as words", () => {
    expect(normaliseQuery(`a & b | !c <:*> "x"`)).toBe(`a & b | !c <:*> "x"`);
  });
});

describe("a snippet", () => {
  it("is split into plain text and the matched words", () => {
    expect(snippetParts(`fresh ${MATCH_START}jalapeños${MATCH_END} and ${MATCH_START}lime${MATCH_END}`)).toEqual([
      { text: "fresh ", match: false },
      { text: "jalapeños", match: true },
      { text: " and ", match: false },
      { text: "lime", match: true },
    ]);
  });
});
