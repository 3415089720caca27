import { describe, expect, it } from "vitest";
import { MATCH_END, MATCH_START, normaliseQuery, snippetParts } from "./search-query";

describe("a search query written one way", () => {
  it("folds case, accents and spaces", () => {
    expect(normaliseQuery("  JALAPEÑO\t Chicken ")).toBe("jalapeno chicken");
    expect(normaliseQuery("Crème brûlée")).toBe("creme brulee");
  });

  it("turns NUL and other control characters into spaces", () => {
    expect(normaliseQuery("a\u0000b\u0007c\nd")).toBe("a b c d");
  });

  it("drops zero-width and bidi characters where they stand, not leaving a space that splits the word", () => {
    expect(normaliseQuery("pan\u200bcakes")).toBe("pancakes");
    expect(normaliseQuery("\ufeffpan\u200dcakes\u2060 \u202elime\u202c")).toBe("pancakes lime");
    expect(normaliseQuery("be\u00ADchamel \u200e\u200fsauce")).toBe("bechamel sauce");
  });

  it("keeps the joiners inside an emoji, so the cook stays one emoji", () => {
    expect(normaliseQuery("👩\u200d🍳")).toBe("👩\u200d🍳");
    expect(normaliseQuery("🧑🏽\u200d🍳 tacos")).toBe("🧑🏽\u200d🍳 tacos");
    // The selector (U+FE0F) goes with the marks; the joiner it stood beside stays.
    expect(normaliseQuery("❤\ufe0f\u200d🔥")).toBe("❤\u200d🔥");
    expect(normaliseQuery("\u200d👩 \u200d")).toBe("👩");
  });

  it("never ends on a joiner it cut from its emoji", () => {
    expect(normaliseQuery(`${"x".repeat(98)}👩\u200d🍳`)).toBe(`${"x".repeat(98)}👩`);
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
