import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import type { CommentRow, RecipeComments } from "~/models/comment.server";
import { CommentItem } from "./CommentItem";
import type { CommentPlace } from "./place";

/**
 * A page of top-level comments, newest first: a link back to the newest
 * when this is an older page, and "Older comments" when there are more.
 */
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

/**
 * "Older comments": a plain link to the next comments page, which works
 * without JavaScript; with it, the page's comments are added here in place
 * (through the same cached page data), followed by the next link.
 */
function OlderComments({ cursor, place }: { cursor: number; place: CommentPlace }) {
  const hydrated = useHydrated();
  // The recipe page's own data, of which only its comments are read here.
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
        <ol className="comment-list" aria-label="Older comments" tabIndex={-1} ref={listRef}>
          {page.comments.map((c) => (
            <CommentItem key={c.comment_id} comment={c} thread={c.comment_id} place={here} />
          ))}
        </ol>
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
