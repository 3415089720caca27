import { type Db, sql, type SqlTemplate } from "~/utils/db.server";
import { CONFIRM_WITHIN_DAYS, CONFIRMATION_MAILS_PER_DAY } from "~/mailing/mailing-list";

const CONFIRM_WITHIN = sql`${CONFIRM_WITHIN_DAYS}::int * interval '1 day'`;

/** Stored unconfirmed, or its week started again (whatever the letter case); true when a confirmation mail should go. */
export async function subscribeEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db.query(
    sql`INSERT INTO subscriptions (email, pending_since) VALUES (${email}, now())
        ON CONFLICT (lower(email)) DO UPDATE SET pending_since = now() WHERE subscriptions.pending_since IS NOT NULL
        RETURNING email`,
  );
  return rows.length > 0;
}

// Today's (UTC) count under `key`, one more while it is under `limit` and `when` holds: a row back when one was taken.
export const takeOneOf = (key: string, limit: number, when: SqlTemplate = sql`true`) =>
  sql`INSERT INTO confirmation_mails (address_key, day, mails) SELECT ${key}, (now() AT TIME ZONE 'UTC')::date, 1 WHERE ${when}
      ON CONFLICT (address_key, day) DO UPDATE SET mails = confirmation_mails.mails + 1 WHERE confirmation_mails.mails < ${limit}
      RETURNING 1`;

export async function takeDailyMail(db: Db, key: string, limit: number): Promise<boolean> {
  return (await db.query(takeOneOf(key, limit))).length > 0;
}

/** One of the inbox's mails that ask for today (signed-links' addressKey): confirmations of either kind, or leaving the list. */
export const takeConfirmationMail = (db: Db, addressKey: string) => takeDailyMail(db, addressKey, CONFIRMATION_MAILS_PER_DAY);

/** When the address's pending request was last asked for (ms, the database's clock), as its link carries; null if none. */
export async function pendingSince(db: Db, email: string): Promise<number | null> {
  const [row] = await db.query<{ t: string }>(
    sql`SELECT floor(extract(epoch FROM pending_since) * 1000)::bigint AS t FROM subscriptions
         WHERE lower(email) = lower(${email}) AND pending_since IS NOT NULL`,
  );
  return row ? Number(row.t) : null;
}

// A link is for the request it was sent for: one mailed before the row was made (an earlier request, since
// unsubscribed or expired) confirms nothing. subscribed_at is set when the row is made and kept while it is re-asked.
const FOR_THIS_REQUEST = (sentAt: number | undefined) =>
  sql`(${sentAt ?? null}::bigint IS NULL OR subscribed_at IS NULL OR floor(extract(epoch FROM subscribed_at) * 1000) <= ${sentAt ?? null}::bigint)`;

export type ConfirmResult = "confirmed" | "already" | "expired";

/** Puts an address asked for within the week on the list; with `sentAt`, only by a link sent for its current request. */
export async function confirmSubscription(db: Db, email: string, sentAt?: number): Promise<ConfirmResult> {
  const [row] = await db.query<{ result: ConfirmResult }>(
    sql`WITH confirmed AS (
          UPDATE subscriptions SET pending_since = NULL, confirmed_at = now(), welcome_due_at = now() + interval '5 minutes'
           WHERE lower(email) = lower(${email}) AND pending_since > now() - ${CONFIRM_WITHIN} AND ${FOR_THIS_REQUEST(sentAt)}
          RETURNING 1
        )
        SELECT CASE WHEN EXISTS (SELECT FROM confirmed) THEN 'confirmed'
                    WHEN EXISTS (SELECT FROM subscriptions WHERE lower(email) = lower(${email}) AND pending_since IS NULL) THEN 'already'
                    ELSE 'expired' END AS result`,
  );
  return row.result;
}

export type SubscriptionState = "confirmed" | "pending" | "none";

