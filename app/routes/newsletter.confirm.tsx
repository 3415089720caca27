import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { AskPage, DonePage, NOT_ASKED, TroublePage, type Troubles, useSignedPage } from "~/mailing/SignedLinkPage";
import { siteOrigin } from "~/utils/load-context.server";
import { sendWelcome } from "~/readers-mail/welcome.server";
import { formSecret } from "~/forms/guard.server";
import { confirmSubscription, subscriptionState } from "~/readers-mail/subscription.server";
import { CONFIRM_WITHIN_DAYS } from "~/mailing/mailing-list";
import { mailPagePath, SIGNED_PAGE_HEADERS, verifyConfirm } from "~/mailing/signed-links.server";
import { confirmationAction, type ConfirmationFlow, confirmationLoader, type ConfirmationPage } from "~/readers-mail/signed-page.server";
import { SITE } from "~/utils/site";
import { Link } from "@remix-run/react";

// The link in the confirmation mail. Opening it only asks (mail scanners open links); the button confirms.

const FLOW: ConfirmationFlow = {
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

export const loader = (args: LoaderFunctionArgs) => confirmationLoader(args, FLOW);
export const action = (args: ActionFunctionArgs) => confirmationAction(args, FLOW);

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

const TROUBLE: Troubles<"refused" | "expired" | "unavailable"> = {
  refused: {
    title: "This link isn't valid",
    text: "It may have been cut short or changed on its way. Use the whole link from the mail, or subscribe again from the home page.",
  },
  expired: {
    title: "This link has expired",
    text: `A confirmation link works for ${CONFIRM_WITHIN_DAYS} days, and only for the request it was sent for: after an unsubscribe, the next subscription has a link of its own. Use the newest mail's link, or subscribe again and a fresh one will come.`,
  },
  unavailable: { title: "The list can't be reached just now", text: "Nothing was changed. Please try the link again in a minute." },
};

export default function ConfirmSubscription() {
  const page = useSignedPage<ConfirmationPage>();
  if (page.email === undefined)
    return <TroublePage trouble={TROUBLE[page.state]} onward={{ to: "/#newsletter-heading", label: "Subscribe again" }} />;
  if (page.state !== "ask") {
    return (
      <DonePage title={page.state === "confirmed" ? "You're subscribed" : "You're already subscribed"} mailPage={page.mailPage}>
        The {SITE.name} newsletter will go to <strong>{page.email}</strong>.{" "}
        {page.state === "confirmed" ? "A welcome mail is on its way there now, with the latest issue. " : ""}
        Every issue so far is in <Link to="/newsletter">the archive</Link>, and every one has a link at the bottom to stop it.
      </DonePage>
    );
  }
  return (
    <AskPage
      title="Confirm your subscription"
      question={
        <>
          Send the {SITE.name} newsletter to <strong>{page.email}</strong>? Occasional inspiration, kitchen tips, seasonal favorites, and
          more.
        </>
      }
      button={{ label: "Yes, send me the newsletter" }}
    >
      {NOT_ASKED}
    </AskPage>
  );
}

export const meta: MetaFunction = () => [{ title: `Confirm your subscription | ${SITE.name}` }, { name: "robots", content: "noindex" }];
