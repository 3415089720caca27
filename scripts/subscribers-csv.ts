/**
 * The newsletter list as CSV, each address with its signed one-click unsubscribe URL and its state (`npm run subscribers`):
 * confirmed (on the list) or pending (sent a confirmation link, not yet pressed; it gets nothing else).
 */
import type { Subscriber } from "../app/readers-mail/subscription.server";
import { unsubscribePath } from "../app/mailing/signed-links.server";

// state last: a column added after the others leaves an owner's import of the first three as it was.
const CSV_HEADER = ["email", "subscribed_at", "unsubscribe_url", "state"] as const;

/**
 * One CSV field (RFC 4180). A leading `=`, `+`, `-`, `@`, tab or carriage return would be
 * read as a formula by a spreadsheet, so such a cell gets a leading `'` (OWASP, CSV injection).
 */
export function csvField(value: string): string {
  const cell = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export async function subscribersCsv(rows: Subscriber[], { secret, origin }: { secret: string; origin: string }): Promise<string> {
  const lines = [CSV_HEADER.join(",")];
  for (const row of rows) {
    const url = `${origin}${await unsubscribePath(secret, row.email)}`;
    lines.push([row.email, row.subscribed_at ?? "", url, row.state].map(csvField).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
