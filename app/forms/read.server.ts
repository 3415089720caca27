import type { ZodError } from "zod";

// "" for a missing field or a file: a schema only ever sees strings.
export function sentText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

// Up to twice the limit: a person who went over keeps every word to cut; a megabyte of junk isn't sent back twice.
export function echoed(typed: string, limit: number): string {
  if (typed.length <= 2 * limit) return typed;
  const cut = typed.slice(0, 2 * limit);
  // Never end on half of a character outside the BMP (an emoji's first half).
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function firstErrors<F extends string>(issues: ZodError["issues"]): Partial<Record<F, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

// UTF-16 units, as the browser's maxlength counts them; zod's max() counts code points (an emoji is one there).
export function withinLength(limit: number, message: string | ((length: number) => string)) {
  return [
    (text: string) => text.length <= limit,
    { error: (issue: { input: unknown }) => (typeof message === "string" ? message : message(String(issue.input).length)) },
  ] as const;
}
