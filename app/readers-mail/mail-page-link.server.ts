// "Your mail" (./mail-page.server.ts): its signed link, as every reader mail carries it, and the mail that brings a fresh
// one when a link has expired or was lost.
import type { ReaderMail, SendReaderMail } from "~/utils/load-context";
import { MAIL_PAGE_DAYS } from "~/mailing/mailing-list";
import { mailPagePath } from "~/mailing/signed-links.server";
import { SITE } from "~/utils/site";
import { askMailHtml } from "./ask-mail";

/** The address's "Your mail" page, signed now: what every mail to a reader links to. */
export async function mailPageUrl(secret: string, origin: string, email: string, now = Date.now()): Promise<string> {
  return `${origin}${await mailPagePath(secret, email, now)}`;
}

export function mailPageLinkMail(origin: string, email: string, link: string): ReaderMail {
  const subject = `Your mail at ${SITE.name}`;
  const asked = `Someone, probably you, asked ${SITE.name} for a link to the page that shows what it mails this address: the newsletter and e-mails about replies, each with a Stop.`;
  const notAsked = "If you didn't ask, ignore this mail: nothing changes.";
  return {
    to: email,
    subject,
    text: [asked, "", "Your mail:", link, "", `The link works for ${MAIL_PAGE_DAYS} days. ${notAsked}`].join("\n"),
    html: askMailHtml(origin, {
      subject,
      preheader: `Your link to see and stop what ${SITE.name} sends you. It works for ${MAIL_PAGE_DAYS} days.`,
      heading: "Your mail",
      lead: [asked],
      button: { label: "Open your mail page", href: link },
      after: [`The button works for ${MAIL_PAGE_DAYS} days. ${notAsked}`],
    }),
  };
}

/** A fresh link, once takeMailPageMail said it goes. Never throws: the form has answered, the same whatever happens. */
export async function sendMailPageLink(send: SendReaderMail, secret: string, origin: string, email: string): Promise<void> {
  try {
    await send(mailPageLinkMail(origin, email, await mailPageUrl(secret, origin, email)));
    console.log("mail page link sent");
  } catch (e) {
    console.error("mail page link mail failed:", e instanceof Error ? e.message : e);
  }
}
