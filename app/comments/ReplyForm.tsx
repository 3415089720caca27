import { Link } from "@remix-run/react";
import { startTransition, useEffect, useId, useRef, useState } from "react";
import { TextField } from "~/forms/Field";
import type { CommentRow } from "./comment.server";
import { CommentFormHead, WriterFields } from "./CommentFormHead";
import { COMMENT_LIMITS, FIELDS } from "./comment-fields";
import type { CommentPlace } from "./place";
import { useCommentForm } from "./useCommentForm";
import { withQuery } from "~/utils/query";
import { useCommentsPageParams } from "./useCommentsPageParams";

export interface ReplyFormProps {
  place: Pick<CommentPlace, "recipeId" | "slug" | "before" | "reply">;
  parent: Pick<CommentRow, "comment_id" | "name" | "comment">;
  /** The top-level comment, opened after posting. */
  thread: number;
}

// Inline on a page opened to reply (a notice's link, the Reply link before the scripts start), else in a dialog.
export function ReplyForm({ place, parent, thread, onDone }: ReplyFormProps & { onDone?: () => void }) {
  const { recipeId, slug, before, reply } = place;
  const answer = reply?.replyTo === String(parent.comment_id) ? reply : null;
  const { fetcher, formRef, id, busy, values, errors, formError, token, onSubmit } = useCommentForm(
    `reply-${parent.comment_id}`,
    answer,
    onDone,
  );
  const [length, setLength] = useState((values.comment ?? "").length);
  useEffect(() => {
    // Words typed into the served form before the scripts started (a notice's link opens it) count too.
    const typed = formRef.current?.elements.namedItem("comment") as HTMLTextAreaElement | null;
    if (typed) startTransition(() => setLength(typed.value.length));
  }, [formRef]);
  const page = useCommentsPageParams(before);

  return (
    <fetcher.Form
      method="post"
      action={withQuery(`/${slug}`, [...page, ["reply", String(parent.comment_id)], ["thread", String(thread)]])}
      ref={formRef}
      onSubmit={onSubmit}
      className="reply-form"
      aria-label={`Reply to ${parent.name}`}
    >
      <CommentFormHead intent="reply" recipeId={recipeId} formError={formError} token={token} />
      <input type="hidden" name="reply_to" value={parent.comment_id} />
      <input type="hidden" name="thread" value={thread} />
      {before ? <input type="hidden" name="before" value={before} /> : null}
      <WriterFields id={id} form={formRef} values={values} errors={errors} />
      <TextField
        id={`${id}-comment`}
        field={FIELDS.reply}
        label="Your reply"
        hint={`Up to ${COMMENT_LIMITS.reply} characters.`}
        error={errors?.comment ?? errors?.rating}
        value={values.comment}
        rows={3}
        onChange={(e) => setLength(e.target.value.length)}
      />
      <p className="char-count" aria-live="polite">
        {length} / {COMMENT_LIMITS.reply}
      </p>
      <div className="reply-actions">
        {onDone ? (
          <button type="button" className="button button-quiet" onClick={onDone}>
            Cancel
          </button>
        ) : (
          <Link to={`/${slug}#comment-${parent.comment_id}`} className="button button-quiet">
            Cancel
          </Link>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Posting…" : "Post"}
        </button>
      </div>
    </fetcher.Form>
  );
}

export function ReplyDialog({ onClose, ...props }: ReplyFormProps & { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} className="reply-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="reply-dialog-bar">
        <h2 id={titleId}>Reply to {props.parent.name}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <blockquote className="reply-quote">{props.parent.comment}</blockquote>
      <ReplyForm {...props} onDone={onClose} />
    </dialog>
  );
}
