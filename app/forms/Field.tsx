import {
  startTransition,
  useEffect,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";

// Spread on the control.
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldParts {
  id: string;
  label: string;
  hint?: string;
  error?: string;
}

// `aria-invalid` and `aria-describedby` are set here and nowhere else. Without `className` the parts go straight
// into the form, for a form that lays them out itself.
export function Field({
  id,
  label,
  hint,
  error,
  className,
  labelClassName,
  children,
}: FieldParts & { className?: string; labelClassName?: string; children: (control: FieldControl) => ReactNode }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const parts = (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      <FieldError id={`${id}-error`} error={error} />
    </>
  );
  return className ? <div className={className}>{parts}</div> : parts;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}

export function TextField({
  field,
  value,
  rows,
  onChange,
  ...parts
}: FieldParts & {
  field: Pick<InputHTMLAttributes<HTMLInputElement>, "name" | "type" | "required" | "maxLength" | "autoComplete" | "pattern" | "title">;
  value?: string;
  rows?: number;
  onChange?: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}) {
  return (
    <Field className="field" {...parts}>
      {(control) => {
        const props = { ...control, ...field, onChange };
        return rows ? <ServedTextarea {...props} value={value} rows={rows} /> : <input {...props} defaultValue={value} />;
      }}
    </Field>
  );
}

// Hydrating, React 18 puts the served words back over what the reader typed (ReactDOMTextarea's postMountWrapper) unless
// the default is what the box holds: so it starts with that, then `value`.
function ServedTextarea({ id, value, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; value?: string }) {
  const [typed, setTyped] = useState(() => {
    const served = value && typeof document !== "undefined" ? (document.getElementById(id) as HTMLTextAreaElement | null) : null;
    return served && served.defaultValue === value ? served.value : undefined;
  });
  useEffect(() => {
    // A transition, as every render that follows hydrating (app/hooks/useBrowserValue.ts).
    if (typed !== undefined) startTransition(() => setTyped(undefined));
  }, [typed]);
  return <textarea id={id} {...props} defaultValue={typed ?? value} />;
}
