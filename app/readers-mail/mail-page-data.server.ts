// "Your mail" (./mail-page.server.ts): what the site mails one address, and its stops and undos. The page's link is
// signed for the address and was mailed to it, so it is proof enough of that inbox: nothing here asks again.
import { type Db, sql } from "~/utils/db.server";
import { CONFIRM_WITHIN_DAYS, CONFIRMATION_MAILS_PER_DAY } from "~/mailing/mailing-list";
import { takeOneOf } from "./subscription.server";

const CONFIRM_WITHIN = sql`${CONFIRM_WITHIN_DAYS}::int * interval '1 day'`;

/** on: on the list; pending: asked within the week, not confirmed; off: neither. */
export type NewsletterState = "on" | "pending" | "off";

export interface WatchedThread {
  thread: number;
  recipe: number;
  /** The thread's top comment, the first words of which say which conversation it is. */
  comment: string;
  /** Whether notices go: false for a thread stopped from the page (its Undo is offered). */
  heard: boolean;
}

/** The address's newsletter state and the threads it hears about, with those in `stopped` for their Undo; hidden threads none. */
export async function readersMail(
  db: Db,
  email: string,
  stopped: number[],
): Promise<{ newsletter: NewsletterState; threads: WatchedThread[] }> {
  const [subscription, threads] = await db.transaction((q) => [
    q<{ state: NewsletterState }>(
      sql`SELECT CASE WHEN pending_since IS NULL THEN 'on' WHEN pending_since > now() - ${CONFIRM_WITHIN} THEN 'pending' ELSE 'off' END AS state
            FROM subscriptions WHERE lower(email) = lower(${email})`,
    ),
    q<WatchedThread>(
      sql`WITH heard AS (
            SELECT w.thread FROM reply_watches w JOIN reply_notice_addresses a USING (email)
             WHERE w.email = lower(${email}) AND w.pending_since IS NULL AND a.confirmed_at IS NOT NULL
          )
          SELECT c.comment_id::float8 AS thread, c.recipe, left(c.comment, 300) AS comment, c.comment_id IN (SELECT thread FROM heard) AS heard
            FROM comments2 c
           WHERE c.reply_to = 'main' AND c.hidden_at IS NULL
             AND (c.comment_id IN (SELECT thread FROM heard) OR c.comment_id = ANY(${stopped}::bigint[]))
           ORDER BY c.comment_id`,
    ),
  ]);
  return { newsletter: subscription[0]?.state ?? "off", threads };
}

// Confirmed, as the page's link was mailed to it. With `welcome`, its welcome is due (the caller sends it, the Cron
// Trigger if that fails); an Undo greets nobody.
export async function startNewsletter(db: Db, email: string, welcome: boolean): Promise<"started" | "already"> {
  const due = welcome ? sql`now() + interval '5 minutes'` : sql`NULL::timestamptz`;
  const rows = await db.query(
    sql`INSERT INTO subscriptions AS s (email, confirmed_at, welcome_due_at) VALUES (${email}, now(), ${due})
        ON CONFLICT (lower(email)) DO UPDATE SET pending_since = NULL, confirmed_at = coalesce(s.confirmed_at, now()), welcome_due_at = ${due}
         WHERE s.pending_since IS NOT NULL
        RETURNING 1`,
  );
  return rows.length > 0 ? "started" : "already";
}

/** The thread's notices again from now on (replies meanwhile untold), the address confirmed; false when it is gone or hidden. */
export async function watchAgain(db: Db, email: string, thread: number): Promise<boolean> {
  const [watched] = await db.transaction((q) => [
    q(
      sql`INSERT INTO reply_watches AS w (thread, email, last_seen, asked_at, pending_since)
          SELECT c.comment_id, lower(${email}), (SELECT coalesce(max(comment_id), 0) FROM comments2), now(), NULL
            FROM comments2 c WHERE c.comment_id = ${thread} AND c.reply_to = 'main' AND c.hidden_at IS NULL
          ON CONFLICT (thread, email) DO UPDATE SET pending_since = NULL
          RETURNING 1`,
    ),
    q(
      sql`INSERT INTO reply_notice_addresses AS a (email, asked_at, confirmed_at)
          SELECT lower(${email}), now(), now()
           WHERE EXISTS (SELECT 1 FROM comments2 WHERE comment_id = ${thread} AND reply_to = 'main' AND hidden_at IS NULL)
          ON CONFLICT (email) DO UPDATE SET pending_since = NULL, confirmed_at = coalesce(a.confirmed_at, now())`,
    ),
  ]);
  return watched.length > 0;
}

/** Whether a fresh "Your mail" link goes to a typed address the site mails, within today's; one statement, its time tells nothing. */
export async function takeMailPageMail(db: Db, email: string, addressKey: string): Promise<"send" | "unknown" | "capped"> {
  const [row] = await db.query<{ known: boolean; taken: boolean }>(
    sql`WITH known AS (
          SELECT 1 FROM subscriptions WHERE lower(email) = lower(${email})
          UNION ALL SELECT 1 FROM reply_notice_addresses WHERE email = lower(${email}) AND confirmed_at IS NOT NULL
        ),
        taken AS (${takeOneOf(addressKey, CONFIRMATION_MAILS_PER_DAY, sql`EXISTS (SELECT FROM known)`)})
        SELECT EXISTS (SELECT FROM known) AS known, EXISTS (SELECT FROM taken) AS taken`,
  );
  return row.taken ? "send" : row.known ? "capped" : "unknown";
}
