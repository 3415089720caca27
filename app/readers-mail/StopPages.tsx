// The stop links' pages as they show (their loaders and actions: ./stop-pages.server.ts).
import { Link } from "@remix-run/react";
import { ONE_CLICK_FIELD } from "~/mailing/mailing-list";
import { AskPage, BackToRecipes, DonePage, TroublePage, type Troubles, useSignedPage } from "~/mailing/SignedLinkPage";
import { SITE } from "~/utils/site";
import type { StopRepliesPage, UnsubscribePage } from "./stop-pages.server";

const STOP_REPLIES_TROUBLE: Troubles<"refused" | "unavailable"> = {
  refused: { title: "This link isn't valid", text: "It may have been cut short or changed on its way. Use the whole link from the mail." },
  unavailable: { title: "The site can't save that just now", text: "Nothing was changed. Please try again in a minute." },
};

export function StopReplyNotices() {
  const page = useSignedPage<StopRepliesPage>();
  if (page.email === undefined) return <TroublePage trouble={STOP_REPLIES_TROUBLE[page.state]} />;
  const what = page.all ? "any conversation" : "this conversation";
  if (page.state === "stopped") {
    return (
      <DonePage title="Stopped" mailPage={page.mailPage} back={page.back}>
        No more e-mails about replies in {what} will go to <strong>{page.email}</strong>.
      </DonePage>
    );
  }
  return (
    <AskPage
      title="Stop reply e-mails?"
      question={
        <>
          Stop e-mailing <strong>{page.email}</strong> about replies in {what} on {SITE.name}?
        </>
      }
      button={{ label: page.all ? "Stop all reply e-mails" : "Stop e-mails about this conversation", danger: true }}
    >
      <p className="muted">
        <Link to={page.back?.to ?? "/"}>{page.back?.label ?? "Back to the recipes"}</Link>
      </p>
    </AskPage>
  );
}

const UNSUBSCRIBE_TROUBLE: Troubles<"refused" | "unavailable" | "not-one-click"> = {
  refused: {
    title: "This link isn't valid",
    text: "It may have been cut short or changed on its way. Use the whole link from the newsletter, or type your address on the unsubscribe page.",
  },
  unavailable: { title: "The list can't be reached just now", text: "Nothing was changed. Please try again in a minute." },
  "not-one-click": {
    title: "Nothing was changed",
    text: `An unsubscribe post says ${ONE_CLICK_FIELD.name}=${ONE_CLICK_FIELD.value}. Use the page's Unsubscribe button.`,
  },
};

export function OneClickUnsubscribe() {
  const page = useSignedPage<UnsubscribePage>();
  if (!("email" in page))
    return <TroublePage trouble={UNSUBSCRIBE_TROUBLE[page.state]} onward={{ to: "/unsubscribe", label: "Go to the unsubscribe page" }} />;
  if (page.state === "gone") {
    return (
      <DonePage title={page.done ? "You are now unsubscribed" : "You are already unsubscribed"} mailPage={page.mailPage}>
        <strong>{page.email}</strong> is not on the newsletter list, so no more newsletters go to it. The recipes stay right here.
      </DonePage>
    );
  }
  return (
    <AskPage
      title="Unsubscribe"
      question={
        <>
          Stop sending the {SITE.name} newsletter to <strong>{page.email}</strong>?
        </>
      }
      button={{ label: "Unsubscribe", danger: true, field: ONE_CLICK_FIELD }}
    >
      <BackToRecipes />
    </AskPage>
  );
}
