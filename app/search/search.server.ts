import { type Db, sql } from "~/utils/db.server";
import { MATCH_END, MATCH_START } from "./search-query";

export interface SearchHit {
  name: string;
  image: string;
  src: string;
  category: string;
  /** Words around the match, each matched word between MATCH_START and MATCH_END. */
  snippet: string;
}

export interface SearchResult {
  hits: SearchHit[];
  /** Searched instead when the query as typed matched nothing. */
  correctedTo: string | null;
}

const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MinWords=12, MaxWords=26, MaxFragments=2, FragmentDelimiter=" … "`;

// Ranking and typo correction: docs/decisions/013-search.md
export async function searchRecipes(db: Db, query: string): Promise<SearchResult> {
  const rows = await db.query<SearchHit & { corrected_to: string | null }>(
    sql`WITH typed AS (
       SELECT websearch_to_tsquery('recipe_search', ${query}) AS query
     ),
     terms AS (
       SELECT t.n, coalesce(best.word, t.term) AS word, best.word IS NOT NULL AS replaced
         FROM regexp_split_to_table(lower(unaccent(${query})), '[^a-z]+') WITH ORDINALITY AS t (term, n)
         LEFT JOIN LATERAL (
           SELECT w.word FROM recipe_search_word w
            WHERE length(t.term) >= 3
              AND NOT EXISTS (SELECT FROM recipe_search_word known WHERE known.word = t.term)
              AND w.word % t.term AND similarity(w.word, t.term) >= 0.4
            ORDER BY similarity(w.word, t.term) DESC, w.word
            LIMIT 1
         ) best ON true
        WHERE t.term <> ''
     ),
     fixed AS (
       SELECT string_agg(word, ' ' ORDER BY n) AS words, bool_or(replaced) AS replaced FROM terms
     ),
     chosen AS (
       SELECT CASE WHEN found THEN typed.query ELSE plainto_tsquery('recipe_search', fixed.words) END AS query,
              CASE WHEN NOT found AND fixed.replaced THEN fixed.words END AS corrected_to
         FROM typed, fixed,
              LATERAL (SELECT EXISTS (SELECT FROM recipe_search s WHERE s.document @@ typed.query) AS found) f
     )
     SELECT r.name, r.image, r.src, r.category, chosen.corrected_to,
            ts_headline('recipe_search', s.body, chosen.query, ${HEADLINE_OPTIONS}) AS snippet
       FROM recipe_search s JOIN recipe r USING (src), chosen
      WHERE s.document @@ chosen.query
      ORDER BY CASE WHEN ts_filter(s.document, '{a}') @@ chosen.query THEN 0
                    WHEN ts_filter(s.document, '{a,b}') @@ chosen.query THEN 1
                    ELSE 2 END,
               ts_rank(s.document, chosen.query) DESC, r.name
      LIMIT 60`,
  );
  return {
    hits: rows.map(({ name, image, src, category, snippet }) => ({ name, image, src, category, snippet })),
    correctedTo: rows[0]?.corrected_to ?? null,
  };
}
