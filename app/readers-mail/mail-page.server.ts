// "Your mail": everything the site mails one address, each with Stop and then Undo. Its link was signed for and mailed
// to the address, so nothing here logs in; it works for MAIL_PAGE_DAYS, then offers a fresh one. Each button posts here;
// the answer is this page again, its `stopped` parameters keeping their Undo.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { formSecret, guardForm } from "~/forms/guard.server";
import { commentPagePath } from "~/comment-threads/comment-path";
import { MAIL_PAGE_DAYS } from "~/mailing/mailing-list";
import { addressKey, verifyMailPage } from "~/mailing/signed-links.server";
import { findRecipeById } from "~/recipes/index";
import { expectDatabaseFailure } from "~/utils/db.server";
import { getDb, siteOrigin } from "~/utils/load-context.server";
import { readersMail, startNewsletter, takeMailPageMail, watchAgain } from "./mail-page-data.server";
import { readMailForm, type MailItem } from "./mail-page-form.server";
import { sendMailPageLink } from "./mail-page-link.server";
import { stopThread } from "./reply-watches.server";
import { unsubscribeEmail } from "./subscription.server";
import { sendWelcome } from "./welcome.server";

export type ThreadView = { thread: number; title: string; href: string; about: string; heard: boolean };

export type Page =
  | {
      state: "page";
      email: string;
      newsletter: "on" | "pending" | "off";
      newsletterStopped: boolean;
      threads: ThreadView[];
      until: string;
    }
  | { state: "request"; reason: "none" | "refused" | "expired"; email: string }
  | { state: "unavailable" };

export type Result =
  | { form: "link"; sent: true }
  | { form: "link"; sent?: undefined; email: string; error: string; token?: string }
  | { form: "item"; item: string; error: string; token?: string };

const STOPPED = "stopped";

const untilText = (madeAt: number) =>
  new Date(madeAt + MAIL_PAGE_DAYS * 24 * 3600 * 1000).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

const stoppedHere = (url: URL) => url.searchParams.getAll(STOPPED);

export async function mailPageLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!url.searchParams.has("email") && !url.searchParams.has("sig")) return data<Page>({ state: "request", reason: "none", email: "" });
  const verdict = await verifyMailPage(formSecret(context.cloudflare.env), url);
  if (verdict === "refused") return data<Page>({ state: "request", reason: "refused", email: "" }, 403);
  const email = url.searchParams.get("email")!;
  if (verdict === "expired") return data<Page>({ state: "request", reason: "expired", email }, 410);
  const stopped = stoppedHere(url);
  try {
    const mail = await readersMail(getDb(context), email, stopped.filter((s) => /^[1-9][0-9]{0,15}$/.test(s)).map(Number));
    const threads = mail.threads.flatMap((t) => {
      const recipe = findRecipeById(t.recipe);
      if (!recipe) return [];
      const about = t.comment.replace(/\s+/g, " ").trim();
      return [
        {
          thread: t.thread,
          title: recipe.title,
          href: commentPagePath(recipe.slug, t.thread, t.thread),
          about: about.length > 90 ? `${about.slice(0, 89).trimEnd()}…` : about,
          heard: t.heard,
        },
      ];
    });
    return data<Page>({
      state: "page",
      email,
      newsletter: mail.newsletter,
      newsletterStopped: stopped.includes("newsletter"),
      threads,
      until: untilText(Number(url.searchParams.get("t"))),
    });
  } catch (e) {
    expectDatabaseFailure(e, "mail page: database unavailable");
    return data<Page>({ state: "unavailable" }, 503);
  }
}

/** This page again, with `item` stopped here (its Undo shows) or not. */
function pageAfter(request: Request, item: MailItem, stopped: boolean) {
  const url = new URL(request.url);
  const others = stoppedHere(url).filter((s) => s !== String(item));
  url.searchParams.delete(STOPPED);
  for (const s of stopped ? [...others, String(item)] : others) url.searchParams.append(STOPPED, s);
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers: { "cache-control": "no-store" } });
}

export async function mailPageAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const guarded = await guardForm(args, {
    name: "mail page",
    signedPage: true,
    read: readMailForm,
    // A bot sees what a person would, and nothing is stored or mailed.
    asBot: () => data<Result | null>(null, 200),
    refuse: ({ echo, errors, token }, status) =>
      data<Result>(
        echo.item === null
          ? { form: "link", email: echo.email, error: errors.email ?? errors.form ?? "", token }
          : { form: "item", item: echo.item, error: errors.form ?? "", token },
        status,
      ),
  });
  if (!guarded.ok) return guarded.response;
  const form = guarded.value;
  const secret = formSecret(context.cloudflare.env);
  const db = getDb(context);

  if (form.intent === "link") {
    try {
      // Nothing here depends on whether the address is known: one statement, one answer.
      const taken = await takeMailPageMail(db, form.email, await addressKey(secret, form.email));
      if (taken === "capped") console.warn("mail page link not sent: that address has had today's confirmation mails");
      else if (taken === "unknown") console.log("mail page link not sent: the site mails nothing to that address");
      else if (context.sendReaderMail)
        context.cloudflare.ctx.waitUntil(sendMailPageLink(context.sendReaderMail, secret, siteOrigin(context, request), form.email));
      else console.warn("mail page: a link was due, but reader mail is not configured (MAIL_FROM, MAILCHANNELS_API_KEY)");
    } catch (e) {
      expectDatabaseFailure(e, "mail page link failed");
      const error = "Sorry, that can't be done just now. Please try again in a minute; what you typed is still here.";
      return data<Result>({ form: "link", email: guarded.echo.email, error, token: guarded.token }, 503);
    }
    return data<Result>({ form: "link", sent: true });
  }

  const url = new URL(request.url);
  const item = String(form.item);
  const verdict = await verifyMailPage(secret, url);
  if (verdict !== "ok") {
    const error =
      verdict === "expired"
        ? "This page's link has expired, so nothing was changed. Ask for a fresh one below."
        : "This page's link isn't valid, so nothing was changed. Open it again from the mail, the whole of it.";
    return data<Result>({ form: "item", item, error }, verdict === "expired" ? 410 : 403);
  }
  const email = url.searchParams.get("email")!;
  try {
    if (form.item === "newsletter") {
      if (form.intent === "stop") await unsubscribeEmail(db, email);
      else {
        // An Undo puts back what was; pressed anew, the address is greeted as any new subscriber is.
        const welcome = !stoppedHere(url).includes("newsletter");
        const started = await startNewsletter(db, email, welcome);
        if (started === "started" && welcome && context.sendReaderMail)
          context.cloudflare.ctx.waitUntil(sendWelcome(db, context.sendReaderMail, secret, siteOrigin(context, request), email));
      }
    } else if (form.intent === "stop") await stopThread(db, email, form.item);
    else await watchAgain(db, email, form.item);
  } catch (e) {
    expectDatabaseFailure(e, "mail page: change not saved");
    const error = "The site can't save that just now. Nothing was changed; please try again in a minute.";
    return data<Result>({ form: "item", item, error, token: guarded.token }, 503);
  }
  console.log(`mail page: ${form.intent} ${form.item === "newsletter" ? "the newsletter" : "a thread"}`);
  return pageAfter(request, form.item, form.intent === "stop");
}
