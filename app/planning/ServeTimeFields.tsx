import { useEffect, useRef } from "react";
import { Field } from "~/forms/Field";
import { DEFAULT_QUIET, kept, SERVE_FIELDS, timeValue, type ServeErrors, type ServeQuery } from "./plan-fields";
import { emptyQuietNote } from "./time-field";

/** "2026-11-25": the date where the reader is, as a date input takes it. */
const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** The time to eat, the day, the quiet hours and the button: a recipe's "Serve at" and a shopping list's "Serve it all at". */
export function ServeTimeFields({
  idPrefix,
  query,
  errors,
  submit,
}: {
  idPrefix: string;
  query: ServeQuery | undefined;
  errors: ServeErrors;
  submit: string;
}) {
  // Only the browser knows the reader's date: with JavaScript an empty day starts as their today. A plan the page moved
  // to without a load (offline, issue 61) shows its own day: the field filled in before keeps no default of React's.
  const dayInput = useRef<HTMLInputElement>(null);
  const givenDay = query?.day ?? null;
  // What the reader typed before the scripts came stays (decision 021): only a day that changed since is written.
  const shownDay = useRef(givenDay);
  useEffect(() => {
    const input = dayInput.current;
    if (!input) return;
    if (givenDay !== shownDay.current && givenDay !== null) input.value = kept(givenDay);
    shownDay.current = givenDay;
    if (!input.value && givenDay === null) input.value = localDate(new Date());
  }, [givenDay]);
  return (
    <div className="plan-fields">
      <Field id={`${idPrefix}-time`} label="Time to eat" error={errors.serve} className="field plan-field">
        {(c) => <input name={SERVE_FIELDS.serve} type="time" required defaultValue={kept(query?.serve)} {...c} />}
      </Field>
      <Field id={`${idPrefix}-day`} label="Day (optional)" error={errors.day} className="field plan-field">
        {(c) => <input ref={dayInput} name={SERVE_FIELDS.day} type="date" defaultValue={kept(query?.day)} {...c} />}
      </Field>
      {/* Filled in with the default, so the reader sees what the plan keeps free and every form sends it. */}
      <Field id={`${idPrefix}-quiet-from`} label="No hands-on work from" error={errors.quietFrom} className="field plan-field">
        {(c) => (
          <input name={SERVE_FIELDS.quietFrom} type="time" defaultValue={kept(query?.quietFrom) || timeValue(DEFAULT_QUIET.from)} {...c} />
        )}
      </Field>
      <Field
        id={`${idPrefix}-quiet-to`}
        label="until"
        error={errors.quietTo}
        hint={query ? (emptyQuietNote(query) ?? undefined) : undefined}
        className="field plan-field"
      >
        {(c) => <input name={SERVE_FIELDS.quietTo} type="time" defaultValue={kept(query?.quietTo) || timeValue(DEFAULT_QUIET.to)} {...c} />}
      </Field>
      <button type="submit" className="button plan-submit">
        {submit}
      </button>
    </div>
  );
}
