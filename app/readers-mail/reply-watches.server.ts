// Reply notices for commenters who ticked "E-mail me when someone replies" (migrations/0008_reply_notices.sql).
// The Cron Trigger sends them (./reply-notice-cron.server.ts), as it retries the owner's mail: claimed under a lease, recorded.
import { NOTICE_GAP_MINUTES } from "./notice-gap";
import { type Db, type SqlTemplate, sql } from "~/utils/db.server";
import { CONFIRM_WITHIN_DAYS } from "~/mailing/mailing-list";
import { chainUp } from "~/comment-threads/comment-chain.server";
import { MAIL_LEASE } from "~/mailing/mail-queue.server";

const CONFIRM_WITHIN = sql`${CONFIRM_WITHIN_DAYS}::int * interval '1 day'`;
/** At most one notice per thread and address in this time: replies in between wait and go together. */
const NOTICE_GAP = sql`make_interval(mins => ${NOTICE_GAP_MINUTES})`;
const REPLY_NOTICE_GIVE_UP_AFTER = sql`interval '1 day'`;

/** The address is asked for (stored unconfirmed) unless it is confirmed; the sweep forgets it after a week unconfirmed. */
export const askForAddress = (email: string): SqlTemplate =>
  sql`INSERT INTO reply_notice_addresses AS a (email, asked_at, pending_since) VALUES (lower(${email}), now(), now())
      ON CONFLICT (email) DO UPDATE SET pending_since = now(),
         asked_at = CASE WHEN a.pending_since IS NULL OR a.pending_since <= now() - ${CONFIRM_WITHIN} THEN now() ELSE a.asked_at END
       WHERE a.confirmed_at IS NULL`;

/** True when the address is confirmed and `browser` says this browser confirmed it (docs/decisions/022). */
const consentedHere = (email: string, browser: boolean) =>
  browser ? sql`EXISTS (SELECT 1 FROM reply_notice_addresses WHERE email = lower(${email}) AND confirmed_at IS NOT NULL)` : sql`false`;

/** The thread an address hears about from `since` on, once it consents: at once when `browserConsented`, else by a mailed link. */
export const watchThread = (thread: SqlTemplate, email: string, since: SqlTemplate, where: SqlTemplate, browserConsented: boolean) =>
  sql`INSERT INTO reply_watches AS w (thread, email, last_seen, asked_at, pending_since)
      SELECT ${thread}, lower(${email}), ${since}, now(), CASE WHEN ${consentedHere(email, browserConsented)} THEN NULL ELSE now() END
       WHERE ${where}
      ON CONFLICT (thread, email) DO UPDATE
        SET pending_since = CASE WHEN ${consentedHere(email, browserConsented)} THEN NULL ELSE now() END,
            asked_at = CASE WHEN w.pending_since <= now() - ${CONFIRM_WITHIN} THEN now() ELSE w.asked_at END
       WHERE w.pending_since IS NOT NULL
      RETURNING w.thread::float8 AS thread, floor(extract(epoch FROM w.pending_since) * 1000)::float8 AS asked_ms`;

/** The top-level comment above `start` (itself for one), NULL when the chain is broken. Needs chainUp(start) as `up`. */
const ROOT_OF_UP = sql`(SELECT min(comment_id) FILTER (WHERE reply_to = 'main') FROM up)`;

/** After a reply under `parent`: every watcher of the thread but the replier is due, NOTICE_GAP after its last notice at the soonest. */
export const replyPosted = (parent: number, replierEmail: string | null): SqlTemplate =>
  sql`WITH RECURSIVE ${chainUp(parent)}
      UPDATE reply_watches SET due_at = greatest(now(), coalesce(last_sent_at + ${NOTICE_GAP}, now()))
       WHERE thread = ${ROOT_OF_UP} AND due_at IS NULL AND email <> lower(coalesce(${replierEmail}::text, ''))`;

export { ROOT_OF_UP as threadRootOfUp };

export type AddressConfirmed = "confirmed" | "already" | "expired";

const askedBy = (askedMs: number) => sql`floor(extract(epoch FROM asked_at) * 1000) <= ${askedMs}::float8`;
const pendingWithinWeek = sql`pending_since > now() - ${CONFIRM_WITHIN}`;

