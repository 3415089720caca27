import { describe, expect, it } from "vitest";
import { commenterCookie, hasCommenterCookie } from "./commenter-cookie";

describe("the commenter cookie", () => {
  it("holds nothing about the writer, lasts as long as a copy, and is recognised among others", () => {
    expect(commenterCookie(600, true)).toBe("commenter=1; Max-Age=600; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(commenterCookie(600, false)).not.toContain("Secure");
    expect(hasCommenterCookie("theme=dark; commenter=1")).toBe(true);
    expect(hasCommenterCookie("commenter=1")).toBe(true);
    expect(hasCommenterCookie("notcommenter=1")).toBe(false);
    expect(hasCommenterCookie(undefined)).toBe(false);
  });
});
