import type { CommentRow } from "./comment.server";
import type { CommentActionResult } from "./comment-action.server";
import { CommentForm } from "./CommentForm";
import { CommentList } from "./CommentList";
import { RepliesNoteStatus } from "./RepliesNote";
import type { CommentPlace } from "./place";
import { AuthorAnswers, authorAnswers, OpenThreadReplies, repliesByParent } from "./Replies";

export interface CommentsProps {
  recipeId: number;
  slug: string;
  comments: CommentRow[] | null;
  /** Of the ?thread= comment. */
  threadRows: CommentRow[];
  /** The author's replies to the page's comments, and when the author replied further down a thread. */
  authorReplies: CommentRow[];
  authorReplied: Readonly<Record<string, string>>;
  replyingTo: number | null;
  /** `?before=` cursors; null for the newest page and for none older. */
  before: number | null;
  older: number | null;
  total: number;
  actionData?: CommentActionResult | null;
}

export function CommentsSection({
  recipeId,
  slug,
  comments,
  threadRows,
  authorReplies,
  authorReplied,
  replyingTo,
  before,
  older,
  total,
  actionData,
}: CommentsProps) {
  const reply = actionData?.intent === "reply" ? actionData : null;
  const place: CommentPlace = { recipeId, slug, before, replyingTo, reply };
  // A refused reply whose form isn't on the page (posted from elsewhere, or its comment out of sight) still gets its answer.
  const parentShown = [...(comments ?? []), ...threadRows, ...authorReplies].some((c) => String(c.comment_id) === reply?.replyTo);
  const strayReplyError =
    reply && (replyingTo !== Number(reply.replyTo) || !parentShown) ? (reply.errors.form ?? Object.values(reply.errors)[0]) : null;
  return (
    <section className="comments" aria-labelledby="rate-heading">
      <h2 id="rate-heading">Rate &amp; Comment</h2>
      {strayReplyError ? (
        <p className="form-error" role="alert">
          {strayReplyError}
        </p>
      ) : null}
      {strayReplyError && reply?.values.comment ? <blockquote className="reply-quote">{reply.values.comment}</blockquote> : null}
      <RepliesNoteStatus />
      <CommentForm recipeId={recipeId} actionData={actionData?.intent === "comment" ? actionData : null} />
      <h3 className="comments-heading" id="comments-heading">
        Comments ({total})
      </h3>
      {comments === null ? (
        <p className="field-error">Comments can't be shown right now. Please try again in a minute.</p>
      ) : comments.length === 0 ? (
        <p className="muted">No comments yet. Made this recipe? Tell us how it went.</p>
      ) : (
        <OpenThreadReplies.Provider value={repliesByParent(threadRows)}>
          <AuthorAnswers.Provider value={authorAnswers(authorReplies, authorReplied)}>
            <CommentList comments={comments} older={older} place={place} />
          </AuthorAnswers.Provider>
        </OpenThreadReplies.Provider>
      )}
    </section>
  );
}
