-- Additive: the owner can hide a comment (and show it again) from the mail,
-- and the mail to the owner is retried until it gets through. Every column
-- is nullable or has a constant default, so rows of the original schema and
-- the code that wrote them keep working.

-- When the owner hid the comment; NULL: shown. The row is kept, and so are
-- its replies (they are hidden with it and come back with it).
ALTER TABLE comments2 ADD COLUMN IF NOT EXISTS hidden_at timestamptz;
CREATE INDEX IF NOT EXISTS comments2_hidden_idx ON comments2 (recipe) WHERE hidden_at IS NOT NULL;

-- The owner's mail about the comment. notify_due_at is when the next attempt
-- may start (a running attempt holds it a few minutes ahead, as a lease);
-- NULL means nothing is left to send: told (notified_at), given up, or a row
-- from before this migration. No default: old rows are never mailed now, and
-- only code that sends mail asks for it.
ALTER TABLE comments2 ADD COLUMN IF NOT EXISTS notify_due_at timestamptz;
ALTER TABLE comments2 ADD COLUMN IF NOT EXISTS notified_at timestamptz;
ALTER TABLE comments2 ADD COLUMN IF NOT EXISTS notify_attempts integer NOT NULL DEFAULT 0;
-- The site address the comment was posted to: a retried mail's links use it
-- when SITE_URL is not set (the Cron Trigger has no request to read it from).
ALTER TABLE comments2 ADD COLUMN IF NOT EXISTS posted_origin text;
CREATE INDEX IF NOT EXISTS comments2_notify_due_idx ON comments2 (notify_due_at) WHERE notify_due_at IS NOT NULL;
