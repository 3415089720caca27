// What the queued mails share (the owner's mail about a comment, the reply notices): each is claimed under a lease and
// retried on a growing wait (docs/decisions/006-mail-transports.md).
import { sql } from "~/utils/db.server";

// Longer than a send may take, so attempts never overlap; short, so a notice whose worker died is retried soon.
export const MAIL_LEASE = sql`interval '5 minutes'`;

// 5 minutes, doubling, at most 4 hours: a day holds 11 attempts.
export function retryDelayMinutes(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 240);
}
