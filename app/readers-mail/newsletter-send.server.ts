import { type Db, sql } from "~/utils/db.server";

/** How long a run holds the batch it claimed; past it, a batch with no record is taken as maybe sent. */
const DELIVERY_LEASE = sql`interval '5 minutes'`;

export interface SendState {
  issue: string;
  previewed: boolean;
  started: boolean;
  finished: boolean;
  recipients: number | null;
  sent: number;
  failed: number;
  skipped: number;
  waiting: number;
}

export async function confirmedCount(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM subscriptions WHERE pending_since IS NULL`);
  return row.n;
}

/** Marks the preview sent; false when another run already had. */
export async function claimPreview(db: Db, issue: string): Promise<boolean> {
  const rows = await db.query(
    sql`INSERT INTO newsletter_sends (issue, previewed_at) VALUES (${issue}, now())
        ON CONFLICT (issue) DO UPDATE SET previewed_at = now() WHERE newsletter_sends.previewed_at IS NULL
        RETURNING 1`,
  );
  return rows.length > 0;
}

/** A preview that could not be mailed is asked for again next run. */
export async function releasePreview(db: Db, issue: string): Promise<void> {
  await db.query(sql`UPDATE newsletter_sends SET previewed_at = NULL WHERE issue = ${issue} AND started_at IS NULL`);
}

export async function previewedIssues(db: Db): Promise<Set<string>> {
  const rows = await db.query<{ issue: string }>(sql`SELECT issue FROM newsletter_sends WHERE previewed_at IS NOT NULL`);
  return new Set(rows.map((r) => r.issue));
}

/** Queues the issue for every confirmed address, once (a second press queues nothing): how many, or null if started. */
export async function startSend(db: Db, issue: string): Promise<number | null> {
  const [, queued, started] = await db.transaction((q) => [
    q(sql`INSERT INTO newsletter_sends (issue, previewed_at) VALUES (${issue}, now()) ON CONFLICT (issue) DO NOTHING`),
    q(
      sql`INSERT INTO newsletter_deliveries (issue, email)
          SELECT ${issue}, email FROM subscriptions
           WHERE pending_since IS NULL AND NOT EXISTS (SELECT FROM newsletter_sends WHERE issue = ${issue} AND started_at IS NOT NULL)
          ON CONFLICT DO NOTHING RETURNING 1`,
    ),
    q(
      sql`UPDATE newsletter_sends SET started_at = now(),
             recipients = (SELECT count(*) FROM newsletter_deliveries WHERE issue = ${issue})
           WHERE issue = ${issue} AND started_at IS NULL RETURNING recipients`,
    ),
  ]);
  return started.length > 0 ? queued.length : null;
}

export async function sendState(db: Db, issue: string): Promise<SendState | null> {
  const [row] = await db.query<SendState>(
    sql`SELECT s.issue, s.previewed_at IS NOT NULL AS previewed, s.started_at IS NOT NULL AS started, s.finished_at IS NOT NULL AS finished,
               s.recipients,
               count(*) FILTER (WHERE d.state = 'sent')::int AS sent, count(*) FILTER (WHERE d.state = 'failed')::int AS failed,
               count(*) FILTER (WHERE d.state = 'skipped')::int AS skipped,
               count(*) FILTER (WHERE d.state IN ('queued', 'sending'))::int AS waiting
          FROM newsletter_sends s LEFT JOIN newsletter_deliveries d ON d.issue = s.issue
         WHERE s.issue = ${issue} GROUP BY s.issue`,
  );
  return row ?? null;
}

/** The issues started and not finished, oldest first. */
export async function sendsUnderWay(db: Db): Promise<string[]> {
  const rows = await db.query<{ issue: string }>(
    sql`SELECT issue FROM newsletter_sends WHERE started_at IS NOT NULL AND finished_at IS NULL ORDER BY started_at`,
  );
  return rows.map((r) => r.issue);
}

/**
 * The next batch, in one round trip: addresses that left before their turn skipped, a batch a stopped run never
 * recorded failed (it may have gone: never twice), then up to `limit` claimed. SKIP LOCKED: never claimed twice.
 */
export async function claimBatch(db: Db, issue: string, limit: number): Promise<string[]> {
  const [, , claimed] = await db.transaction((q) => [
    q(
      sql`UPDATE newsletter_deliveries d SET state = 'skipped', done_at = now()
           WHERE d.issue = ${issue} AND d.state = 'queued'
             AND NOT EXISTS (SELECT FROM subscriptions s WHERE lower(s.email) = lower(d.email) AND s.pending_since IS NULL)`,
    ),
    q(
      sql`UPDATE newsletter_deliveries SET state = 'failed', done_at = now()
           WHERE issue = ${issue} AND state = 'sending' AND claimed_until < now()`,
    ),
    q(
      sql`WITH next AS (
            SELECT email FROM newsletter_deliveries WHERE issue = ${issue} AND state = 'queued'
             ORDER BY email LIMIT ${limit} FOR UPDATE SKIP LOCKED
          )
          UPDATE newsletter_deliveries d SET state = 'sending', claimed_until = now() + ${DELIVERY_LEASE}, attempts = attempts + 1
            FROM next WHERE d.issue = ${issue} AND d.email = next.email
          RETURNING d.email`,
    ),
  ]);
  return claimed.map((r) => String(r.email));
}

/** The mail API took the batch (sent), refused it for now (queued again: a 429 or 5xx), or for good (failed). */
export async function recordBatch(db: Db, issue: string, emails: string[], outcome: "sent" | "queued" | "failed"): Promise<void> {
  await db.query(
    sql`UPDATE newsletter_deliveries SET state = ${outcome}, claimed_until = NULL, done_at = CASE WHEN ${outcome} = 'queued' THEN NULL ELSE now() END
         WHERE issue = ${issue} AND email = ANY(${emails}::text[]) AND state = 'sending'`,
  );
}

/** Marks the send finished when nothing is left; returns its counts then, once. */
export async function finishSend(db: Db, issue: string): Promise<SendState | null> {
  const rows = await db.query(
    sql`UPDATE newsletter_sends SET finished_at = now()
         WHERE issue = ${issue} AND finished_at IS NULL
           AND NOT EXISTS (SELECT FROM newsletter_deliveries WHERE issue = ${issue} AND state IN ('queued', 'sending'))
        RETURNING 1`,
  );
  return rows.length > 0 ? sendState(db, issue) : null;
}

export async function recordReport(db: Db, issue: string): Promise<void> {
  await db.query(sql`UPDATE newsletter_sends SET reported_at = now() WHERE issue = ${issue}`);
}

export async function unreportedSends(db: Db): Promise<string[]> {
  const rows = await db.query<{ issue: string }>(
    sql`SELECT issue FROM newsletter_sends WHERE finished_at IS NOT NULL AND reported_at IS NULL ORDER BY finished_at`,
  );
  return rows.map((r) => r.issue);
}
