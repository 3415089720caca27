// The pages behind the mails' signed links look alike: a heading, what is true, at most one button that posts to the
// same address (app/readers-mail/signed-page.server.ts answers it). Each route brings only its words.
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { SITE } from "~/utils/site";

/** What a signed-link page says when its link can't act: one row a state, `{ title, text }` on every page. */
export type Trouble = { readonly title: string; readonly text: string };
export type Troubles<State extends string> = { readonly [S in State]: Trouble };

/** The owner's links from a comment mail (hide, show, reply as the author) refuse alike; each says what it did not do. */
export function ownerLinkTroubles(
  notDone: string,
  retry: string,
  control: "button" | "form",
): Troubles<"refused" | "missing" | "unavailable" | "method"> {
  return {
    refused: {
      title: "This link isn't valid",
      text: `It may have been cut short or changed on its way. Open it again from the e-mail, the whole of it. ${notDone}`,
    },
    missing: { title: "That comment no longer exists", text: `It may have been deleted from the database. ${notDone}` },
    unavailable: { title: "The comments can't be reached just now", text: `${notDone} ${retry}` },
    method: { title: "That isn't how this link works", text: `Open the link from the e-mail and use its ${control}. ${notDone}` },
  };
}

/** Where a done page sends the reader on: the recipe they came from, when it is known. */
export type Onward = { to: string; label: string };
const BACK_TO_RECIPES: Onward = { to: "/", label: "Back to the recipes" };

/** The page's state: the button's answer once it was pressed, else what opening the link found. */
export function useSignedPage<Page>(): Page {
  const acted = useActionData();
  const asked = useLoaderData();
  return (acted ?? asked) as Page;
}

export function SignedLinkPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="page narrow moderation">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** A link that can't act: its trouble, what the route adds, and where to go instead (`onward={null}`: nowhere). */
export function TroublePage({
  trouble,
  onward = BACK_TO_RECIPES,
  children,
}: {
  trouble: Trouble;
  onward?: Onward | null;
  children?: ReactNode;
}) {
  return (
    <SignedLinkPage title={trouble.title}>
      <p>{trouble.text}</p>
      {children}
      {onward ? (
        <p>
          <Link to={onward.to}>{onward.label}</Link>
        </p>
      ) : null}
    </SignedLinkPage>
  );
}

/** Done, or nothing left to do: what is true now (read out), the "Your mail" page if signed, and the way back (`back`). */
export function DonePage({
  title,
  children,
  mailPage,
  back,
}: {
  title: ReactNode;
  children: ReactNode;
  mailPage?: string;
  back?: Onward | null;
}) {
  return (
    <SignedLinkPage title={title}>
      <p role="status">{children}</p>
      {mailPage ? (
        <p>
          <Link to={mailPage}>Your mail</Link>: see and stop everything {SITE.name} sends to this address, in one place, with an Undo.
        </p>
      ) : null}
      {back ? (
        <p className="muted">
          <Link to={back.to}>{back.label}</Link>
        </p>
      ) : (
        <BackToRecipes />
      )}
    </SignedLinkPage>
  );
}

/** Before acting (mail scanners open links): the question, the one button, and what follows it. */
export function AskPage({
  title,
  question,
  button,
  children,
}: {
  title: ReactNode;
  question: ReactNode;
  button: OneButton;
  children?: ReactNode;
}) {
  return (
    <SignedLinkPage title={title}>
      <p>{question}</p>
      <OneButtonForm {...button} />
      {children}
    </SignedLinkPage>
  );
}

type OneButton = { label: string; danger?: boolean; field?: { name: string; value: string } };

/** The page's one button. It posts to this very address: the signature is its permission. */
export function OneButtonForm({ label, danger = false, field }: OneButton) {
  return (
    <form method="post" className="moderation-form">
      {field ? <input type="hidden" name={field.name} value={field.value} /> : null}
      <button type="submit" className={danger ? "button button-danger" : "button"}>
        {label}
      </button>
    </form>
  );
}

export function BackToRecipes() {
  return (
    <p className="muted">
      <Link to={BACK_TO_RECIPES.to}>{BACK_TO_RECIPES.label}</Link>
    </p>
  );
}

export const NOT_ASKED = <p className="muted">Didn't ask for it? Close this page: nothing will be sent.</p>;
