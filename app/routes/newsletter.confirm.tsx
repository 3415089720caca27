import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { AskPage, DonePage, NOT_ASKED, TroublePage, type Troubles, useSignedPage } from "~/components/SignedLinkPage";
import { getDb, siteOrigin } from "~/utils/load-context.server";
import { sendWelcome } from "~/newsletter/welcome.server";
import { formSecret } from "~/forms/guard.server";
import { confirmSubscription, subscriptionState } from "~/models/subscription.server";
import { CONFIRM_WITHIN_DAYS } from "~/utils/mailing-list";
import { SIGNED_PAGE_HEADERS, verifyConfirm } from "~/utils/signed-links.server";
import { confirmationLink, donePage, unavailablePage } from "~/utils/signed-page.server";
import { SITE } from "~/utils/site";

// The link in the confirmation mail. Opening it only asks (mail scanners open links); the button confirms.

type Page = { state: "ask" | "confirmed" | "already"; email: string } | { state: "expired" | "refused" | "unavailable"; email?: undefined };

const WEEK_MS = CONFIRM_WITHIN_DAYS * 24 * 3600 * 1000;

const signedLink = (request: Request, context: LoaderFunctionArgs["context"]) =>
  confirmationLink(request, (email, sentAt, sig) => verifyConfirm(formSecret(context.cloudflare.env), email, sentAt, sig), WEEK_MS);

const unavailable = (e: unknown) => unavailablePage(e, "newsletter confirmation");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = await signedLink(request, context);
  if (!link) return data<Page>({ state: "refused" }, 403);
  try {
    const state = await subscriptionState(getDb(context), link.email, link.sentAt);
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
    const db = getDb(context);
    const result = await confirmSubscription(db, link.email, link.sentAt);
    if (result === "expired") return data<Page>({ state: "expired" }, 410);
    if (result === "confirmed") {
      console.log("newsletter: an address confirmed its subscription");
      // After the answer; if it fails, the welcome stays due and the Cron Trigger sends it.
      if (context.sendReaderMail)
        context.cloudflare.ctx.waitUntil(
          sendWelcome(db, context.sendReaderMail, formSecret(context.cloudflare.env), siteOrigin(context, request), link.email),
        );
    }
  } catch (e) {
    return unavailable(e);
  }
  return donePage(request);
}

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
  const page = useSignedPage<Page>();
  if (page.email === undefined)
    return <TroublePage trouble={TROUBLE[page.state]} onward={{ to: "/#newsletter-heading", label: "Subscribe again" }} />;
  if (page.state !== "ask") {
    return (
      <DonePage title={page.state === "confirmed" ? "You're subscribed" : "You're already subscribed"}>
        The {SITE.name} newsletter will go to <strong>{page.email}</strong>. Every one has a link at the bottom to stop it.
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
