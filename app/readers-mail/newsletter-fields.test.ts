import { describe, expect, it } from "vitest";
import { EMAIL_FIELD } from "./newsletter-fields";
import { checkEmail } from "./newsletter-schema.server";

describe("checkEmail", () => {
  it("trims a valid address and keeps its case for storage", () => {
    expect(checkEmail("  Cook@Example.com ")).toEqual({ ok: true, email: "Cook@Example.com" });
  });

  it.each([
    ["", "Please enter"],
    ["   ", "Please enter"],
    ["cook", "doesn't look like"],
    ["cook@", "doesn't look like"],
    ["cook@localhost", "doesn't look like"],
    ["two words@example.com", "doesn't look like"],
    ["<script>@example.com", "doesn't look like"],
    [`${"a".repeat(200)}@example.com`, "The part before the @ can be 64 characters at most (this one has 200)."],
  ])("rejects %j with a message and keeps what was typed", (typed, message) => {
    const result = checkEmail(typed);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain(message);
      expect(result.email).toBe(typed);
    }
  });

  it("rejects a missing field and a file upload", () => {
    expect(checkEmail(null).ok).toBe(false);
    expect(checkEmail(new File(["x"], "x.txt")).ok).toBe(false);
  });

  it("holds the same length limit as the input's maxLength", () => {
    const local = "a".repeat(64);
    const domain = `${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.example.com`;
    const long = `${local}@${domain}`;
    expect(long.length).toBeGreaterThan(EMAIL_FIELD.maxLength);
    const result = checkEmail(long);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(String(EMAIL_FIELD.maxLength));
  });
});
