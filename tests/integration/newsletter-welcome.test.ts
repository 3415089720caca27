import { describe, expect, it } from "vitest";
import { publishedIssues } from "../../app/readers-mail/issues";
import { sendIssuePath, unsubscribePath } from "../../app/mailing/signed-links.server";
import { fireCron, LOCAL_FORM_SECRET } from "../../local/stack";
import type { OutboxMail } from "../../local/server";
import { confirmationLink, forgedSig, mailsTo, outbox } from "../support/mail";
import { emailValue, fieldError, getPage, postForm, randomIp, siteLog, siteUrl, statusMessage, testDb, uniqueEmail } from "../support/site";

const WELCOME = "Welcome to the Small Batch Kitchen newsletter";
const OWNER = "owner@example.com";
const latest = publishedIssues()[0];

const textOf = (m: OutboxMail) => m.content?.find((c) => c.type === "text/plain")?.value ?? "";
const htmlOf = (m: OutboxMail) => m.content?.find((c) => c.type === "text/html")?.value ?? "";

/** A button on a signed page, pressed as a browser without JavaScript presses it. */
function press(link: string, fields: Record<string, string> = {}) {
  const url = new URL(link);
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { origin: url.origin, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp() },
    body: new URLSearchParams(fields),
  });
}

async function subscribeAndConfirm(email: string) {
  expect((await postForm("/?index", { email })).status).toBe(200);
  expect((await press(await confirmationLink(email))).status).toBe(303);
}

async function welcomeTo(email: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect.poll(async () => (found = (await mailsTo(email)).find((m) => m.subject === WELCOME))).toBeDefined();
  return found!;
}

/** What every mail to a reader carries as a bulk sender's mail: RFC 2919's List-Id, its own Message-ID, Reply-To the owner. */
function expectListHeaders(mail: OutboxMail) {
  const headers = mail.personalizations![0].headers!;
  expect(headers["List-Id"]).toBe("Small Batch Kitchen newsletter <newsletter.example.com>");
  expect(headers["Message-ID"]).toMatch(/^<[0-9a-f-]{36}@example\.com>$/);
  expect(mail.reply_to).toEqual({ email: OWNER });
}

