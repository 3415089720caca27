import { type Db, sql } from "~/utils/db.server";
import { chainUp } from "~/comment-threads/comment-chain.server";
import { MAIL_LEASE } from "~/mailing/mail-queue.server";

export interface DueOwnerMail {
  comment_id: number;
  reply_to: string;
  recipe: number;
  name: string;
  rating: number | null;
  comment: string;
  /** The commenter's, when given: the owner's mail's Reply-To. */
  email: string | null;
  notify_attempts: number;
  /** Itself for a top-level comment. */
  thread_root: number;
  /** What a reply answers, quoted in the owner's mail; null for a top-level comment. */
  parent_name: string | null;
  parent_comment: string | null;
}

const OWNER_MAIL_GIVE_UP_AFTER = sql`interval '1 day'`;

// SKIP LOCKED, and the due time re-checked after the wait, so overlapping runs never claim the same mail.
export async function claimDueOwnerMail(db: Db, limit = 20): Promise<DueOwnerMail[]> {
  const claimed = await db.query<Omit<DueOwnerMail, "thread_root">>(
    sql`WITH due AS (
       SELECT comment_id FROM comments2 WHERE notify_due_at <= now() ORDER BY notify_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
     )
     UPDATE comments2 c SET notify_due_at = now() + ${MAIL_LEASE}
       FROM due WHERE c.comment_id = due.comment_id AND c.notify_due_at <= now()
     RETURNING c.comment_id, c.reply_to, c.recipe, c.name, c.rating, c.comment, c.email, c.notify_attempts,
       (SELECT p.name FROM comments2 p WHERE p.comment_id::text = c.reply_to) AS parent_name,
       (SELECT p.comment FROM comments2 p WHERE p.comment_id::text = c.reply_to) AS parent_comment`,
  );
  return Promise.all(
    claimed.map(async (row) => ({
      ...row,
      thread_root: row.reply_to === "main" ? row.comment_id : await threadRoot(db, row.comment_id),
    })),
  );
}

// The reply itself when the chain is broken.
export async function threadRoot(db: Db, id: number): Promise<number> {
  const [row] = await db.query<{ root: number | null }>(
    sql`WITH RECURSIVE ${chainUp(id)} SELECT min(comment_id) FILTER (WHERE reply_to = 'main') AS root FROM up`,
  );
  return row?.root ?? id;
}

export async function recordOwnerMailSent(db: Db, id: number): Promise<void> {
  await db.query(
    sql`UPDATE comments2 SET notified_at = now(), notify_due_at = NULL, notify_attempts = notify_attempts + 1 WHERE comment_id = ${id}`,
  );
}

export async function recordOwnerMailFailed(db: Db, id: number, delayMinutes: number): Promise<{ gaveUp: boolean; attempts: number }> {
  const [row] = await db.query<{ due: string | null; attempts: number }>(
    sql`UPDATE comments2 SET notify_attempts = notify_attempts + 1,
            notify_due_at = CASE WHEN created_at IS NULL OR created_at < now() - ${OWNER_MAIL_GIVE_UP_AFTER} THEN NULL
                                 ELSE now() + ${delayMinutes}::float8 * interval '1 minute' END
      WHERE comment_id = ${id} AND notified_at IS NULL
      RETURNING notify_due_at AS due, notify_attempts AS attempts`,
  );
  return { gaveUp: !row || row.due === null, attempts: row?.attempts ?? 0 };
}
