-- The tables of the original site, column for column, so an existing database
-- can be pointed at unchanged. IF NOT EXISTS: on such a database this is a no-op.
CREATE TABLE IF NOT EXISTS recipe (
  name text,
  image text,
  src text,
  category text
);

CREATE TABLE IF NOT EXISTS comments2 (
  comment_id serial PRIMARY KEY,
  reply_to text NOT NULL DEFAULT 'main',
  recipe integer NOT NULL,
  name text,
  email text,
  rating integer,
  comment text,
  date text,
  num_replies integer
);

CREATE TABLE IF NOT EXISTS subscriptions (
  email text
);
