/**
 * Reading a posted form for its schema, and what a refused form gives back.
 */
import type { ZodError } from "zod";

/** A field as text: "" when it is missing or a file, so a schema only ever sees strings. */
export function sentText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * What a refused form gives back of one field: what was typed, up to twice
 * the field's limit. A person who went over keeps every word to cut
 * themselves; a megabyte of junk is not sent back to its sender, nor put
 * into the page twice (HTML and the page's data).
 */
export function echoed(typed: string, limit: number): string {
  if (typed.length <= 2 * limit) return typed;
  const cut = typed.slice(0, 2 * limit);
  // Never end on half of a character outside the BMP (an emoji's first half).
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The first message for each field the schema refused, keyed by the field's name. */
export function firstErrors<F extends string>(issues: ZodError["issues"]): Partial<Record<F, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/**
 * At most `limit` UTF-16 units, as the browser's maxlength counts them
 * (zod's max() counts code points, so an emoji is one character there and
 * two in the browser). The message may say how long the text was.
 */
export function withinLength(limit: number, message: string | ((length: number) => string)) {
  return [
    (text: string) => text.length <= limit,
    { error: (issue: { input: unknown }) => (typeof message === "string" ? message : message(String(issue.input).length)) },
  ] as const;
}
