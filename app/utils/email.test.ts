import { describe, expect, it } from "vitest";
import { EMAIL_INPUT, isEmailAddress } from "./email";

// How a browser reads a pattern attribute: anchored, with the v flag.
const browserPattern = new RegExp(`^(?:${EMAIL_INPUT.pattern})$`, "v");

describe("the e-mail rule", () => {
  it.each(["cook@example.com", "first.last+tag@mail.example.co.uk", "o'brien@example.ie"])(
    "accepts %s in the browser and on the server",
    (email) => {
      expect(browserPattern.test(email)).toBe(true);
      expect(isEmailAddress(email)).toBe(true);
    },
  );

  it.each(["cook@localhost", "cook@", "@example.com", "cook example@example.com", "cook@@example.com"])(
    "refuses %s in the browser and on the server",
    (email) => {
      expect(browserPattern.test(email)).toBe(false);
      expect(isEmailAddress(email)).toBe(false);
    },
  );

  it("is one rule: the pattern attribute accepts exactly what the server does", () => {
    for (const email of ["a.b-c_d@x-y.example", "=1+1@example.com", "{x}|y@example.org", "x@-bad.example", "x@bad-.example", "x@example."])
      expect(browserPattern.test(email)).toBe(isEmailAddress(email));
  });

  it("takes 64 characters before the @ and refuses 65, in the browser and on the server", () => {
    for (const [local, ok] of [
      ["a".repeat(64), true],
      ["a".repeat(65), false],
      ["b".repeat(200), false],
    ] as const) {
      expect(isEmailAddress(`${local}@example.com`)).toBe(ok);
      expect(browserPattern.test(`${local}@example.com`)).toBe(ok);
    }
  });

  it("refuses an address longer than the field allows", () => {
    expect(isEmailAddress(`${"a".repeat(250)}@example.com`)).toBe(false);
  });
});