// Consents to `thread`'s notices by a link signed at `askedMs` for this ask or a later one, and so confirms the address;
// `thread` null: a link mailed before consent was per thread confirms the address and what it asked for until then.
export async function confirmReplyNotices(db: Db, email: string, thread: number | null, askedMs: number): Promise<AddressConfirmed> {
  const [row] = await db.query<{ result: AddressConfirmed }>(
    thread === null
      ? sql`WITH address AS (
              UPDATE reply_notice_addresses SET pending_since = NULL, confirmed_at = now()
               WHERE email = lower(${email}) AND confirmed_at IS NULL AND ${pendingWithinWeek} AND ${askedBy(askedMs)}
              RETURNING 1
            ), watches AS (
              UPDATE reply_watches SET pending_since = NULL
               WHERE email = lower(${email}) AND pending_since IS NOT NULL AND ${askedBy(askedMs)} AND EXISTS (SELECT FROM address)
            )
            SELECT CASE WHEN EXISTS (SELECT FROM address) THEN 'confirmed'
                        WHEN EXISTS (SELECT FROM reply_notice_addresses WHERE email = lower(${email}) AND confirmed_at IS NOT NULL) THEN 'already'
                        ELSE 'expired' END AS result`
      : sql`WITH watch AS (
              UPDATE reply_watches SET pending_since = NULL
               WHERE thread = ${thread} AND email = lower(${email}) AND ${pendingWithinWeek} AND ${askedBy(askedMs)}
              RETURNING 1
            ), address AS (
              INSERT INTO reply_notice_addresses AS a (email, asked_at, confirmed_at)
              SELECT lower(${email}), now(), now() WHERE EXISTS (SELECT FROM watch)
              ON CONFLICT (email) DO UPDATE SET pending_since = NULL, confirmed_at = coalesce(a.confirmed_at, now())
            )
            SELECT CASE WHEN EXISTS (SELECT FROM watch) THEN 'confirmed'
                        WHEN EXISTS (SELECT FROM reply_watches w JOIN reply_notice_addresses a USING (email)
                                      WHERE w.thread = ${thread} AND w.email = lower(${email}) AND w.pending_since IS NULL
                                        AND a.confirmed_at IS NOT NULL) THEN 'already'
                        ELSE 'expired' END AS result`,
  );
  return row.result;
}

/** Where a confirmation link stands: the thread's watch, or for a link that names none, the address. */
export async function replyNoticesState(db: Db, email: string, thread: number | null): Promise<"confirmed" | "pending" | "none"> {
  const [row] = await db.query<{ confirmed: boolean; pending: boolean }>(
    thread === null
      ? sql`SELECT confirmed_at IS NOT NULL AS confirmed, ${pendingWithinWeek} AS pending
              FROM reply_notice_addresses WHERE email = lower(${email})`
      : sql`SELECT w.pending_since IS NULL AND a.confirmed_at IS NOT NULL AS confirmed,
                     w.pending_since > now() - ${CONFIRM_WITHIN} AS pending
              FROM reply_watches w LEFT JOIN reply_notice_addresses a USING (email)
             WHERE w.thread = ${thread} AND w.email = lower(${email})`,
  );
  return !row ? "none" : row.confirmed ? "confirmed" : row.pending ? "pending" : "none";
}

/** The recipe a thread is on, by its top comment; null when it is gone. */
export async function threadRecipe(db: Db, thread: number): Promise<number | null> {
  const [row] = await db.query<{ recipe: number }>(sql`SELECT recipe FROM comments2 WHERE comment_id = ${thread}`);
  return row?.recipe ?? null;
}

/** Stops one thread's notices to the address; true when it was watching it. */
export async function stopThread(db: Db, email: string, thread: number): Promise<boolean> {
  const rows = await db.query(sql`DELETE FROM reply_watches WHERE thread = ${thread} AND email = lower(${email}) RETURNING 1`);
  return rows.length > 0;
}

/** Stops every thread's, and forgets the address: a later tick asks for it again. */
export async function stopAllThreads(db: Db, email: string): Promise<void> {
  await db.transaction((q) => [
    q(sql`DELETE FROM reply_watches WHERE email = lower(${email})`),
    q(sql`DELETE FROM reply_notice_addresses WHERE email = lower(${email})`),
  ]);
}

export interface DueWatch {
  thread: number;
  email: string;
  last_seen: number;
  attempts: number;
}

// SKIP LOCKED, and the due time re-checked after the wait, so overlapping runs never claim the same watch.
// Only watches their address consented to, of confirmed addresses: until then nothing but the confirmation goes to one.
export async function claimDueWatches(db: Db, limit: number): Promise<DueWatch[]> {
  return db.query<DueWatch>(
    sql`WITH due AS (
       SELECT w.thread, w.email FROM reply_watches w
        WHERE w.due_at <= now() AND w.pending_since IS NULL
          AND EXISTS (SELECT 1 FROM reply_notice_addresses a WHERE a.email = w.email AND a.confirmed_at IS NOT NULL)
        ORDER BY w.due_at LIMIT ${limit} FOR UPDATE OF w SKIP LOCKED
     )
     UPDATE reply_watches w SET due_at = now() + ${MAIL_LEASE}
       FROM due WHERE w.thread = due.thread AND w.email = due.email AND w.due_at <= now()
     RETURNING w.thread::float8 AS thread, w.email, w.last_seen::float8 AS last_seen, w.attempts`,
  );
}

// The thread's replies that show: none under a hidden comment (the walk stops there) and none if the top one is hidden.
const shownThread = (thread: number) => sql`shown AS (
  SELECT comment_id FROM comments2 WHERE reply_to = ${String(thread)} AND hidden_at IS NULL
    AND EXISTS (SELECT 1 FROM comments2 r WHERE r.comment_id = ${thread} AND r.hidden_at IS NULL)
  UNION
  SELECT c.comment_id FROM comments2 c JOIN shown s ON c.reply_to = s.comment_id::text WHERE c.hidden_at IS NULL
)`;

