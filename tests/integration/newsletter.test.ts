import { createServer, type Server } from "node:http";
import { NEWSLETTER_MESSAGES } from "../../app/newsletter/form";
import { CONFIRMATION_MAILS_PER_DAY } from "../../app/utils/mailing-list";
import { mailsTo } from "../support/mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, localWorkerVars, startWorker, type RunningWorker } from "../../local/stack";
import { emailValue, fieldError, getPage, postForm, siteLog, statusMessage, testDb, uniqueEmail } from "../support/site";

const SUBSCRIBED = NEWSLETTER_MESSAGES.subscribed;
const UNSUBSCRIBED = "Done. If that address was on the list, it's off it now, and no more newsletters will go to it.";
// A page as its reader sees it: without what differs on every page (the CSP nonce, the form tokens).
const samePage = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/\b\d{10,}\.[\w-]{20,}/g, "<token>");

const rowsFor = async (email: string) =>
  testDb().query<{ email: string }>("SELECT email FROM subscriptions WHERE lower(email) = lower($1)", [email]);

describe("subscribing without JavaScript (plain POST to /)", () => {
  it("adds a new address and says so, with the field cleared", async () => {
    const email = uniqueEmail("new");
    const res = await postForm("/?index", { email });
    expect(res.status).toBe(200);
    expect(statusMessage(res.html)).toBe(SUBSCRIBED);
    expect(emailValue(res.html)).toBe("");
    expect(await rowsFor(email)).toEqual([{ email }]);
  });

  it("trims and compares case-insensitively: the same address again stays one row", async () => {
    const email = uniqueEmail("twice");
    await postForm("/?index", { email });
    const res = await postForm("/?index", { email: `  ${email.toUpperCase()}  ` });
    expect(res.status).toBe(200);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("answers an address already on the list with the same status and page as a new one: no one learns who is on it", async () => {
    const listed = uniqueEmail("listed");
    await testDb().query("INSERT INTO subscriptions (email) VALUES ($1)", [listed]);
    const fresh = uniqueEmail("fresh");
    const [onList, notOnList] = [await postForm("/?index", { email: listed }), await postForm("/?index", { email: fresh })];
    expect(onList.status).toBe(200);
    expect(notOnList.status).toBe(200);
    expect(statusMessage(onList.html)).toBe(SUBSCRIBED);
    expect(samePage(onList.html)).toBe(samePage(notOnList.html));
    expect(onList.html).not.toMatch(/already/i);
  });

  it.each([
    ["a malformed address", "not-an-address", "doesn't look like an e-mail address"],
    ["a missing address", "", "Please enter your e-mail address"],
    ["an address without a real domain", "cook@localhost", "doesn't look like an e-mail address"],
  ])("answers %s with 400, a message beside the field, and the typed text kept", async (_what, typed, message) => {
    const res = await postForm("/?index", { email: typed });
    expect(res.status).toBe(400);
    expect(fieldError(res.html)).toContain(message);
    expect(emailValue(res.html)).toBe(typed);
    expect(statusMessage(res.html)).toBe("");
    // The error is tied to the field for screen readers.
    const input = res.html.match(/<input[^>]*name="email"[^>]*>/)![0];
    expect(input).toContain('aria-invalid="true"');
    const describedBy = input.match(/aria-describedby="([^"]+)"/)![1];
    expect(res.html).toContain(`id="${describedBy}" class="field-error"`);
  });

  it("answers a request without the field at all with 400", async () => {
    const res = await postForm("/?index", {});
    expect(res.status).toBe(400);
    expect(fieldError(res.html)).toContain("Please enter");
  });

  it("leaves one row, gives the one message and sends three confirmation mails to 20 simultaneous subscribes of one address", async () => {
    const email = uniqueEmail("race");
    const refusedBefore = siteLog().split("had today's confirmation mails").length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postForm("/?index", { email: i % 2 ? email.toUpperCase() : email })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const messages = answers.map((a) => statusMessage(a.html));
    expect(messages).toEqual(Array(20).fill(SUBSCRIBED));
    expect(await rowsFor(email)).toHaveLength(1);
    // Every post's mail work ends in a mail or in the refusal's log line: three mails, however the twenty interleave.
    await expect.poll(() => siteLog().split("had today's confirmation mails").length - refusedBefore).toBe(17);
    expect(await mailsTo(email)).toHaveLength(CONFIRMATION_MAILS_PER_DAY);
  });
});

describe("unsubscribing without JavaScript (plain POST to /unsubscribe)", () => {
  it("shows a form whose button says Unsubscribe", async () => {
    const { status, html } = await getPage("/unsubscribe");
    expect(status).toBe(200);
    expect(html).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(html).toContain('placeholder="Enter your email"');
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required=""/);
  });

  it("removes a subscribed address, in any case, then answers the same again with the address gone: no one learns it was there", async () => {
    const email = uniqueEmail("leaving");
    await postForm("/?index", { email });
    const first = await postForm("/unsubscribe", { email: ` ${email.toUpperCase()}` });
    expect(first.status).toBe(200);
    expect(statusMessage(first.html)).toBe(UNSUBSCRIBED);
    expect(emailValue(first.html)).toBe("");
    expect(await rowsFor(email)).toHaveLength(0);
    const second = await postForm("/unsubscribe", { email: ` ${email.toUpperCase()}` });
    expect(second.status).toBe(200);
    expect(samePage(second.html)).toBe(samePage(first.html));
    expect(second.html).not.toMatch(/already/i);
  });

  it("answers a malformed address with 400 and keeps it", async () => {
    const res = await postForm("/unsubscribe", { email: "nobody@" });
    expect(res.status).toBe(400);
    expect(fieldError(res.html)).toBeTruthy();
    expect(emailValue(res.html)).toBe("nobody@");
  });
});

