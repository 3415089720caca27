import { createServer, type Server } from "node:http";
import { NEWSLETTER_MESSAGES } from "../../app/readers-mail/newsletter-fields";
import { CONFIRMATION_MAILS_PER_DAY } from "../../app/mailing/mailing-list";
import { confirmationLink, leaveLink, mailsTo, outbox } from "../support/mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, localWorkerVars, startWorker, type RunningWorker } from "../../local/stack";
import { emailValue, fieldError, getPage, postForm, siteLog, siteUrl, statusMessage, testDb, uniqueEmail } from "../support/site";

const SUBSCRIBED = NEWSLETTER_MESSAGES.subscribed;
const LEAVE_MAILED = NEWSLETTER_MESSAGES.leaveMailed;
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

  const confirmedSubscriber = async (tag: string) => {
    const email = uniqueEmail(tag);
    await testDb().query("INSERT INTO subscriptions (email, pending_since) VALUES ($1, NULL)", [email]);
    return email;
  };
  const leaveMails = async (email: string) => (await mailsTo(email)).filter((m) => m.subject?.startsWith("Leave the"));
  // Every typed address's mail work ends in one of these lines.
  const leaveOutcomes = () => siteLog().split("newsletter leave link").length;

  it("takes nobody off for a typed address: it mails a confirmed subscriber a link whose button does, and answers the same for anyone", async () => {
    const email = await confirmedSubscriber("leaving");
    const stranger = uniqueEmail("never-listed");
    const before = leaveOutcomes();
    const listed = await postForm("/unsubscribe", { email: ` ${email.toUpperCase()}` });
    const notListed = await postForm("/unsubscribe", { email: stranger });
    expect([listed.status, notListed.status]).toEqual([200, 200]);
    expect(statusMessage(listed.html)).toBe(LEAVE_MAILED);
    expect(emailValue(listed.html)).toBe("");
    expect(samePage(listed.html)).toBe(samePage(notListed.html));
    expect(listed.html).not.toMatch(/already/i);
    await expect.poll(leaveOutcomes).toBe(before + 2);
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await mailsTo(stranger)).toEqual([]);
    // The link opens a page that asks; its button takes the address off.
    const link = await leaveLink(email);
    const [mail] = await leaveMails(email);
    expect(mail.content![0].value).toContain("If you didn't ask, ignore this mail: you stay on the list");
    const page = await getPage(link.replace(/^https?:\/\/[^/]+/, ""));
    expect(page.html).toContain("Stop sending the");
    expect(await rowsFor(email)).toHaveLength(1);
    const pressed = await fetch(`${siteUrl()}${new URL(link).pathname}${new URL(link).search}`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(pressed.status).toBe(200);
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("sends an unconfirmed request no leave link: it gets no newsletter and lapses by itself", async () => {
    const email = uniqueEmail("pending-leaving");
    await postForm("/?index", { email });
    await confirmationLink(email);
    const before = leaveOutcomes();
    await postForm("/unsubscribe", { email });
    await expect.poll(leaveOutcomes).toBe(before + 1);
    expect(await leaveMails(email)).toEqual([]);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("counts leave links with the inbox's confirmation mails: one cap a day, whoever asks and for what", async () => {
    const email = await confirmedSubscriber("leave-cap");
    const refused = () => siteLog().split("had today's confirmation mails").length;
    const before = refused();
    for (let i = 0; i <= CONFIRMATION_MAILS_PER_DAY; i++) await postForm("/unsubscribe", { email });
    // The same inbox by another spelling, asking for the newsletter: its confirmation is one of the same day's.
    await postForm("/?index", { email: email.replace("@", "+news@") });
    await expect.poll(refused).toBe(before + 2);
    const inbox = (await outbox()).filter((m) => m.personalizations?.some((p) => p.to?.some((t) => /leave-cap/.test(t.email))));
    expect(inbox).toHaveLength(CONFIRMATION_MAILS_PER_DAY);
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
