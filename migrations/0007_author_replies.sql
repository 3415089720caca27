-- Additive: a reply the recipe's author posted through the signed "Reply as
-- the author" link from the comment mail. Only that link's action sets it;
-- no form field a visitor sends reaches it. Rows of the original schema, and
-- code that never names the column, get false: an ordinary comment.
ALTER TABLE comments2 ADD COLUMN IF NOT EXISTS by_author boolean NOT NULL DEFAULT false;
