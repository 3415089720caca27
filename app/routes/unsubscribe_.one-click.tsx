import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { getDb } from "~/context.server";
import { DatabaseError } from "~/db.server";
import { formSecret } from "~/forms/guard.server";
import { isSubscribed } from "~/models/subscription.server";
import { ONE_CLICK_FIELD } from "~/newsletter/one-click";
import { verifyUnsubscribe } from "~/signed-links.server";
import { SITE } from "~/site";

// GET /unsubscribe/one-click?email=…&sig=…: the newsletter's signed
// unsubscribe link (made by `npm run subscribers`). Opening it only asks;
// its button, and a mail provider's RFC 8058 one-click POST, go to the
// worker's handler for the same address (worker/unsubscribe.ts).

type Page = { state: "ask" | "gone"; email: string; done: boolean } | { state: "refused" | "unavailable" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const email = url.searchParams.get("email") ?? "";
  const valid = await verifyUnsubscribe(formSecret(context.cloudflare.env), email, url.searchParams.get("sig"));
  if (!valid) return data<Page>({ state: "refused" }, 403);
  try {
    const listed = await isSubscribed(getDb(context), email);
    return data<Page>({ state: listed ? "ask" : "gone", email, done: url.searchParams.has("done") }, 200);
  } catch (e) {
    if (!(e instanceof DatabaseError)) throw e;
    console.error("one-click unsubscribe page: database unavailable:", e.message);
    return data<Page>({ state: "unavailable" }, 503);
  }
}

export const headers: HeadersFunction = () => ({ "cache-control": "no-store", "x-robots-tag": "noindex" });

export default function OneClickUnsubscribe() {
  const page = useLoaderData<typeof loader>() as Page;
  if (!("email" in page)) {
    return (
      <div className="page narrow moderation">
        <h1>{page.state === "refused" ? "This link isn't valid" : "The list can't be reached just now"}</h1>
        <p>
          {page.state === "refused"
            ? "It may have been cut short or changed on its way. Use the whole link from the newsletter, or type your address on the unsubscribe page."
            : "Nothing was changed. Please try again in a minute."}
        </p>
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
          {/* A plain form: it posts to this very address (signature included), with or without JavaScript. */}
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
