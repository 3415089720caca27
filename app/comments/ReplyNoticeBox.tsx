import { startTransition, useEffect, useState, type RefObject } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import { FieldError } from "~/forms/Field";
import { FIELDS, REPLY_NOTICE_LABEL } from "./comment-fields";

/**
 * "E-mail me when someone replies": without JavaScript always there, its hint saying it needs the address; with it,
 * shown only while the e-mail field holds something, and disabled when hidden so it sends nothing.
 */
export function ReplyNoticeBox({
  id,
  form,
  email,
  checked,
  error,
}: {
  id: string;
  form: RefObject<HTMLFormElement | null>;
  /** The address the form starts with (what was typed, after a refusal). */
  email: string;
  checked: boolean;
  error?: string;
}) {
  // False in the server's HTML and while hydrating, then true as a transition (app/hooks/useBrowserValue.ts).
  const inBrowser = useHydrated();
  const [hasEmail, setHasEmail] = useState(email.trim() !== "");
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const read = () => setHasEmail((el.elements.namedItem("email") as HTMLInputElement | null)?.value.trim() !== "");
    // A reset changes the values after its event: read them once it is done.
    const afterReset = () => setTimeout(read, 0);
    // An address the browser filled in before hydrating; a transition, as what the browser knows always is here.
    startTransition(read);
    el.addEventListener("input", read);
    el.addEventListener("reset", afterReset);
    return () => {
      el.removeEventListener("input", read);
      el.removeEventListener("reset", afterReset);
    };
  }, [form]);
  // A box out of sight is disabled, so it is never sent; CSS hides it (html.js .reply-notice-field[data-empty]).
  const hidden = inBrowser && !hasEmail;
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ");
  return (
    // data-empty: with JavaScript (html.js, set before the first paint) CSS hides the box from the first paint, so
    // hydrating moves nothing; without it the box stays.
    <div className="field reply-notice-field" data-empty={hasEmail ? undefined : ""}>
      <div className="notify-choice">
        <input
          {...FIELDS.notify}
          id={id}
          defaultChecked={checked}
          disabled={hidden}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={id}>{REPLY_NOTICE_LABEL}</label>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        Needs your e-mail address. The first time, one mail asks you to confirm it; every notice has a link to stop them.
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