describe("the welcome", () => {
  it("greets a confirmed subscriber once, with the latest issue's link (readable on the site) and how to leave", async () => {
    const email = uniqueEmail("welcome");
    await subscribeAndConfirm(email);
    const mail = await welcomeTo(email);
    const text = textOf(mail);
    const issueUrl = `${siteUrl()}/newsletter/${latest.slug}`;
    expect(text).toContain(`the latest issue, "${latest.subject}"`);
    expect(text).toContain(`\n${issueUrl}\n`);
    const unsubscribe = `${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`;
    expect(text).toContain(`To leave the list: ${unsubscribe}\n(opens a page where one button takes you off the list`);
    expect(htmlOf(mail)).toContain(`>Unsubscribe</a>: the link opens a page where one button takes you off the list.`);
    expect(mail.personalizations![0].headers).toMatchObject({
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expectListHeaders(mail);
    // Joined after the issue went out, the reader can still read it.
    const page = await getPage(issueUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain(latest.subject);
    // Sent, so nothing is left due: a Cron run sends no second one.
    // The mail is in the outbox before its record is written: wait for the record.
    await expect
      .poll(async () => (await testDb().query("SELECT welcome_due_at FROM subscriptions WHERE email = $1", [email]))[0])
      .toEqual({ welcome_due_at: null });
    await fireCron(siteUrl());
    expect((await mailsTo(email)).filter((m) => m.subject === WELCOME)).toHaveLength(1);
  });

  it("goes out from the Cron Trigger when the confirming request could not send it, and only once", async () => {
    const email = uniqueEmail("welcome-late");
    // As a row is left when the confirming request's mail failed: confirmed, its welcome due.
    await testDb().query(
      "INSERT INTO subscriptions (email, confirmed_at, welcome_due_at) VALUES ($1, now() - interval '10 minutes', now() - interval '5 minutes')",
      [email],
    );
    await fireCron(siteUrl());
    await welcomeTo(email);
    await fireCron(siteUrl());
    expect((await mailsTo(email)).filter((m) => m.subject === WELCOME)).toHaveLength(1);
  });
});

describe("the confirmation mails' cap and links", () => {
  it("counts name+1@, name+2@ and na.me@ at Gmail as one inbox: 3 confirmation mails among them a day", async () => {
    const name = `cap${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const addresses = [
      `${name}+1@gmail.com`,
      `${name}+2@gmail.com`,
      `${name.slice(0, 2)}.${name.slice(2)}@gmail.com`,
      `${name}@googlemail.com`,
      `${name}+3@gmail.com`,
    ];
    const refusedBefore = siteLog().split("had today's confirmation mails").length;
    for (const email of addresses) expect((await postForm("/?index", { email })).status).toBe(200);
    await expect.poll(() => siteLog().split("had today's confirmation mails").length - refusedBefore).toBe(2);
    const mailed = async () => (await Promise.all(addresses.map((a) => mailsTo(a)))).flat().length;
    await expect.poll(mailed).toBe(3);
    // Another inbox at the same provider keeps its own 3.
    const other = `${name}x@gmail.com`;
    await postForm("/?index", { email: other });
    await confirmationLink(other);
  });

  it("refuses a link from before an unsubscribe: it confirms nothing, and the new request's own link does", async () => {
    const email = uniqueEmail("stale");
    await postForm("/?index", { email });
    const before = await confirmationLink(email);
    // Its own unsubscribe link (a typed address only mails one).
    const left = await fetch(`${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(left.status).toBe(200);
    await postForm("/?index", { email });
    let fresh = "";
    await expect
      .poll(async () => {
        const links = (await mailsTo(email)).map((m) => textOf(m).match(/^(https?:\/\/\S+\/newsletter\/confirm\?\S+)$/m)?.[1]);
        return (fresh = links.find((l) => l && l !== before) ?? "");
      })
      .not.toBe("");
    const opened = await getPage(before);
    expect(opened.status).toBe(410);
    expect(opened.html).toContain("only for the request it was sent for");
    expect((await press(before)).status).toBe(410);
    const state = "SELECT pending_since IS NOT NULL AS pending FROM subscriptions WHERE email = $1";
    expect(await testDb().query(state, [email])).toEqual([{ pending: true }]);
    expect((await press(fresh)).status).toBe(303);
    expect(await testDb().query(state, [email])).toEqual([{ pending: false }]);
  });
});

describe("the owner's send page", () => {
  const sendLink = async () => `${siteUrl()}${await sendIssuePath(LOCAL_FORM_SECRET, latest.slug, Date.now())}`;
  const confirmed = async () =>
    (await testDb().query<{ n: number }>("SELECT count(*)::int AS n FROM subscriptions WHERE pending_since IS NULL"))[0].n;

  it("shows the count now, and sends a test of the issue to any address, nothing to the list", async () => {
    const link = await sendLink();
    const page = await getPage(link);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(
      /the \d+ confirmed subscribers<!-- --> \(the count now, as this page was made\)|the \d+ confirmed subscribers \(the count now/,
    );
    // One more confirmed reader: the page counts them at once.
    const n = await confirmed();
    await testDb().query("INSERT INTO subscriptions (email, confirmed_at) VALUES ($1, now())", [uniqueEmail("counted")]);
    expect(Number((await getPage(link)).html.match(/Send to (\d+) subscribers<\/button>/)?.[1])).toBeGreaterThanOrEqual(n + 1);
    expect(page.html).toMatch(/<form method="post" class="newsletter-test-form"><input type="hidden" name="intent" value="test"\/>/);

    const to = uniqueEmail("test-send");
    const sent = await press(link, { intent: "test", email: to });
    expect(sent.status).toBe(200);
    expect(statusMessage(await sent.text())).toBe(`A test went to ${to}. Nothing went to the list.`);
    const [mail] = await mailsTo(to);
    expect(mail.subject).toBe(`[Test] ${latest.subject}`);
    const unsubscribe = `${siteUrl()}${await unsubscribePath(LOCAL_FORM_SECRET, to)}`;
    expect(textOf(mail)).toContain(`Unsubscribe: ${unsubscribe}`);
    expect(htmlOf(mail)).toContain("Happy cooking,<br>Hannah");
    expect(mail.personalizations![0].headers).toMatchObject({ "List-Unsubscribe": `<${unsubscribe}>` });
    expectListHeaders(mail);
    const queued = await testDb().query("SELECT 1 FROM newsletter_deliveries WHERE issue = $1", [latest.slug]);
    expect(queued).toEqual([]);
    expect((await outbox()).filter((m) => m.subject === latest.subject)).toEqual([]);
  });

  it("answers a bad address with a 400, the message beside the field and what was typed, and sends nothing", async () => {
    const link = await sendLink();
    const before = (await outbox()).length;
    const typed = "not an address";
    const res = await press(link, { intent: "test", email: typed });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldError(html)).toBe("That doesn't look like an e-mail address. Check it reads like name@example.com.");
    expect(emailValue(html)).toBe(typed);
    expect(html).toMatch(/aria-invalid="true" aria-describedby="test-email-error test-email-hint"/);
    expect((await press(link, { intent: "test", email: "" })).status).toBe(400);
    // A forged link sends no test either.
    expect((await press(forgedSig(link), { intent: "test", email: uniqueEmail("forged-test") })).status).toBe(403);
    expect((await outbox()).slice(before).filter((m) => m.subject?.startsWith("[Test]"))).toEqual([]);
  });

  it("sends at most 5 tests of an issue a day, then says so beside the field, keeping the address", async () => {
    const link = await sendLink();
    const key = `newsletter-test:${latest.slug}`;
    const statuses: number[] = [];
    let last = "";
    for (let i = 0; i < 6 && !statuses.includes(429); i++) {
      const res = await press(link, { intent: "test", email: uniqueEmail("test-cap") });
      statuses.push(res.status);
      last = await res.text();
    }
    expect(statuses.at(-1)).toBe(429);
    expect(fieldError(last)).toBe("That is today's 5 tests of this issue: send one again tomorrow.");
    expect(emailValue(last)).toMatch(/^test-cap-/);
    const [{ mails }] = await testDb().query<{ mails: number }>(
      "SELECT mails FROM confirmation_mails WHERE address_key = $1 AND day = (now() AT TIME ZONE 'UTC')::date",
      [key],
    );
    expect(mails).toBe(5);
    const refused = emailValue(last)!;
    expect(await mailsTo(refused)).toEqual([]);
  });

  it("refuses a send link more than 30 days old: no page, no test, no send", async () => {
    const old = `${siteUrl()}${await sendIssuePath(LOCAL_FORM_SECRET, latest.slug, Date.now() - 31 * 24 * 3600 * 1000)}`;
    const opened = await getPage(old);
    expect(opened.status).toBe(403);
    expect(opened.html).toContain("more than 30 days old");
    const to = uniqueEmail("old-link-test");
    expect((await press(old, { intent: "test", email: to })).status).toBe(403);
    expect((await press(old, {})).status).toBe(403);
    expect(await mailsTo(to)).toEqual([]);
    expect(await testDb().query("SELECT 1 FROM newsletter_deliveries WHERE issue = $1", [latest.slug])).toEqual([]);
  });
});
