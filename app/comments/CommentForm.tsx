import { TextField } from "~/forms/Field";
import type { CommentActionResult } from "./comment-action.server";
import { CommentFormHead, WriterFields } from "./CommentFormHead";
import { DEFAULT_RATING, FIELDS } from "./comment-fields";
import { RatingInput } from "./RatingInput";
import { useCommentForm } from "./useCommentForm";

export function CommentForm({ recipeId, actionData }: { recipeId: number; actionData: CommentActionResult | null }) {
  const { fetcher, formRef, id, busy, values, errors, formError, token, onSubmit } = useCommentForm("comment", actionData);
  const rating = /^[1-5]$/.test(values.rating ?? "") ? Number(values.rating) : DEFAULT_RATING;

  return (
    <fetcher.Form method="post" ref={formRef} onSubmit={onSubmit} className="comment-form" aria-labelledby="rate-heading">
      <CommentFormHead intent="comment" recipeId={recipeId} formError={formError} token={token} />
      <RatingInput id={`${id}-rating`} checked={rating} error={errors?.rating} />
      <WriterFields id={id} form={formRef} values={values} errors={errors} />
      <TextField id={`${id}-comment`} field={FIELDS.comment} label="Comment" error={errors?.comment} value={values.comment} rows={5} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Posting…" : "Post comment"}
      </button>
    </fetcher.Form>
  );
}
