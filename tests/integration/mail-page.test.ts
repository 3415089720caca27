// Issue 64: mail a reader is glad to get. "Your mail", one signed page for all of an address's mail, with Stop and
// Undo, over plain HTTP as a browser without JavaScript uses it; the confirmations as HTML with a button; the done pages
// that lead there and back to the recipe; every mail's link to the page. Read from the local mail stand-in's outbox.
import { describe, expect, it } from "vitest";
import type { OutboxMail } from "../../local/server";
import { fireCron, LOCAL_FORM_SECRET } from "../../local/stack";
import { mailPagePath } from "../../app/mailing/signed-links.server";
import { CONFIRMATION_MAILS_PER_DAY, MAIL_PAGE_DAYS } from "../../app/mailing/mailing-list";
import { tag } from "../support/comments";
import { confirmationLink, leaveLink, mailsTo } from "../support/mail";
import {
  decode,
  emailValue,
  fieldError,
  getPage,
  postForm,
  randomIp,
  siteLog,
  siteUrl,
  statusMessage,
  testDb,
  uniqueEmail,
} from "../support/site";

const RECIPE = { id: "24", path: "/roastedtomatoandbasilsoup", title: "Roasted Tomato and Basil Soup" };
const DAY_MS = 24 * 3600 * 1000;

