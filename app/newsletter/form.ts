// Client-safe; ./schema.server reads the same limit.
import { EMAIL_INPUT } from "~/forms/email";

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

export type NewsletterResult =
  | { intent: NewsletterIntent; status: "done"; message: string }
  | { intent: NewsletterIntent; status: "invalid" | "unavailable"; email: string; error: string; token?: string };
