import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { AskPage, DonePage, NOT_ASKED, TroublePage, type Troubles, useSignedPage } from "~/components/SignedLinkPage";
import { getDb } from "~/utils/load-context.server";
import { formSecret } from "~/forms/guard.server";
import { confirmReplyAddress, replyAddressState } from "~/models/reply-notice.server";
import { CONFIRM_WITHIN_DAYS } from "~/utils/mailing-list";
import { SIGNED_PAGE_HEADERS, verifyReplyConfirm } from "~/utils/signed-links.server";
import { confirmationLink, donePage, unavailablePage } from "~/utils/signed-page.server";
import { SITE } from "~/utils/site";

// The link in the reply notices' confirmation mail. Opening it only asks (mail scanners open links); the button confirms.

type Page = { state: "ask" | "confirmed" | "already"; email: string } | { state: "expired" | "refused" | "unavailable"; email?: undefined };

const WEEK_MS = CONFIRM_WITHIN_DAYS * 24 * 3600 * 1000;

const signedLink = (request: Request, context: LoaderFunctionArgs["context"]) =>
  confirmationLink(request, (email, askedAt, sig) => verifyReplyConfirm(formSecret(context.cloudflare.env), email, askedAt, sig), WEEK_MS);

const unavailable = (e: unknown) => unavailablePage(e, "reply-notice confirmation");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = await signedLink(request, context);
  if (!link) return data<Page>({ state: "refused" }, 403);
  try {
    const state = await replyAddressState(getDb(context), link.email);
    if (state === "confirmed") {
      const done = new URL(request.url).searchParams.has("done");
      return data<Page>({ state: done ? "confirmed" : "already", email: link.email });
    }
    if (state === "none" || !link.fresh) return data<Page>({ state: "expired" }, 410);
    return data<Page>({ state: "ask", email: link.email });
  } catch (e) {
    return unavailable(e);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const link = await signedLink(request, context);
  if (!link) return data<Page>({ state: "refused" }, 403);
  if (!link.fresh) return data<Page>({ state: "expired" }, 410);
  try {
    const result = await confirmReplyAddress(getDb(context), link.email, link.sentAt);
    if (result === "expired") return data<Page>({ state: "expired" }, 410);
    if (result === "confirmed") console.log("reply notices: an address confirmed");
  } catch (e) {
    return unavailable(e);
  }
  return donePage(request);
}

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
  const page = useSignedPage<Page>();
  if (page.email === undefined) return <TroublePage trouble={TROUBLE[page.state]} />;
  if (page.state !== "ask") {
    return (
      <DonePage title={page.state === "confirmed" ? "Reply e-mails are on" : "Reply e-mails were already on"}>
        Replies to your comments will be e-mailed to <strong>{page.email}</strong>, at most one mail an hour for each conversation. Every
        one has links to stop them.
      </DonePage>
    );
  }
  return (
    <AskPage
      title="E-mail you about replies?"
      question={
        <>
          Send an e-mail to <strong>{page.email}</strong> when someone replies to a comment you asked about on {SITE.name}?
        </>
      }
      button={{ label: "Yes, e-mail me about replies" }}
    >
      {NOT_ASKED}
    </AskPage>
  );
}

export const meta: MetaFunction = () => [{ title: `Confirm reply e-mails | ${SITE.name}` }, { name: "robots", content: "noindex" }];
