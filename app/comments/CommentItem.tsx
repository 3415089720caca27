import { Link } from "@remix-run/react";
import { lazy, Suspense, useContext, useState } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import type { CommentRow } from "~/models/comment.server";
import { Stars } from "~/components/Stars";
import { AuthorMark } from "./AuthorMark";
import type { CommentPlace } from "./place";
import { AuthorAnswers, AuthorRepliedNote, RepliesStatus, RepliesToggle, useReplies } from "./Replies";
import { withQuery } from "~/utils/query";
import { useCommentsPageParams } from "./useCommentsPageParams";

// Few readers reply: the form comes with a click on Reply (or with a page opened to reply without JavaScript).
const ReplyForm = lazy(() => import("./ReplyForm").then((m) => ({ default: m.ReplyForm })));
const ReplyDialog = lazy(() => import("./ReplyForm").then((m) => ({ default: m.ReplyDialog })));

// `thread`: its top-level comment.
export function CommentItem({ comment, thread, place }: { comment: CommentRow; thread: number; place: CommentPlace }) {
  const hydrated = useHydrated();
  const replies = useReplies(comment.comment_id);
  const [replying, setReplying] = useState(false);
  const id = comment.comment_id;
  // The author's answer is in the page as served, under the comment it answers; the rest of the thread stays behind the toggle.
  const answers = useContext(AuthorAnswers);
  const authorReplies = answers.shown.get(String(id)) ?? [];
  // The author replied further down, behind the toggle: said while the thread is collapsed.
  const repliedOn = answers.repliedOn[String(id)];
  // Opened, the whole thread in order, the author's among them; until it has come, the author's still.
  const shownReplies = replies.open && replies.loaded ? replies.loaded : authorReplies;
  const page = useCommentsPageParams(place.before);
  const threadUrl = withQuery(`/${place.slug}#comment-${id}`, [...page, ["thread", String(thread)]]);
  const replyUrl = withQuery(`/${place.slug}#reply-${id}`, [...page, ["reply", String(id)], ["thread", String(thread)]]);

  return (
    <li className="comment" id={`comment-${id}`}>
      <article aria-labelledby={`comment-${id}-by`}>
        <header className="comment-head">
          <span id={`comment-${id}-by`} className="comment-name">
            {comment.name}
          </span>
          {comment.by_author ? <AuthorMark /> : null}
          <span className="comment-date">{comment.date}</span>
          {comment.rating ? <Stars value={comment.rating} label={`${comment.rating} out of 5 stars`} /> : null}
        </header>
        <p className="comment-text">{comment.comment}</p>
        <div className="comment-actions">
          <RepliesToggle
            count={comment.num_replies ?? 0}
            shownAbove={authorReplies.length}
            hydrated={hydrated}
            replies={replies}
            threadUrl={threadUrl}
          />
          {hydrated ? (
            <button type="button" className="link-button" onClick={() => setReplying(true)}>
              Reply
            </button>
          ) : (
            <Link to={replyUrl} className="link-button" rel="nofollow">
              Reply
            </Link>
          )}
          {!replies.open && repliedOn ? <AuthorRepliedNote on={repliedOn} /> : null}
        </div>
      </article>
      {!hydrated && place.replyingTo === id ? (
        <div className="reply-inline" id={`reply-${id}`}>
          <Suspense fallback={null}>
            <ReplyForm place={place} parent={comment} thread={thread} />
          </Suspense>
        </div>
      ) : null}
      {hydrated && replying ? (
        <Suspense fallback={null}>
          <ReplyDialog place={place} parent={comment} thread={thread} onClose={() => setReplying(false)} />
        </Suspense>
      ) : null}
      {shownReplies.length ? (
        <ol className="comment-list replies">
          {shownReplies.map((r) => (
            <CommentItem key={r.comment_id} comment={r} thread={thread} place={place} />
          ))}
        </ol>
      ) : null}
      {replies.open && !replies.loaded ? <RepliesStatus loading={replies.loading} /> : null}
    </li>
  );
}
