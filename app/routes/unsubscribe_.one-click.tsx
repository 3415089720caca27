import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { AskPage, BackToRecipes, DonePage, TroublePage, type Troubles, useSignedPage } from "~/mailing/SignedLinkPage";
import { getDb } from "~/utils/load-context.server";
import { expectDatabaseFailure } from "~/utils/db.server";
import { formSecret } from "~/forms/guard.server";
import { fromThisSite } from "~/forms/same-site";
import { isSubscribed, unsubscribeEmail } from "~/readers-mail/subscription.server";
import { ONE_CLICK_FIELD } from "~/mailing/mailing-list";
import { mailPagePath, SIGNED_PAGE_HEADERS, verifyUnsubscribe } from "~/mailing/signed-links.server";
import { donePage } from "~/readers-mail/signed-page.server";
import { SITE } from "~/utils/site";

// Opening the signed link only asks (mail scanners open links); the button or an RFC 8058 one-click POST acts.

type Page =
  { state: "ask" | "gone"; email: string; done: boolean; mailPage?: string } | { state: "refused" | "unavailable" | "not-one-click" };

async function signedEmail(request: Request, context: LoaderFunctionArgs["context"]): Promise<string | null> {
  const url = new URL(request.url);
  const email = url.searchParams.get("email") ?? "";
  return (await verifyUnsubscribe(formSecret(context.cloudflare.env), email, url.searchParams.get("sig"))) ? email : null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const email = await signedEmail(request, context);
  if (email === null) return data<Page>({ state: "refused" }, 403);
  try {
    const listed = await isSubscribed(getDb(context), email);
    const done = url.searchParams.has("done");
    // Once off the list, the reader's page for all their mail, with the newsletter's Undo on it.
    const mailPage =
      done && !listed ? `${await mailPagePath(formSecret(context.cloudflare.env), email, Date.now())}&stopped=newsletter` : undefined;
    return data<Page>({ state: listed ? "ask" : "gone", email, done, mailPage }, 200);
  } catch (e) {
    expectDatabaseFailure(e, "one-click unsubscribe page: database unavailable");
    return data<Page>({ state: "unavailable" }, 503);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const email = await signedEmail(request, context);
  if (email === null) return data<Page>({ state: "refused" }, 403);
  const form = await request.formData().catch(() => null);
  if (form?.get(ONE_CLICK_FIELD.name) !== ONE_CLICK_FIELD.value) return data<Page>({ state: "not-one-click" }, 400);
  try {
    const removed = await unsubscribeEmail(getDb(context), email);
    console.log(`one-click unsubscribe: ${removed ? "removed" : "was not on the list"}`);
  } catch (e) {
    expectDatabaseFailure(e, "one-click unsubscribe failed");
    return data<Page>({ state: "unavailable" }, 503);
  }
  // A reader pressing the page's button gets the page again, saying so; a mail provider a 200.
  if (!fromThisSite(request)) return data<Page>({ state: "gone", email, done: true }, { headers: { "cache-control": "no-store" } });
  return donePage(request);
}

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

const TROUBLE: Troubles<"refused" | "unavailable" | "not-one-click"> = {
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

export default function OneClickUnsubscribe() {
  const page = useSignedPage<Page>();
  if (!("email" in page))
    return <TroublePage trouble={TROUBLE[page.state]} onward={{ to: "/unsubscribe", label: "Go to the unsubscribe page" }} />;
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

export const meta: MetaFunction = () => [{ title: `Unsubscribe | ${SITE.name}` }, { name: "robots", content: "noindex" }];
