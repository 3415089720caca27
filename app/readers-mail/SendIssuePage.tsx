// The owner's send page as it shows (its loader and action: ./send-issue-page.server.ts): the question with a test
// form, then how far the send has got.
import { Link } from "@remix-run/react";
import { Field } from "~/forms/Field";
import { SEND_LINK_DAYS, subscribersText } from "~/mailing/mailing-list";
import { SignedLinkPage, TroublePage, type Troubles, useSignedPage } from "~/mailing/SignedLinkPage";
import { EMAIL_FIELD, TESTS_PER_DAY } from "./newsletter-fields";
import type { Page } from "./send-issue-page.server";

const TROUBLE: Troubles<"refused" | "unavailable"> = {
  refused: {
    title: "This link isn't valid",
    text: `It may have been cut short or changed on its way, the issue may not be due yet, or the link is more than ${SEND_LINK_DAYS} days old. Open it again from the preview mail, the whole of it. Nothing was sent.`,
  },
  unavailable: { title: "The list can't be reached just now", text: "Nothing was sent. Please try the link again in a minute." },
};

export function SendIssue() {
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
