import { describe, expect, it } from "vitest";
import { visibleText, withoutFormatCharacters } from "./invisible";

describe("text as it looks", () => {
  it.each([
    ["a right-to-left override", "\u202Egnp.exe\u202C Bob", "gnp.exe Bob"],
    ["isolates and marks", "\u2066x\u2069\u2067y\u2069\u2068z\u2069\u200E\u200F\u061C", "xyz"],
    ["embeddings", "\u202Aa\u202Bb\u202Cc\u202Dd", "abcd"],
    ["zero-width spaces and joiners in a Latin name", "B\u200Bo\u200Cb\u200D \u2060Ada\uFEFF", "Bob Ada"],
    ["a soft hyphen and hidden tag letters", "Ro\u00ADsa\u{E0041}\u{E0042}", "Rosa"],
  ])("loses %s", (_what, text, seen) => {
    expect(visibleText(text)).toBe(seen);
  });

  it.each([
    ["a Persian name's non-joiner", "ابوالفضل نیک\u200Cنام"],
    ["a Sinhala name's joiner", "ශ්\u200Dරී"],
    ["a cook emoji", "Ada 👩\u200D🍳"],
    ["a cook emoji with a skin tone", "🧑🏽\u200D🍳"],
    ["a rainbow flag (with its selector)", "🏳\uFE0F\u200D🌈"],
    ["a subdivision flag's tags", "🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}"],
  ])("keeps %s", (_what, text) => {
    expect(visibleText(text)).toBe(text);
  });

  it("drops a joiner that joins nothing: at either end, or beside a space", () => {
    expect(visibleText("\u200D👩 \u200Dنیک\u200C")).toBe("👩 نیک");
  });
});

describe("text for a search", () => {
  it("keeps an emoji's joiners and drops the joiners inside words, however a word was typed", () => {
    expect(withoutFormatCharacters("👩\u200D🍳 نیک\u200Cنام")).toBe("👩\u200D🍳 نیکنام");
    expect(withoutFormatCharacters("pan\u200Bcakes\u202E")).toBe("pancakes");
  });
});
