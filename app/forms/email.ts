/**
 * What counts as an e-mail address on every form of the site, for the
 * server's check and the browser's alike.
 */

export const EMAIL_MAX_LENGTH = 254;

/**
 * The WHATWG definition of a valid e-mail address (what type="email"
 * accepts), plus a dot in the domain: mail to "me@localhost" never reaches anybody.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * The browser's half: type="email" checks the address's shape, this
 * pattern attribute adds the dot in the domain that the server asks for.
 */
export const EMAIL_INPUT = {
  type: "email",
  maxLength: EMAIL_MAX_LENGTH,
  autoComplete: "email",
  pattern: "[^@\\s]+@[^@\\s]+\\.[^@\\s]+",
  title: "An e-mail address like name@example.com",
} as const;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
