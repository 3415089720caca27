import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { Field } from "~/forms/Field";
import { FormGuard } from "~/forms/FormGuard";
import { useSendOnce } from "~/forms/useSendOnce";
import { EMAIL_FIELD, type NewsletterIntent, type NewsletterResult } from "./newsletter-fields";

const COPY = {
  subscribe: { button: "Subscribe", pending: "Subscribing…" },
  unsubscribe: { button: "Unsubscribe", pending: "Unsubscribing…" },
} as const;

export function NewsletterForm({
  intent,
  actionData,
  label = "Your e-mail address",
}: {
  intent: NewsletterIntent;
  actionData?: NewsletterResult | null;
  label?: string;
}) {
  const fetcher = useFetcher<NewsletterResult>({ key: `newsletter-${intent}` });
  const result = fetcher.data ?? (actionData?.intent === intent ? actionData : undefined);
  const busy = fetcher.state !== "idle";
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const { offlineError, onSubmit } = useSendOnce(fetcher);
  const error = offlineError ?? (result && result.status !== "done" ? result.error : undefined);
  // A failed submission keeps what was typed; a successful one clears the field.
  const kept = result && result.status !== "done" ? result.email : "";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.status === "done") formRef.current?.reset();
    else inputRef.current?.focus();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" ref={formRef} onSubmit={onSubmit} className="newsletter-form" data-intent={intent}>
      <FormGuard token={result && result.status !== "done" ? result.token : undefined} />
      <Field id={`${id}-email`} label={label} labelClassName="visually-hidden" error={error}>
        {(control) => (
          <div className="newsletter-row">
            <input ref={inputRef} {...control} {...EMAIL_FIELD} defaultValue={kept} />
            <button type="submit" className={intent === "unsubscribe" ? "button button-danger" : "button"} disabled={busy}>
              {busy ? COPY[intent].pending : COPY[intent].button}
            </button>
          </div>
        )}
      </Field>
      <p role="status" className="newsletter-message">
        {result?.status === "done" ? result.message : ""}
      </p>
    </fetcher.Form>
  );
}
