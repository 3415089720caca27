-- Additive: whether a comment's e-mail address was the poster's own, shown by the browser holding that address's
-- reply-notice consent (docs/decisions/022-reply-notice-consent.md). A reply typed with someone else's address is
-- not their own: its watcher is told of it, where before it silenced their notice.

-- Comments from before were counted as their address's own, as the rule then was.
ALTER TABLE comments2 ADD COLUMN IF NOT EXISTS email_proven boolean NOT NULL DEFAULT true;
ALTER TABLE comments2 ALTER COLUMN email_proven SET DEFAULT false;
