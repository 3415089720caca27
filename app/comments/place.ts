import type { CommentActionResult } from "./comments.server";

/** Where comments are shown: what their links and reply forms lead back to. */
export interface CommentPlace {
  recipeId: number;
  slug: string;
  /** The comments page they are on (`?before=`), null for the newest. */
  before: number | null;
  /** The comment whose inline reply form is open (`?reply=`, readers without JavaScript). */
  replyingTo: number | null;
  /** The page's answer to a reply posted without JavaScript. */
  reply: CommentActionResult | null;
}
