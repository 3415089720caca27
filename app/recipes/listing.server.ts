import { type Db, sql } from "~/utils/db.server";

export interface CategorySummary {
  category: string;
  recipes: number;
  image: string;
}

export async function categorySummaries(db: Db): Promise<CategorySummary[]> {
  return db.query<CategorySummary>(
    sql`SELECT category, count(*)::int AS recipes, min(image) AS image
       FROM recipe GROUP BY category`,
  );
}

export interface RecipeCard {
  name: string;
  image: string;
  src: string;
}

export async function recipesInCategory(db: Db, category: string): Promise<RecipeCard[]> {
  const rows = await db.query<RecipeCard>(
    sql`SELECT name, image, src FROM recipe WHERE category = ${category} AND src IS NOT NULL ORDER BY name`,
  );
  // Legacy rows may have no src (nullable there) or one without its slash ("pancakes").
  return rows.map((r) => ({ ...r, src: r.src.startsWith("/") ? r.src : `/${r.src}` }));
}
