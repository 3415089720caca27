// What the pages behind the mails' signed links share: opening one only asks, its button posts to the same address,
// and the answer is that address again with `done=1` (so a reload asks nothing twice).
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { type Db, expectDatabaseFailure } from "~/utils/db.server";
import { getDb } from "~/utils/load-context.server";
import { CONFIRM_WITHIN_DAYS } from "~/mailing/mailing-list";
import type { Onward } from "~/mailing/SignedLinkPage";

/** After the button: the same signed page, saying it is done. */
export function donePage(request: Request, headers?: HeadersInit) {
  const url = new URL(request.url);
  url.searchParams.set("done", "1");
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers });
}

/** A database that can't be reached is the page's "try again in a minute", with a 503 and the log saying where; anything else is a bug. */
export function unavailablePage(e: unknown, where: string) {
  expectDatabaseFailure(e, `${where}: database unavailable`);
  return data({ state: "unavailable" as const }, 503);
}

export type ConfirmationPage =
  | { state: "ask" | "confirmed" | "already"; email: string; mailPage?: string; back?: Onward | null }
  | { state: "expired" | "refused" | "unavailable"; email?: undefined };

/** `thread`: the reply notices' conversation a link confirms (null in the newsletter's, and in reply links from before). */
type ConfirmationLink = { email: string; sentAt: number; thread: number | null; fresh: boolean };

/** How one confirmation link (the newsletter's, the reply notices') is checked, read and acted on. */
export interface ConfirmationFlow {
  /** For the log line when the database can't be reached. */
  what: string;
  verify: (context: LoaderFunctionArgs["context"], link: Omit<ConfirmationLink, "fresh">, signature: string | null) => Promise<boolean>;
  state: (db: Db, link: ConfirmationLink) => Promise<"confirmed" | "pending" | "none">;
  confirm: (db: Db, link: ConfirmationLink) => Promise<"confirmed" | "already" | "expired">;
  /** After a first confirmation, before the answer. */
  confirmed: (args: ActionFunctionArgs, db: Db, link: ConfirmationLink) => void;
  /** Once confirmed: the reader's "Your mail" page, and where they came from when it is known. */
  done?: (context: LoaderFunctionArgs["context"], db: Db, link: ConfirmationLink) => Promise<{ mailPage: string; back?: Onward | null }>;
  /** Headers for the answer to a pressed button, confirmed now or before. */
  answerHeaders?: (args: ActionFunctionArgs, link: ConfirmationLink) => Promise<HeadersInit>;
}

const WEEK_MS = CONFIRM_WITHIN_DAYS * 24 * 3600 * 1000;

/** The link's address and the time its request was made (`t`), when its signature holds; `fresh` within the week. */
async function confirmationLink(request: Request, context: LoaderFunctionArgs["context"], flow: ConfirmationFlow) {
  const url = new URL(request.url);
  const email = url.searchParams.get("email") ?? "";
  const sentAt = Number(url.searchParams.get("t"));
  const threadParam = url.searchParams.get("thread");
  const thread = threadParam === null ? null : /^[1-9][0-9]{0,15}$/.test(threadParam) ? Number(threadParam) : NaN;
  if (!email || !Number.isSafeInteger(sentAt) || Number.isNaN(thread)) return null;
  if (!(await flow.verify(context, { email, sentAt, thread }, url.searchParams.get("sig")))) return null;
  return { email, sentAt, thread, fresh: Date.now() - sentAt < WEEK_MS };
}

const page = (p: ConfirmationPage, status?: number) => data<ConfirmationPage>(p, status);

/** Opening the link only asks (mail scanners open links); an address confirmed already says so. */
export async function confirmationLoader({ request, context }: LoaderFunctionArgs, flow: ConfirmationFlow) {
  const link = await confirmationLink(request, context, flow);
  if (!link) return page({ state: "refused" }, 403);
  try {
    const db = getDb(context);
    const state = await flow.state(db, link);
    if (state === "confirmed") {
      const done = new URL(request.url).searchParams.has("done");
      return page({ state: done ? "confirmed" : "already", email: link.email, ...(await flow.done?.(context, db, link)) });
    }
    if (state === "none" || !link.fresh) return page({ state: "expired" }, 410);
    return page({ state: "ask", email: link.email });
  } catch (e) {
    return unavailablePage(e, flow.what);
  }
}

export async function confirmationAction(args: ActionFunctionArgs, flow: ConfirmationFlow) {
  const link = await confirmationLink(args.request, args.context, flow);
  if (!link) return page({ state: "refused" }, 403);
  if (!link.fresh) return page({ state: "expired" }, 410);
  try {
    const db = getDb(args.context);
    const result = await flow.confirm(db, link);
    if (result === "expired") return page({ state: "expired" }, 410);
    if (result === "confirmed") flow.confirmed(args, db, link);
  } catch (e) {
    return unavailablePage(e, flow.what);
  }
  return donePage(args.request, await flow.answerHeaders?.(args, link));
}
