/** The welcome mail on confirming (the latest issue, how to leave); the Cron Trigger sends it when the request could not (0009). */
import type { Db } from "~/utils/db.server";
import type { ReaderMail, SendReaderMail } from "~/utils/load-context";
import { welcomeSent } from "./subscription.server";
import { ONE_CLICK_FIELD } from "~/mailing/mailing-list";
import { unsubscribePath } from "~/mailing/signed-links.server";
import { SITE } from "~/utils/site";
import { escapeHtml, MAIL_PAGE_NOTE, mailFrame, noMustache, siteMasthead, UNSUBSCRIBE_NOTE } from "./issue-mail";
import { mailPageUrl } from "./mail-page-link.server";
import { issueDate, publishedIssues } from "./issues";

const WELCOME_SUBJECT = `Welcome to the ${SITE.name} newsletter`;

const LINK = "color:#9a3412;";

/** Who writes the newsletter and how often it comes: what a new reader wants to know first. */
const NEWSLETTER_WHO_AND_HOW_OFTEN = `${SITE.author}, who writes the recipes here, writes every issue. One comes every few weeks, when there's something in season worth cooking.`;

export async function welcomeMail(secret: string, origin: string, email: string, now = new Date()): Promise<ReaderMail> {
  const unsubscribe = `${origin}${await unsubscribePath(secret, email)}`;
  const mailPage = await mailPageUrl(secret, origin, email, now.getTime());
  const latest = publishedIssues(now)[0];
  const archive = `${origin}/newsletter`;
  const latestUrl = latest && `${origin}/newsletter/${latest.slug}`;
  const a = (href: string, label: string) => `<a href="${escapeHtml(href)}" class="link" style="${LINK}">${label}</a>`;
  const text = [
    `You're on the ${SITE.name} newsletter's list: each new issue will come to this address.`,
    "",
    NEWSLETTER_WHO_AND_HOW_OFTEN,
    "",
    ...(latest
      ? [`In case you missed it, the latest issue, "${noMustache(latest.subject)}" (${issueDate(latest.date)}):`, latestUrl, ""]
      : ["The first issue is on its way.", ""]),
    `Every issue so far: ${archive}`,
    "",
    "--",
    `To leave the list: ${unsubscribe}`,
    `(${UNSUBSCRIBE_NOTE}; every issue has the same link at its foot)`,
    `Your mail (${MAIL_PAGE_NOTE}): ${mailPage}`,
  ].join("\n");
  const html = mailFrame({
    title: WELCOME_SUBJECT,
    preheader: latest ? `You're on the list. The latest issue: ${latest.subject}` : "You're on the list.",
    top: `${siteMasthead(origin)}
<h1 style="font-family:Georgia,'Times New Roman',serif;font-size:28px;line-height:1.25;margin:20px 0 16px;">Welcome, and thank you</h1>`,
    body: [
      `<p style="margin:0 0 16px;">You're on the ${escapeHtml(SITE.name)} newsletter's list: each new issue will come to this address.</p>`,
      `<p style="margin:0 0 16px;">${escapeHtml(NEWSLETTER_WHO_AND_HOW_OFTEN)}</p>`,
      latest
        ? `<p style="margin:0 0 16px;">In case you missed it, the latest issue: ${a(latestUrl!, `“${noMustache(escapeHtml(latest.subject))}”`)} (${escapeHtml(issueDate(latest.date))}).</p>`
        : `<p style="margin:0 0 16px;">The first issue is on its way.</p>`,
      `<p style="margin:0 0 16px;">${a(archive, "Every issue so far")} is on the site.</p>`,
    ].join("\n"),
    footer: `${a(unsubscribe, "Unsubscribe")}: the link ${UNSUBSCRIBE_NOTE}. Every issue has the same link at its foot.<br>${a(mailPage, "Your mail")}: ${MAIL_PAGE_NOTE}.`,
  });
  return {
    to: email,
    subject: WELCOME_SUBJECT,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": `${ONE_CLICK_FIELD.name}=${ONE_CLICK_FIELD.value}` },
  };
}

/** Sends the welcome and marks it sent. Never throws: a failed welcome stays due for the Cron Trigger. */
export async function sendWelcome(db: Db, send: SendReaderMail, secret: string, origin: string, email: string): Promise<boolean> {
  try {
    await send(await welcomeMail(secret, origin, email));
    await welcomeSent(db, email);
    return true;
  } catch (e) {
    console.error("newsletter welcome mail failed; the Cron Trigger tries again:", e instanceof Error ? e.message : e);
    return false;
  }
}
