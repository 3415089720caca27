import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { SignedLinkPage, TroublePage, type Troubles, useSignedPage } from "~/mailing/SignedLinkPage";
import { getDb, siteOrigin } from "~/utils/load-context.server";
import { formSecret } from "~/forms/guard.server";
import { confirmedCount, sendState, startSend, type SendState } from "~/readers-mail/newsletter-send.server";
import { takeDailyMail } from "~/readers-mail/subscription.server";
import { findPublishedIssue, type Issue } from "~/readers-mail/issues";
import { issueMail, personalIssueMail } from "~/readers-mail/issue-mail";
import { mailPageUrl } from "~/readers-mail/mail-page-link.server";
import { checkEmail } from "~/readers-mail/newsletter-schema.server";
import { EMAIL_FIELD } from "~/readers-mail/newsletter-fields";
import { Field } from "~/forms/Field";
import { ONE_CLICK_FIELD, SEND_LINK_DAYS, subscribersText } from "~/mailing/mailing-list";
import { SIGNED_PAGE_HEADERS, unsubscribePath, verifySendIssue } from "~/mailing/signed-links.server";
import { unavailablePage } from "~/readers-mail/signed-page.server";
import { SITE } from "~/utils/site";

// The owner's "Send to N subscribers" link from the preview mail. Opening it only asks; the button starts the send.

/** The test form's answer: where the test went, or what was wrong with what was typed (kept). */
type Test = { sent: string } | { email: string; error: string };

type Page =
  | { state: "ask"; slug: string; subject: string; count: number; test?: Test }
  | { state: "sending" | "sent"; slug: string; subject: string; progress: SendState }
  | { state: "refused" | "unavailable" };

async function signedIssue({ request, params, context }: LoaderFunctionArgs) {
  const issue = findPublishedIssue(params.slug ?? "");
  if (!issue) return null;
  return (await verifySendIssue(formSecret(context.cloudflare.env), issue.slug, new URL(request.url), issue.date)) ? issue : null;
}

const unavailable = (e: unknown) => unavailablePage(e, "newsletter send page");

export async function loader(args: LoaderFunctionArgs) {
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

const TESTS_PER_DAY = 5;

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

export async function action(args: ActionFunctionArgs) {
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

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

const TROUBLE: Troubles<"refused" | "unavailable"> = {
  refused: {
    title: "This link isn't valid",
    text: `It may have been cut short or changed on its way, the issue may not be due yet, or the link is more than ${SEND_LINK_DAYS} days old. Open it again from the preview mail, the whole of it. Nothing was sent.`,
  },
  unavailable: { title: "The list can't be reached just now", text: "Nothing was sent. Please try the link again in a minute." },
};

export default function SendIssue() {
  const page = useSignedPage<Page>();
  if (!("slug" in page)) return <TroublePage trouble={TROUBLE[page.state]} onward={null} />;
  if (page.state === "ask") {
    const test = page.test;
    return (
      <SignedLinkPage title={<>Send “{page.subject}”?</>}>
        <p>
          It goes to {page.count === 1 ? "the one confirmed subscriber" : `the ${page.count} confirmed subscribers`} (the count now, as this
          page was made), a batch at a time over the next few minutes. You'll get a mail when it's done.
        </p>
        {/* Its own form: a test sends nothing to the list, and what was typed comes back with its error. */}
        <form method="post" className="newsletter-test-form">
          <input type="hidden" name="intent" value="test" />
          <Field
            id="test-email"
            label="Send a test to"
            hint={`Any address: it gets the readers' mail, marked [Test]. Up to ${TESTS_PER_DAY} a day.`}
            error={test && "error" in test ? test.error : undefined}
            className="field"
          >
            {(control) => (
              <div className="newsletter-row">
                <input {...control} {...EMAIL_FIELD} defaultValue={test && "error" in test ? test.email : ""} />
                <button type="submit" className="button">
                  Send a test
                </button>
              </div>
            )}
          </Field>
          <p role="status" className="newsletter-message">
            {test && "sent" in test ? `A test went to ${test.sent}. Nothing went to the list.` : ""}
          </p>
        </form>
        <form method="post" className="moderation-form">
          <button type="submit" className="button">
            {`Send to ${subscribersText(page.count)}`}
          </button>
        </form>
        <p className="muted">
          <Link to={`/newsletter/${page.slug}`}>Read it on the site first</Link>
        </p>
      </SignedLinkPage>
    );
  }
  const p = page.progress;
  return (
    <SignedLinkPage title={page.state === "sent" ? `“${page.subject}” has gone out` : `Sending “${page.subject}”`}>
      <p role="status">
        {p.sent} of {p.recipients ?? 0} sent
        {p.waiting > 0 ? `, ${p.waiting} to go` : ""}
        {p.failed > 0 ? `, ${p.failed} failed` : ""}
        {p.skipped > 0 ? `, ${p.skipped} skipped (unsubscribed before their turn)` : ""}.{" "}
        {page.state === "sent"
          ? "Each address got it once; a report of these numbers is in your inbox."
          : "It goes out in batches every few minutes; reload this page to see how far it has got. Nobody gets it twice."}
      </p>
    </SignedLinkPage>
  );
}

export const meta: MetaFunction = () => [{ title: `Send the newsletter | ${SITE.name}` }, { name: "robots", content: "noindex" }];
