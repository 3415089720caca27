-- Search (issue 26, docs/decisions/013-search.md). Additive: two new tables
-- filled by the seed from the recipe modules, and the two extensions, which
-- are trusted (the database's owner may create them, as Neon's role does).
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- English stemming with accents folded first: "Jalapeño" and "jalapeno" are one word.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_ts_config WHERE cfgname = 'recipe_search') THEN
    CREATE TEXT SEARCH CONFIGURATION recipe_search (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION recipe_search
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END $$;

-- One row per recipe: the text a snippet is cut from, and its words
-- weighted A (title), B (ingredients), C (intro, steps, tips).
CREATE TABLE IF NOT EXISTS recipe_search (
  src text PRIMARY KEY REFERENCES recipe (src) ON DELETE CASCADE,
  body text NOT NULL,
  document tsvector NOT NULL
);
CREATE INDEX IF NOT EXISTS recipe_search_document_idx ON recipe_search USING gin (document);

-- Every word the recipes use, accents folded: a misspelt query word is
-- replaced by the nearest of these (pg_trgm).
CREATE TABLE IF NOT EXISTS recipe_search_word (word text PRIMARY KEY);
CREATE INDEX IF NOT EXISTS recipe_search_word_trgm_idx ON recipe_search_word USING gin (word gin_trgm_ops);
