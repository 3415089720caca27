-- Additive: a thread's reply notices need that address's consent for that
-- thread (docs/decisions/022-reply-notice-consent.md). Before, one confirmed
-- address let anyone post elsewhere with it and the box ticked, and the
-- address heard about a thread it never joined.

-- asked_at: when this thread's ask began (a confirmation link signed before
-- it is worthless); pending_since: the latest ask, NULL once consented. Only
-- a consented watch is ever sent a notice.
ALTER TABLE reply_watches ADD COLUMN IF NOT EXISTS asked_at timestamptz;
ALTER TABLE reply_watches ADD COLUMN IF NOT EXISTS pending_since timestamptz;
CREATE INDEX IF NOT EXISTS reply_watches_pending_idx ON reply_watches (pending_since) WHERE pending_since IS NOT NULL;

-- Watches from before stay as they were: on once their address is confirmed,
-- as the rule then was. Each migration runs once, so this never touches a
-- watch asked for under the new rule.
UPDATE reply_watches w SET pending_since = a.pending_since, asked_at = a.asked_at
  FROM reply_notice_addresses a
 WHERE a.email = w.email AND a.confirmed_at IS NULL;
