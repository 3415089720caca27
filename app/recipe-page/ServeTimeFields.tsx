import type { Ref } from "react";
import { Field } from "~/forms/Field";
import { AMOUNT_MAX_LENGTH, SERVE_FIELDS, type ServeErrors, type ServeQuery } from "./plan-fields";

/** What was typed, as the form gives it back: up to twice the field's limit (docs/decisions/007-form-schemas.md). */
export const kept = (value: string | null | undefined, limit = AMOUNT_MAX_LENGTH) => (value ?? "").slice(0, 2 * limit);

/** The time to eat, the day and the button: a recipe's "Serve at" and a shopping list's "Serve it all at". */
export function ServeTimeFields({
  idPrefix,
  query,
  errors,
  dayRef,
  submit,
}: {
  idPrefix: string;
  query: ServeQuery | undefined;
  errors: ServeErrors;
  dayRef?: Ref<HTMLInputElement>;
  submit: string;
}) {
  return (
    <div className="plan-fields">
      <Field id={`${idPrefix}-time`} label="Time to eat" error={errors.serve} className="field plan-field">
        {(c) => <input name={SERVE_FIELDS.serve} type="time" required defaultValue={kept(query?.serve)} {...c} />}
      </Field>
      <Field id={`${idPrefix}-day`} label="Day (optional)" error={errors.day} className="field plan-field">
        {(c) => <input ref={dayRef} name={SERVE_FIELDS.day} type="date" defaultValue={kept(query?.day)} {...c} />}
      </Field>
      <button type="submit" className="button plan-submit">
        {submit}
      </button>
    </div>
  );
}
