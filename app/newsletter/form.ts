/**
 * The newsletter forms' one schema: the e-mail field's HTML attributes and
 * the server's check are both read from here, so they cannot drift apart.
 */

import { EMAIL_INPUT, isEmailAddress } from "~/forms/email";

export const EMAIL_FIELD = {
  ...EMAIL_INPUT,
  name: "email",
  required: true,
  placeholder: "Enter your email",
} as const;

export type NewsletterIntent = "subscribe" | "unsubscribe";

export const NEWSLETTER_MESSAGES = {
  subscribed: "You are subscribed!",
  alreadySubscribed: "You are already subscribed!",
  unsubscribed: "You are now unsubscribed!",
  alreadyUnsubscribed: "You are already unsubscribed!",
} as const;

/** What a newsletter action answers; the form renders any of these. */
export type NewsletterResult =
  | { intent: NewsletterIntent; status: "done"; message: string }
  | { intent: NewsletterIntent; status: "invalid" | "unavailable"; email: string; error: string; token: string };

export type EmailCheck = { ok: true; email: string } | { ok: false; email: string; error: string };

/** Trims and checks the submitted address; on failure keeps what was typed. */
export function checkEmail(value: FormDataEntryValue | null): EmailCheck {
  const typed = typeof value === "string" ? value : "";
  const email = typed.trim();
  if (!email) return { ok: false, email: typed, error: "Please enter your e-mail address." };
  if (email.length > EMAIL_FIELD.maxLength) {
    return { ok: false, email: typed, error: `That address is too long (${EMAIL_FIELD.maxLength} characters at most).` };
  }
  if (!isEmailAddress(email)) {
    return { ok: false, email: typed, error: "That doesn't look like an e-mail address. Check it reads like name@example.com." };
  }
  return { ok: true, email };
}
