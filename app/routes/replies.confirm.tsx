import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
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

const TROUBLE = {
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
  const answered = useActionData<typeof action>() as Page | undefined;
  const loaded = useLoaderData<typeof loader>() as Page;
  const page = answered ?? loaded;
  if (page.email === undefined) {
    return (
      <div className="page narrow moderation">
        <h1>{TROUBLE[page.state].title}</h1>
        <p>{TROUBLE[page.state].text}</p>
        <p>
          <Link to="/">Back to the recipes</Link>
        </p>
      </div>
    );
  }
  if (page.state !== "ask") {
    return (
      <div className="page narrow moderation">
        <h1>{page.state === "confirmed" ? "Reply e-mails are on" : "Reply e-mails were already on"}</h1>
        <p role="status">
          Replies to your comments will be e-mailed to <strong>{page.email}</strong>, at most one mail an hour for each conversation. Every
          one has links to stop them.
        </p>
        <p className="muted">
          <Link to="/">Back to the recipes</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page narrow moderation">
      <h1>E-mail you about replies?</h1>
      <p>
        Send an e-mail to <strong>{page.email}</strong> when someone replies to a comment you asked about on {SITE.name}?
      </p>
      {/* Posts to this very address: the signature is its permission. */}
      <form method="post" className="moderation-form">
        <button type="submit" className="button">
          Yes, e-mail me about replies
        </button>
      </form>
      <p className="muted">Didn't ask for it? Close this page: nothing will be sent.</p>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: `Confirm reply e-mails | ${SITE.name}` }, { name: "robots", content: "noindex" }];
