-- Additive: the newsletter needs a confirmation (double opt-in) before it
-- sends anything. Every row from before this migration has pending_since
-- NULL, so every address already on the list stays on it.

-- Set while the address is asked for and not yet confirmed: nothing but the
-- confirmation mail goes to it, and after 7 days the row is removed.
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS pending_since timestamptz;
-- When the link was pressed; NULL for rows from before confirmation existed.
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS confirmed_at timestamptz;
CREATE INDEX IF NOT EXISTS subscriptions_pending_idx ON subscriptions (pending_since) WHERE pending_since IS NOT NULL;

-- Confirmation mails sent per address and UTC day, at most 3 however often
-- the address is entered. Keyed by an HMAC of the address, not the address:
-- an address whose owner never asked is not kept here in the clear.
CREATE TABLE IF NOT EXISTS confirmation_mails (
  address_key text NOT NULL,
  day date NOT NULL,
  mails integer NOT NULL,
  PRIMARY KEY (address_key, day)
);

-- Sending an issue (app/models/newsletter-send.server.ts). One row per issue (its
-- file's name): when the owner was sent the preview, when the owner pressed
-- Send, how many addresses it went out to, when it finished and the report.
CREATE TABLE IF NOT EXISTS newsletter_sends (
  issue text PRIMARY KEY,
  previewed_at timestamptz,
  started_at timestamptz,
  recipients integer,
  finished_at timestamptz,
  reported_at timestamptz
);

-- One row per address an issue goes to, taken from the confirmed list when
-- the owner presses Send. state: queued, sending (claimed by a run until
-- claimed_until), sent, failed (the mail API refused the address, or a run
-- stopped not knowing whether its batch went: never sent twice), skipped
-- (unsubscribed before its turn).
CREATE TABLE IF NOT EXISTS newsletter_deliveries (
  issue text NOT NULL REFERENCES newsletter_sends (issue),
  email text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  claimed_until timestamptz,
  done_at timestamptz,
  PRIMARY KEY (issue, email)
);
CREATE INDEX IF NOT EXISTS newsletter_deliveries_todo_idx ON newsletter_deliveries (issue, state) WHERE state IN ('queued', 'sending');
