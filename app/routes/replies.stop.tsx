import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { AskPage, DonePage, type Onward, TroublePage, type Troubles, useSignedPage } from "~/mailing/SignedLinkPage";
import { Link } from "@remix-run/react";
import { getDb } from "~/utils/load-context.server";
import { expectDatabaseFailure } from "~/utils/db.server";
import { formSecret } from "~/forms/guard.server";
import { stopAllThreads, stopThread } from "~/readers-mail/reply-watches.server";
import { mailPagePath, SIGNED_PAGE_HEADERS, verifyReplyStop } from "~/mailing/signed-links.server";
import { threadOnward } from "~/readers-mail/reply-notices.server";
import { donePage } from "~/readers-mail/signed-page.server";
import { fromThisSite } from "~/forms/same-site";
import { SITE } from "~/utils/site";

// A reply notice's "stop" links: one conversation, or all. Opening one only asks (mail scanners open links); its button,
// or a mail app's one-click post of the notice's List-Unsubscribe, stops.

type Scope = number | "all";
type Page =
  | { state: "ask" | "stopped"; email: string; all: boolean; back?: Onward | null; mailPage?: string }
  | { state: "refused" | "unavailable"; email?: undefined };

async function signedLink(request: Request, context: LoaderFunctionArgs["context"]): Promise<{ email: string; scope: Scope } | null> {
  const url = new URL(request.url);
  const email = url.searchParams.get("email") ?? "";
  const thread = url.searchParams.get("thread") ?? "";
  const scope: Scope | null = thread === "all" ? "all" : /^[1-9][0-9]{0,15}$/.test(thread) ? Number(thread) : null;
  if (!email || scope === null) return null;
  if (!(await verifyReplyStop(formSecret(context.cloudflare.env), email, scope, url.searchParams.get("sig")))) return null;
  return { email, scope };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = await signedLink(request, context);
  if (!link) return data<Page>({ state: "refused" }, 403);
  const done = new URL(request.url).searchParams.has("done");
  const scope = link.scope;
  // Where the reader came from, when the link names its conversation; the page stands without it.
  const back =
    scope === "all"
      ? null
      : await threadOnward(getDb(context), scope).catch((e: unknown) => {
          expectDatabaseFailure(e, "reply notices: stop page without its recipe");
          return null;
        });
  // Once stopped, the reader's page for all their mail, showing this conversation's Undo.
  const stopped = scope === "all" ? "" : `&stopped=${scope}`;
  const mailPage = done ? `${await mailPagePath(formSecret(context.cloudflare.env), link.email, Date.now())}${stopped}` : undefined;
  return data<Page>({ state: done ? "stopped" : "ask", email: link.email, all: scope === "all", back, mailPage });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const link = await signedLink(request, context);
  if (!link) return data<Page>({ state: "refused" }, 403);
  try {
    const db = getDb(context);
    if (link.scope === "all") await stopAllThreads(db, link.email);
    else await stopThread(db, link.email, link.scope);
  } catch (e) {
    expectDatabaseFailure(e, "reply notices: stop not saved");
    return data<Page>({ state: "unavailable" }, 503);
  }
  // A mail app's Unsubscribe (the notice's RFC 8058 List-Unsubscribe) gets a 200; a reader pressing the button, the page.
  if (!fromThisSite(request)) return data<Page>({ state: "stopped", email: link.email, all: link.scope === "all" });
  return donePage(request);
}

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

const TROUBLE: Troubles<"refused" | "unavailable"> = {
  refused: { title: "This link isn't valid", text: "It may have been cut short or changed on its way. Use the whole link from the mail." },
  unavailable: { title: "The site can't save that just now", text: "Nothing was changed. Please try again in a minute." },
};

export default function StopReplyNotices() {
  const page = useSignedPage<Page>();
  if (page.email === undefined) return <TroublePage trouble={TROUBLE[page.state]} />;
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

export const meta: MetaFunction = () => [{ title: `Stop reply e-mails | ${SITE.name}` }, { name: "robots", content: "noindex" }];
