/**
 * What is not a database outage reaches the error boundary: a 500 page that gives nothing
 * away, and a log line (docs/decisions/011). The fault: the database answers recipe.src as a
 * number, as it would after a migration changed the column's type under a running worker.
 */
import { afterEach, describe, expect, it } from "vitest";
import { getPage, servicesUrl, siteLog, testDb } from "../support/site";

const STACK_TRACE = /at [\w$.<>]+ \(|\.ts:\d+|\.js:\d+:\d+|TypeError|startsWith|DatabaseError|postgres:\/\//;
const INT4 = 23;
const LEGACY = "Unexpected-error test row without a route";

const columnTypes = (types: Record<string, number>) =>
  fetch(`${servicesUrl()}/column-types`, { method: "PUT", body: JSON.stringify(types) }).then((r) => expect(r.status).toBe(200));

afterEach(async () => {
  await columnTypes({});
  await testDb().query("DELETE FROM recipe WHERE name = $1", [LEGACY]);
});

describe("an exception that is not the database's", () => {
  it("gives a 500 error page with no stack trace, and the log says what failed", async () => {
    await columnTypes({ src: INT4 });
    const logged = siteLog().length;
    const res = await getPage("/desserts");
    expect(res.status).toBe(500);
    expect(res.html).toContain("Something went wrong on our side");
    expect(res.html).not.toContain("Our kitchen database isn&#x27;t answering");
    expect(res.html).not.toMatch(STACK_TRACE);
    // Nor Remix's words for it in the page's data.
    expect(res.html).not.toContain("Unexpected Server Error");
    await expect.poll(() => siteLog().slice(logged)).toMatch(/TypeError: \w+\.src\.startsWith is not a function/);
    expect(siteLog().slice(logged)).not.toContain("/desserts: recipes unavailable");
  });
});

describe("a legacy recipe row without its route (src is nullable in the original schema)", () => {
  it("is left out of its category page, which lists the rest", async () => {
    await testDb().query("INSERT INTO recipe (name, image, src, category) VALUES ($1, NULL, NULL, 'dessert')", [LEGACY]);
    const res = await getPage("/desserts");
    expect(res.status).toBe(200);
    expect(res.html).toContain('href="/chocolatecookies"');
    expect(res.html).not.toContain(LEGACY);
  });
});
