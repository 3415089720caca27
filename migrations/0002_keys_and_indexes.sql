-- Keys and the indexes the site's queries need. Not purely additive: rows
-- that would block a unique index are folded first, one kept of each (a
-- listing row repeated with the very same src; an address repeated in
-- another case or with stray spaces), then addresses are trimmed.

DELETE FROM recipe a USING recipe b WHERE a.src = b.src AND a.ctid > b.ctid;
CREATE UNIQUE INDEX IF NOT EXISTS recipe_src_key ON recipe (src);
CREATE INDEX IF NOT EXISTS recipe_category_idx ON recipe (category);

-- Top-level comments of a recipe, newest first; replies of a comment.
CREATE INDEX IF NOT EXISTS comments2_recipe_thread_idx ON comments2 (recipe, reply_to, comment_id DESC);
CREATE INDEX IF NOT EXISTS comments2_reply_to_idx ON comments2 (reply_to);

DELETE FROM subscriptions a USING subscriptions b
  WHERE lower(btrim(a.email)) = lower(btrim(b.email)) AND a.ctid > b.ctid;
UPDATE subscriptions SET email = btrim(email) WHERE email <> btrim(email);
CREATE UNIQUE INDEX IF NOT EXISTS subscriptions_email_lower_key ON subscriptions (lower(email));
-- When each address subscribed, from now on. Rows from before stay NULL (a
-- DEFAULT in ADD COLUMN would stamp them all with today, which is untrue).
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS subscribed_at timestamptz;
ALTER TABLE subscriptions ALTER COLUMN subscribed_at SET DEFAULT now();
