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
