import { type Db, sql } from "~/utils/db.server";
import { chainUp, parentIdOf } from "~/comment-threads/comment-chain.server";

export interface ModeratedComment {
  comment_id: number;
  recipe: number;
  reply_to: string;
  name: string;
  rating: number | null;
  comment: string;
  date: string;
  hidden: boolean;
  /** Out of sight whatever its own state: a comment up its chain is hidden. */
  under_hidden: boolean;
  /** The replies under it, at any depth, that go out of sight with it and come back with it. */
  replies_below: number;
}

const MODERATED = sql`c.comment_id, c.recipe, c.reply_to, c.name, c.rating, c.comment, c.date, c.hidden_at IS NOT NULL AS hidden,
  EXISTS (SELECT 1 FROM up WHERE up.comment_id <> c.comment_id AND up.hidden_at IS NOT NULL) AS under_hidden,
  (SELECT count(*)::int FROM down) AS replies_below`;

// UNION, not UNION ALL: a chain that loops (no form makes one) ends.
const chainDown = (start: number) => sql`down AS (
  SELECT comment_id FROM comments2 WHERE reply_to = ${String(start)}
  UNION
  SELECT r.comment_id FROM comments2 r JOIN down ON r.reply_to = down.comment_id::text
)`;

const moderated = (id: number) =>
  sql`WITH RECURSIVE ${chainUp(id)}, ${chainDown(id)} SELECT ${MODERATED} FROM comments2 c WHERE c.comment_id = ${id}`;

export async function commentForModeration(db: Db, id: number): Promise<ModeratedComment | null> {
  const [row] = await db.query<ModeratedComment>(moderated(id));
  return row ?? null;
}

// Replies are not touched: they go out of sight with it (recipeComments) and come back with it.
export async function setCommentHidden(
  db: Db,
  id: number,
  hidden: boolean,
): Promise<{ comment: ModeratedComment; changed: boolean } | null> {
  const [changed, , now] = await db.transaction((q) => [
    q(
      sql`UPDATE comments2 SET hidden_at = CASE WHEN ${hidden}::boolean THEN now() END
        WHERE comment_id = ${id} AND (hidden_at IS NOT NULL) <> ${hidden}::boolean RETURNING comment_id`,
    ),
    q(
      sql`UPDATE comments2 p SET num_replies = (SELECT count(*) FROM comments2 r WHERE r.reply_to = p.comment_id::text AND r.hidden_at IS NULL)
        WHERE p.comment_id = (SELECT ${parentIdOf("reply_to")} FROM comments2 WHERE comment_id = ${id})`,
    ),
    q<ModeratedComment>(moderated(id)),
  ]);
  if (now.length === 0) return null;
  return { comment: now[0], changed: changed.length > 0 };
}
