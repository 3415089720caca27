// Reply notices: the confirmation mail sent when the box is ticked, and the notice the Cron Trigger sends
// (worker/notices.ts). Rules as the newsletter's confirmation: signed, 7 days, 3 mails an inbox a UTC day (one count
// for both), and consent per thread (docs/decisions/022-reply-notice-consent.md).
import type { Db } from "~/utils/db.server";
import type { ReaderMail, SendReaderMail } from "~/utils/load-context";
import { takeConfirmationMail } from "~/models/subscription.server";
import type { NoticeReply } from "~/models/reply-notice.server";
import { CONFIRM_WITHIN_DAYS } from "~/utils/mailing-list";
import { addressKey, replyConfirmPath, replyConsentValue, replyStopPath, verifyReplyConsent } from "~/utils/signed-links.server";
import { visibleText } from "~/utils/invisible";
import { SITE } from "~/utils/site";
import { oneLine, quoted } from "./mail.server";

/** What a ticked box asks: notices of `thread`, whose top comment is on `recipeTitle`, asked at `askedMs`. */
export interface ReplyNoticeConfirmation {
  email: string;
  thread: number;
  recipeTitle: string;
  askedMs: number;
}

export async function replyConfirmationMail(secret: string, origin: string, ask: ReplyNoticeConfirmation): Promise<ReaderMail> {
  const link = `${origin}${await replyConfirmPath(secret, ask.email, ask.thread, ask.askedMs)}`;
  const title = oneLine(ask.recipeTitle, 120);
  return {
    to: ask.email,
    notice: true,
    subject: `Confirm reply notices from ${SITE.name}`,
    text: [
      `Someone, probably you, commented on "${title}" at ${SITE.name} with this address and asked to be e-mailed when someone replies in that conversation.`,
      "",
      "To get those e-mails, open this link and press the button on the page:",
      link,
      "",
      `The link works for ${CONFIRM_WITHIN_DAYS} days, for that conversation only. If you didn't ask, ignore this mail: no reply e-mails come for it.`,
    ].join("\n"),
  };
}

/** Never throws: the comment is stored and the form has answered; ticking the box again asks again. */
export async function sendReplyConfirmation(
  db: Db,
  send: SendReaderMail,
  secret: string,
  origin: string,
  ask: ReplyNoticeConfirmation,
): Promise<void> {
  try {
    // One count with the newsletter's confirmations: an inbox gets at most 3 mails that ask, a day, whoever asks.
    if (!(await takeConfirmationMail(db, await addressKey(secret, ask.email)))) {
      console.warn("reply-notice confirmation not sent: that address has had today's confirmation mails");
      return;
    }
    await send(await replyConfirmationMail(secret, origin, ask));
  } catch (e) {
    console.error("reply-notice confirmation mail failed:", e instanceof Error ? e.message : e);
  }
}

// A browser that confirmed an address keeps this; its next ticked box for that address needs no mail (decision 022).
const CONSENT_COOKIE = "reply_notices";
const CONSENT_DAYS = 365;

/** The Set-Cookie for a browser that has just confirmed reply notices for `email`. */
export async function replyConsentCookie(secret: string, email: string, secure: boolean): Promise<string> {
  const value = await replyConsentValue(secret, email);
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_DAYS * 24 * 3600}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The address this browser proved it confirmed (lower-cased), or null. */
export async function consentedAddress(secret: string, request: Request): Promise<string | null> {
  const cookie = request.headers.get("cookie") ?? "";
  const value = cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  return verifyReplyConsent(secret, value);
}

