// "Your mail" as the reader sees it (its loader and action: ./mail-page.server.ts): each kind of mail with Stop, and
// Undo once stopped; a page that asks for a fresh link when there is none.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { Field } from "~/forms/Field";
import { FormGuard } from "~/forms/FormGuard";
import { MAIL_PAGE_DAYS } from "~/mailing/mailing-list";
import { SignedLinkPage, TroublePage } from "~/mailing/SignedLinkPage";
import { SITE } from "~/utils/site";
import type { MailItem } from "./mail-page-form.server";
import type { Page, Result, ThreadView } from "./mail-page.server";
import { EMAIL_FIELD } from "./newsletter-fields";

const LINK_SENT =
  "If the site mails that address, a mail with a fresh link to its page is on its way. Nothing comes to an address the site doesn't mail.";

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

export function YourMail() {
  const page = useLoaderData() as Page;
  const result = useActionData() as Result | null | undefined;
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
