// The stop links' pages: a reply notice's (one conversation, or all) and the newsletter's one-click unsubscribe. Each
// stops at its button, or at a mail app's RFC 8058 one-click post of the mail's List-Unsubscribe.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formSecret } from "~/forms/guard.server";
import { fromThisSite } from "~/forms/same-site";
import type { Onward } from "~/mailing/SignedLinkPage";
import { ONE_CLICK_FIELD } from "~/mailing/mailing-list";
import { mailPagePath, verifyReplyStop, verifyUnsubscribe } from "~/mailing/signed-links.server";
import { expectDatabaseFailure } from "~/utils/db.server";
import { getDb } from "~/utils/load-context.server";
import { threadOnward } from "./reply-notices.server";
import { stopAllThreads, stopThread } from "./reply-watches.server";
import { donePage } from "./signed-page.server";
import { isSubscribed, unsubscribeEmail } from "./subscription.server";

// A reply notice's "stop" links: one conversation, or all.

type Scope = number | "all";
export type StopRepliesPage =
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

export async function stopRepliesLoader({ request, context }: LoaderFunctionArgs) {
  const link = await signedLink(request, context);
  if (!link) return data<StopRepliesPage>({ state: "refused" }, 403);
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
  return data<StopRepliesPage>({ state: done ? "stopped" : "ask", email: link.email, all: scope === "all", back, mailPage });
}

export async function stopRepliesAction({ request, context }: ActionFunctionArgs) {
  const link = await signedLink(request, context);
  if (!link) return data<StopRepliesPage>({ state: "refused" }, 403);
  try {
    const db = getDb(context);
    if (link.scope === "all") await stopAllThreads(db, link.email);
    else await stopThread(db, link.email, link.scope);
  } catch (e) {
    expectDatabaseFailure(e, "reply notices: stop not saved");
    return data<StopRepliesPage>({ state: "unavailable" }, 503);
  }
  // A mail app's Unsubscribe (the notice's RFC 8058 List-Unsubscribe) gets a 200; a reader pressing the button, the page.
  if (!fromThisSite(request)) return data<StopRepliesPage>({ state: "stopped", email: link.email, all: link.scope === "all" });
  return donePage(request);
}

// The newsletter's unsubscribe link (/unsubscribe/one-click).

export type UnsubscribePage =
  { state: "ask" | "gone"; email: string; done: boolean; mailPage?: string } | { state: "refused" | "unavailable" | "not-one-click" };

async function signedEmail(request: Request, context: LoaderFunctionArgs["context"]): Promise<string | null> {
  const url = new URL(request.url);
  const email = url.searchParams.get("email") ?? "";
  return (await verifyUnsubscribe(formSecret(context.cloudflare.env), email, url.searchParams.get("sig"))) ? email : null;
}

export async function unsubscribeLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const email = await signedEmail(request, context);
  if (email === null) return data<UnsubscribePage>({ state: "refused" }, 403);
  try {
    const listed = await isSubscribed(getDb(context), email);
    const done = url.searchParams.has("done");
    // Once off the list, the reader's page for all their mail, with the newsletter's Undo on it.
    const mailPage =
      done && !listed ? `${await mailPagePath(formSecret(context.cloudflare.env), email, Date.now())}&stopped=newsletter` : undefined;
    return data<UnsubscribePage>({ state: listed ? "ask" : "gone", email, done, mailPage }, 200);
  } catch (e) {
    expectDatabaseFailure(e, "one-click unsubscribe page: database unavailable");
    return data<UnsubscribePage>({ state: "unavailable" }, 503);
  }
}

export async function unsubscribeAction({ request, context }: ActionFunctionArgs) {
  const email = await signedEmail(request, context);
  if (email === null) return data<UnsubscribePage>({ state: "refused" }, 403);
  const form = await request.formData().catch(() => null);
  if (form?.get(ONE_CLICK_FIELD.name) !== ONE_CLICK_FIELD.value) return data<UnsubscribePage>({ state: "not-one-click" }, 400);
  try {
    const removed = await unsubscribeEmail(getDb(context), email);
    console.log(`one-click unsubscribe: ${removed ? "removed" : "was not on the list"}`);
  } catch (e) {
    expectDatabaseFailure(e, "one-click unsubscribe failed");
    return data<UnsubscribePage>({ state: "unavailable" }, 503);
  }
  // A reader pressing the page's button gets the page again, saying so; a mail provider a 200.
  if (!fromThisSite(request))
    return data<UnsubscribePage>({ state: "gone", email, done: true }, { headers: { "cache-control": "no-store" } });
  return donePage(request);
}
