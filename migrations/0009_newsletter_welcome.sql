-- Additive: the welcome mail a subscriber gets on confirming (app/newsletter/welcome.server.ts).
-- Set when the address confirms, a few minutes ahead: the confirming request sends the mail at once and clears it
-- (NULL); if that mail fails, the Cron Trigger sends it once the time has passed. Every row from before stays NULL:
-- nobody already on the list is welcomed.
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS welcome_due_at timestamptz;
CREATE INDEX IF NOT EXISTS subscriptions_welcome_due_idx ON subscriptions (welcome_due_at) WHERE welcome_due_at IS NOT NULL;
