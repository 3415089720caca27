import { noticeGapWords } from "~/readers-mail/notice-gap";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { AskPage, DonePage, NOT_ASKED, TroublePage, type Troubles, useSignedPage } from "~/mailing/SignedLinkPage";
import { formSecret } from "~/forms/guard.server";
import { confirmReplyNotices, replyNoticesState } from "~/readers-mail/reply-watches.server";
import { replyConsentCookie, threadOnward } from "~/readers-mail/reply-notices.server";
import { CONFIRM_WITHIN_DAYS } from "~/mailing/mailing-list";
import { mailPagePath, SIGNED_PAGE_HEADERS, verifyReplyConfirm } from "~/mailing/signed-links.server";
import { confirmationAction, type ConfirmationFlow, confirmationLoader, type ConfirmationPage } from "~/readers-mail/signed-page.server";
import { SITE } from "~/utils/site";

// The link in the reply notices' confirmation mail. Opening it only asks (mail scanners open links); the button confirms.

const FLOW: ConfirmationFlow = {
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

export const loader = (args: LoaderFunctionArgs) => confirmationLoader(args, FLOW);
export const action = (args: ActionFunctionArgs) => confirmationAction(args, FLOW);

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

const TROUBLE: Troubles<"refused" | "expired" | "unavailable"> = {
  refused: {
    title: "This link isn't valid",
    text: "It may have been cut short or changed on its way. Use the whole link from the mail, or tick the box again with your next comment.",
  },
  expired: {
    title: "This link has expired",
    text: `A confirmation link works for ${CONFIRM_WITHIN_DAYS} days, and only for the latest time the box was ticked. Tick "E-mail me when someone replies" again and a fresh one will come.`,
  },
  unavailable: { title: "The site can't save that just now", text: "Nothing was changed. Please try the link again in a minute." },
};

export default function ConfirmReplyNotices() {
  const page = useSignedPage<ConfirmationPage>();
  if (page.email === undefined) return <TroublePage trouble={TROUBLE[page.state]} />;
  if (page.state !== "ask") {
    return (
      <DonePage
        title={page.state === "confirmed" ? "Reply e-mails are on" : "Reply e-mails were already on"}
        mailPage={page.mailPage}
        back={page.back}
      >
        Replies in that conversation will be e-mailed to <strong>{page.email}</strong>, at most one mail {noticeGapWords()}. Every one has
        links to stop them. Ticking the box on this device with this address again needs no new mail.
      </DonePage>
    );
  }
  return (
    <AskPage
      title="E-mail you about replies?"
      question={
        <>
          Send an e-mail to <strong>{page.email}</strong> when someone replies in the conversation you asked about on {SITE.name}?
        </>
      }
      button={{ label: "Yes, e-mail me about replies" }}
    >
      {NOT_ASKED}
    </AskPage>
  );
}

export const meta: MetaFunction = () => [{ title: `Confirm reply e-mails | ${SITE.name}` }, { name: "robots", content: "noindex" }];
