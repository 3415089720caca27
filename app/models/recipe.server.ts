import type { Db } from "~/db.server";

export interface CategorySummary {
  category: string;
  recipes: number;
  image: string;
}

/** How many recipes each category holds, with one recipe image to show for it. */
export async function categorySummaries(db: Db): Promise<CategorySummary[]> {
  return db.query<CategorySummary & Record<string, unknown>>(
    `SELECT category, count(*)::int AS recipes, min(image) AS image
       FROM recipe GROUP BY category`,
  );
}
