import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { getDb } from "~/context.server";
import { formSecret, judgeSubmission, minFillMs } from "~/forms/guard.server";
import { subscribeEmail, unsubscribeEmail } from "~/models/subscription.server";
import { checkEmail, NEWSLETTER_MESSAGES, type NewsletterIntent, type NewsletterResult } from "./form";

/**
 * The action behind every newsletter form: 200 with the message, 400 with the
 * field's error, 503 when the database cannot be reached. Failures keep the
 * address the visitor typed.
 */
export async function newsletterAction({ request, context }: ActionFunctionArgs, intent: NewsletterIntent) {
  const form = await request.formData();
  const env = context.cloudflare.env;
  const verdict = await judgeSubmission(form, { secret: formSecret(env), minFillMs: minFillMs(env) });
  if (verdict === "bot") {
    // A bot sees what a person would, and nothing is stored.
    console.warn(`newsletter ${intent}: a bot's post was ignored`);
    const message = intent === "subscribe" ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.unsubscribed;
    return data<NewsletterResult>({ intent, status: "done", message }, 200);
  }
  const checked = checkEmail(form.get("email"));
  if (!checked.ok) {
    return data<NewsletterResult>({ intent, status: "invalid", email: checked.email, error: checked.error }, 400);
  }
  try {
    const db = getDb(context);
    const message =
      intent === "subscribe"
        ? (await subscribeEmail(db, checked.email))
          ? NEWSLETTER_MESSAGES.subscribed
          : NEWSLETTER_MESSAGES.alreadySubscribed
        : (await unsubscribeEmail(db, checked.email))
          ? NEWSLETTER_MESSAGES.unsubscribed
          : NEWSLETTER_MESSAGES.alreadyUnsubscribed;
    return data<NewsletterResult>({ intent, status: "done", message }, 200);
  } catch (e) {
    console.error(`newsletter ${intent} failed:`, e instanceof Error ? e.message : e);
    return data<NewsletterResult>(
      {
        intent,
        status: "unavailable",
        email: checked.email,
        error: "Sorry, we couldn't reach our mailing list just now. Nothing was changed; please try again in a minute.",
      },
      503,
    );
  }
}
