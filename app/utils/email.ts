// WHATWG's valid e-mail address plus a dot in the domain ("me@localhost" reaches nobody) and RFC 5321's 64-character
// limit before the @. Compiles with the v flag, as browsers read `pattern`.
const EMAIL_LOCAL_MAX_LENGTH = 64;
const LABEL = "[a-zA-Z0-9](?:[a-zA-Z0-9\\-]{0,61}[a-zA-Z0-9])?";
const EMAIL_SOURCE = `[a-zA-Z0-9.!#$%&'*+\\/=?\\^_\`\\{\\|\\}~\\-]{1,${EMAIL_LOCAL_MAX_LENGTH}}@${LABEL}(?:\\.${LABEL})+`;

const EMAIL_MAX_LENGTH = 254;

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

const localPartLength = (value: string) => Math.max(value.indexOf("@"), 0);

/** A zod refine's arguments. */
export function localPartWithinLimit() {
  return [
    (value: string) => localPartLength(value) <= EMAIL_LOCAL_MAX_LENGTH,
    {
      error: (issue: { input: unknown }) =>
        `The part before the @ can be ${EMAIL_LOCAL_MAX_LENGTH} characters at most (this one has ${localPartLength(String(issue.input))}).`,
    },
  ] as const;
}

// Providers that deliver na.me@ and name@ to one inbox (Gmail's own domains; googlemail.com is gmail.com).
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/** The inbox an address reaches, for a per-inbox cap only: mail still goes to the address as typed. */
export function inboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS[domain]) {
    domain = DOTLESS_DOMAINS[domain];
    local = local.replace(/\./g, "");
  }
  return `${local}@${domain}`;
}
