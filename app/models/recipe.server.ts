import { type Db, sql } from "~/db.server";

export interface CategorySummary {
  category: string;
  recipes: number;
  image: string;
}

/** How many recipes each category holds, with one recipe image to show for it. */
export async function categorySummaries(db: Db): Promise<CategorySummary[]> {
  return db.query<CategorySummary & Record<string, unknown>>(
    sql`SELECT category, count(*)::int AS recipes, min(image) AS image
       FROM recipe GROUP BY category`,
  );
}

export interface RecipeCard {
  name: string;
  image: string;
  src: string;
}

/** The recipes listed under one category (its singular value, e.g. "entree"), by name. */
export async function recipesInCategory(db: Db, category: string): Promise<RecipeCard[]> {
  const rows = await db.query<RecipeCard & Record<string, unknown>>(
    sql`SELECT name, image, src FROM recipe WHERE category = ${category} AND src IS NOT NULL ORDER BY name`,
  );
  // Rows of an older database may name the route without its slash ("pancakes"), or none at
  // all (src is nullable there): such a row has no page to link to, so it is not listed.
  return rows.map((r) => ({ ...r, src: r.src.startsWith("/") ? r.src : `/${r.src}` }));
}
