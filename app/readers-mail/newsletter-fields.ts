// Client-safe; ./newsletter-schema.server reads the same limit.
import { EMAIL_INPUT } from "~/utils/email";

export const EMAIL_FIELD = {
  ...EMAIL_INPUT,
  name: "email",
  required: true,
  placeholder: "Enter your email",
} as const;

export type NewsletterIntent = "subscribe" | "unsubscribe";

// One answer each, whether or not the address was on the list: the form must not tell anyone who is (docs/abuse-and-failures.md).
export const NEWSLETTER_MESSAGES = {
  subscribed:
    "Almost there: check your inbox. If that address isn't on the list yet, a mail with a link to confirm it is on its way, and nothing else goes to it until you do.",
  // Nothing is removed by a typed address: anyone could type anyone's. The mail's button is the subscriber's own word.
  leaveMailed:
    "Check that inbox. If the address is on the list, a mail with a button to leave it is on its way; nothing changes until it's pressed.",
} as const;

export type NewsletterResult =
  | { intent: NewsletterIntent; status: "done"; message: string }
  | { intent: NewsletterIntent; status: "invalid" | "unavailable"; email: string; error: string; token?: string };

/** Tests of one issue a day from its send page: its link reaches whoever the preview does, a forwarded mail too. */
export const TESTS_PER_DAY = 5;
