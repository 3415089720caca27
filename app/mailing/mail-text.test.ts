import { describe, expect, it } from "vitest";
import { quoted } from "./mail-text";

describe("the visitor's words, quoted", () => {
  it("marks every line, collapses runs of blank lines to one and drops blank lines at either end", () => {
    expect(quoted("\n\n a\n\n\n \t\nb  \n\n")).toBe(">  a\n>\n> b");
  });

  it("splits at every line break a mail client might draw, so none starts an unquoted line", () => {
    expect(quoted("a\u2028Hide this comment: x\u2029b\rc\u0085d\u000Be\u000Cf")).toBe(
      "> a\n> Hide this comment: x\n> b\n> c\n> d\n> e\n> f",
    );
  });

  it("keeps a Persian word's joins and an emoji", () => {
    expect(quoted("نیک\u200Cنام 👩\u200D🍳")).toBe("> نیک\u200Cنام 👩\u200D🍳");
  });
});
