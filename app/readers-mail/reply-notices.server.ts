// Reply notices: the confirmation mail sent when the box is ticked, and the notice the Cron Trigger sends. Rules as the
// newsletter's confirmation: signed, 7 days, 3 mails an inbox a UTC day (one count for both), consent per thread (022).
import type { Db } from "~/utils/db.server";
import type { ReaderMail, SendReaderMail } from "~/utils/load-context";
import { takeConfirmationMail } from "./subscription.server";
import { type NoticeReply, threadRecipe } from "./reply-watches.server";
import { findRecipeById } from "~/recipes/index";
import { commentPagePath } from "~/comment-threads/comment-path";
import { CONFIRM_WITHIN_DAYS } from "~/mailing/mailing-list";
import { addressKey, replyConfirmPath, replyConsentValue, replyStopPath, verifyReplyConsent } from "~/mailing/signed-links.server";
import { visibleText } from "~/utils/invisible";
import { parse } from "hono/utils/cookie";
import { SITE } from "~/utils/site";
import { oneLine, quoted } from "~/mailing/mail-text";
import { spokenDate } from "~/comment-threads/comment-dates";
import { escapeHtml, MAIL_PAGE_NOTE, mailFrame, siteMasthead } from "./issue-mail";
import { mailPageUrl } from "./mail-page-link.server";
import { askMailHtml } from "./ask-mail";
import { ONE_CLICK_FIELD } from "~/mailing/mailing-list";
import type { Onward } from "~/mailing/SignedLinkPage";

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
  const subject = `Confirm reply notices from ${SITE.name}`;
  const asked = `Someone, probably you, commented on "${title}" at ${SITE.name} with this address and asked to be e-mailed when someone replies in that conversation.`;
  const notAsked = "If you didn't ask, ignore this mail: no reply e-mails come for it.";
  return {
    to: ask.email,
    notice: true,
    subject,
    text: [
      asked,
      "",
      "To get those e-mails, open this link and press the button on the page:",
      link,
      "",
      `The link works for ${CONFIRM_WITHIN_DAYS} days, for that conversation only. ${notAsked}`,
    ].join("\n"),
    html: askMailHtml(origin, {
      subject,
      preheader: `One press and replies to your comment on ${title} come by e-mail.`,
      heading: "E-mail you about replies?",
      lead: [asked, "To get those e-mails, press the button, then the one on the page it opens."],
      button: { label: "Yes, e-mail me about replies", href: link },
      after: [`The button works for ${CONFIRM_WITHIN_DAYS} days, for that conversation only. ${notAsked}`],
    }),
  };
}

