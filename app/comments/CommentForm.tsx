import { TextField } from "~/forms/Field";
import type { CommentActionResult } from "./comment-action.server";
import { CommentFormHead } from "./CommentFormHead";
import { NotifyBox } from "./NotifyBox";
import { DEFAULT_RATING, FIELDS } from "./form";
import { RatingInput } from "./RatingInput";
import { useCommentForm } from "./useCommentForm";

export function CommentForm({ recipeId, actionData }: { recipeId: number; actionData: CommentActionResult | null }) {
  const { fetcher, formRef, id, busy, values, errors, formError, token, onSubmit } = useCommentForm("comment", actionData);
  const rating = /^[1-5]$/.test(values.rating ?? "") ? Number(values.rating) : DEFAULT_RATING;

  return (
    <fetcher.Form method="post" ref={formRef} onSubmit={onSubmit} className="comment-form" aria-labelledby="rate-heading">
      <CommentFormHead intent="comment" recipeId={recipeId} formError={formError} token={token} />
      <RatingInput id={`${id}-rating`} checked={rating} error={errors?.rating} />
      <TextField id={`${id}-name`} field={FIELDS.name} label="Name" error={errors?.name} value={values.name} />
      <TextField
        id={`${id}-email`}
        field={FIELDS.email}
        label="E-mail (optional)"
        hint="Never shown. Only so we can answer you."
        error={errors?.email}
        value={values.email}
      />
      <NotifyBox id={`${id}-notify`} form={formRef} email={values.email ?? ""} checked={values.notify === "on"} error={errors?.notify} />
      <TextField id={`${id}-comment`} field={FIELDS.comment} label="Comment" error={errors?.comment} value={values.comment} rows={5} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Posting…" : "Post comment"}
      </button>
    </fetcher.Form>
  );
}
