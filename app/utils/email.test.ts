import { describe, expect, it } from "vitest";
import { EMAIL_INPUT, inboxKey, isEmailAddress } from "./email";

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

describe("inboxKey", () => {
  it("folds what a provider folds into one inbox: case, +tags, and Gmail's dots and googlemail.com", () => {
    for (const a of ["name@gmail.com", "Name+1@gmail.com", "na.me+2@Gmail.com", "n.a.m.e@googlemail.com", " NAME@GMAIL.COM "])
      expect(inboxKey(a), a).toBe("name@gmail.com");
    expect(inboxKey("name+news@example.com")).toBe("name@example.com");
    // Elsewhere a dot may be another person's inbox.
    expect(inboxKey("na.me@example.com")).toBe("na.me@example.com");
    expect(inboxKey("+tag@example.com")).toBe("+tag@example.com");
  });
});
