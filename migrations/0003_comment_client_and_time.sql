-- Additive: when each comment arrived and a keyed hash of who sent it (never
-- the address), so the same words from the same client within ten minutes
-- are stored once. Old rows keep NULLs: the default is set after the column
-- is added, or every old comment would be stamped with today.
ALTER TABLE comments2 ADD COLUMN IF NOT EXISTS created_at timestamptz;
ALTER TABLE comments2 ALTER COLUMN created_at SET DEFAULT now();
ALTER TABLE comments2 ADD COLUMN IF NOT EXISTS client_hash text;
CREATE INDEX IF NOT EXISTS comments2_recent_by_client_idx ON comments2 (recipe, client_hash, created_at);
