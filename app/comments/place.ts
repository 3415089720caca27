import type { CommentActionResult } from "./comment-action.server";

export interface CommentPlace {
  recipeId: number;
  slug: string;
  /** `?before=`; null for the newest page. */
  before: number | null;
  /** `?reply=` (readers without JavaScript). */
  replyingTo: number | null;
  reply: CommentActionResult | null;
}
