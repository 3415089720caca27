import { Link } from "@remix-run/react";
import { lazy, Suspense, useContext, useRef, useState } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import type { CommentRow } from "./comment.server";
import { Stars } from "~/components/Stars";
import { AuthorMark } from "./AuthorMark";
import { commentParams } from "./params";
import type { CommentPlace } from "./place";
import { AuthorAnswers, AuthorRepliedNote, RepliesStatus, RepliesToggle, useReplies } from "./Replies";
import { withQuery } from "~/utils/query";
import { hydrateWith } from "~/utils/hydrate-with";
import { useCommentsPageParams } from "./useCommentsPageParams";

// Few readers reply: the form comes with a click on Reply, or with a page opened to reply (a notice's link, the Reply
// link), which is served with it inline and keeps it: a reader may be typing into it as the page hydrates.
type ReplyModule = typeof import("./ReplyForm");
let replyModule: ReplyModule | null = null;
const loadReplyForm = () => import("./ReplyForm").then((m) => (replyModule = m));
if (typeof document !== "undefined" && commentParams(new URLSearchParams(location.search)).reply !== null) hydrateWith(loadReplyForm());
// Code already here is handed over as it is asked for (a thenable that answers at once): lazy renders it without waiting.
const atOnce = <T,>(value: T) => ({ then: (done: (v: T) => void) => done(value) }) as unknown as Promise<T>;
const replyPart = <K extends keyof ReplyModule>(name: K) =>
  lazy(() => (replyModule ? atOnce({ default: replyModule[name] }) : loadReplyForm().then((m) => ({ default: m[name] }))));
const ReplyForm = replyPart("ReplyForm");
const ReplyDialog = replyPart("ReplyDialog");

// `thread`: its top-level comment.
export function CommentItem({ comment, thread, place }: { comment: CommentRow; thread: number; place: CommentPlace }) {
  const hydrated = useHydrated();
  const replies = useReplies(comment.comment_id);
  const [replying, setReplying] = useState(false);
  const inlineReply = useRef<HTMLDivElement>(null);
  const id = comment.comment_id;
  // The page was opened to reply to this comment: its form is inline, before the scripts start and after.
  const replyingHere = place.replyingTo === id;
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
            <button
              type="button"
              className="link-button"
              // The form is already here, maybe with words in it: no second form in a dialog.
              onClick={() => (replyingHere ? inlineReply.current?.querySelector("textarea")?.focus() : setReplying(true))}
            >
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
      {replyingHere ? (
        <div className="reply-inline" id={`reply-${id}`} ref={inlineReply}>
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