describe("when the database is down or hangs", () => {
  let down: RunningWorker;
  let slow: RunningWorker;
  let hanging: Server;

  beforeAll(async () => {
    // Nothing listens on this port: the local services are "stopped".
    const deadPort = await freePort();
    // This one accepts the request and never answers.
    hanging = createServer(() => {});
    await new Promise<void>((r) => hanging.listen(0, "127.0.0.1", () => r()));
    const hangingPort = (hanging.address() as { port: number }).port;
    [down, slow] = await Promise.all([
      startWorker({ vars: { ...localWorkerVars(deadPort), FORM_MIN_FILL_MS: "0" } }),
      startWorker({ vars: { ...localWorkerVars(hangingPort), DATABASE_TIMEOUT_MS: "800", FORM_MIN_FILL_MS: "0" } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([down?.stop(), slow?.stop()]);
    hanging?.closeAllConnections();
    hanging?.close();
  });

  it.each([
    ["subscribe", "/?index"],
    ["unsubscribe", "/unsubscribe"],
  ])("%s answers 503 with a plain message and the typed address kept", async (_what, path) => {
    const res = await postForm(path, { email: "kept@example.com" }, down.url);
    expect(res.status).toBe(503);
    expect(fieldError(res.html)).toContain("couldn't reach our mailing list");
    expect(emailValue(res.html)).toBe("kept@example.com");
    expect(res.html).not.toMatch(/at [\w.]+ \(|DatabaseError|NeonDbError|ECONNREFUSED|postgres:\/\//);
  });

  it("still serves the home page and its form, without the counts", async () => {
    const res = await getPage("/", down.url);
    expect(res.status).toBe(200);
    expect(res.html).toContain("Browse by Category");
    expect(res.html).not.toContain('class="category-card-count"');
    expect(res.html).toContain('name="email"');
  });

  it("gives up on a database that never answers, within the query timeout", async () => {
    const started = Date.now();
    const res = await postForm("/?index", { email: "patient@example.com" }, slow.url);
    expect(res.status).toBe(503);
    expect(emailValue(res.html)).toBe("patient@example.com");
    // Two queries at most (home counts, the insert), each cut off at 800 ms: an answer, not a hang, whatever the machine.
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
