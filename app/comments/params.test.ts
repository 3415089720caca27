import { describe, expect, it } from "vitest";
import { commentId, commentParams } from "./params";

describe("a recipe page's comment parameters", () => {
  it("take a comment id only as the int4 column holds it, written plainly", () => {
    expect([commentId("1"), commentId("2147483647"), commentId("2147483648")]).toEqual([1, 2147483647, null]);
    expect([commentId("0"), commentId("012"), commentId("-3"), commentId("1e3"), commentId(""), commentId(null)]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("read the open thread, the comment replied to and the page of comments", () => {
    expect(commentParams(new URLSearchParams("thread=4&reply=5&before=6&x=2"))).toEqual({ thread: 4, reply: 5, before: 6 });
    expect(commentParams(new URLSearchParams("thread=abc"))).toEqual({ thread: null, reply: null, before: null });
  });
});
