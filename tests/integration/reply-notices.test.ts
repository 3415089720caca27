// Issue 51: a commenter who ticks "E-mail me when someone replies" hears about replies, through the Cron Trigger,
// after confirming the address. Over plain HTTP, with the local mail stand-in's outbox.
import { NOTICE_GAP_MINUTES } from "../../app/readers-mail/notice-gap";
import { afterEach, describe, expect, it } from "vitest";
import type { OutboxMail } from "../../local/server";
import { authorReplyPath, noticeDayKey } from "../../app/mailing/signed-links.server";
import { sign } from "../../app/utils/hmac.server";
import { fireCron, LOCAL_FORM_SECRET } from "../../local/stack";
import { fieldErrors, tag } from "../support/comments";
import { mailsTo, setMailOutage } from "../support/mail";
import { decode, getPage, postForm, randomIp, siteUrl, testDb, uniqueEmail } from "../support/site";

// A recipe whose comment count no other test reads: one test here hides a reply, which the shown count leaves out.
const RECIPE = { id: "20", path: "/moroccanharira", title: "Moroccan Harira" };

afterEach(() => setMailOutage(false));

const idOf = (location: string | null) => Number(location?.match(/#comment-(\d+)$/)?.[1]);

/** `cookie`: the browser's, when it has confirmed an address before. */
async function comment(fields: Record<string, string>, cookie?: string): Promise<number> {
  const res = await postForm(
    RECIPE.path,
    {
      intent: "comment",
      recipe: RECIPE.id,
      name: "Cora",
      rating: "5",
      email: "",
      comment: `Question ${tag()}`,
      ...fields,
    },
    undefined,
    undefined,
    cookie ? { cookie } : {},
  );
  expect(res.status, res.html.slice(0, 300)).toBe(303);
  return idOf(res.headers.get("location"));
}

async function reply(to: number, fields: Record<string, string> = {}, cookie?: string): Promise<number> {
  const res = await postForm(
    `${RECIPE.path}?reply=${to}&thread=${to}`,
    {
      intent: "reply",
      recipe: RECIPE.id,
      reply_to: String(to),
      name: "Bea",
      email: "",
      comment: `Answer ${tag()}`,
      ...fields,
    },
    undefined,
    undefined,
    cookie ? { cookie } : {},
  );
  expect(res.status, res.html.slice(0, 300)).toBe(303);
  return idOf(res.headers.get("location"));
}

const confirmations = async (email: string) => (await mailsTo(email)).filter((m) => m.subject?.startsWith("Confirm reply notices"));
const notices = async (email: string) => (await mailsTo(email)).filter((m) => !m.subject?.startsWith("Confirm reply notices"));
const textOf = (m: OutboxMail) => m.content!.find((c) => c.type === "text/plain")!.value;

/** The confirmation link of the `nth` confirmation mail to `email` (the first by default), once it has come. */
async function confirmationLink(email: string, nth = 0): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await confirmations(email))[nth];
      return (link = mail ? (textOf(mail).match(/^(https?:\/\/\S+\/replies\/confirm\?\S+)$/m)?.[1] ?? "") : "");
    })
    .not.toBe("");
  return link;
}

/** Opens a signed link's page, then presses its one button, as a reader does without JavaScript. */
async function openAndPress(link: string): Promise<string> {
  return (await openAndPressIn(link)).page;
}

/** As openAndPress; with the cookie the answer set, as the browser that pressed keeps it. */
async function openAndPressIn(link: string): Promise<{ page: string; cookie: string }> {
  const opened = await fetch(link);
  expect(opened.status).toBe(200);
  const pressed = await fetch(link, {
    method: "POST",
    redirect: "manual",
    headers: { origin: new URL(link).origin, "cf-connecting-ip": randomIp() },
  });
  expect(pressed.status).toBe(303);
  const cookie = pressed.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { page: decode(await (await fetch(new URL(pressed.headers.get("location")!, link))).text()), cookie };
}

/** A commenter who ticked the box and confirmed, their comment, and the cookie of the browser that confirmed. */
async function confirmedCommenter(): Promise<{ email: string; id: number; cookie: string }> {
  const email = uniqueEmail("replies");
  const id = await comment({ email, notify: "on" });
  const { page, cookie } = await openAndPressIn(await confirmationLink(email));
  expect(page).toContain("Reply e-mails are on");
  return { email, id, cookie };
}

