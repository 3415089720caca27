import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readLimitOf, withReadLimit } from "./worker-process";

const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");

describe("a test site's read limit", () => {
  it("replaces the READ_LIMITER's limit in wrangler.toml and nothing else", () => {
    const changed = withReadLimit(toml, 5000);
    expect(readLimitOf(changed)).toBe(5000);
    expect(changed.replace("limit = 5000", `limit = ${readLimitOf(toml)}`)).toBe(toml);
    expect(changed).toContain('name = "POST_LIMITER"\nnamespace_id = "1001"\nsimple = { limit = 10, period = 60 }');
  });

  it("refuses a configuration without one, rather than run a site with the wrong limit", () => {
    expect(() => withReadLimit('name = "x"\n', 5)).toThrow(/no READ_LIMITER/);
  });
});