const textOf = (m: OutboxMail) => m.content?.find((c) => c.type === "text/plain")?.value ?? "";
const htmlOf = (m: OutboxMail) => m.content?.find((c) => c.type === "text/html")?.value ?? "";
const heading = (html: string) => decode(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? "");
/** What a reader sees of an HTML mail: its words, no tag and no attribute. */
const shownText = (html: string) => decode(html.replace(/<style[\s\S]*?<\/style>/g, "").replace(/<[^>]+>/g, " "));
const idOf = (location: string | null) => Number(location?.match(/#comment-(\d+)$/)?.[1]);

const mailPage = async (email: string, madeAt = Date.now()) => `${siteUrl()}${await mailPagePath(LOCAL_FORM_SECRET, email, madeAt)}`;

/** A button of the Your-mail page, pressed without JavaScript: the page's form, posted to the page's own address. */
async function press(link: string, intent: "stop" | "start", item: string | number) {
  const url = new URL(link);
  return postForm(`${url.pathname}${url.search}`, { intent, item: String(item) });
}

/** Presses, follows the answer's 303 back to the page, and reads it. */
async function pressAndRead(link: string, intent: "stop" | "start", item: string | number) {
  const res = await press(link, intent, item);
  expect(res.status, res.html.slice(0, 300)).toBe(303);
  const next = new URL(res.headers.get("location")!, siteUrl()).href;
  const page = await getPage(next);
  expect(page.status).toBe(200);
  return { link: next, html: decode(page.html) };
}

const onList = async (email: string) =>
  (
    await testDb().query<{ on: boolean }>("SELECT pending_since IS NULL AS on FROM subscriptions WHERE lower(email) = lower($1)", [email])
  )[0]?.on ?? null;
const heard = async (email: string) =>
  (
    await testDb().query<{ thread: number }>(
      "SELECT thread::float8 AS thread FROM reply_watches WHERE email = lower($1) AND pending_since IS NULL ORDER BY thread",
      [email],
    )
  ).map((r) => r.thread);

async function comment(email: string, words = `Soup question ${tag()}`): Promise<number> {
  const res = await postForm(RECIPE.path, {
    intent: "comment",
    recipe: RECIPE.id,
    name: "Mo",
    rating: "5",
    email,
    notify: "on",
    comment: words,
  });
  expect(res.status, res.html.slice(0, 300)).toBe(303);
  return idOf(res.headers.get("location"));
}

async function replyTo(thread: number, name = "Ren") {
  const res = await postForm(`${RECIPE.path}?reply=${thread}&thread=${thread}`, {
    intent: "reply",
    recipe: RECIPE.id,
    reply_to: String(thread),
    name,
    email: "",
    comment: `An answer ${tag()}`,
  });
  expect(res.status).toBe(303);
}

/** The mail to `email` whose subject starts so, once it has come. */
async function mailTo(email: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect.poll(async () => (found = (await mailsTo(email)).find((m) => m.subject?.startsWith(subject)))).toBeDefined();
  return found!;
}

/** A reader on the list and hearing of replies in `threads` threads of their own, as the database keeps them. */
async function reader(threads: number) {
  const email = uniqueEmail("your-mail");
  await testDb().query("INSERT INTO subscriptions (email, confirmed_at) VALUES ($1, now())", [email]);
  await testDb().query("INSERT INTO reply_notice_addresses (email, asked_at, confirmed_at) VALUES (lower($1), now(), now())", [email]);
  const ids: number[] = [];
  for (let i = 0; i < threads; i++) {
    const id = await comment(email, `Thread ${i} ${tag()}: can I freeze this soup?`);
    await testDb().query("UPDATE reply_watches SET pending_since = NULL WHERE email = lower($1) AND thread = $2", [email, id]);
    ids.push(id);
  }
  return { email, threads: ids };
}

describe("Your mail, without JavaScript", () => {
  it("shows the newsletter and each thread the address hears of, and Stop then Undo each, by plain posts", async () => {
    const { email, threads } = await reader(2);
    const link = await mailPage(email);
    const opened = await getPage(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.headers.get("x-robots-tag")).toBe("noindex");
    const html = decode(opened.html);
    expect(heading(html)).toBe("Your mail");
    expect(html).toContain(email);
    expect(html).toContain("Each new issue comes to this address");
    // Each thread by its recipe, at its top comment, and its first words.
    for (const id of threads) expect(html).toContain(`href="${RECIPE.path}#comment-${id}"`);
    expect(html).toContain("Thread 0");
    expect(html.match(/aria-label="Stop e-mails about the conversation on Roasted Tomato and Basil Soup"/g)).toHaveLength(2);
    // Plain forms: the page's token and honeypot, what the button does, and no script needed.
    expect(html).toMatch(/<form method="post"[^>]*class="mail-item-form"[^>]*><input type="hidden" name="_t" value="\d{13}\./);

    // Opening it changed nothing.
    expect(await onList(email)).toBe(true);
    expect(await heard(email)).toEqual(threads);

    const stopped = await pressAndRead(link, "stop", "newsletter");
    expect(await onList(email)).toBeNull();
    expect(stopped.html).toContain("Stopped: no more issues come to this address.");
    expect(stopped.html).toContain('aria-label="Undo: send me the newsletter again"');

    const stoppedThread = await pressAndRead(stopped.link, "stop", threads[0]);
    expect(await heard(email)).toEqual([threads[1]]);
    // Both Undos stay on the page: the newsletter's, and the thread's.
    expect(stoppedThread.html).toContain("Stopped: no more issues come to this address.");
    expect(stoppedThread.html).toContain("Stopped: no more e-mails about this conversation.");
    expect(stoppedThread.html).toContain(`href="${RECIPE.path}#comment-${threads[0]}"`);

    const undone = await pressAndRead(stoppedThread.link, "start", threads[0]);
    expect(await heard(email)).toEqual(threads);
    expect(undone.html).not.toContain("Stopped: no more e-mails about this conversation.");
    const back = await pressAndRead(undone.link, "start", "newsletter");
    expect(await onList(email)).toBe(true);
    expect(back.html).toContain("Each new issue comes to this address");
    // An Undo greets nobody: the reader was on the list a minute ago.
    await fireCron(siteUrl());
    expect((await mailsTo(email)).filter((m) => m.subject?.startsWith("Welcome"))).toEqual([]);
  });

  it("tells a thread's replies again after its Undo, from then on, and not those it missed while stopped", async () => {
    const { email, threads } = await reader(1);
    const link = await mailPage(email);
    const { link: stopped } = await pressAndRead(link, "stop", threads[0]);
    await replyTo(threads[0], "Missed");
    await pressAndRead(stopped, "start", threads[0]);
    await replyTo(threads[0], "Told");
    await fireCron(siteUrl());
    const notice = await mailTo(email, "A new reply");
    expect(textOf(notice)).toContain("Reply from Told");
    expect(textOf(notice)).not.toContain("Reply from Missed");
  });

  it("starts the newsletter for an address not on it, confirmed by the link itself, and welcomes it", async () => {
    const email = uniqueEmail("not-yet");
    await testDb().query("INSERT INTO reply_notice_addresses (email, asked_at, confirmed_at) VALUES (lower($1), now(), now())", [email]);
    const link = await mailPage(email);
    expect(decode((await getPage(link)).html)).toContain("Not coming to this address.");
    const started = await pressAndRead(link, "start", "newsletter");
    expect(await onList(email)).toBe(true);
    expect(started.html).toContain("Each new issue comes to this address");
    await mailTo(email, "Welcome to the Small Batch Kitchen newsletter");
  });

  it("refuses a changed link with 403 and an expired one with 410, changes nothing, and offers a fresh link by mail", async () => {
    const { email, threads } = await reader(1);
    const old = await mailPage(email, Date.now() - MAIL_PAGE_DAYS * DAY_MS - 60_000);
    const expired = await getPage(old);
    expect(expired.status).toBe(410);
    expect(heading(expired.html)).toBe("This link has expired");
    // The fresh-link form, the address already in it: no typing.
    expect(emailValue(expired.html)).toBe(email);
    expect(expired.html).toContain("Mail me a fresh link");

    const forged = new URL(await mailPage(email));
    forged.searchParams.set("email", uniqueEmail("someone-else"));
    const refused = await getPage(forged.href);
    expect(refused.status).toBe(403);
    expect(heading(refused.html)).toBe("This link isn't valid");
    expect(emailValue(refused.html)).toBe("");

    for (const [link, status] of [
      [old, 410],
      [forged.href, 403],
    ] as const) {
      expect((await press(link, "stop", "newsletter")).status).toBe(status);
      expect((await press(link, "stop", threads[0])).status).toBe(status);
    }
    expect(await onList(email)).toBe(true);
    expect(await heard(email)).toEqual(threads);
  });

  it("mails a fresh link to an address the site mails, answering alike for one it doesn't, within the day's mails that ask", async () => {
    const { email } = await reader(0);
    const stranger = uniqueEmail("unknown");
    const known = await postForm("/mail", { intent: "link", email });
    const unknown = await postForm("/mail", { intent: "link", email: stranger });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(statusMessage(known.html)).toBe(statusMessage(unknown.html));
    expect(statusMessage(known.html)).toContain("a mail with a fresh link to its page is on its way");
    // The field is empty again, whoever it was.
    expect(emailValue(known.html)).toBe("");

    const mail = await mailTo(email, "Your mail at Small Batch Kitchen");
    const link = textOf(mail).match(/^(http\S+\/mail\?\S+)$/m)![1];
    expect(decode((await getPage(link)).html)).toContain("Each new issue comes to this address");
    expect(htmlOf(mail)).toContain(`href="${link.replace(/&/g, "&amp;")}" class="button"`);
    expect(htmlOf(mail)).toMatch(/<div style="display:none;[^"]*">Your link to see and stop what Small Batch Kitchen sends you/);
    expect(shownText(htmlOf(mail))).not.toContain("/mail?");
    // Nothing goes to an address the site doesn't mail; the stranger's answer said nothing of it.
    await expect.poll(() => siteLog()).toContain("mail page link not sent: the site mails nothing to that address");
    expect(await mailsTo(stranger)).toEqual([]);

    // Within the inbox's day: its mails that ask are one count, and this is one of them.
    for (let i = 0; i < CONFIRMATION_MAILS_PER_DAY + 1; i++) expect((await postForm("/mail", { intent: "link", email })).status).toBe(200);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(CONFIRMATION_MAILS_PER_DAY);
  });

  it("answers a button it can't read with a 400 that says so, and changes nothing", async () => {
    const { email } = await reader(0);
    const link = new URL(await mailPage(email));
    const res = await postForm(`${link.pathname}${link.search}`, { intent: "stop", item: "everything" });
    expect(res.status).toBe(400);
    expect(decode(res.html)).toMatch(/class="form-error" role="alert">We couldn't read that form\./);
    expect(await onList(email)).toBe(true);
  });

  it("answers a mistyped address with a 400, the message beside the field and what was typed, and mails nothing", async () => {
    const typed = "cook@@example";
    const res = await postForm("/mail", { intent: "link", email: typed });
    expect(res.status).toBe(400);
    expect(fieldError(res.html)).toContain("doesn't look like an e-mail address");
    expect(emailValue(res.html)).toBe(typed);
    expect(res.html).toMatch(/aria-invalid="true" aria-describedby="[^"]*-email-error"/);
    expect(statusMessage(res.html)).toBe("");
    const empty = await postForm("/mail", { intent: "link", email: "" });
    expect(empty.status).toBe(400);
    expect(fieldError(empty.html)).toBe("Please enter your e-mail address.");
  });
});

describe("the confirmations as HTML", () => {
  /** What every mail that asks looks like: the site's frame and name, a preheader, one button, the raw link in text only. */
  function expectButtonMail(mail: OutboxMail, link: RegExp, button: string) {
    const text = textOf(mail);
    const raw = text.match(link)?.[1];
    expect(raw, text).toBeDefined();
    const html = htmlOf(mail);
    expect(mail.content?.map((c) => c.type)).toEqual(["text/plain", "text/html"]);
    expect(html).toContain(`<a href="${raw!.replace(/&/g, "&amp;")}" class="button"`);
    expect(html).toMatch(new RegExp(`class="button"[^>]*>${button}</a>`));
    expect(html).toMatch(/<body[^>]*>\n<div style="display:none;[^"]*">[^<]{20,}/);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toMatch(/>Small Batch Kitchen<\/a><\/p>/);
    // The link is the button's: nowhere as words in the HTML, where it would wrap over four lines on a phone.
    expect(shownText(html)).not.toMatch(/https?:\/\//);
    // A mail of its own, from the site, that nobody is on a list for: ignoring it is how it stops.
    const headers = mail.personalizations![0].headers!;
    expect(headers["Message-ID"]).toMatch(/^<[0-9a-f-]{36}@[\w.-]+>$/);
    expect(headers["List-Unsubscribe"]).toBeUndefined();
    expect(mail.from?.name).toBe("Small Batch Kitchen");
  }

  it("the newsletter's: a button and a preheader in the site's look, the link kept in the text part", async () => {
    const email = uniqueEmail("html-confirm");
    await postForm("/?index", { email });
    await confirmationLink(email);
    const mail = await mailTo(email, "Confirm your subscription");
    expectButtonMail(mail, /^(http\S+\/newsletter\/confirm\?\S+)$/m, "Confirm my subscription");
    expect(textOf(mail)).toContain("The link works for 7 days");
  });

  it("the reply notices': the same, naming the recipe", async () => {
    const email = uniqueEmail("html-replies");
    await comment(email);
    const mail = await mailTo(email, "Confirm reply notices");
    expectButtonMail(mail, /^(http\S+\/replies\/confirm\?\S+)$/m, "Yes, e-mail me about replies");
    expect(shownText(htmlOf(mail))).toContain(RECIPE.title);
  });

  it("leaving the list: the same", async () => {
    const email = uniqueEmail("html-leave");
    await testDb().query("INSERT INTO subscriptions (email, confirmed_at) VALUES ($1, now())", [email]);
    await postForm("/unsubscribe", { email });
    await leaveLink(email);
    expectButtonMail(await mailTo(email, "Leave the"), /^(http\S+\/unsubscribe\/one-click\?\S+)$/m, "Leave the newsletter");
  });
});

describe("the done pages and the mails lead to Your mail", () => {
  const pressLink = (link: string) =>
    fetch(link, { method: "POST", redirect: "manual", headers: { origin: new URL(link).origin, "cf-connecting-ip": randomIp() } });
  const mailPageLinkIn = (html: string) => html.match(/href="(\/mail\?[^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
  const backLink = (id: number) => new RegExp(`<a [^>]*href="${RECIPE.path}#comment-${id}">Back to ${RECIPE.title}</a>`);

  it("You're subscribed: the welcome on its way, the archive, and Your mail; the welcome says who writes it, how often, and links there", async () => {
    const email = uniqueEmail("done-newsletter");
    await postForm("/?index", { email });
    const pressed = await pressLink(await confirmationLink(email));
    expect(pressed.status).toBe(303);
    const done = decode((await getPage(new URL(pressed.headers.get("location")!, siteUrl()).href)).html);
    expect(heading(done)).toBe("You're subscribed");
    expect(done).toContain("A welcome mail is on its way there now, with the latest issue.");
    expect(done).toContain('href="/newsletter"');
    const page = mailPageLinkIn(done)!;
    expect(decode((await getPage(`${siteUrl()}${page}`)).html)).toContain("Each new issue comes to this address");

    const welcome = await mailTo(email, "Welcome");
    expect(textOf(welcome)).toContain("Hannah B., who writes the recipes here, writes every issue. One comes every few weeks");
    expect(textOf(welcome)).toMatch(/^Your mail \(see and stop everything we send you, in one place\): http\S+\/mail\?email=\S+$/m);
    expect(htmlOf(welcome)).toMatch(/<a href="[^"]+\/mail\?email=[^"]+" class="link"[^>]*>Your mail<\/a>/);
  });

  it("Reply e-mails are on, and Stopped: back to the recipe the reader came from, and Your mail with the thread's Undo", async () => {
    const email = uniqueEmail("done-replies");
    const id = await comment(email);
    const confirm = textOf(await mailTo(email, "Confirm reply notices")).match(/^(http\S+\/replies\/confirm\?\S+)$/m)![1];
    const pressed = await pressLink(confirm);
    const done = decode((await getPage(new URL(pressed.headers.get("location")!, siteUrl()).href)).html);
    expect(heading(done)).toBe("Reply e-mails are on");
    expect(done).toMatch(backLink(id));
    expect(mailPageLinkIn(done)).toBeDefined();

    // The notice links to the stop page and to Your mail.
    await replyTo(id);
    await fireCron(siteUrl());
    const notice = await mailTo(email, "A new reply");
    const stop = textOf(notice).match(/^Stop e-mails about this conversation: (\S+)$/m)![1];
    expect(textOf(notice)).toMatch(/^Your mail \(see and stop everything we send you, in one place\): http\S+\/mail\?email=\S+$/m);
    expect(htmlOf(notice)).toMatch(/<a href="[^"]+\/mail\?email=[^"]+" class="link"[^>]*>Your mail<\/a>/);

    const ask = decode((await getPage(stop)).html);
    expect(ask).toMatch(backLink(id));
    const stopped = await pressLink(stop);
    const stoppedPage = decode((await getPage(new URL(stopped.headers.get("location")!, siteUrl()).href)).html);
    expect(heading(stoppedPage)).toBe("Stopped");
    expect(stoppedPage).toMatch(backLink(id));
    // Its Your-mail link shows the thread just stopped, with its Undo.
    const page = decode((await getPage(`${siteUrl()}${mailPageLinkIn(stoppedPage)}`)).html);
    expect(page).toContain("Stopped: no more e-mails about this conversation.");
    expect(page).toContain(`aria-label="Undo: e-mail me about replies on ${RECIPE.title} again"`);
  });
});

describe("the small texts", () => {
  it("the archive says whose kitchen it comes from, once", async () => {
    const html = decode((await getPage("/newsletter")).html);
    expect(html).not.toContain("Small Batch Kitchen kitchen");
    expect(html).toContain("from Hannah B.'s kitchen at Small Batch Kitchen");
  });
});
