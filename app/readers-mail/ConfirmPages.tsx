// The confirmation links' pages as they show (their loaders and actions: ./confirm-pages.server.ts).
import { Link } from "@remix-run/react";
import { CONFIRM_WITHIN_DAYS } from "~/mailing/mailing-list";
import { AskPage, DonePage, NOT_ASKED, TroublePage, type Troubles, useSignedPage } from "~/mailing/SignedLinkPage";
import { SITE } from "~/utils/site";
import { noticeGapWords } from "./notice-gap";
import type { ConfirmationPage } from "./signed-page.server";

const NEWSLETTER_TROUBLE: Troubles<"refused" | "expired" | "unavailable"> = {
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

export function ConfirmSubscription() {
  const page = useSignedPage<ConfirmationPage>();
  if (page.email === undefined)
    return <TroublePage trouble={NEWSLETTER_TROUBLE[page.state]} onward={{ to: "/#newsletter-heading", label: "Subscribe again" }} />;
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

const REPLY_NOTICES_TROUBLE: Troubles<"refused" | "expired" | "unavailable"> = {
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

export function ConfirmReplyNotices() {
  const page = useSignedPage<ConfirmationPage>();
  if (page.email === undefined) return <TroublePage trouble={REPLY_NOTICES_TROUBLE[page.state]} />;
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
