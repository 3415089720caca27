import type { RefObject } from "react";
import { TextField } from "~/forms/Field";
import { FormGuard } from "~/forms/FormGuard";
import { type CommentValues, FIELDS, type FieldErrors } from "./comment-fields";
import { ReplyNoticeBox } from "./ReplyNoticeBox";

// The writer's own date goes with the comment: the offset is written into the field as it mounts, so React has no value
// of its own to put back, however late the form hydrates. Without JavaScript the field stays empty: the date is UTC's.
const writeOffset = (input: HTMLInputElement | null) => {
  if (input) input.value = String(-new Date().getTimezoneOffset());
};

export function CommentFormHead({
  intent,
  recipeId,
  formError,
  token,
}: {
  intent: "comment" | "reply";
  recipeId: number;
  formError?: string;
  token?: string;
}) {
  return (
    <>
      <FormGuard token={token} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="tz" ref={writeOffset} />
      <input type="hidden" name="recipe" value={recipeId} />
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
    </>
  );
}

/** Who writes, the same on a comment and a reply: a name, an e-mail to answer them at, and the reply notices' box. */
export function WriterFields({
  id,
  form,
  values,
  errors,
}: {
  id: string;
  form: RefObject<HTMLFormElement | null>;
  values: Partial<CommentValues>;
  errors?: FieldErrors;
}) {
  return (
    <>
      <TextField id={`${id}-name`} field={FIELDS.name} label="Name" error={errors?.name} value={values.name} />
      <TextField
        id={`${id}-email`}
        field={FIELDS.email}
        label="E-mail (optional)"
        hint="Never shown. Only so we can answer you."
        error={errors?.email}
        value={values.email}
      />
      <ReplyNoticeBox id={`${id}-notify`} form={form} email={values.email ?? ""} checked={values.notify === "on"} error={errors?.notify} />
    </>
  );
}
