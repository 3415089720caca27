import type { Db } from "~/db.server";

/**
 * Adds the address to the newsletter list. Returns false when it was already
 * there (in any letter case). One atomic statement: concurrent subscribes of
 * the same address leave one row, held unique by subscriptions_email_lower_key.
 */
export async function subscribeEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db.query(
    "INSERT INTO subscriptions (email) VALUES ($1) ON CONFLICT DO NOTHING RETURNING email",
    [email],
  );
  return rows.length > 0;
}

/** Removes the address from the list. Returns false when it was not on it. */
export async function unsubscribeEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM subscriptions WHERE lower(email) = lower($1) RETURNING email", [
    email,
  ]);
  return rows.length > 0;
}
