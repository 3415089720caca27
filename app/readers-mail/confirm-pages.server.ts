// The two confirmation links' pages, the newsletter's (/newsletter/confirm) and the reply notices' (/replies/confirm):
// one flow each for ./signed-page.server.ts, which opens, asks and confirms alike.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formSecret } from "~/forms/guard.server";
import { mailPagePath, verifyConfirm, verifyReplyConfirm } from "~/mailing/signed-links.server";
import { siteOrigin } from "~/utils/load-context.server";
import { replyConsentCookie, threadOnward } from "./reply-notices.server";
import { confirmReplyNotices, replyNoticesState } from "./reply-watches.server";
import { confirmationAction, type ConfirmationFlow, confirmationLoader } from "./signed-page.server";
import { confirmSubscription, subscriptionState } from "./subscription.server";
import { sendWelcome } from "./welcome.server";

// The newsletter's: the link in the confirmation mail. Opening it only asks (mail scanners open links); the button confirms.

const NEWSLETTER: ConfirmationFlow = {
  what: "newsletter confirmation",
  verify: async (context, link, sig) =>
    link.thread === null && verifyConfirm(formSecret(context.cloudflare.env), link.email, link.sentAt, sig),
  state: (db, link) => subscriptionState(db, link.email, link.sentAt),
  confirm: (db, link) => confirmSubscription(db, link.email, link.sentAt),
  // The button proved the inbox: the reader's page for all their mail is theirs to open.
  done: async (context, _db, link) => ({ mailPage: await mailPagePath(formSecret(context.cloudflare.env), link.email, Date.now()) }),
  confirmed: ({ request, context }, db, link) => {
    console.log("newsletter: an address confirmed its subscription");
    // After the answer; if it fails, the welcome stays due and the Cron Trigger sends it.
    if (context.sendReaderMail)
      context.cloudflare.ctx.waitUntil(
        sendWelcome(db, context.sendReaderMail, formSecret(context.cloudflare.env), siteOrigin(context, request), link.email),
      );
  },
};

export const newsletterConfirmLoader = (args: LoaderFunctionArgs) => confirmationLoader(args, NEWSLETTER);
export const newsletterConfirmAction = (args: ActionFunctionArgs) => confirmationAction(args, NEWSLETTER);

// The link in the reply notices' confirmation mail. Opening it only asks (mail scanners open links); the button confirms.

const REPLY_NOTICES: ConfirmationFlow = {
  what: "reply-notice confirmation",
  verify: (context, link, sig) => verifyReplyConfirm(formSecret(context.cloudflare.env), link.email, link.thread, link.sentAt, sig),
  state: (db, link) => replyNoticesState(db, link.email, link.thread),
  confirm: (db, link) => confirmReplyNotices(db, link.email, link.thread, link.sentAt),
  confirmed: () => console.log("reply notices: a conversation confirmed"),
  // The button proved the inbox: its page for all its mail, and the way back to the conversation.
  done: async (context, db, link) => ({
    mailPage: await mailPagePath(formSecret(context.cloudflare.env), link.email, Date.now()),
    back: link.thread === null ? null : await threadOnward(db, link.thread),
  }),
  // This browser has shown it reads the address's mail: its next ticked box for it needs no mail (decision 022).
  answerHeaders: async ({ request, context }, link) => ({
    "set-cookie": await replyConsentCookie(formSecret(context.cloudflare.env), link.email, new URL(request.url).protocol === "https:"),
  }),
};

export const replyConfirmLoader = (args: LoaderFunctionArgs) => confirmationLoader(args, REPLY_NOTICES);
export const replyConfirmAction = (args: ActionFunctionArgs) => confirmationAction(args, REPLY_NOTICES);
