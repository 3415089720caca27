import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { moderationAction, moderationLoader, type ModerationPage, type ShownComment } from "~/moderation/links.server";
import { OneButtonForm, ownerLinkTroubles, SignedLinkPage, TroublePage, useSignedPage } from "~/mailing/SignedLinkPage";
import { Stars } from "~/components/Stars";
import { SIGNED_PAGE_HEADERS } from "~/mailing/signed-links.server";
import { SITE } from "~/utils/site";

// The owner's hide and show links from the comment mail; /comments/:id/replies is a route of its own.
export const loader = moderationLoader;
export const action = moderationAction;

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

const COPY = {
  hide: {
    title: "Hide this comment?",
    button: "Hide this comment",
    done: "Hidden",
    already: "This comment is already hidden. It stays hidden; there is nothing to do.",
  },
  show: {
    title: "Show this comment again?",
    button: "Show it again",
    done: "Shown again",
    already: "This comment is already on the site. It stays there; there is nothing to do.",
  },
} as const;

const TROUBLE = ownerLinkTroubles("Nothing was changed.", "Please try the link again in a minute.", "button");

export default function CommentModeration() {
  const page = useSignedPage<ModerationPage | undefined>();
  if (!page || !("comment" in page)) return <TroublePage trouble={TROUBLE[page?.state ?? "unavailable"]} />;
  const copy = COPY[page.action];
  const c = page.comment;
  const inTargetState = page.action === "hide" ? c.hidden : !c.hidden;
  return (
    <SignedLinkPage title={page.state === "done" ? copy.done : copy.title}>
      {page.state === "done" ? <DoneMessage page={page} /> : null}
      <CommentCard comment={c} />
      {page.state === "ask" && inTargetState ? (
        <p className="moderation-note" role="status">
          {copy.already}
        </p>
      ) : null}
      {page.state === "ask" && page.action === "hide" && !inTargetState && c.replies_below > 0 ? (
        <p className="moderation-note">{repliesGo(c.replies_below)}</p>
      ) : null}
      {page.state === "ask" && !inTargetState ? <OneButtonForm label={copy.button} danger={page.action === "hide"} /> : null}
      {page.state === "ask" && page.action === "show" && !inTargetState && c.under_hidden ? (
        <p className="muted">It replies to a hidden comment, so it stays out of sight until that one is shown again.</p>
      ) : null}
    </SignedLinkPage>
  );
}

// Said before the button: hiding a comment takes its whole thread below it out of sight (nothing is deleted).
const repliesGo = (n: number) =>
  `${n === 1 ? "The 1 reply under it goes" : `The ${n} replies under it go`} out of sight with it, and ${n === 1 ? "comes" : "come"} back if you show it again.`;

function DoneMessage({ page }: { page: Extract<ModerationPage, { state: "done" }> }) {
  const c = page.comment;
  const where = c.recipe ? c.recipe.title : "the site";
  const text =
    page.action === "hide"
      ? page.changed
        ? `It no longer shows on ${where}, and neither do the replies under it. Nothing is deleted.`
        : "It was already hidden, and it stays hidden."
      : page.changed
        ? c.under_hidden
          ? `It is no longer hidden, but it replies to a hidden comment, so it shows again when that one does.`
          : `It is back on ${where}, with the replies under it.`
        : "It was already on the site, and it stays there.";
  return (
    <>
      <p className="moderation-note" role="status">
        {text}
      </p>
      <p className="moderation-links">
        {c.recipe ? <Link to={`/${c.recipe.slug}#comments-heading`}>Go to {c.recipe.title}</Link> : null}
        <Link to={page.undoPath}>{page.action === "hide" ? "Changed your mind? Show it again" : "Hide it after all"}</Link>
      </p>
    </>
  );
}

function CommentCard({ comment: c }: { comment: ShownComment }) {
  return (
    <article className="moderation-comment" aria-label={`Comment by ${c.name}`}>
      <header className="comment-head">
        <span className="comment-name">{c.name}</span>
        <span className="comment-date">{c.date}</span>
        {c.rating ? <Stars value={c.rating} label={`${c.rating} out of 5 stars`} /> : null}
      </header>
      <p className="comment-text">{c.comment}</p>
      <p className="muted moderation-where">
        {c.recipe ? `On ${c.recipe.title}` : "On a recipe that is no longer on the site"} ·{" "}
        {c.hidden ? "hidden now" : c.under_hidden ? "out of sight (it replies to a hidden comment)" : "on the site now"}
      </p>
    </article>
  );
}

export const meta: MetaFunction = () => [{ title: `Comment moderation | ${SITE.name}` }, { name: "robots", content: "noindex" }];
