import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { ownerLinkTroubles, SignedLinkPage, TroublePage, useSignedPage } from "~/mailing/SignedLinkPage";
import { authorReplyAction, authorReplyLoader, type AuthorReplyPage } from "~/moderation/author-reply.server";
import { AUTHOR_REPLY_LIMIT } from "~/comments/comment-fields";
import { AuthorMark } from "~/comments/AuthorMark";
import { TextField } from "~/forms/Field";
import { Stars } from "~/components/Stars";
import { SIGNED_PAGE_HEADERS } from "~/mailing/signed-links.server";
import { SITE } from "~/utils/site";

// The owner's "Reply as the author" link from the comment mail. One page: it works as a plain form.
export const loader = authorReplyLoader;
export const action = authorReplyAction;

export const headers: HeadersFunction = () => SIGNED_PAGE_HEADERS;

const TROUBLE = ownerLinkTroubles("Nothing was posted.", "Please send it again in a minute.", "form");

const FIELD = { name: "comment", required: true, maxLength: AUTHOR_REPLY_LIMIT } as const;

export default function AuthorReply() {
  const page = useSignedPage<AuthorReplyPage | undefined>() ?? { state: "unavailable" };
  if (page.state === "ask") {
    const c = page.comment;
    return (
      <SignedLinkPage title="Reply as the author">
        <CommentCard comment={c} />
        {/* Posts to this very address: the signature is its permission. */}
        <Form method="post" className="moderation-form author-reply-form" aria-label={`Reply to ${c.name} as the author`}>
          <p className="author-reply-as">
            Your reply shows as <strong>{c.recipe.author}</strong> <AuthorMark /> under this comment on {c.recipe.title}.
          </p>
          {page.errors.form ? (
            <p className="form-error" role="alert">
              {page.errors.form}
            </p>
          ) : null}
          <TextField id="author-reply" field={FIELD} label="Your reply" error={page.errors.comment} value={page.values.comment} rows={6} />
          <button type="submit" className="button">
            Post the reply
          </button>
        </Form>
      </SignedLinkPage>
    );
  }
  if (page.state === "out-of-sight") {
    return (
      <SignedLinkPage title="This comment is hidden">
        <CommentCard comment={page.comment} />
        <p>It is hidden, or it replies to a hidden comment, so it can't take a reply. Show it again first. Nothing was posted.</p>
      </SignedLinkPage>
    );
  }
  // What was typed comes back with the form, to send again; without it, the way back.
  const typed = page.state === "unavailable" ? page.values?.comment : undefined;
  if (typed === undefined) return <TroublePage trouble={TROUBLE[page.state]} />;
  return (
    <TroublePage trouble={TROUBLE[page.state]} onward={null}>
      <Form method="post" className="moderation-form author-reply-form">
        <TextField id="author-reply" field={FIELD} label="Your reply" value={typed} rows={6} />
        <button type="submit" className="button">
          Post the reply
        </button>
      </Form>
    </TroublePage>
  );
}

function CommentCard({ comment: c }: { comment: Extract<AuthorReplyPage, { state: "ask" }>["comment"] }) {
  return (
    <article className="moderation-comment" aria-label={`Comment by ${c.name}`}>
      <header className="comment-head">
        <span className="comment-name">{c.name}</span>
        <span className="comment-date">{c.date}</span>
        {c.rating ? <Stars value={c.rating} label={`${c.rating} out of 5 stars`} /> : null}
      </header>
      <p className="comment-text">{c.comment}</p>
      <p className="muted moderation-where">
        On <Link to={`/${c.recipe.slug}#comment-${c.comment_id}`}>{c.recipe.title}</Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction = () => [{ title: `Reply as the author | ${SITE.name}` }, { name: "robots", content: "noindex" }];
