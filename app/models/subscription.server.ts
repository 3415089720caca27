import { type Db, sql } from "~/db.server";

/**
 * Adds the address to the newsletter list. Returns false when it was already
 * there (in any letter case). One atomic statement: concurrent subscribes of
 * the same address leave one row, held unique by subscriptions_email_lower_key.
 */
export async function subscribeEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db.query(sql`INSERT INTO subscriptions (email) VALUES (${email}) ON CONFLICT DO NOTHING RETURNING email`);
  return rows.length > 0;
}

/** Removes the address from the list. Returns false when it was not on it. */
export async function unsubscribeEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db.query(sql`DELETE FROM subscriptions WHERE lower(email) = lower(${email}) RETURNING email`);
  return rows.length > 0;
}

/** Whether the address is on the list (in any letter case). */
export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const rows = await db.query(sql`SELECT 1 FROM subscriptions WHERE lower(email) = lower(${email.trim()})`);
  return rows.length > 0;
}

export interface Subscriber {
  email: string;
  /** ISO time, or null for addresses from before the site recorded it. */
  subscribed_at: string | null;
}

/** Every address on the list, the longest-standing first. */
export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  return db.query<Subscriber & Record<string, unknown>>(
    sql`SELECT email, to_char(subscribed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS subscribed_at
       FROM subscriptions ORDER BY subscribed_at NULLS FIRST, lower(email)`,
  );
}
