import { z } from "zod";
import { isEmailAddress, localPartWithinLimit } from "~/utils/email";
import type { FormReading } from "~/forms/guard.server";
import { echoed, firstErrors, sentText, withinLength } from "~/forms/read.server";
import { EMAIL_FIELD } from "./newsletter-fields";

const newsletterFormSchema = z.object({
  // Stored as typed, case and all, once trimmed.
  email: z
    .string()
    .trim()
    .min(1, "Please enter your e-mail address.")
    .refine(...withinLength(EMAIL_FIELD.maxLength, `That address is too long (${EMAIL_FIELD.maxLength} characters at most).`))
    .refine(...localPartWithinLimit())
    .refine(isEmailAddress, "That doesn't look like an e-mail address. Check it reads like name@example.com."),
});

export type NewsletterForm = z.output<typeof newsletterFormSchema>;

export function readNewsletterForm(form: FormData): FormReading<NewsletterForm, { email: string }, "email"> {
  const typed = sentText(form, "email");
  const echo = { email: echoed(typed, EMAIL_FIELD.maxLength) };
  const parsed = newsletterFormSchema.safeParse({ email: typed });
  if (parsed.success) return { ok: true, value: parsed.data, echo };
  return { ok: false, errors: firstErrors<"email">(parsed.error.issues), echo };
}

export type EmailCheck = { ok: true; email: string } | { ok: false; email: string; error: string };

export function checkEmail(value: FormDataEntryValue | null): EmailCheck {
  const form = new FormData();
  if (value !== null) form.set("email", value);
  const read = readNewsletterForm(form);
  return read.ok ? { ok: true, email: read.value.email } : { ok: false, email: read.echo.email, error: read.errors.email ?? "" };
}