// Replies the watcher has not been told of: shown, newer than last_seen, and not their own (posted from a browser that
// held the address's consent; a stranger typing the address does not make a reply theirs).
const untold = (w: { thread: number; email: string }, after: SqlTemplate) =>
  sql`SELECT c.comment_id FROM comments2 c JOIN shown USING (comment_id)
       WHERE c.comment_id > ${after} AND NOT (c.email_proven AND lower(coalesce(c.email, '')) = ${w.email})`;

export interface NoticeReply {
  comment_id: number;
  name: string;
  comment: string;
  by_author: boolean;
  date: string;
  /** Whom it answers, when that is another reply rather than the thread's top comment. */
  parent_name: string | null;
}

export interface WatchedThread {
  root: { comment_id: number; recipe: number; name: string; comment: string } | null;
  replies: NoticeReply[];
}

const REPLIES_PER_NOTICE = 20;

export async function untoldReplies(db: Db, w: DueWatch): Promise<WatchedThread> {
  const [root, replies] = await db.transaction((q) => [
    q<{ comment_id: number; recipe: number; name: string; comment: string }>(
      sql`SELECT comment_id, recipe, name, comment FROM comments2 WHERE comment_id = ${w.thread} AND hidden_at IS NULL`,
    ),
    q<NoticeReply>(
      sql`WITH RECURSIVE ${shownThread(w.thread)}
          SELECT c.comment_id, c.name, c.comment, c.by_author, c.date, p.name AS parent_name FROM comments2 c
            LEFT JOIN comments2 p ON p.comment_id::text = c.reply_to AND p.comment_id <> ${w.thread}
           WHERE c.comment_id IN (${untold(w, sql`${w.last_seen}`)}) ORDER BY c.comment_id LIMIT ${REPLIES_PER_NOTICE}`,
    ),
  ]);
  return { root: root[0] ?? null, replies };
}

// Due again after NOTICE_GAP when a reply came in while this one was being sent (replyPosted skips a held watch).
const nextDue = (w: DueWatch, seen: SqlTemplate) => sql`CASE WHEN EXISTS (${untold(w, seen)}) THEN now() + ${NOTICE_GAP} END`;

/** Told up to `lastId`; or, with null, nothing to tell after all (hidden, or only the watcher's own). */
export async function recordWatchSent(db: Db, w: DueWatch, lastId: number | null): Promise<void> {
  const seen = lastId === null ? sql`${w.last_seen}::bigint` : sql`${lastId}::bigint`;
  await db.query(
    sql`WITH RECURSIVE ${shownThread(w.thread)}
        UPDATE reply_watches SET last_seen = greatest(last_seen, ${seen}), attempts = 0, first_failed_at = NULL,
               last_sent_at = ${lastId === null ? sql`last_sent_at` : sql`now()`},
               due_at = ${lastId === null ? sql`CASE WHEN EXISTS (${untold(w, seen)}) THEN now() END` : nextDue(w, seen)}
         WHERE thread = ${w.thread} AND email = ${w.email}`,
  );
}

/** Tried again after `delayMinutes` for a day, then given up: its replies go with the next reply's notice (last_seen stays). */
export async function recordWatchFailed(db: Db, w: DueWatch, delayMinutes: number): Promise<{ gaveUp: boolean }> {
  const [row] = await db.query<{ due: string | null }>(
    sql`UPDATE reply_watches SET attempts = attempts + 1, first_failed_at = coalesce(first_failed_at, now()),
            due_at = CASE WHEN first_failed_at < now() - ${REPLY_NOTICE_GIVE_UP_AFTER} THEN NULL
                          ELSE now() + ${delayMinutes}::float8 * interval '1 minute' END
      WHERE thread = ${w.thread} AND email = ${w.email}
      RETURNING due_at AS due`,
  );
  return { gaveUp: !row || row.due === null };
}

/** The inbox has had today's notices: this one waits for the next UTC day, and goes then with whatever came since. */
export async function holdWatchUntilTomorrow(db: Db, w: DueWatch): Promise<void> {
  await db.query(
    sql`UPDATE reply_watches SET due_at = ((now() AT TIME ZONE 'UTC')::date + 1)::timestamp AT TIME ZONE 'UTC'
         WHERE thread = ${w.thread} AND email = ${w.email}`,
  );
}

/** The Cron Trigger's sweep: an address, or a thread's ask, not confirmed within its week is forgotten. */
export async function forgetUnconfirmedReplyAddresses(db: Db): Promise<number> {
  const rows = await db.query(
    sql`WITH gone AS (
          DELETE FROM reply_notice_addresses WHERE confirmed_at IS NULL AND pending_since <= now() - ${CONFIRM_WITHIN} RETURNING email
        ), watches AS (
          DELETE FROM reply_watches WHERE email IN (SELECT email FROM gone) OR pending_since <= now() - ${CONFIRM_WITHIN}
        )
        SELECT 1 FROM gone`,
  );
  return rows.length;
}
