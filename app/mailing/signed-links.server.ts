// An HMAC of what the link may do, so a signature for one comment or action is worthless for another.
import { inboxKey } from "~/utils/email";
import { sign, verify } from "~/utils/hmac.server";
import { CONFIRM_PATH, MAIL_PAGE_DAYS, MAIL_PAGE_PATH, ONE_CLICK_UNSUBSCRIBE_PATH, REPLY_STOP_PATH, SEND_LINK_DAYS } from "./mailing-list";

/** What every page reached by a signed link answers with: its address holds a key, so no copy is kept or indexed. */
export const SIGNED_PAGE_HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex" } as const;

export type ModerationAction = "hide" | "show";

const MODERATION_ACTIONS: readonly ModerationAction[] = ["hide", "show"];

const moderationMessage = (id: number, action: ModerationAction) => `moderate:${action}:${id}`;
const authorReplyMessage = (id: number) => `reply-as-author:${id}`;
// Case-blind, as the list's unique index is, and nothing else folded: the SQL finds the address exactly as signed, so
// a link whose address was padded or changed must not verify (" a@x.test" once passed here and stopped nothing).
const signedAddress = (email: string) => email.toLowerCase();
const unsubscribeMessage = (email: string) => `unsubscribe:${signedAddress(email)}`;
// Dated, so that a link lasts a week whatever the row says.
const confirmMessage = (email: string, sentAt: number) => `confirm:${sentAt}:${signedAddress(email)}`;
// One count of an inbox's mails that ask (confirm the newsletter, confirm reply notices, leave the list), without
// keeping the address: name+1@, name+2@ and (at Gmail) na.me@ are one inbox, so one count.
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

const DAY_MS = 24 * 3600 * 1000;

// Dated, so that it stops working after MAIL_PAGE_DAYS whatever the address does meanwhile.
const mailPageMessage = (email: string, madeAt: number) => `mail-page:${madeAt}:${signedAddress(email)}`;

/** The address's "Your mail" page, made at `madeAt` (ms): whoever holds it may stop and start what that address gets. */
export async function mailPagePath(secret: string, email: string, madeAt: number): Promise<string> {
  const query = new URLSearchParams({ email, t: String(madeAt), sig: await sign(secret, mailPageMessage(email, madeAt)) });
  return `${MAIL_PAGE_PATH}?${query}`;
}

/** "ok" within its days; "expired" signed but older (its page offers a fresh one); "refused" for anything else. */
export async function verifyMailPage(secret: string, url: URL, now = Date.now()): Promise<"ok" | "expired" | "refused"> {
  const email = url.searchParams.get("email") ?? "";
  const t = url.searchParams.get("t") ?? "";
  const madeAt = Number(t);
  if (!email || !/^[0-9]{1,16}$/.test(t) || !Number.isSafeInteger(madeAt)) return "refused";
  if (!(await verify(secret, mailPageMessage(email, madeAt), url.searchParams.get("sig")))) return "refused";
  // A link dated ahead of the clock by more than a clock's drift was not made by this site's clock.
  if (madeAt > now + 5 * 60_000) return "refused";
  return now - madeAt > MAIL_PAGE_DAYS * DAY_MS ? "expired" : "ok";
}
// Dated: the link made at `madeAt` (ms) works for SEND_LINK_DAYS. Links mailed before they were dated carry no `t` and
// are signed without it (sendMessage(issue)); those work for SEND_LINK_DAYS from the issue's own date.
const sendMessage = (issue: string, madeAt?: number) =>
  madeAt === undefined ? `newsletter-send:${issue}` : `newsletter-send:${madeAt}:${issue}`;

/** The owner's "Send to N subscribers" link of an issue, made at `madeAt` (ms). */
export async function sendIssuePath(secret: string, issue: string, madeAt: number): Promise<string> {
  return `/newsletter/send/${issue}?t=${madeAt}&sig=${await sign(secret, sendMessage(issue, madeAt))}`;
}

/** True when the link was signed for this issue and is within its days; `issueDate` dates the links made before `t`. */
export async function verifySendIssue(secret: string, issue: string, url: URL, issueDate: string, now = Date.now()): Promise<boolean> {
  const t = url.searchParams.get("t");
  const madeAt = t === null ? undefined : Number(t);
  if (madeAt !== undefined && !Number.isSafeInteger(madeAt)) return false;
  if (now - (madeAt ?? Date.parse(`${issueDate}T00:00:00Z`)) > SEND_LINK_DAYS * DAY_MS) return false;
  return verify(secret, sendMessage(issue, madeAt), url.searchParams.get("sig"));
}

// Reply notices (app/readers-mail/reply-notices.server.ts): each message names its purpose, so no other link's signature
// opens one. A confirmation is for one thread (docs/decisions/022); links mailed before that confirm the address alone.
const replyConfirmMessage = (email: string, askedAt: number, thread: number | null) =>
  thread === null
    ? `reply-notices-confirm:${askedAt}:${signedAddress(email)}`
    : `reply-notices-confirm-thread:${thread}:${askedAt}:${signedAddress(email)}`;
const replyStopMessage = (email: string, thread: number | "all") => `reply-notices-stop:${thread}:${signedAddress(email)}`;
// What a browser that confirmed an address keeps, so that its next ticked box needs no mail.
const replyConsentMessage = (email: string) => `reply-notices-browser:${signedAddress(email)}`;
// The daily cap on notices counts an inbox, as the confirmations' does.
const noticeDayKeyMessage = (email: string) => `reply-notices-sent:${inboxKey(email)}`;

const REPLY_CONFIRM_PATH = "/replies/confirm";

/** The confirmation link of the ask at `askedAt` (ms) for `thread`: it confirms that ask or a later one, for that thread only. */
export async function replyConfirmPath(secret: string, email: string, thread: number, askedAt: number): Promise<string> {
  const sig = await sign(secret, replyConfirmMessage(email, askedAt, thread));
  const query = new URLSearchParams({ email, thread: String(thread), t: String(askedAt), sig });
  return `${REPLY_CONFIRM_PATH}?${query}`;
}

export function verifyReplyConfirm(
  secret: string,
  email: string,
  thread: number | null,
  askedAt: number,
  signature: string | null,
): Promise<boolean> {
  return verify(secret, replyConfirmMessage(email, askedAt, thread), signature);
}

export async function replyConsentValue(secret: string, email: string): Promise<string> {
  return `${encodeURIComponent(email.toLowerCase())}.${await sign(secret, replyConsentMessage(email))}`;
}

/** The address a consent cookie was signed for, or null; `value` as read from the cookie, decoded. */
export async function verifyReplyConsent(secret: string, value: string | undefined): Promise<string | null> {
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 1) return null;
  const email = value.slice(0, dot);
  return (await verify(secret, replyConsentMessage(email), value.slice(dot + 1))) ? email : null;
}

/** Stops one thread's notices to the address, or, with "all", every thread's. */
export async function replyStopPath(secret: string, email: string, thread: number | "all"): Promise<string> {
  const query = new URLSearchParams({ email, thread: String(thread), sig: await sign(secret, replyStopMessage(email, thread)) });
  return `${REPLY_STOP_PATH}?${query}`;
}

export function verifyReplyStop(secret: string, email: string, thread: number | "all", signature: string | null): Promise<boolean> {
  return verify(secret, replyStopMessage(email, thread), signature);
}

export function noticeDayKey(secret: string, email: string): Promise<string> {
  return sign(secret, noticeDayKeyMessage(email));
}
