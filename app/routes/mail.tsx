import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { SignedLinkPage, TroublePage } from "~/mailing/SignedLinkPage";
import { Field } from "~/forms/Field";
import { GUARDED_FORM } from "~/forms/fields";
import { FormGuard } from "~/forms/FormGuard";
import { formSecret, guardForm } from "~/forms/guard.server";
import { unsubscribeEmail } from "~/readers-mail/subscription.server";
import { readersMail, startNewsletter, takeMailPageMail, watchAgain } from "~/readers-mail/mail-page-data.server";
import { stopThread } from "~/readers-mail/reply-watches.server";
import { commentPagePath } from "~/comment-threads/comment-path";
import { EMAIL_FIELD } from "~/readers-mail/newsletter-fields";
import { sendMailPageLink } from "~/readers-mail/mail-page-link.server";
import { readMailForm, type MailItem } from "~/readers-mail/mail-page-form.server";
import { sendWelcome } from "~/readers-mail/welcome.server";
import { findRecipeById } from "~/recipes/index";
import { expectDatabaseFailure } from "~/utils/db.server";
import { getDb, siteOrigin } from "~/utils/load-context.server";
import { MAIL_PAGE_DAYS } from "~/mailing/mailing-list";
import { addressKey, SIGNED_PAGE_HEADERS, verifyMailPage } from "~/mailing/signed-links.server";
import { SITE } from "~/utils/site";

// "Your mail": everything the site mails one address, each with Stop and, once stopped, Undo. Its link is signed for the
// address and was mailed to it (every reader mail carries one), so nothing here logs in or types; it works for
// MAIL_PAGE_DAYS, and then offers a fresh one by mail. Every button is a plain form posting to this same address; the
// answer is this page again, its `stopped` parameters naming what was stopped here, so their Undo stays on the page.

type ThreadView = { thread: number; title: string; href: string; about: string; heard: boolean };

type Page =
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

type Result =
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

