import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { getDb } from "~/utils/load-context.server";
import { DatabaseError } from "~/utils/db.server";
import { formSecret } from "~/forms/guard.server";
import { fromThisSite } from "~/forms/same-site";
import { isSubscribed, unsubscribeEmail } from "~/models/subscription.server";
import { ONE_CLICK_FIELD } from "~/utils/mailing-list";
import { SIGNED_PAGE_HEADERS, verifyUnsubscribe } from "~/utils/signed-links.server";
import { donePage } from "~/utils/signed-page.server";
import { SITE } from "~/utils/site";

// Opening the signed link only asks (mail scanners open links); the button or an RFC 8058 one-click POST acts.

type Page = { state: "ask" | "gone"; email: string; done: boolean } | { state: "refused" | "unavailable" | "not-one-click" };

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
    return data<Page>({ state: listed ? "ask" : "gone", email, done: url.searchParams.has("done") }, 200);
  } catch (e) {
    if (!(e instanceof DatabaseError)) throw e;
    console.error("one-click unsubscribe page: database unavailable:", e.message);
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
    if (!(e instanceof DatabaseError)) throw e;
    console.error("one-click unsubscribe failed:", e.message);
    return data<Page>({ state: "unavailable" }, 503);
  }
  // A reader pressing the page's button gets the page again, saying so; a mail provider a 200.
  if (!fromThisSite(request)) return data<Page>({ state: "gone", email, done: true }, { headers: { "cache-control": "no-store" } });
  return donePage(request);
}

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

const TROUBLE = {
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
  const answered = useActionData<typeof action>();
  const loaded = useLoaderData<typeof loader>();
  const page = (answered ?? loaded) as Page;
  if (!("email" in page)) {
    return (
      <div className="page narrow moderation">
        <h1>{TROUBLE[page.state].title}</h1>
        <p>{TROUBLE[page.state].text}</p>
        <p>
          <Link to="/unsubscribe">Go to the unsubscribe page</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page narrow moderation">
      <h1>{page.state === "gone" ? (page.done ? "You are now unsubscribed" : "You are already unsubscribed") : "Unsubscribe"}</h1>
      {page.state === "gone" ? (
        <p role="status">
          <strong>{page.email}</strong> is not on the newsletter list, so no more newsletters go to it. The recipes stay right here.
        </p>
      ) : (
        <>
          <p>
            Stop sending the {SITE.name} newsletter to <strong>{page.email}</strong>?
          </p>
          <form method="post" className="moderation-form">
            <input type="hidden" name={ONE_CLICK_FIELD.name} value={ONE_CLICK_FIELD.value} />
            <button type="submit" className="button button-danger">
              Unsubscribe
            </button>
          </form>
        </>
      )}
      <p className="muted">
        <Link to="/">Back to the recipes</Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: `Unsubscribe | ${SITE.name}` }, { name: "robots", content: "noindex" }];
