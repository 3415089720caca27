// An HMAC of what the link may do, so a signature for one comment or action is worthless for another.
import { inboxKey } from "./email";
import { sign, verify } from "./hmac.server";
import { CONFIRM_PATH, ONE_CLICK_UNSUBSCRIBE_PATH } from "./mailing-list";

/** What every page reached by a signed link answers with: its address holds a key, so no copy is kept or indexed. */
export const SIGNED_PAGE_HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex" } as const;

export type ModerationAction = "hide" | "show";

const MODERATION_ACTIONS: readonly ModerationAction[] = ["hide", "show"];

const moderationMessage = (id: number, action: ModerationAction) => `moderate:${action}:${id}`;
const authorReplyMessage = (id: number) => `reply-as-author:${id}`;
// Case-blind, as the list's unique index is.
const unsubscribeMessage = (email: string) => `unsubscribe:${email.trim().toLowerCase()}`;
// Dated, so that a link lasts a week whatever the row says.
const confirmMessage = (email: string, sentAt: number) => `confirm:${sentAt}:${email.trim().toLowerCase()}`;
// What counts one inbox's confirmation mails, without keeping the address: name+1@, name+2@ and (at Gmail) na.me@ are
// one inbox, so one count.
const addressKeyMessage = (email: string) => `address:${inboxKey(email)}`;

export function isModerationAction(value: string | undefined): value is ModerationAction {
  return MODERATION_ACTIONS.includes(value as ModerationAction);
}

export async function moderationPath(secret: string, id: number, action: ModerationAction): Promise<string> {
  return `/comments/${id}/${action}?sig=${await sign(secret, moderationMessage(id, action))}`;
}

export function verifyModeration(secret: string, id: number, action: ModerationAction, signature: string | null): Promise<boolean> {
  return verify(secret, moderationMessage(id, action), signature);
}

/** The owner's "Reply as the author" link for comment `id`: whoever holds it may post the author's replies to that comment. */
export async function authorReplyPath(secret: string, id: number): Promise<string> {
  return `/comments/${id}/reply?sig=${await sign(secret, authorReplyMessage(id))}`;
}

export function verifyAuthorReply(secret: string, id: number, signature: string | null): Promise<boolean> {
  return verify(secret, authorReplyMessage(id), signature);
}

export async function unsubscribePath(secret: string, email: string): Promise<string> {
  const query = new URLSearchParams({ email, sig: await sign(secret, unsubscribeMessage(email)) });
  return `${ONE_CLICK_UNSUBSCRIBE_PATH}?${query}`;
}

export function verifyUnsubscribe(secret: string, email: string, signature: string | null): Promise<boolean> {
  return verify(secret, unsubscribeMessage(email), signature);
}

/** The confirmation link of a subscription asked for at `sentAt` (ms). */
export async function confirmPath(secret: string, email: string, sentAt: number): Promise<string> {
  const query = new URLSearchParams({ email, t: String(sentAt), sig: await sign(secret, confirmMessage(email, sentAt)) });
  return `${CONFIRM_PATH}?${query}`;
}

export function verifyConfirm(secret: string, email: string, sentAt: number, signature: string | null): Promise<boolean> {
  return verify(secret, confirmMessage(email, sentAt), signature);
}

export function addressKey(secret: string, email: string): Promise<string> {
  return sign(secret, addressKeyMessage(email));
}

const sendMessage = (issue: string) => `newsletter-send:${issue}`;

/** The owner's "Send to N subscribers" link of an issue. */
export async function sendIssuePath(secret: string, issue: string): Promise<string> {
  return `/newsletter/send/${issue}?sig=${await sign(secret, sendMessage(issue))}`;
}

export function verifySendIssue(secret: string, issue: string, signature: string | null): Promise<boolean> {
  return verify(secret, sendMessage(issue), signature);
}

// Reply notices (app/comments/reply-notices.server.ts). Each message names its purpose, so no other link's signature
// opens one. Case-blind, as the addresses are stored.
const replyConfirmMessage = (email: string, askedAt: number) => `reply-notices-confirm:${askedAt}:${email.trim().toLowerCase()}`;
const replyStopMessage = (email: string, thread: number | "all") => `reply-notices-stop:${thread}:${email.trim().toLowerCase()}`;
// The 3-a-day cap counts an inbox, as the newsletter's does: name+1@ and na.me@gmail.com are one.
const replyAddressKeyMessage = (email: string) => `reply-notices-address:${inboxKey(email)}`;

const REPLY_CONFIRM_PATH = "/replies/confirm";
const REPLY_STOP_PATH = "/replies/stop";

/** The confirmation link of the ask made at `askedAt` (ms): it confirms that ask or a later one, never an earlier one. */
export async function replyConfirmPath(secret: string, email: string, askedAt: number): Promise<string> {
  const query = new URLSearchParams({ email, t: String(askedAt), sig: await sign(secret, replyConfirmMessage(email, askedAt)) });
  return `${REPLY_CONFIRM_PATH}?${query}`;
}

export function verifyReplyConfirm(secret: string, email: string, askedAt: number, signature: string | null): Promise<boolean> {
  return verify(secret, replyConfirmMessage(email, askedAt), signature);
}

/** Stops one thread's notices to the address, or, with "all", every thread's. */
export async function replyStopPath(secret: string, email: string, thread: number | "all"): Promise<string> {
  const query = new URLSearchParams({ email, thread: String(thread), sig: await sign(secret, replyStopMessage(email, thread)) });
  return `${REPLY_STOP_PATH}?${query}`;
}

export function verifyReplyStop(secret: string, email: string, thread: number | "all", signature: string | null): Promise<boolean> {
  return verify(secret, replyStopMessage(email, thread), signature);
}

/** Counts an address's reply-notice confirmation mails, apart from the newsletter's. */
export function replyAddressKey(secret: string, email: string): Promise<string> {
  return sign(secret, replyAddressKeyMessage(email));
}