/** With `sentAt`, a pending request that link was not sent for is "none". */
export async function subscriptionState(db: Db, email: string, sentAt?: number): Promise<SubscriptionState> {
  const [row] = await db.query<{ pending: boolean; confirmed: boolean }>(
    sql`SELECT pending_since IS NOT NULL AND pending_since > now() - ${CONFIRM_WITHIN} AND ${FOR_THIS_REQUEST(sentAt)} AS pending,
               pending_since IS NULL AS confirmed
          FROM subscriptions WHERE lower(email) = lower(${email.trim()})`,
  );
  if (!row) return "none";
  return row.confirmed ? "confirmed" : row.pending ? "pending" : "none";
}

/** The Cron Trigger's sweep: unconfirmed addresses past their week, and counts of days gone by. */
export async function forgetUnconfirmed(db: Db): Promise<number> {
  const [removed] = await db.transaction((q) => [
    q(`DELETE FROM subscriptions WHERE pending_since <= now() - $1::int * interval '1 day' RETURNING 1`, [CONFIRM_WITHIN_DAYS]),
    q(`DELETE FROM confirmation_mails WHERE day < (now() AT TIME ZONE 'UTC')::date`),
  ]);
  return removed.length;
}

export async function unsubscribeEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db.query(sql`DELETE FROM subscriptions WHERE lower(email) = lower(${email}) RETURNING email`);
  return rows.length > 0;
}

/** Whether a leave link goes to the typed, confirmed address within today's mails; one statement, so its time tells nothing. */
export async function takeLeaveMail(db: Db, email: string, addressKey: string): Promise<"send" | "not-listed" | "capped"> {
  const [row] = await db.query<{ listed: boolean; taken: boolean }>(
    sql`WITH listed AS (SELECT 1 FROM subscriptions WHERE lower(email) = lower(${email}) AND pending_since IS NULL),
        taken AS (${takeOneOf(addressKey, CONFIRMATION_MAILS_PER_DAY, sql`EXISTS (SELECT FROM listed)`)})
        SELECT EXISTS (SELECT FROM listed) AS listed, EXISTS (SELECT FROM taken) AS taken`,
  );
  return row.taken ? "send" : row.listed ? "capped" : "not-listed";
}

export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const rows = await db.query(sql`SELECT 1 FROM subscriptions WHERE lower(email) = lower(${email.trim()})`);
  return rows.length > 0;
}

export interface Subscriber {
  email: string;
  /** null for addresses from before the site recorded it. */
  subscribed_at: string | null;
  /** confirmed: on the list (every address from before confirmation existed is); pending: mailed a link, not yet pressed. */
  state: "confirmed" | "pending";
}

export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  return db.query<Subscriber>(
    sql`SELECT email, to_char(subscribed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS subscribed_at,
              CASE WHEN pending_since IS NULL THEN 'confirmed' ELSE 'pending' END AS state
       FROM subscriptions ORDER BY subscribed_at NULLS FIRST, lower(email)`,
  );
}

export async function welcomeSent(db: Db, email: string): Promise<void> {
  await db.query(sql`UPDATE subscriptions SET welcome_due_at = NULL WHERE lower(email) = lower(${email})`);
}

/** The Cron Trigger's share: up to `limit` due, unsent welcomes, each held 5 minutes; one over 2 days late is dropped. */
export async function claimDueWelcomes(db: Db, limit: number): Promise<string[]> {
  const [, claimed] = await db.transaction((q) => [
    q(`UPDATE subscriptions SET welcome_due_at = NULL WHERE welcome_due_at IS NOT NULL AND confirmed_at < now() - interval '2 days'`),
    q<{ email: string }>(
      `UPDATE subscriptions s SET welcome_due_at = now() + interval '5 minutes'
         FROM (SELECT email FROM subscriptions WHERE welcome_due_at <= now() AND pending_since IS NULL
                ORDER BY welcome_due_at LIMIT $1 FOR UPDATE SKIP LOCKED) due
        WHERE s.email = due.email RETURNING s.email`,
      [limit],
    ),
  ]);
  return claimed.map((r) => r.email);
}
