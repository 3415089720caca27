-- Additive: a commenter who ticks "E-mail me when someone replies" hears
-- about replies in that thread, once their address is confirmed. Nothing
-- here touches a column of the original schema; rows from before it have no
-- watch and get no mail.

-- One row per address (lower-cased) asked for or confirmed for reply notices.
-- asked_at: when this request began (a confirmation link signed before it is
-- worthless, so a link from before a "stop every thread" confirms nothing
-- later); pending_since: the latest ask, NULL once confirmed. Until
-- confirmed_at is set, nothing but the confirmation mail goes to it.
CREATE TABLE IF NOT EXISTS reply_notice_addresses (
  email text PRIMARY KEY,
  asked_at timestamptz NOT NULL DEFAULT now(),
  pending_since timestamptz,
  confirmed_at timestamptz
);

-- A thread (its top-level comment's id) an address hears about. last_seen:
-- the newest comment of the thread already told (at first, the watcher's
-- own). due_at: when the next notice may go (NULL: nothing new; a running
-- send holds it a few minutes ahead, as a lease); at most one an hour
-- (last_sent_at). attempts: failed sends since the last one that went.
CREATE TABLE IF NOT EXISTS reply_watches (
  thread bigint NOT NULL,
  email text NOT NULL,
  last_seen bigint NOT NULL,
  due_at timestamptz,
  last_sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  first_failed_at timestamptz,
  PRIMARY KEY (thread, email)
);
CREATE INDEX IF NOT EXISTS reply_watches_due_idx ON reply_watches (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS reply_watches_email_idx ON reply_watches (email);
