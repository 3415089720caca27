/** The owner's hide and show of a comment (comments2.hidden_at). */
import type { Db } from "~/db.server";
import { chainUp, parentIdOf } from "./comment.server";

/** A comment as the owner's moderation page shows it. */
export interface ModeratedComment {
  comment_id: number;
  recipe: number;
  reply_to: string;
  name: string;
  rating: number | null;
  comment: string;
  date: string;
  hidden: boolean;
  /** A comment it replies to (at any depth) is hidden, so it is out of sight whatever its own state. */
  under_hidden: boolean;
}

const MODERATED = `c.comment_id, c.recipe, c.reply_to, c.name, c.rating, c.comment, c.date, c.hidden_at IS NOT NULL AS hidden,
  EXISTS (SELECT 1 FROM up WHERE up.comment_id <> c.comment_id AND up.hidden_at IS NOT NULL) AS under_hidden`;

export async function commentForModeration(db: Db, id: number): Promise<ModeratedComment | null> {
  const [row] = await db.query<ModeratedComment & Record<string, unknown>>(
    `WITH RECURSIVE ${chainUp("$1")} SELECT ${MODERATED} FROM comments2 c WHERE c.comment_id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * Hides the comment or shows it again. Its replies are not touched: they
 * are out of sight while it is hidden (see recipeComments) and come back
 * with it. The parent's reply count follows, in the same transaction.
 * Returns the comment as it is now and whether this call changed it; null
 * when there is no such comment.
 */
export async function setCommentHidden(
  db: Db,
  id: number,
  hidden: boolean,
): Promise<{ comment: ModeratedComment; changed: boolean } | null> {
  const [changed, , now] = await db.transaction((q) => [
    q(
      `UPDATE comments2 SET hidden_at = CASE WHEN $2::boolean THEN now() END
        WHERE comment_id = $1 AND (hidden_at IS NOT NULL) <> $2::boolean RETURNING comment_id`,
      [id, hidden],
    ),
    q(
      `UPDATE comments2 p SET num_replies = (SELECT count(*) FROM comments2 r WHERE r.reply_to = p.comment_id::text AND r.hidden_at IS NULL)
        WHERE p.comment_id = (SELECT ${parentIdOf("reply_to")} FROM comments2 WHERE comment_id = $1)`,
      [id],
    ),
    q(`WITH RECURSIVE ${chainUp("$1")} SELECT ${MODERATED} FROM comments2 c WHERE c.comment_id = $1`, [id]),
  ]);
  if (now.length === 0) return null;
  return { comment: now[0] as unknown as ModeratedComment, changed: changed.length > 0 };
}
