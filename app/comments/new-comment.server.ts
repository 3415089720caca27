// Adding a comment or a reply: one transaction each, the duplicate check, the reply count and the reply notices asked for.
import { type Db, sql, type SqlTemplate } from "~/utils/db.server";
import { chainUp } from "~/comment-threads/comment-chain.server";
import { MAIL_LEASE } from "~/mailing/mail-queue.server";
import { askForAddress, replyPosted, threadRootOfUp, watchThread } from "~/readers-mail/reply-watches.server";

export interface NewComment {
  recipe: number;
  name: string;
  email: string | null;
  rating: number;
  comment: string;
  date: string;
  /** Keyed hash of the sender. */
  client: string;
  /** The caller makes the first attempt to mail the owner. */
  notifyOwner: boolean;
  /** "E-mail me when someone replies", ticked with an e-mail given. */
  notifyReplies?: boolean;
  /** The browser holds the signed proof that it confirmed this address (docs/decisions/022): no mail needed. */
  browserConsented?: boolean;
  /** The browser held the address's consent: a reply with it is its owner's own, of which their watch is not told. */
  emailProven?: boolean;
}

/** A confirmation mail to send for a ticked box: the thread and the ask's time (ms) its link carries. Null: none. */
export type ReplyNoticeAsk = { thread: number; askedMs: number } | null;

type Added = { comment_id: number; thread: number | null; asked_ms: number | null };

const noticeAsk = (row: Added): ReplyNoticeAsk =>
  row.thread !== null && row.asked_ms !== null ? { thread: row.thread, askedMs: row.asked_ms } : null;

// A new comment's owner mail starts held by the request that stored it, which sends it at once.
const ownerMailDue = (notify: boolean) => (notify ? sql`now() + ${MAIL_LEASE}` : sql`NULL::timestamptz`);

// The new comment's id, with the watch its box asked for (none when unticked, consented already, or not stored).
const watched = (watch: SqlTemplate | null) =>
  watch
    ? sql`, watched AS (${watch}) SELECT comment_id, (SELECT thread FROM watched) AS thread, (SELECT asked_ms FROM watched) AS asked_ms FROM added`
    : sql` SELECT comment_id, NULL::float8 AS thread, NULL::float8 AS asked_ms FROM added`;

const DUPLICATE_WINDOW = sql`interval '10 minutes'`;

