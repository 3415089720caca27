import { describe, expect, it } from "vitest";
import { commentPagePath } from "./comment-path";

describe("a comment's place on its page", () => {
  it("opens a top-level comment without a thread", () => {
    expect(commentPagePath("pancakes", 70, null)).toBe("/pancakes#comment-70");
    expect(commentPagePath("pancakes", 70, 70)).toBe("/pancakes#comment-70");
  });
});