/** Back to the conversation a reader confirmed or stopped: its recipe, at its top comment. Null when it is gone. */
export async function threadOnward(db: Db, thread: number): Promise<Onward | null> {
  const id = await threadRecipe(db, thread);
  const recipe = id === null ? undefined : findRecipeById(id);
  return recipe ? { to: commentPagePath(recipe.slug, thread, thread), label: `Back to ${recipe.title}` } : null;
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

export async function replyConsentCookie(secret: string, email: string, secure: boolean): Promise<string> {
  const value = await replyConsentValue(secret, email);
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_DAYS * 24 * 3600}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The address this browser proved it confirmed (lower-cased), or null. */
export async function consentedAddress(secret: string, request: Request): Promise<string | null> {
  return verifyReplyConsent(secret, parse(request.headers.get("cookie") ?? "", CONSENT_COOKIE)[CONSENT_COOKIE]);
}

export interface ReplyNotice {
  to: string;
  thread: number;
  recipeTitle: string;
  /** The watcher's own comment's first words, to say which conversation this is. */
  about: string;
  replies: (Pick<NoticeReply, "name" | "comment" | "by_author" | "date" | "parent_name"> & { link: string })[];
}

type NoticeLine = ReplyNotice["replies"][number];

const AUTHOR_MARK = "the recipe's author";

// The visitor's name mid-line, never at a line's start, as in the owner's mail: no name can pass for a line of ours.
const byLine = (r: NoticeLine) =>
  `Reply from ${oneLine(r.name, 80)}${r.by_author ? ` (${AUTHOR_MARK})` : ""}${answering(r)}, ${spokenDate(r.date)}:`;
const answering = (r: NoticeLine) => (r.parent_name ? `, in reply to ${oneLine(r.parent_name, 80)}` : "");

/** "3 new replies to your comment on Pancakes, 2 from the author": the author's counted as they are. */
function noticeSubject(replies: Pick<NoticeLine, "by_author">[], title: string): string {
  const count = replies.length;
  if (count === 1) return `${replies[0].by_author ? "The author replied" : "A new reply"} to your comment on ${title}`;
  const byAuthor = replies.filter((r) => r.by_author).length;
  const author =
    byAuthor === 0 ? "" : byAuthor === count ? ", all from the author" : `, ${byAuthor === 1 ? "one" : byAuthor} from the author`;
  return `${count} new replies to your comment on ${title}${author}`;
}

export async function replyNoticeMail(secret: string, origin: string, notice: ReplyNotice): Promise<ReaderMail> {
  // Visitors' words as the site shows them, in both parts: no bidi control or zero-width character reaches a mail.
  const n = {
    ...notice,
    about: visibleText(notice.about),
    replies: notice.replies.map((r) => ({
      ...r,
      name: visibleText(r.name),
      comment: visibleText(r.comment),
      parent_name: r.parent_name === null ? null : visibleText(r.parent_name),
    })),
  };
  const stopThread = `${origin}${await replyStopPath(secret, n.to, n.thread)}`;
  const stopAll = `${origin}${await replyStopPath(secret, n.to, "all")}`;
  const mailPage = await mailPageUrl(secret, origin, n.to);
  const title = oneLine(n.recipeTitle, 120);
  const count = n.replies.length;
  const subject = oneLine(noticeSubject(n.replies, title), 200);
  const about = oneLine(n.about, 90);
  const text = [
    SITE.name,
    "",
    `${count === 1 ? "There is a new reply" : `There are ${count} new replies`} in the conversation you joined on "${title}", under:`,
    quoted(about, 90),
    "",
    ...n.replies.flatMap((r) => [byLine(r), quoted(r.comment), `Read it on the site: ${r.link}`, ""]),
    "You asked to be e-mailed when someone replies. Each link opens a page with one button:",
    `Stop e-mails about this conversation: ${stopThread}`,
    `Stop all reply e-mails: ${stopAll}`,
    `Your mail (${MAIL_PAGE_NOTE}): ${mailPage}`,
  ].join("\n");
  return {
    to: n.to,
    notice: true,
    subject,
    text,
    html: replyNoticeHtml(origin, subject, title, about, n.replies, { stopThread, stopAll, mailPage }),
    // A mail app's own Unsubscribe stops this conversation, in one step (RFC 8058), as the newsletter's leaves the list.
    headers: { "List-Unsubscribe": `<${stopThread}>`, "List-Unsubscribe-Post": `${ONE_CLICK_FIELD.name}=${ONE_CLICK_FIELD.value}` },
  };
}

const e = escapeHtml;

// The newsletter's frame and look (app/readers-mail/issue-mail.ts): the site's name on top, light and dark.
function replyNoticeHtml(
  origin: string,
  subject: string,
  title: string,
  about: string,
  replies: NoticeLine[],
  { stopThread, stopAll, mailPage }: { stopThread: string; stopAll: string; mailPage: string },
): string {
  const cards = replies
    .map(
      (
        r,
      ) => `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="card" style="margin:0 0 12px;border:1px solid #e7d9c8;border-radius:10px;background:#ffffff;"><tr><td class="ink" style="padding:14px 16px;">
<p class="muted" style="margin:0 0 8px;font-size:15px;color:#6b5848;"><strong class="ink" style="color:#2b2118;">${e(oneLine(r.name, 80))}</strong>${
        r.by_author
          ? ` <span style="display:inline-block;padding:1px 8px;border-radius:999px;background:#9a3412;color:#ffffff;font-size:12px;font-weight:bold;">Author</span>`
          : ""
      }${r.parent_name ? ` in reply to ${e(oneLine(r.parent_name, 80))}` : ""} <span style="white-space:nowrap;">· ${e(spokenDate(r.date))}</span></p>
<p class="words" style="margin:0 0 12px;font-size:17px;line-height:1.5;white-space:pre-wrap;overflow-wrap:anywhere;">${e(r.comment)}</p>
<p style="margin:0;"><a class="link" href="${e(r.link)}" style="color:#9a3412;font-weight:bold;">Read it on the site</a></p>
</td></tr></table>`,
    )
    .join("\n");
  const lead = replies.length === 1 ? "A new reply" : `${replies.length} new replies`;
  return mailFrame({
    title: subject,
    preheader: replies.length === 1 ? `${oneLine(replies[0].name, 80)}: ${oneLine(replies[0].comment, 90)}` : subject,
    top: `${siteMasthead(origin)}
<h1 style="font-family:Georgia,'Times New Roman',serif;font-size:24px;line-height:1.3;margin:20px 0 8px;">${lead} in your conversation on ${e(title)}</h1>
<p class="muted" style="margin:0 0 16px;font-size:15px;color:#6b5848;">Under: “${e(about)}”</p>`,
    body: cards,
    footer: `You asked ${e(SITE.name)} to e-mail you when someone replies. Each link opens a page with one button.<br>
<a href="${e(stopThread)}" class="link" style="display:inline-block;padding:8px 0 4px;color:#9a3412;">Stop e-mails about this conversation</a><br>
<a href="${e(stopAll)}" class="link" style="display:inline-block;padding:4px 0 8px;color:#9a3412;">Stop all reply e-mails</a><br>
<a href="${e(mailPage)}" class="link" style="color:#9a3412;">Your mail</a>: ${MAIL_PAGE_NOTE}.`,
  });
}
