import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { getDb } from "~/context.server";
import { DatabaseError } from "~/db.server";
import { guardForm } from "~/forms/guard.server";
import { subscribeEmail, unsubscribeEmail } from "~/models/subscription.server";
import { NEWSLETTER_MESSAGES, type NewsletterIntent, type NewsletterResult } from "./form";
import { readNewsletterForm } from "./schema.server";

export async function newsletterAction(args: ActionFunctionArgs, intent: NewsletterIntent) {
  const done = (message: string) => data<NewsletterResult>({ intent, status: "done", message }, 200);
  const guarded = await guardForm(args, {
    name: `newsletter ${intent}`,
    read: readNewsletterForm,
    // A bot sees what a person would, and nothing is stored.
    asBot: () => done(intent === "subscribe" ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.unsubscribed),
    refuse: ({ echo, errors, token }, status) =>
      data<NewsletterResult>({ intent, status: "invalid", email: echo.email, error: errors.email ?? errors.form ?? "", token }, status),
  });
  if (!guarded.ok) return guarded.response;
  const { email } = guarded.value;
  try {
    const db = getDb(args.context);
    if (intent === "subscribe") {
      await subscribeEmail(db, email);
      return done(NEWSLETTER_MESSAGES.subscribed);
    }
    await unsubscribeEmail(db, email);
    return done(NEWSLETTER_MESSAGES.unsubscribed);
  } catch (e) {
    if (!(e instanceof DatabaseError)) throw e;
    console.error(`newsletter ${intent} failed:`, e.message);
    const error = "Sorry, we couldn't reach our mailing list just now. Please try again in a minute (trying twice does no harm).";
    return data<NewsletterResult>({ intent, status: "unavailable", email: guarded.echo.email, error, token: guarded.token }, 503);
  }
}
