import { describe, expect, it } from "vitest";
import { withQuery } from "./query";

describe("withQuery", () => {
  it("starts a query, or adds to the one the path has, before its fragment", () => {
    expect(withQuery("/marinara", [["units", "metric"]])).toBe("/marinara?units=metric");
    expect(withQuery("/marinara?x=2", [["units", "metric"]])).toBe("/marinara?x=2&units=metric");
    expect(withQuery("/marinara#comments-heading", [["x", "3"]])).toBe("/marinara?x=3#comments-heading");
    expect(withQuery("/marinara?x=3#comment-9", [["thread", "7"]])).toBe("/marinara?x=3&thread=7#comment-9");
  });

  it("leaves a path alone with nothing to add, and writes values as a form would, commas aside", () => {
    expect(withQuery("/marinara#top", [])).toBe("/marinara#top");
    expect(withQuery("", [])).toBe("");
    expect(
      withQuery("/list", [
        ["r", "beefstew.2,marinara.1"],
        ["serve", "18:30"],
        ["have", "bread flour"],
      ]),
    ).toBe("/list?r=beefstew.2,marinara.1&serve=18%3A30&have=bread+flour");
  });

  it("writes every character as URLSearchParams does, commas aside", () => {
    const characters = [...Array(0x250).keys()].map((c) => String.fromCharCode(c)).join("") + "🍅 a+b=c&d #é";
    for (const text of [characters, "bread flour", "18:30", "½ cup", "it's (~) *fine*!", "lone \ud800 surrogate"]) {
      const expected = new URLSearchParams([[text, text]]).toString().replaceAll("%2C", ",");
      expect(withQuery("", [[text, text]]), text).toBe(`?${expected}`);
    }
  });
});
