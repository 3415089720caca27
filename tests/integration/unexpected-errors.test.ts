/**
 * What is not a database outage reaches the error boundary: a 500 page that
 * gives nothing away, and a log line (docs/decisions/011). The exception
 * here is a real one: a legacy row without its route (recipe.src is
 * nullable in the original schema) read by a model that takes it for a string.
 */
import { afterAll, describe, expect, it } from "vitest";
import { getPage, siteLog, testDb } from "../support/site";

const STACK_TRACE = /at [\w$.<>]+ \(|\.ts:\d+|\.js:\d+:\d+|TypeError|startsWith|DatabaseError|postgres:\/\//;
const BROKEN = "Unexpected-error test row";

afterAll(async () => {
  await testDb().query("DELETE FROM recipe WHERE name = $1", [BROKEN]);
});

describe("an exception that is not the database's", () => {
  it("gives a 500 error page with no stack trace, and the log says what failed", async () => {
    await testDb().query("INSERT INTO recipe (name, image, src, category) VALUES ($1, NULL, NULL, 'dessert')", [BROKEN]);
    const logged = siteLog().length;
    const res = await getPage("/desserts");
    expect(res.status).toBe(500);
    expect(res.html).toContain("Something went wrong on our side");
    expect(res.html).not.toContain("Our kitchen database isn&#x27;t answering");
    expect(res.html).not.toMatch(STACK_TRACE);
    await expect
      .poll(() => siteLog().slice(logged), { timeout: 5000 })
      .toMatch(/TypeError: Cannot read properties of null \(reading 'startsWith'\)/);
    expect(siteLog().slice(logged)).not.toContain("/desserts: recipes unavailable");
  });
});
