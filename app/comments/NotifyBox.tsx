import { useEffect, useState, type RefObject } from "react";
import { FieldError } from "~/forms/Field";
import { FIELDS, NOTIFY_LABEL } from "./form";

/**
 * "E-mail me when someone replies". Without JavaScript it is always there, and its hint says it needs the address;
 * with it, it shows only while the form's e-mail field holds something, and a hidden box is disabled, so it sends nothing.
 */
export function NotifyBox({
  id,
  form,
  checked,
  error,
}: {
  id: string;
  form: RefObject<HTMLFormElement | null>;
  checked: boolean;
  error?: string;
}) {
  // null until hydrated: the server's HTML, and a browser without JavaScript, always show the box.
  const [hasEmail, setHasEmail] = useState<boolean | null>(null);
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const read = () => setHasEmail((el.elements.namedItem("email") as HTMLInputElement | null)?.value.trim() !== "");
    // A reset changes the values after its event: read them once it is done.
    const afterReset = () => setTimeout(read, 0);
    read();
    el.addEventListener("input", read);
    el.addEventListener("reset", afterReset);
    return () => {
      el.removeEventListener("input", read);
      el.removeEventListener("reset", afterReset);
    };
  }, [form]);
  const hidden = hasEmail === false;
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className="field notify-field" hidden={hidden}>
      <div className="notify-choice">
        <input
          {...FIELDS.notify}
          id={id}
          defaultChecked={checked}
          disabled={hidden}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={id}>{NOTIFY_LABEL}</label>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        Needs your e-mail address. The first time, one mail asks you to confirm it; every notice has a link to stop them.
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