export async function loader({ request, context }: LoaderFunctionArgs) {
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

const LINK_SENT =
  "If the site mails that address, a mail with a fresh link to its page is on its way. Nothing comes to an address the site doesn't mail.";

export async function action(args: ActionFunctionArgs) {
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

export const handle = GUARDED_FORM;

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

function ItemForm({
  intent,
  item,
  label,
  name,
  token,
}: {
  intent: "stop" | "start";
  item: MailItem;
  label: string;
  /** The button's whole name, for a reader who hears it alone. */
  name: string;
  token?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("item") === String(item);
  return (
    <Form method="post" className="mail-item-form" preventScrollReset>
      <FormGuard token={token} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="item" value={String(item)} />
      <button type="submit" className={intent === "stop" ? "button button-danger" : "button"} aria-label={name} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

function ItemError({ result, item }: { result: Result | null | undefined; item: MailItem }) {
  if (result?.form !== "item" || result.item !== String(item)) return null;
  return (
    <p className="form-error" role="alert">
      {result.error}
    </p>
  );
}

const tokenFor = (result: Result | null | undefined, item: MailItem) =>
  result?.form === "item" && result.item === String(item) ? result.token : undefined;

function NewsletterItem({ page, result }: { page: Extract<Page, { state: "page" }>; result: Result | null | undefined }) {
  const token = tokenFor(result, "newsletter");
  let state: string;
  let button: { intent: "stop" | "start"; label: string; name: string };
  if (page.newsletter === "on") {
    state = "Each new issue comes to this address.";
    button = { intent: "stop", label: "Stop", name: "Stop the newsletter" };
  } else if (page.newsletterStopped) {
    state = "Stopped: no more issues come to this address.";
    button = { intent: "start", label: "Undo", name: "Undo: send me the newsletter again" };
  } else if (page.newsletter === "pending") {
    state = "Asked for, and waiting for the button in its confirmation mail.";
    button = { intent: "start", label: "Start it now", name: "Start the newsletter now" };
  } else {
    state = "Not coming to this address.";
    button = { intent: "start", label: "Send me the newsletter", name: "Send me the newsletter" };
  }
  return (
    <li className="mail-item">
      <div className="mail-item-text">
        <p className="mail-item-title">
          Occasional inspiration, kitchen tips, seasonal favorites (<Link to="/newsletter">every issue so far</Link>)
        </p>
        <p className="mail-item-state" role="status">
          {state}
        </p>
      </div>
      <ItemForm item="newsletter" token={token} {...button} />
      <ItemError result={result} item="newsletter" />
    </li>
  );
}

function ThreadItem({ thread, result }: { thread: ThreadView; result: Result | null | undefined }) {
  const token = tokenFor(result, thread.thread);
  return (
    <li className="mail-item">
      <div className="mail-item-text">
        <p className="mail-item-title">
          Replies on <Link to={thread.href}>{thread.title}</Link>, under “{thread.about}”
        </p>
        <p className="mail-item-state" role="status">
          {thread.heard ? "Each new reply comes by e-mail, at most one mail an hour." : "Stopped: no more e-mails about this conversation."}
        </p>
      </div>
      {thread.heard ? (
        <ItemForm
          intent="stop"
          item={thread.thread}
          token={token}
          label="Stop"
          name={`Stop e-mails about the conversation on ${thread.title}`}
        />
      ) : (
        <ItemForm
          intent="start"
          item={thread.thread}
          token={token}
          label="Undo"
          name={`Undo: e-mail me about replies on ${thread.title} again`}
        />
      )}
      <ItemError result={result} item={thread.thread} />
    </li>
  );
}

function RequestLink({ page, result }: { page: Extract<Page, { state: "request" }>; result: Result | null | undefined }) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "link";
  const answer = result?.form === "link" ? result : undefined;
  const failed = answer && !answer.sent ? answer : undefined;
  const title = { none: "Your mail", refused: "This link isn't valid", expired: "This link has expired" }[page.reason];
  const why = {
    none: `One page shows what ${SITE.name} mails you, each with a Stop. Its link comes by mail, to the address itself.`,
    refused: "It may have been cut short or changed on its way. Ask for a fresh one: it comes by mail, to the address itself.",
    expired: `A "Your mail" link works for ${MAIL_PAGE_DAYS} days. Ask for a fresh one: it comes by mail, to the address itself.`,
  }[page.reason];
  return (
    <SignedLinkPage title={title}>
      <p>{why}</p>
      {/* To /mail itself: the answer is the plain page, not a link that has expired. */}
      <Form method="post" action="/mail" className="mail-link-form">
        <FormGuard token={failed?.token} />
        <input type="hidden" name="intent" value="link" />
        <Field id={`${id}-email`} label="Your e-mail address" error={failed?.error} className="field">
          {(control) => <input {...control} {...EMAIL_FIELD} defaultValue={failed ? failed.email : answer?.sent ? "" : page.email} />}
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Sending…" : "Mail me a fresh link"}
        </button>
        <p role="status" className="mail-link-sent">
          {answer?.sent ? LINK_SENT : ""}
        </p>
      </Form>
      <p className="muted">
        <Link to="/">Back to the recipes</Link>
      </p>
    </SignedLinkPage>
  );
}

export default function YourMail() {
  const page = useLoaderData<typeof loader>() as Page;
  const result = useActionData<typeof action>() as Result | null | undefined;
  if (page.state === "unavailable")
    return (
      <TroublePage
        trouble={{ title: "Your mail can't be shown just now", text: "Nothing was changed. Please try the link again in a minute." }}
      />
    );
  if (page.state === "request") return <RequestLink page={page} result={result} />;
  // A refusal about no button on the page (a form sent by hand, a thread gone meanwhile) shows at the top.
  const shown = ["newsletter", ...page.threads.map((t) => String(t.thread))];
  const stray = result?.form === "item" && !shown.includes(result.item) ? result.error : null;
  return (
    <SignedLinkPage title="Your mail">
      <p>
        What {SITE.name} sends to <strong>{page.email}</strong>. Stop takes effect at once; Undo puts it back.
      </p>
      {stray ? (
        <p className="form-error" role="alert">
          {stray}
        </p>
      ) : null}
      <h2 className="mail-section">The newsletter</h2>
      <ul className="mail-items">
        <NewsletterItem page={page} result={result} />
      </ul>
      <h2 className="mail-section">E-mails about replies</h2>
      {page.threads.length === 0 ? (
        <p>
          No conversation's replies come to this address. Tick “E-mail me when someone replies” as you comment, and the conversation shows
          here once you confirm it.
        </p>
      ) : (
        <ul className="mail-items">
          {page.threads.map((t) => (
            <ThreadItem key={t.thread} thread={t} result={result} />
          ))}
        </ul>
      )}
      <p className="muted">
        This page's link works until {page.until}; after that it offers a fresh one by mail. Anyone holding one of your mails' links can
        open it, so forward them with care.
      </p>
    </SignedLinkPage>
  );
}

export const meta: MetaFunction = () => [{ title: `Your mail | ${SITE.name}` }, { name: "robots", content: "noindex" }];
