import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import type { CommentRow, RecipeComments } from "./comment.server";
import { CommentItem } from "./CommentItem";
import { AuthorAnswers, authorAnswers } from "./Replies";
import type { CommentPlace } from "./place";

export function CommentList({ comments, older, place }: { comments: CommentRow[]; older: number | null; place: CommentPlace }) {
  return (
    <>
      {place.before ? (
        <p className="comments-pager">
          <Link to={`/${place.slug}#comments-heading`}>Newest comments</Link>
        </p>
      ) : null}
      <ol className="comment-list" aria-labelledby="comments-heading">
        {comments.map((c) => (
          <CommentItem key={c.comment_id} comment={c} thread={c.comment_id} place={place} />
        ))}
      </ol>
      {older ? <OlderComments cursor={older} place={place} /> : null}
    </>
  );
}

// A plain link without JavaScript; with it, the next page's comments are added in place from the cached page data.
function OlderComments({ cursor, place }: { cursor: number; place: CommentPlace }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ comments: RecipeComments | null }>();
  const listRef = useRef<HTMLOListElement>(null);
  const page = fetcher.data?.comments;
  const loaded = Boolean(page);
  useEffect(() => {
    // The link the reader followed is gone: carry on from the first comment it brought.
    if (loaded) listRef.current?.focus();
  }, [loaded]);
  if (page) {
    const here = { ...place, before: cursor };
    return (
      <>
        {/* The older page's own author replies, as that page shows them without JavaScript. */}
        <AuthorAnswers.Provider value={authorAnswers(page.authorReplies, page.authorReplied)}>
          <ol className="comment-list" aria-label="Older comments" tabIndex={-1} ref={listRef}>
            {page.comments.map((c) => (
              <CommentItem key={c.comment_id} comment={c} thread={c.comment_id} place={here} />
            ))}
          </ol>
        </AuthorAnswers.Provider>
        {page.older ? <OlderComments cursor={page.older} place={place} /> : null}
      </>
    );
  }
  const busy = fetcher.state !== "idle";
  return (
    <p className="comments-pager">
      <Link
        to={`/${place.slug}?before=${cursor}#comments-heading`}
        className="button button-quiet"
        aria-disabled={busy || undefined}
        onClick={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          if (!busy) fetcher.load(`/${place.slug}?before=${cursor}`);
        }}
      >
        {busy ? "Loading older comments…" : "Older comments"}
      </Link>
      {fetcher.data && !busy ? (
        <span className="field-error" role="status">
          {" "}
          The older comments couldn't be loaded. Please try again.
        </span>
      ) : null}
    </p>
  );
}
