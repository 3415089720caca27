/**
 * The one e-mail rule: the forms' server check, their `pattern` attribute and the
 * configuration's OWNER_EMAIL and MAIL_FROM. WHATWG's valid e-mail address (what
 * type="email" accepts) plus a dot in the domain: mail to "me@localhost" reaches nobody.
 * Written so that it also compiles with the v flag, as browsers read `pattern`.
 */
const LABEL = "[a-zA-Z0-9](?:[a-zA-Z0-9\\-]{0,61}[a-zA-Z0-9])?";
const EMAIL_SOURCE = `[a-zA-Z0-9.!#$%&'*+\\/=?\\^_\`\\{\\|\\}~\\-]+@${LABEL}(?:\\.${LABEL})+`;

export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN = new RegExp(`^(?:${EMAIL_SOURCE})$`, "v");

export const EMAIL_INPUT = {
  type: "email",
  maxLength: EMAIL_MAX_LENGTH,
  autoComplete: "email",
  pattern: EMAIL_SOURCE,
  title: "An e-mail address like name@example.com",
} as const;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
