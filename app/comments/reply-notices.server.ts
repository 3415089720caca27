// Reply notices: the confirmation mail sent when the box is ticked, and the notice the Cron Trigger sends
// (worker/notices.ts). Rules as the newsletter's confirmation: signed, 7 days, 3 mails an address a UTC day.
import type { Db } from "~/utils/db.server";
import type { ReaderMail, SendReaderMail } from "~/utils/load-context";
import { takeConfirmationMail } from "~/models/subscription.server";
import type { NoticeReply } from "~/models/reply-notice.server";
import { CONFIRM_WITHIN_DAYS } from "~/utils/mailing-list";
import { replyAddressKey, replyConfirmPath, replyStopPath } from "~/utils/signed-links.server";
import { SITE } from "~/utils/site";
import { oneLine, quoted } from "./mail.server";

export async function replyConfirmationMail(secret: string, origin: string, email: string, askedMs: number): Promise<ReaderMail> {
  const link = `${origin}${await replyConfirmPath(secret, email, askedMs)}`;
  return {
    to: email,
    notice: true,
    subject: `Confirm reply notices from ${SITE.name}`,
    text: [
      `Someone, probably you, commented on ${SITE.name} with this address and asked to be e-mailed when someone replies.`,
      "",
      "To get those e-mails, open this link and press the button on the page:",
      link,
      "",
      `The link works for ${CONFIRM_WITHIN_DAYS} days. If you didn't ask, ignore this mail: nothing else will come to this address.`,
    ].join("\n"),
  };
}

/** Never throws: the comment is stored and the form has answered; ticking the box again asks again. */
export async function sendReplyConfirmation(
  db: Db,
  send: SendReaderMail,
  secret: string,
  origin: string,
  email: string,
  askedMs: number,
): Promise<void> {
  try {
    if (!(await takeConfirmationMail(db, await replyAddressKey(secret, email)))) {
      console.warn("reply-notice confirmation not sent: that address has had today's confirmation mails");
      return;
    }
    await send(await replyConfirmationMail(secret, origin, email, askedMs));
  } catch (e) {
    console.error("reply-notice confirmation mail failed:", e instanceof Error ? e.message : e);
  }
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

export async function replyNoticeMail(secret: string, origin: string, n: ReplyNotice): Promise<ReaderMail> {
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
