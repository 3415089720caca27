import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Stats } from "../../local/server";
import type { RunningWorker } from "../../local/stack";
import { decode, emailValue, fieldError, postForm, servicesUrl, startTestWorker, testDb, uniqueEmail } from "../support/site";

// A write the database takes longer over than the worker waits for. The
// worker gives up and hangs up; Neon then cancels the statement and rolls
// it back, and the local endpoint drops it. What the visitor is told must
// hold for that outcome: nothing was saved, and sending again is safe.
// Every other query of the worker's must come within WAIT_MS on a busy machine; the slow write is twice as long.
const WAIT_MS = 3000;
const SLOW_MS = 6000;

let impatient: RunningWorker;
const abandoned = async () => ((await (await fetch(`${servicesUrl()}/stats`)).json()) as Stats).abandoned;
/**
 * The stand-in holds the writes of a comment by Slowpoke and of a slowpoke- address in their turn (PUT /hold), as a
 * slow statement would hold PGlite: a pg_sleep in a trigger spun a core for all of its seconds.
 */
const holdSlowWrites = (ms: number) =>
  fetch(`${servicesUrl()}/hold`, {
    method: "PUT",
    body: JSON.stringify({ ms, matching: String.raw`INSERT INTO subscriptions[\s\S]*"slowpoke-|INSERT INTO comments2[\s\S]*"Slowpoke"` }),
  });

/**
 * Waits until the database has dropped the slow write (the local endpoint counts a request abandoned once it has
 * dropped or undone its work) and, over PGlite, until everything queued behind it has run; returns how many requests
 * were abandoned meanwhile: the write, and any of the page's own reads that waited behind it.
 */
async function afterTheSlowWrite(before: number): Promise<number> {
  await expect.poll(async () => (await abandoned()) - before).toBeGreaterThanOrEqual(1);
  await testDb().query("SELECT 1");
  return (await abandoned()) - before;
}
const formError = (html: string) => decode(html.match(/class="form-error" role="alert">([^<]*)</)?.[1] ?? "");

beforeAll(async () => {
  impatient = await startTestWorker({ vars: { DATABASE_TIMEOUT_MS: String(WAIT_MS), FORM_MIN_FILL_MS: "0" } });
  expect((await holdSlowWrites(SLOW_MS)).status).toBe(200);
});
afterAll(async () => {
  await impatient?.stop();
  await holdSlowWrites(0);
});

describe("a write that takes longer than the worker waits", () => {
  it("a comment answers 503 with everything typed, is not stored, and posting again stores it once", async () => {
    const comment = `Timed out ${Date.now()}`;
    const fields = { intent: "comment", recipe: "12", name: "Slowpoke", email: "slow@example.com", rating: "5", comment };
    const before = await abandoned();
    const first = await postForm("/pancakes", fields, impatient.url);
    expect(first.status).toBe(503);
    expect(formError(first.html)).toBe(
      "Sorry, we couldn't save your comment just now: our database isn't answering. Please post it again in a minute; if the first one did get through, it won't show twice.",
    );
    expect(first.html).toContain(`>${comment}</textarea>`);
    // The database sees the worker gone, and drops the comment.
    expect(await afterTheSlowWrite(before)).toBeGreaterThanOrEqual(1);
    const rows = () => testDb().query("SELECT comment_id FROM comments2 WHERE comment = $1", [comment]);
    expect(await rows()).toHaveLength(0);

    const again = await postForm("/pancakes", { ...fields, name: "Patient" }, impatient.url);
    expect(again.status).toBe(303);
    expect(await rows()).toHaveLength(1);
  });

  it("a subscription answers 503 keeping the address, is not stored, and trying again subscribes once", async () => {
    const email = uniqueEmail("slowpoke");
    const before = await abandoned();
    const first = await postForm("/?index", { email }, impatient.url);
    expect(first.status).toBe(503);
    expect(fieldError(first.html)).toBe(
      "Sorry, we couldn't reach our mailing list just now. Please try again in a minute (trying twice does no harm).",
    );
    expect(emailValue(first.html)).toBe(email);
    expect(await afterTheSlowWrite(before)).toBeGreaterThanOrEqual(1);
    const rows = () => testDb().query("SELECT email FROM subscriptions WHERE lower(email) = lower($1)", [email]);
    expect(await rows()).toHaveLength(0);

    await holdSlowWrites(0);
    const again = await postForm("/?index", { email }, impatient.url);
    expect(again.status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });
});
