// Run from Node through the worker's own Neon driver (app/utils/db.server.ts): against the local services or a real
// Neon DATABASE_URL alike.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../app/utils/db.server";
import { recipes } from "../app/recipes/index";
import { recipeListingRows } from "../app/recipes/listing";
import { searchDocument } from "../app/search/documents";

export const MIGRATIONS_DIR = new URL("../migrations/", import.meta.url).pathname;

/** Each migration not yet recorded, in one transaction with its record; returns the names applied. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  const done = new Set((await db.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name));
  const files = (await readdir(dir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const statements = splitSql(await readFile(join(dir, file), "utf8"));
    await db.transaction((q) => [...statements.map((s) => q(s)), q("INSERT INTO schema_migrations (name) VALUES ($1)", [file])]);
    applied.push(file);
  }
  return applied;
}

/** The recipe table holds exactly the recipe modules' rows, and search's tables (migrations/0005) are rewritten. */
export async function seedRecipes(db: Db): Promise<number> {
  const rows = recipeListingRows(recipes);
  const docs = recipes.map(searchDocument);
  const column = <K extends keyof (typeof docs)[number]>(k: K) => docs.map((d) => d[k]);
  await db.transaction((q) => [
    q(
      `INSERT INTO recipe (name, image, src, category)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
       ON CONFLICT (src) DO UPDATE
         SET name = excluded.name, image = excluded.image, category = excluded.category`,
      [rows.map((r) => r.name), rows.map((r) => r.image), rows.map((r) => r.src), rows.map((r) => r.category)],
    ),
    q("DELETE FROM recipe WHERE src IS NULL OR NOT (src = ANY($1::text[]))", [rows.map((r) => r.src)]),
    q("DELETE FROM recipe_search"),
    q(
      `INSERT INTO recipe_search (src, body, document)
       SELECT src, body,
              setweight(to_tsvector('recipe_search', title), 'A')
              || setweight(to_tsvector('recipe_search', ingredients), 'B')
              || setweight(to_tsvector('recipe_search', rest), 'C')
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS d (src, title, ingredients, rest, body)`,
      [column("src"), column("title"), column("ingredients"), column("rest"), column("body")],
    ),
    q("DELETE FROM recipe_search_word"),
    q(
      `INSERT INTO recipe_search_word (word)
       SELECT DISTINCT w FROM unnest($1::text[]) AS t (text), regexp_split_to_table(lower(unaccent(t.text)), '[^a-z]+') AS w
        WHERE length(w) >= 3`,
      [docs.map((d) => `${d.title} ${d.ingredients} ${d.rest}`)],
    ),
  ]);
  return rows.length;
}

/** One statement a query, as the HTTP endpoint takes them; knows comments, quoted strings and $tag$ bodies. */
export function splitSql(text: string): string[] {
  const out: string[] = [];
  let current = "";
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const ch = text[i];
    let m: RegExpMatchArray | null;
    if (rest.startsWith("--")) {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end + 1;
      current += "\n";
    } else if (rest.startsWith("/*")) {
      const end = text.indexOf("*/", i + 2);
      i = end === -1 ? text.length : end + 2;
      current += " ";
    } else if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < text.length) {
        if (text[j] === ch && text[j + 1] === ch) j += 2;
        else if (text[j] === ch) break;
        else j++;
      }
      current += text.slice(i, j + 1);
      i = j + 1;
    } else if ((m = rest.match(/^\$[A-Za-z_]*\$/))) {
      const tag = m[0];
      const end = text.indexOf(tag, i + tag.length);
      const stop = end === -1 ? text.length : end + tag.length;
      current += text.slice(i, stop);
      i = stop;
    } else if (ch === ";") {
      if (current.trim()) out.push(current.trim());
      current = "";
      i++;
    } else {
      current += ch;
      i++;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
