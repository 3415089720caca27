/**
 * Whether the owner has been told about each comment (comments2.notify_*):
 * claiming the notices that are due, and recording how an attempt went.
 */
import { type Db, sql } from "~/db.server";
import { chainUp, NOTICE_LEASE } from "./comment.server";

/** What a retried mail is made from. */
export interface DueNotice {
  comment_id: number;
  reply_to: string;
  recipe: number;
  name: string;
  rating: number | null;
  comment: string;
  posted_origin: string | null;
  /** Attempts made before this one. */
  notify_attempts: number;
  /** The top-level comment of its thread (itself for a top-level comment). */
  thread_root: number;
}

/** A notice is given up when an attempt fails this long after the comment arrived. */
export const NOTICE_GIVE_UP_AFTER = sql`interval '1 day'`;

/**
 * How long to wait after the `attempts`-th failed attempt: 5 minutes, then
 * twice as long each time, never more than 4 hours (a day holds 11 attempts).
 */
export function retryDelayMinutes(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 240);
}

/**
 * Claims up to `limit` notices that are due, for this run alone: one
 * statement moves each one's due time a lease ahead. Rows another run is
 * claiming at the same moment are skipped (SKIP LOCKED), and a row whose
 * due time moved while we waited no longer matches, so two overlapping runs
 * never claim the same notice.
 */
export async function claimDueNotices(db: Db, limit = 20): Promise<DueNotice[]> {
  const claimed = await db.query<{ comment_id: number; reply_to: string } & Record<string, unknown>>(
    sql`WITH due AS (
       SELECT comment_id FROM comments2 WHERE notify_due_at <= now() ORDER BY notify_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
     )
     UPDATE comments2 c SET notify_due_at = now() + ${NOTICE_LEASE}
       FROM due WHERE c.comment_id = due.comment_id AND c.notify_due_at <= now()
     RETURNING c.comment_id, c.reply_to, c.recipe, c.name, c.rating, c.comment, c.posted_origin, c.notify_attempts`,
  );
  return Promise.all(
    claimed.map(async (row) => ({
      ...(row as unknown as DueNotice),
      thread_root: row.reply_to === "main" ? row.comment_id : await threadRoot(db, row.comment_id),
    })),
  );
}

/** The top-level comment a reply is under (the reply itself when the chain is broken). */
async function threadRoot(db: Db, id: number): Promise<number> {
  const [row] = await db.query<{ root: number | null }>(
    sql`WITH RECURSIVE ${chainUp(id)} SELECT min(comment_id) FILTER (WHERE reply_to = 'main') AS root FROM up`,
  );
  return row?.root ?? id;
}

export async function recordNoticeSent(db: Db, id: number): Promise<void> {
  await db.query(
    sql`UPDATE comments2 SET notified_at = now(), notify_due_at = NULL, notify_attempts = notify_attempts + 1 WHERE comment_id = ${id}`,
  );
}

/**
 * Records a failed attempt: the notice is due again in `delayMinutes`, or
 * given up (nothing due) once the comment is older than a day.
 * Returns whether it was given up.
 */
export async function recordNoticeFailed(db: Db, id: number, delayMinutes: number): Promise<{ gaveUp: boolean; attempts: number }> {
  const [row] = await db.query<{ due: string | null; attempts: number }>(
    sql`UPDATE comments2 SET notify_attempts = notify_attempts + 1,
            notify_due_at = CASE WHEN created_at IS NULL OR created_at < now() - ${NOTICE_GIVE_UP_AFTER} THEN NULL
                                 ELSE now() + ${delayMinutes}::float8 * interval '1 minute' END
      WHERE comment_id = ${id} AND notified_at IS NULL
      RETURNING notify_due_at AS due, notify_attempts AS attempts`,
  );
  return { gaveUp: !row || row.due === null, attempts: row?.attempts ?? 0 };
}
