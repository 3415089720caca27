import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { getDb } from "~/context.server";
import { formSecret, judgeSubmission, minFillMs, readForm, REFUSALS, retryToken } from "~/forms/guard.server";
import { subscribeEmail, unsubscribeEmail } from "~/models/subscription.server";
import { checkEmail, NEWSLETTER_MESSAGES, type NewsletterIntent, type NewsletterResult } from "./form";

/**
 * The action behind every newsletter form: 200 with the message, 400 with the
 * field's error, 503 when the database cannot be reached. Failures keep the
 * address the visitor typed.
 */
export async function newsletterAction({ request, context }: ActionFunctionArgs, intent: NewsletterIntent) {
  const env = context.cloudflare.env;
  const form = await readForm(request);
  const typed = form?.get("email");
  const fail = async (status: "invalid" | "unavailable", error: string, code: number) =>
    data<NewsletterResult>({ intent, status, email: typeof typed === "string" ? typed : "", error, token: await retryToken(env) }, code);
  if (!form) return fail("invalid", REFUSALS.unreadable, 400);
  if (context.postLimited) return fail("invalid", REFUSALS.limited, 429);
  const verdict = await judgeSubmission(form, { secret: formSecret(env), minFillMs: minFillMs(env) });
  if (verdict === "bot") {
    // A bot sees what a person would, and nothing is stored.
    console.warn(`newsletter ${intent}: a bot's post was ignored`);
    const message = intent === "subscribe" ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.unsubscribed;
    return data<NewsletterResult>({ intent, status: "done", message }, 200);
  }
  if (verdict === "expired") return fail("invalid", REFUSALS.expired, 400);
  const checked = checkEmail(typed ?? null);
  if (!checked.ok) return fail("invalid", checked.error, 400);
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
    return fail(
      "unavailable",
      "Sorry, we couldn't reach our mailing list just now. Please try again in a minute (trying twice does no harm).",
      503,
    );
  }
}
