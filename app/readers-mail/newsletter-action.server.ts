import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { getDb, siteOrigin } from "~/utils/load-context.server";
import { expectDatabaseFailure } from "~/utils/db.server";
import { formSecret, guardForm } from "~/forms/guard.server";
import { subscribeEmail, takeLeaveMail } from "./subscription.server";
import { addressKey } from "~/mailing/signed-links.server";
import { NEWSLETTER_MESSAGES, type NewsletterIntent, type NewsletterResult } from "./newsletter-fields";
import { sendConfirmation, sendLeaveLink } from "./newsletter-confirm.server";
import { readNewsletterForm } from "./newsletter-schema.server";

export async function newsletterAction(args: ActionFunctionArgs, intent: NewsletterIntent) {
  const done = (message: string) => data<NewsletterResult>({ intent, status: "done", message }, 200);
  const guarded = await guardForm(args, {
    name: `newsletter ${intent}`,
    read: readNewsletterForm,
    // A bot sees what a person would, and nothing is stored.
    asBot: () => done(intent === "subscribe" ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.leaveMailed),
    refuse: ({ echo, errors, token }, status) =>
      data<NewsletterResult>({ intent, status: "invalid", email: echo.email, error: errors.email ?? errors.form ?? "", token }, status),
  });
  if (!guarded.ok) return guarded.response;
  const { email } = guarded.value;
  try {
    const db = getDb(args.context);
    if (intent === "subscribe") {
      const asked = await subscribeEmail(db, email);
      const { context, request } = args;
      // After the answer, which must not depend on whether the address was on the list.
      if (asked && context.sendReaderMail) {
        const secret = formSecret(context.cloudflare.env);
        context.cloudflare.ctx.waitUntil(sendConfirmation(db, context.sendReaderMail, secret, siteOrigin(context, request), email));
      } else if (asked)
        console.warn("newsletter: an address was asked for, but reader mail is not configured (MAIL_FROM, MAILCHANNELS_API_KEY)");
      return done(NEWSLETTER_MESSAGES.subscribed);
    }
    // Nothing is removed here: anyone can type anyone's address. A confirmed subscriber is mailed the link that does.
    const { context, request } = args;
    const secret = formSecret(context.cloudflare.env);
    const leave = await takeLeaveMail(db, email, await addressKey(secret, email));
    if (leave === "capped") console.warn("newsletter leave link not sent: that address has had today's confirmation mails");
    else if (leave === "not-listed") console.log("newsletter leave link not sent: that address is not a confirmed subscriber");
    else if (context.sendReaderMail) {
      // After the answer, which must not depend on whether the address was on the list.
      context.cloudflare.ctx.waitUntil(sendLeaveLink(context.sendReaderMail, secret, siteOrigin(context, request), email));
    } else console.warn("newsletter: a leave link was due, but reader mail is not configured (MAIL_FROM, MAILCHANNELS_API_KEY)");
    return done(NEWSLETTER_MESSAGES.leaveMailed);
  } catch (e) {
    expectDatabaseFailure(e, `newsletter ${intent} failed`);
    const error = "Sorry, we couldn't reach our mailing list just now. Please try again in a minute (trying twice does no harm).";
    return data<NewsletterResult>({ intent, status: "unavailable", email: guarded.echo.email, error, token: guarded.token }, 503);
  }
}
