// An HMAC of what the link may do, so a signature for one comment or action is worthless for another.
import { sign, verify } from "./hmac.server";
import { ONE_CLICK_UNSUBSCRIBE_PATH } from "./newsletter/one-click";

export type ModerationAction = "hide" | "show";

export const MODERATION_ACTIONS: readonly ModerationAction[] = ["hide", "show"];

const moderationMessage = (id: number, action: ModerationAction) => `moderate:${action}:${id}`;
const authorReplyMessage = (id: number) => `reply-as-author:${id}`;
// Case-blind, as the list's unique index is.
const unsubscribeMessage = (email: string) => `unsubscribe:${email.trim().toLowerCase()}`;

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
