import type { Db } from "~/utils/db.server";
import type { ReaderMail, SendReaderMail } from "~/utils/load-context";
import { pendingSince, takeConfirmationMail } from "./subscription.server";
import { CONFIRM_WITHIN_DAYS } from "~/mailing/mailing-list";
import { addressKey, confirmPath, unsubscribePath } from "~/mailing/signed-links.server";
import { SITE } from "~/utils/site";
import { askMailHtml } from "./ask-mail";

const NOT_ASKED = "If you didn't ask for the newsletter, ignore this mail: nothing else will come to this address.";

export async function confirmationMail(secret: string, origin: string, email: string, sentAt: number): Promise<ReaderMail> {
  const link = `${origin}${await confirmPath(secret, email, sentAt)}`;
  const subject = `Confirm your subscription to the ${SITE.name} newsletter`;
  return {
    to: email,
    subject,
    text: [
      `Someone, probably you, asked for the ${SITE.name} newsletter at this address.`,
      "",
      "To start getting it, open this link and press the button on the page:",
      link,
      "",
      `The link works for ${CONFIRM_WITHIN_DAYS} days. ${NOT_ASKED}`,
    ].join("\n"),
    html: askMailHtml(origin, {
      subject,
      preheader: `One more step: press the button and the newsletter starts. It works for ${CONFIRM_WITHIN_DAYS} days.`,
      heading: "Confirm your subscription",
      lead: [
        `Someone, probably you, asked for the ${SITE.name} newsletter at this address: occasional inspiration, kitchen tips, seasonal favorites, and more.`,
        "To start getting it, press the button, then the one on the page it opens.",
      ],
      button: { label: "Confirm my subscription", href: link },
      after: [`The button works for ${CONFIRM_WITHIN_DAYS} days. ${NOT_ASKED}`],
    }),
  };
}

/** The confirmation mail of an address just asked for, unless today's mails are spent. Never throws: the form has answered. */
export async function sendConfirmation(db: Db, send: SendReaderMail, secret: string, origin: string, email: string): Promise<void> {
  try {
    if (!(await takeConfirmationMail(db, await addressKey(secret, email)))) {
      console.warn("newsletter confirmation not sent: that address has had today's confirmation mails");
      return;
    }
    // The link carries the newsletter request's own time (the database's clock), which ties it to that request alone;
    // an address with no such request (confirmed meanwhile) gets a link of now, which confirms nothing new.
    const sentAt = (await pendingSince(db, email)) ?? Date.now();
    await send(await confirmationMail(secret, origin, email, sentAt));
  } catch (e) {
    console.error("newsletter confirmation mail failed:", e instanceof Error ? e.message : e);
  }
}

export function leaveMail(origin: string, email: string, path: string): ReaderMail {
  const subject = `Leave the ${SITE.name} newsletter?`;
  const asked = `Someone, probably you, asked on ${SITE.name}'s unsubscribe page to take this address off the newsletter list.`;
  const notAsked =
    "If you didn't ask, ignore this mail: you stay on the list and nothing changes. Every newsletter has the same link at its foot.";
  return {
    to: email,
    subject,
    text: [asked, "", "To leave it, open this link and press the button on the page:", `${origin}${path}`, "", notAsked].join("\n"),
    html: askMailHtml(origin, {
      subject,
      preheader: "One press takes this address off the list. Ignore this mail and nothing changes.",
      heading: "Leave the newsletter?",
      lead: [asked, "To leave it, press the button, then the one on the page it opens."],
      button: { label: "Leave the newsletter", href: `${origin}${path}` },
      after: [notAsked],
    }),
  };
}

/** The typed address's way off the list: its own unsubscribe link, when takeLeaveMail said so. Never throws. */
export async function sendLeaveLink(send: SendReaderMail, secret: string, origin: string, email: string): Promise<void> {
  try {
    await send(leaveMail(origin, email, await unsubscribePath(secret, email)));
    console.log("newsletter leave link sent");
  } catch (e) {
    console.error("newsletter leave link mail failed:", e instanceof Error ? e.message : e);
  }
}
