import { type Db, sql } from "~/utils/db.server";
import { CONFIRM_WITHIN_DAYS, CONFIRMATION_MAILS_PER_DAY } from "~/utils/newsletter";

const CONFIRM_WITHIN = sql`${CONFIRM_WITHIN_DAYS}::int * interval '1 day'`;

/**
 * Asks for the address: stored unconfirmed (pending_since now), or, when it is there unconfirmed, its week starts
 * again. True when a confirmation mail should go; false for an address already on the list, which needs none.
 * The conflict is on subscriptions_email_lower_key, any letter case.
 */
export async function subscribeEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db.query(
    sql`INSERT INTO subscriptions (email, pending_since) VALUES (${email}, now())
        ON CONFLICT (lower(email)) DO UPDATE SET pending_since = now() WHERE subscriptions.pending_since IS NOT NULL
        RETURNING email`,
  );
  return rows.length > 0;
}

/** Counts one confirmation mail for the address (by its key) today; false once the day's mails are spent. */
export async function takeConfirmationMail(db: Db, addressKey: string): Promise<boolean> {
  const rows = await db.query(
    sql`INSERT INTO confirmation_mails (address_key, day, mails) VALUES (${addressKey}, (now() AT TIME ZONE 'UTC')::date, 1)
        ON CONFLICT (address_key, day) DO UPDATE SET mails = confirmation_mails.mails + 1
          WHERE confirmation_mails.mails < ${CONFIRMATION_MAILS_PER_DAY}
        RETURNING mails`,
  );
  return rows.length > 0;
}

export type ConfirmResult = "confirmed" | "already" | "expired";

/** Puts an address asked for within the week on the list. */
export async function confirmSubscription(db: Db, email: string): Promise<ConfirmResult> {
  const [row] = await db.query<{ result: ConfirmResult }>(
    sql`WITH confirmed AS (
          UPDATE subscriptions SET pending_since = NULL, confirmed_at = now()
           WHERE lower(email) = lower(${email}) AND pending_since > now() - ${CONFIRM_WITHIN}
          RETURNING 1
        )
        SELECT CASE WHEN EXISTS (SELECT FROM confirmed) THEN 'confirmed'
                    WHEN EXISTS (SELECT FROM subscriptions WHERE lower(email) = lower(${email}) AND pending_since IS NULL) THEN 'already'
                    ELSE 'expired' END AS result`,
  );
  return row.result;
}

export type SubscriptionState = "confirmed" | "pending" | "none";

export async function subscriptionState(db: Db, email: string): Promise<SubscriptionState> {
  const [row] = await db.query<{ pending: boolean; confirmed: boolean }>(
    sql`SELECT pending_since IS NOT NULL AND pending_since > now() - ${CONFIRM_WITHIN} AS pending, pending_since IS NULL AS confirmed
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
