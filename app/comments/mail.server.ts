/**
 * The owner's e-mail about each new comment or reply, sent by the worker
 * through MailChannels' Email API after the comment is stored.
 */
import type { Env } from "../../worker/env";

export const MAILCHANNELS_API_URL = "https://api.mailchannels.net/tx/v1";

export interface MailConfig {
  apiUrl: string;
  apiKey: string;
  to: string;
  from: string;
}

/** The mail settings, or null when the owner has not configured mail. */
export function mailConfig(env: Env): MailConfig | null {
  if (!env.MAILCHANNELS_API_KEY || !env.OWNER_EMAIL || !env.MAIL_FROM) return null;
  return {
    apiUrl: (env.MAILCHANNELS_API_URL || MAILCHANNELS_API_URL).replace(/\/+$/, ""),
    apiKey: env.MAILCHANNELS_API_KEY,
    to: env.OWNER_EMAIL,
    from: env.MAIL_FROM,
  };
}

/** One line of visitor text, safe for a header: no CR, LF or NUL, and capped. */
export function oneLine(value: string, max: number): string {
  const flat = value.replace(/[\r\n\u0000]+/g, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export interface CommentNotice {
  kind: "comment" | "reply";
  recipeTitle: string;
  recipeId: number;
  name: string;
  rating: number | null;
  comment: string;
  link: string;
}

export function ownerMessage(n: CommentNotice): { subject: string; text: string } {
  const who = oneLine(n.name, 80);
  const title = oneLine(n.recipeTitle, 120);
  const subject =
    n.kind === "comment" ? `New ${n.rating}-star comment on ${title}` : `New reply on ${title}`;
  const lines = [
    n.kind === "comment"
      ? `${who} left a rating and comment on "${title}" (recipe ${n.recipeId}).`
      : `${who} replied to a comment on "${title}" (recipe ${n.recipeId}).`,
    "",
    ...(n.rating ? [`Rating: ${"★".repeat(n.rating)}${"☆".repeat(5 - n.rating)} (${n.rating} of 5)`, ""] : []),
    n.comment.replace(/\u0000/g, "").slice(0, 5000),
    "",
    `Read it on the site: ${n.link}`,
  ];
  return { subject: oneLine(subject, 200), text: lines.join("\n") };
}

/** Sends the mail; throws when MailChannels does not accept it (202). */
export async function sendOwnerMail(config: MailConfig, message: { subject: string; text: string }): Promise<void> {
  const res = await fetch(`${config.apiUrl}/send`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": config.apiKey },
    body: JSON.stringify({
      personalizations: [{ to: [{ email: config.to }] }],
      from: { email: config.from, name: "Recipe comments" },
      subject: message.subject,
      content: [{ type: "text/plain", value: message.text }],
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status !== 202 && !res.ok) {
    throw new Error(`MailChannels answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }
}