// Two identical posts in the same instant take turns, so they can't both pass the duplicate check.
const lockSameText = (recipe: number, client: string, comment: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtext(${String(recipe)} || ':' || ${client} || ':' || ${comment}))`;
const isDuplicate = (recipe: number, client: string, comment: string, replyTo: string) =>
  sql`recipe = ${recipe} AND client_hash = ${client} AND comment = ${comment} AND reply_to = ${replyTo}
    AND created_at > now() - ${DUPLICATE_WINDOW}`;
const recentDuplicate = (recipe: number, client: string, comment: string, replyTo: string): SqlTemplate =>
  sql`SELECT comment_id FROM comments2 WHERE ${isDuplicate(recipe, client, comment, replyTo)} ORDER BY comment_id LIMIT 1`;

export async function addComment(db: Db, c: NewComment): Promise<{ id: number; isNew: boolean; replyNotices: ReplyNoticeAsk }> {
  const watch = c.notifyReplies === true && c.email ? c.email : null;
  // In the comment's own transaction: a stored comment whose writer ticked the box always has its watch.
  const [, inserted, existing] = await db.transaction((q) => [
    q(lockSameText(c.recipe, c.client, c.comment)),
    q<Added>(
      sql`WITH added AS (
         INSERT INTO comments2 (reply_to, recipe, name, email, rating, comment, date, client_hash, notify_due_at, email_proven)
         SELECT 'main', ${c.recipe}, ${c.name}, ${c.email}, ${c.rating}, ${c.comment}, ${c.date}, ${c.client}, ${ownerMailDue(c.notifyOwner)}, ${c.emailProven === true}
          WHERE NOT EXISTS (SELECT 1 FROM comments2 WHERE ${isDuplicate(c.recipe, c.client, c.comment, "main")})
         RETURNING comment_id
       )${watched(watch === null ? null : watchThread(sql`(SELECT comment_id FROM added)`, watch, sql`(SELECT comment_id FROM added)`, sql`EXISTS (SELECT 1 FROM added)`, c.browserConsented === true))}`,
    ),
    q<{ comment_id: number }>(recentDuplicate(c.recipe, c.client, c.comment, "main")),
    watch ? q(askForAddress(watch)) : null,
  ]);
  if (inserted.length > 0) return { id: inserted[0].comment_id, isNew: true, replyNotices: noticeAsk(inserted[0]) };
  return { id: existing[0].comment_id, isNew: false, replyNotices: null };
}

export interface NewReply {
  recipe: number;
  parent: number;
  name: string;
  comment: string;
  date: string;
  client: string;
  notifyOwner: boolean;
  /** Only the signed author's reply page passes it (app/moderation/author-reply.server.ts). */
  byAuthor?: boolean;
  /** Never shown; the owner's Reply-To, and whose replies send their own watch nothing. */
  email?: string | null;
  notifyReplies?: boolean;
  browserConsented?: boolean;
  emailProven?: boolean;
}

export type RefusedReply = "no-parent" | "parent-hidden";

// The parent row is locked first, so concurrent replies take turns and num_replies is never stale.
export async function addReply(
  db: Db,
  r: NewReply,
): Promise<
  { id: number; isNew: boolean; replies: number; replyNotices: ReplyNoticeAsk; parent: { name: string; comment: string } } | RefusedReply
> {
  const replyTo = String(r.parent);
  const email = r.email ?? null;
  const watch = r.notifyReplies === true && email ? email : null;
  const [parent, chain, , inserted, updated, existing] = await db.transaction((q) => [
    q<{ name: string; comment: string }>(
      sql`SELECT name, comment FROM comments2 WHERE comment_id = ${r.parent} AND recipe = ${r.recipe} FOR UPDATE`,
    ),
    q<{ hidden: number }>(sql`WITH RECURSIVE ${chainUp(r.parent)} SELECT count(hidden_at)::int AS hidden FROM up`),
    q(lockSameText(r.recipe, r.client, r.comment)),
    q<Added>(
      sql`WITH RECURSIVE ${chainUp(r.parent)}, added AS (
       INSERT INTO comments2 (reply_to, recipe, name, email, comment, date, client_hash, notify_due_at, by_author, email_proven)
       SELECT ${replyTo}, ${r.recipe}, ${r.name}, ${email}, ${r.comment}, ${r.date}, ${r.client}, ${ownerMailDue(r.notifyOwner)}, ${r.byAuthor === true}, ${r.emailProven === true}
        WHERE EXISTS (SELECT 1 FROM comments2 WHERE comment_id = ${r.parent} AND recipe = ${r.recipe})
          AND NOT EXISTS (SELECT 1 FROM up WHERE hidden_at IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM comments2 WHERE ${isDuplicate(r.recipe, r.client, r.comment, replyTo)})
       RETURNING comment_id
       )${watched(watch === null ? null : watchThread(threadRootOfUp, watch, sql`(SELECT comment_id FROM added)`, sql`EXISTS (SELECT 1 FROM added) AND ${threadRootOfUp} IS NOT NULL`, r.browserConsented === true))}`,
    ),
    q<{ num_replies: number }>(
      sql`UPDATE comments2 SET num_replies = (SELECT count(*) FROM comments2 WHERE reply_to = ${replyTo} AND hidden_at IS NULL)
        WHERE comment_id = ${r.parent} AND recipe = ${r.recipe} RETURNING num_replies`,
    ),
    q<{ comment_id: number }>(recentDuplicate(r.recipe, r.client, r.comment, replyTo)),
    // The thread's watchers hear of it; a duplicate only makes them due with nothing new, and sends nothing.
    // Only the address's proven owner is left out: a stranger typing it does not silence its watch.
    q(replyPosted(r.parent, r.emailProven === true ? email : null)),
    watch ? q(askForAddress(watch)) : null,
  ]);
  if (parent.length === 0) return "no-parent";
  if (chain[0].hidden > 0) return "parent-hidden";
  const replies = updated[0].num_replies;
  const answers = { name: parent[0].name, comment: parent[0].comment };
  if (inserted.length > 0)
    return { id: inserted[0].comment_id, isNew: true, replies, replyNotices: noticeAsk(inserted[0]), parent: answers };
  if (existing.length > 0) return { id: existing[0].comment_id, isNew: false, replies, replyNotices: null, parent: answers };
  return "no-parent";
}