const watchOf = async (email: string, thread: number) =>
  (
    await testDb().query<{ consented: boolean }>(
      "SELECT pending_since IS NULL AS consented FROM reply_watches WHERE email = lower($1) AND thread = $2",
      [email, thread],
    )
  )[0];

/** As if the hour between two notices of a thread were over. */
const hourLater = (email: string) =>
  testDb().query(
    "UPDATE reply_watches SET last_sent_at = last_sent_at - make_interval(mins => $2 + 1), due_at = CASE WHEN due_at IS NOT NULL THEN now() - interval '1 second' END WHERE email = lower($1)",
    [email, NOTICE_GAP_MINUTES],
  );

describe("E-mail me when someone replies", () => {
  it("sends one confirmation, nothing else until it is pressed, then a notice with the reply, its link and stop links", async () => {
    const email = uniqueEmail("tick");
    const id = await comment({ email, notify: "on", name: "Dana K." });
    const link = await confirmationLink(email);
    expect(link.startsWith(`${siteUrl()}/replies/confirm?`)).toBe(true);

    // Before confirming: a reply sends nothing there.
    const early = await reply(id, { comment: `Before you confirmed ${tag()}` });
    await fireCron(siteUrl());
    expect(await notices(email)).toEqual([]);

    // Opening the link changes nothing (mail scanners open links); the button confirms.
    const asked = decode(await (await fetch(link)).text());
    expect(asked).toContain("E-mail you about replies?");
    await fireCron(siteUrl());
    expect(await notices(email)).toEqual([]);
    expect(await openAndPress(link)).toContain("Reply e-mails are on");

    await fireCron(siteUrl());
    const [notice] = await notices(email);
    expect(notice.subject).toBe(`A new reply to your comment on ${RECIPE.title}`);
    // The comments' mail, not the newsletter's: no List-Id, a Message-ID of its own.
    expect(notice.personalizations?.[0].headers?.["List-Id"]).toBeUndefined();
    expect(notice.personalizations?.[0].headers?.["Message-ID"]).toMatch(/^<[0-9a-f-]{36}@[^>]+>$/);
    const text = textOf(notice);
    expect(text).toContain("Reply from Bea, ");
    expect(text).toContain(`> Before you confirmed`);
    expect(text).toContain(`Read it on the site: ${siteUrl()}/moroccanharira?thread=${id}#comment-${early}`);
    const stopThread = text.match(/^Stop e-mails about this conversation: (\S+)$/m)![1];
    const stopAll = text.match(/^Stop all reply e-mails: (\S+)$/m)![1];
    expect(stopThread).toMatch(new RegExp(`^${siteUrl()}/replies/stop\\?email=.+&thread=${id}&sig=`));
    expect(stopAll).toMatch(new RegExp(`^${siteUrl()}/replies/stop\\?email=.+&thread=all&sig=`));
    expect(notice.content!.find((c) => c.type === "text/html")!.value).toContain("Read it on the site");

    // The stop link's page asks; its button stops this thread's notices.
    expect(decode(await (await fetch(stopThread)).text())).toContain("Stop reply e-mails?");
    expect(await openAndPress(stopThread)).toContain("No more e-mails about replies in this conversation");
    await reply(id);
    await hourLater(email);
    await fireCron(siteUrl());
    expect(await notices(email)).toHaveLength(1);
    expect(await confirmations(email)).toHaveLength(1);
  });

  it("carries a one-click List-Unsubscribe: a mail app's post stops that conversation, and says who a reply answers", async () => {
    const { email, id } = await confirmedCommenter();
    const sam = await reply(id, { name: "Sam" });
    await reply(sam, { name: "Tess", comment: `To Sam ${tag()}` });
    await fireCron(siteUrl());
    const [notice] = await notices(email);
    expect(textOf(notice)).toMatch(/^Reply from Tess, in reply to Sam, \d{1,2} [A-Z][a-z]+ \d{4}:$/m);
    const headers = notice.personalizations![0].headers!;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const stop = headers["List-Unsubscribe"].slice(1, -1);
    expect(stop).toBe(textOf(notice).match(/^Stop e-mails about this conversation: (\S+)$/m)![1]);
    // As a mail provider sends it: from its own servers, no Origin of ours.
    const res = await fetch(stop, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp() },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await testDb().query("SELECT 1 FROM reply_watches WHERE email = lower($1) AND thread = $2", [email, id])).toEqual([]);
  });

  it("a changed stop or confirmation link gets a 403 page and changes nothing", async () => {
    const { email } = await confirmedCommenter();
    const forged = `${siteUrl()}/replies/stop?${new URLSearchParams({ email, thread: "all", sig: "AAAA" })}`;
    expect((await fetch(forged)).status).toBe(403);
    const posted = await fetch(forged, { method: "POST", redirect: "manual", headers: { origin: siteUrl() } });
    expect(posted.status).toBe(403);
    expect(await testDb().query("SELECT 1 FROM reply_notice_addresses WHERE email = lower($1)", [email])).toHaveLength(1);
  });

  it("the page a ticked post lands on says what happens next, in a status region: a mail on its way, or on at once", async () => {
    const email = uniqueEmail("said");
    const fields = { intent: "comment", recipe: RECIPE.id, name: "Cora", rating: "5", email, notify: "on", comment: `Said ${tag()}` };
    const asked = await postForm(RECIPE.path, fields);
    const location = asked.headers.get("location")!;
    expect(location).toMatch(/^\/moroccanharira\?replies=asked#comment-\d+$/);
    const page = decode((await getPage(location)).html);
    expect(page).toMatch(/<p class="form-status" role="status">Your comment is up. Check your inbox: unless replies in this conversation/);
    const { cookie } = await openAndPressIn(await confirmationLink(email));
    const on = await postForm(RECIPE.path, { ...fields, comment: `Said again ${tag()}` }, undefined, undefined, { cookie });
    const there = on.headers.get("location")!;
    expect(there).toMatch(/\?replies=on#comment-\d+$/);
    expect(decode((await getPage(there)).html)).toContain("replies in this conversation will be e-mailed to you");
    // Unticked, nothing is said.
    const plain = await postForm(RECIPE.path, { ...fields, notify: "", comment: `Unticked ${tag()}` });
    expect(plain.headers.get("location")).not.toContain("replies=");
    expect((await getPage(plain.headers.get("location")!)).html).toContain('<p class="form-status" role="status"></p>');
  });

  it("without the box ticked, sends no mail to the commenter at all", async () => {
    const email = uniqueEmail("nobox");
    const id = await comment({ email });
    await reply(id);
    await fireCron(siteUrl());
    expect(await mailsTo(email)).toEqual([]);
  });

  it("ticked without an e-mail, says so beside the box (400) and keeps what was typed, storing nothing", async () => {
    const text = `No address ${tag()}`;
    const res = await postForm(RECIPE.path, {
      intent: "comment",
      recipe: RECIPE.id,
      name: "Cora",
      rating: "4",
      email: "",
      notify: "on",
      comment: text,
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.html)).toEqual(["Please give your e-mail address above so we can tell you, or untick this box."]);
    expect(res.html).toContain(text);
    const box = res.html.match(/<input name="notify" type="checkbox"[^>]*>/)![0];
    expect(box).toContain('checked=""');
    expect(box).toContain('aria-invalid="true"');
    expect(await testDb().query("SELECT 1 FROM comments2 WHERE comment = $1", [text])).toEqual([]);
  });

  it("sends one notice for three quick replies, and at most one an hour", async () => {
    const { email, id } = await confirmedCommenter();
    const replies = [await reply(id, { name: "Ann" }), await reply(id, { name: "Ben" }), await reply(id, { name: "Cy" })];
    await fireCron(siteUrl());
    const sent = await notices(email);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`3 new replies to your comment on ${RECIPE.title}`);
    for (const r of replies) expect(textOf(sent[0])).toContain(`#comment-${r}`);

    // Within the hour: held, then sent together after it.
    const later = await reply(id, { name: "Dee" });
    await fireCron(siteUrl());
    expect(await notices(email)).toHaveLength(1);
    await hourLater(email);
    await fireCron(siteUrl());
    const after = await notices(email);
    expect(after).toHaveLength(2);
    expect(textOf(after[1])).toContain(`#comment-${later}`);
    expect(textOf(after[1])).not.toContain(`#comment-${replies[0]}`);
  });

  it("sends nothing for the commenter's own replies or a hidden one, and marks the author's", async () => {
    const { email, id, cookie } = await confirmedCommenter();
    // Their own: from the browser that confirmed the address.
    await reply(id, { name: "Cora", email, comment: `My own follow-up ${tag()}` }, cookie);
    const hidden = await reply(id, { name: "Spam" });
    await testDb().query("UPDATE comments2 SET hidden_at = now() WHERE comment_id = $1", [hidden]);
    await fireCron(siteUrl());
    expect(await notices(email)).toEqual([]);

    // The author's reply, through the owner's signed link.
    const link = `${siteUrl()}${await authorReplyPath(LOCAL_FORM_SECRET, id)}`;
    const res = await fetch(link, {
      method: "POST",
      redirect: "manual",
      headers: { origin: siteUrl(), "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp() },
      body: new URLSearchParams({ comment: `The author's answer ${tag()}` }),
    });
    expect(res.status).toBe(303);
    await hourLater(email);
    await fireCron(siteUrl());
    const [notice] = await notices(email);
    expect(notice.subject).toBe(`The author replied to your comment on ${RECIPE.title}`);
    expect(textOf(notice)).toContain("Reply from Hannah B. (the recipe's author), ");
    expect(textOf(notice)).not.toContain("My own follow-up");
    expect(textOf(notice)).not.toContain("Spam");
  });

  it("tells the watcher of a stranger's reply typed with the watcher's address: it is not their own", async () => {
    const { email, id } = await confirmedCommenter();
    // Another browser, no consent for the address: before, this silenced the watcher's notice.
    const posed = await reply(id, { name: "Cora", email, comment: `Not really Cora ${tag()}` });
    await fireCron(siteUrl());
    const sent = await notices(email);
    expect(sent).toHaveLength(1);
    expect(textOf(sent[0])).toContain(`#comment-${posed}`);
  });

  it("the browser that confirmed an address ticks the box with it on another thread: watched at once, no mail to confirm", async () => {
    const { email, cookie } = await confirmedCommenter();
    const other = await comment({ name: "Eve" });
    await reply(other, { name: "Cora", email, notify: "on" }, cookie);
    expect(await watchOf(email, other)).toEqual({ consented: true });
    const answer = await reply(other, { name: "Eve" });
    await fireCron(siteUrl());
    const sent = await notices(email);
    expect(sent).toHaveLength(1);
    expect(textOf(sent[0])).toContain(`#comment-${answer}`);
    expect(await confirmations(email)).toHaveLength(1);
  });

  it("a stranger naming a confirmed address on another thread adds no watch: a confirmation for that thread, within the day's cap", async () => {
    const { email } = await confirmedCommenter();
    // Another browser (no cookie), and one that confirmed another address or forged its cookie: none is consent.
    const elsewhere = await confirmedCommenter();
    // Another address's cookie with this address written in: its signature is not this address's.
    const forged = `reply_notices=${encodeURIComponent(email.toLowerCase())}.${elsewhere.cookie.slice(elsewhere.cookie.lastIndexOf(".") + 1)}`;
    const threads = [await comment({ name: "Eve", email, notify: "on" })];
    threads.push(await comment({ name: "Eve", email, notify: "on" }, elsewhere.cookie));
    threads.push(await comment({ name: "Eve", email, notify: "on" }, forged));
    for (const t of threads) expect(await watchOf(email, t)).toEqual({ consented: false });
    for (const t of threads) await reply(t, { name: "Sam" });
    await fireCron(siteUrl());
    expect(await notices(email)).toEqual([]);
    // The first confirmation and two for the stranger's threads: the inbox's three for the day; the third thread gets none.
    await expect.poll(async () => (await confirmations(email)).length).toBe(3);
    expect(await testDb().query("SELECT 1 FROM reply_watches WHERE email = lower($1)", [email])).toHaveLength(4);

    // A confirmation is for its own thread: pressing the first stranger thread's link turns on that one alone.
    const first = await confirmationLink(email, 1);
    expect(new URL(first).searchParams.get("thread")).toBe(String(threads[0]));
    expect(await openAndPress(first)).toContain("Reply e-mails are on");
    expect(await watchOf(email, threads[0])).toEqual({ consented: true });
    expect(await watchOf(email, threads[1])).toEqual({ consented: false });
    await fireCron(siteUrl());
    expect((await notices(email)).map((m) => textOf(m).match(/\?thread=(\d+)/)![1])).toEqual([String(threads[0])]);
  });

  it("a confirmation link mailed before links named their thread still confirms the address and what it asked for", async () => {
    const email = uniqueEmail("before-threads");
    const id = await comment({ email, notify: "on" });
    await confirmationLink(email);
    const [{ t }] = await testDb().query<{ t: number }>(
      "SELECT floor(extract(epoch FROM pending_since) * 1000)::float8 AS t FROM reply_notice_addresses WHERE email = lower($1)",
      [email],
    );
    const sig = await sign(LOCAL_FORM_SECRET, `reply-notices-confirm:${t}:${email.toLowerCase()}`);
    const old = `${siteUrl()}/replies/confirm?${new URLSearchParams({ email, t: String(t), sig })}`;
    expect(await openAndPress(old)).toContain("Reply e-mails are on");
    expect(await watchOf(email, id)).toEqual({ consented: true });
  });

  it("sends an inbox at most its day's notices, however many threads it watches; the rest wait for the next day", async () => {
    const { email, id } = await confirmedCommenter();
    const today = new Date().toISOString().slice(0, 10);
    await testDb().query("INSERT INTO confirmation_mails (address_key, day, mails) VALUES ($1, $2, 10)", [
      await noticeDayKey(LOCAL_FORM_SECRET, email),
      today,
    ]);
    await reply(id);
    await fireCron(siteUrl());
    expect(await notices(email)).toEqual([]);
    const [{ due }] = await testDb().query<{ due: string }>(
      "SELECT to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS due FROM reply_watches WHERE email = lower($1)",
      [email],
    );
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(due).toBe(`${tomorrow} 00:00`);
  });

  it("stop all: no thread sends any more, and a later tick asks for confirmation again", async () => {
    const { email, id } = await confirmedCommenter();
    await reply(id);
    await fireCron(siteUrl());
    const stopAll = textOf((await notices(email))[0]).match(/^Stop all reply e-mails: (\S+)$/m)![1];
    expect(await openAndPress(stopAll)).toContain("No more e-mails about replies in any conversation");
    await reply(id);
    await hourLater(email);
    await fireCron(siteUrl());
    expect(await notices(email)).toHaveLength(1);
    await comment({ email, notify: "on" });
    await expect.poll(async () => (await confirmations(email)).length).toBe(2);
  });

  it("a confirmation link from before a stop confirms nothing after it", async () => {
    const email = uniqueEmail("old-link");
    await comment({ email, notify: "on" });
    const oldLink = await confirmationLink(email);
    expect(await openAndPress(oldLink)).toContain("Reply e-mails are on");
    await testDb().query("DELETE FROM reply_notice_addresses WHERE email = lower($1)", [email]);
    await comment({ email, notify: "on" });
    await expect.poll(async () => (await confirmations(email)).length).toBe(2);
    const pressed = await fetch(oldLink, { method: "POST", redirect: "manual", headers: { origin: siteUrl() } });
    expect(pressed.status).toBe(410);
    const [row] = await testDb().query<{ confirmed_at: Date | null }>(
      "SELECT confirmed_at FROM reply_notice_addresses WHERE email = lower($1)",
      [email],
    );
    expect(row.confirmed_at).toBeNull();
  });

  it("forgets an address never confirmed within its week, and the threads it asked for", async () => {
    const email = uniqueEmail("unconfirmed");
    await comment({ email, notify: "on" });
    await confirmationLink(email);
    await fireCron(siteUrl());
    expect(await testDb().query("SELECT 1 FROM reply_watches WHERE email = lower($1)", [email])).toHaveLength(1);
    await testDb().query("UPDATE reply_notice_addresses SET pending_since = now() - interval '7 days 1 minute' WHERE email = lower($1)", [
      email,
    ]);
    await fireCron(siteUrl());
    expect(await testDb().query("SELECT 1 FROM reply_notice_addresses WHERE email = lower($1)", [email])).toEqual([]);
    expect(await testDb().query("SELECT 1 FROM reply_watches WHERE email = lower($1)", [email])).toEqual([]);
  });

  it("is retried after the mail service fails, and sent exactly once", async () => {
    const { email, id } = await confirmedCommenter();
    await setMailOutage(true);
    const r = await reply(id);
    await fireCron(siteUrl());
    expect(await notices(email)).toEqual([]);
    const [watch] = await testDb().query<{ attempts: number; due_at: Date | null }>(
      "SELECT attempts, due_at FROM reply_watches WHERE email = lower($1)",
      [email],
    );
    expect(watch.attempts).toBe(1);
    expect(watch.due_at!.getTime()).toBeGreaterThan(Date.now());
    await setMailOutage(false);
    await testDb().query("UPDATE reply_watches SET due_at = now() - interval '1 second' WHERE email = lower($1)", [email]);
    await fireCron(siteUrl());
    await fireCron(siteUrl());
    const sent = await notices(email);
    expect(sent).toHaveLength(1);
    expect(textOf(sent[0])).toContain(`#comment-${r}`);
  });
});
