/**
 * Links that carry their own permission: the owner's hide and show links in
 * the comment mail, and the newsletter's one-click unsubscribe link. Each is
 * an HMAC-SHA256 of what it may do, keyed with the site's secret
 * (FORM_SECRET, see formSecret), so nobody without the secret can make one,
 * and a signature for one comment or action is worthless for another.
 * The worker, `npm run subscribers` and the tests all sign with this file.
 */
import { sign, verify } from "./hmac.server";
import { ONE_CLICK_UNSUBSCRIBE_PATH } from "./newsletter/one-click";

export type ModerationAction = "hide" | "show";

export const MODERATION_ACTIONS: readonly ModerationAction[] = ["hide", "show"];

const moderationMessage = (id: number, action: ModerationAction) => `moderate:${action}:${id}`;
// Addresses are matched without regard to case (as the list's unique index does), so sign them that way.
const unsubscribeMessage = (email: string) => `unsubscribe:${email.trim().toLowerCase()}`;

export function isModerationAction(value: string | undefined): value is ModerationAction {
  return MODERATION_ACTIONS.includes(value as ModerationAction);
}

/** The page of the owner's link for one comment and one action, signed: `/comments/12/hide?sig=…`. */
export async function moderationPath(secret: string, id: number, action: ModerationAction): Promise<string> {
  return `/comments/${id}/${action}?sig=${await sign(secret, moderationMessage(id, action))}`;
}

export function verifyModeration(secret: string, id: number, action: ModerationAction, signature: string | null): Promise<boolean> {
  return verify(secret, moderationMessage(id, action), signature);
}

/** The one-click unsubscribe address for one subscriber, signed. */
export async function unsubscribePath(secret: string, email: string): Promise<string> {
  const query = new URLSearchParams({ email, sig: await sign(secret, unsubscribeMessage(email)) });
  return `${ONE_CLICK_UNSUBSCRIBE_PATH}?${query}`;
}

export function verifyUnsubscribe(secret: string, email: string, signature: string | null): Promise<boolean> {
  return verify(secret, unsubscribeMessage(email), signature);
}
