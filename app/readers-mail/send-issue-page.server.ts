// The owner's "Send to N subscribers" link from the preview mail. Opening it only asks; the button starts the send.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { formSecret } from "~/forms/guard.server";
import { ONE_CLICK_FIELD } from "~/mailing/mailing-list";
import { unsubscribePath, verifySendIssue } from "~/mailing/signed-links.server";
import { getDb, siteOrigin } from "~/utils/load-context.server";
import { issueMail, personalIssueMail } from "./issue-mail";
import { findPublishedIssue, type Issue } from "./issues";
import { mailPageUrl } from "./mail-page-link.server";
import { TESTS_PER_DAY } from "./newsletter-fields";
import { checkEmail } from "./newsletter-schema.server";
import { confirmedCount, sendState, startSend, type SendState } from "./newsletter-send.server";
import { unavailablePage } from "./signed-page.server";
import { takeDailyMail } from "./subscription.server";

/** The test form's answer: where the test went, or what was wrong with what was typed (kept). */
type Test = { sent: string } | { email: string; error: string };

export type Page =
  | { state: "ask"; slug: string; subject: string; count: number; test?: Test }
  | { state: "sending" | "sent"; slug: string; subject: string; progress: SendState }
  | { state: "refused" | "unavailable" };

async function signedIssue({ request, params, context }: LoaderFunctionArgs) {
  const issue = findPublishedIssue(params.slug ?? "");
  if (!issue) return null;
  return (await verifySendIssue(formSecret(context.cloudflare.env), issue.slug, new URL(request.url), issue.date)) ? issue : null;
}

const unavailable = (e: unknown) => unavailablePage(e, "newsletter send page");

export async function sendIssueLoader(args: LoaderFunctionArgs) {
  const issue = await signedIssue(args);
  if (!issue) return data<Page>({ state: "refused" }, 403);
  try {
    const db = getDb(args.context);
    const progress = await sendState(db, issue.slug);
    if (progress?.started) {
      return data<Page>({ state: progress.finished ? "sent" : "sending", slug: issue.slug, subject: issue.subject, progress });
    }
    return data<Page>({ state: "ask", slug: issue.slug, subject: issue.subject, count: await confirmedCount(db) });
  } catch (e) {
    return unavailable(e);
  }
}

// A test goes to any address the owner types, before the list gets it: the readers' mail, with that address's own
// unsubscribe link and headers, its subject marked.
async function sendTest(args: ActionFunctionArgs, issue: Issue, typed: FormDataEntryValue | null) {
  const { context, request } = args;
  const ask = async (test: Test, status = 200) =>
    data<Page>({ state: "ask", slug: issue.slug, subject: issue.subject, count: await confirmedCount(getDb(context)), test }, status);
  const checked = checkEmail(typed);
  if (!checked.ok) return ask({ email: checked.email, error: checked.error }, 400);
  const send = context.sendReaderMail;
  if (!send)
    return ask({ email: checked.email, error: "Reader mail isn't set up (MAIL_FROM or NEWSLETTER_FROM, and MAILCHANNELS_API_KEY)." }, 503);
  // The link goes to whoever the preview reaches (a forwarded mail too): its tests must not become a way to mail strangers.
  if (!(await takeDailyMail(getDb(context), `newsletter-test:${issue.slug}`, TESTS_PER_DAY))) {
    return ask({ email: checked.email, error: `That is today's ${TESTS_PER_DAY} tests of this issue: send one again tomorrow.` }, 429);
  }
  const origin = siteOrigin(context, request);
  const unsubscribe = `${origin}${await unsubscribePath(formSecret(context.cloudflare.env), checked.email)}`;
  const mail = personalIssueMail(
    issueMail(issue, origin),
    unsubscribe,
    await mailPageUrl(formSecret(context.cloudflare.env), origin, checked.email),
  );
  try {
    await send({
      to: checked.email,
      subject: `[Test] ${mail.subject}`,
      text: mail.text,
      html: mail.html,
      headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": `${ONE_CLICK_FIELD.name}=${ONE_CLICK_FIELD.value}` },
    });
  } catch (e) {
    console.error(`newsletter: test of ${issue.slug} not sent:`, e instanceof Error ? e.message : e);
    return ask({ email: checked.email, error: "The mail service didn't take it just now. Please try again in a minute." }, 503);
  }
  console.log(`newsletter: a test of ${issue.slug} sent from the send page`);
  return ask({ sent: checked.email });
}

export async function sendIssueAction(args: ActionFunctionArgs) {
  const issue = await signedIssue(args);
  if (!issue) return data<Page>({ state: "refused" }, 403);
  // The Send button posts nothing but itself; a body that is no form is that button.
  const form = await args.request.formData().catch(() => new FormData());
  try {
    if (form.get("intent") === "test") return await sendTest(args, issue, form.get("email"));
    const queued = await startSend(getDb(args.context), issue.slug);
    if (queued !== null) console.log(`newsletter: ${issue.slug} queued for ${queued} subscribers by the owner's link`);
  } catch (e) {
    return unavailable(e);
  }
  const url = new URL(args.request.url);
  return redirect(`${url.pathname}${url.search}`, 303);
}