export interface ReplyNotice {
  to: string;
  thread: number;
  recipeTitle: string;
  /** The watcher's own comment's first words, to say which conversation this is. */
  about: string;
  replies: (Pick<NoticeReply, "name" | "comment" | "by_author" | "date"> & { link: string })[];
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const AUTHOR_MARK = "the recipe's author";

// The visitor's name mid-line, never at a line's start, as in the owner's mail: no name can pass for a line of ours.
const byLine = (r: ReplyNotice["replies"][number]) =>
  `Reply from ${oneLine(r.name, 80)}${r.by_author ? ` (${AUTHOR_MARK})` : ""}, ${r.date}:`;

export async function replyNoticeMail(secret: string, origin: string, notice: ReplyNotice): Promise<ReaderMail> {
  // Visitors' words as the site shows them, in both parts: no bidi control or zero-width character reaches a mail.
  const n = {
    ...notice,
    about: visibleText(notice.about),
    replies: notice.replies.map((r) => ({ ...r, name: visibleText(r.name), comment: visibleText(r.comment) })),
  };
  const stopThread = `${origin}${await replyStopPath(secret, n.to, n.thread)}`;
  const stopAll = `${origin}${await replyStopPath(secret, n.to, "all")}`;
  const title = oneLine(n.recipeTitle, 120);
  const count = n.replies.length;
  const fromAuthor = n.replies.some((r) => r.by_author);
  const subject =
    count === 1
      ? `${n.replies[0].by_author ? "The author replied" : "A new reply"} to your comment on ${title}`
      : `${count} new replies to your comment on ${title}${fromAuthor ? ", one from the author" : ""}`;
  const about = oneLine(n.about, 90);
  const text = [
    `${count === 1 ? "There is a new reply" : `There are ${count} new replies`} in the conversation you joined on "${title}" at ${SITE.name}, under:`,
    quoted(about, 90),
    "",
    ...n.replies.flatMap((r) => [byLine(r), quoted(r.comment), `Read it on the site: ${r.link}`, ""]),
    "You asked to be e-mailed when someone replies. Each link opens a page with one button:",
    `Stop e-mails about this conversation: ${stopThread}`,
    `Stop all reply e-mails: ${stopAll}`,
  ].join("\n");
  return {
    to: n.to,
    notice: true,
    subject: oneLine(subject, 200),
    text,
    html: replyNoticeHtml(subject, title, about, n.replies, stopThread, stopAll),
  };
}

// Tables and inline styles, as mail clients want; dark mode where the client supports the media query.
function replyNoticeHtml(
  subject: string,
  title: string,
  about: string,
  replies: ReplyNotice["replies"],
  stopThread: string,
  stopAll: string,
): string {
  const e = escapeHtml;
  const items = replies
    .map(
      (r) => `<tr><td class="card" style="padding:16px;border:1px solid #e6dccf;border-radius:10px;background:#ffffff;">
<p class="who" style="margin:0 0 8px;font-size:15px;color:#5c4a3a;"><strong class="name" style="color:#2b2118;">${e(oneLine(r.name, 80))}</strong>${
        r.by_author
          ? ` <span class="mark" style="display:inline-block;padding:1px 8px;border-radius:999px;background:#8a3b12;color:#ffffff;font-size:12px;font-weight:bold;">Author</span>`
          : ""
      } <span style="white-space:nowrap;">${e(r.date)}</span></p>
<p class="words" style="margin:0 0 12px;font-size:17px;line-height:1.5;color:#2b2118;white-space:pre-wrap;overflow-wrap:anywhere;">${e(r.comment)}</p>
<p style="margin:0;"><a class="link" href="${e(r.link)}" style="color:#8a3b12;font-weight:bold;">Read it on the site</a></p>
</td></tr><tr><td style="height:12px;line-height:12px;font-size:0;">&nbsp;</td></tr>`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${e(subject)}</title>
<style>
@media (prefers-color-scheme: dark) {
  body, .page { background:#1c1814 !important; color:#f1e9df !important; }
  .card { background:#29231d !important; border-color:#4a3f34 !important; }
  .name, .words, .lead { color:#f1e9df !important; }
  .who, .foot, .about { color:#cbbfb1 !important; }
  .link, .foot a { color:#f0a36d !important; }
  .mark { background:#f0a36d !important; color:#1c1814 !important; }
}
</style></head>
<body class="page" style="margin:0;padding:0;background:#faf6f0;color:#2b2118;font-family:Georgia,'Times New Roman',serif;">
<div style="display:none;max-height:0;overflow:hidden;">${e(replies.length === 1 ? `${oneLine(replies[0].name, 80)}: ${oneLine(replies[0].comment, 90)}` : subject)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf6f0;" class="page"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:0 0 16px;"><p class="lead" style="margin:0 0 8px;font-size:20px;line-height:1.35;color:#2b2118;">${
    replies.length === 1 ? "A new reply" : `${replies.length} new replies`
  } in your conversation on <strong>${e(title)}</strong></p>
<p class="about" style="margin:0;font-size:15px;color:#5c4a3a;">Under: “${e(about)}”</p></td></tr>
${items}
<tr><td class="foot" style="padding:8px 0 0;font-size:14px;line-height:1.5;color:#5c4a3a;">You asked ${e(SITE.name)} to e-mail you when someone replies. Each link opens a page with one button.<br>
<a href="${e(stopThread)}" style="display:inline-block;padding:8px 0 4px;color:#8a3b12;">Stop e-mails about this conversation</a><br>
<a href="${e(stopAll)}" style="display:inline-block;padding:4px 0 8px;color:#8a3b12;">Stop all reply e-mails</a></td></tr>
</table></td></tr></table></body></html>`;
}
