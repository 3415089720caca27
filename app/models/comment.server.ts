import type { Db } from "~/db.server";

export interface RatingSummary {
  /** Average of the non-null ratings, rounded to 1 decimal; 0 when there are none. */
  avg: number;
  /** How many ratings there are. */
  num: number;
}

/** The recipe's average rating and how many ratings it has (replies carry no rating). */
export async function ratingSummary(db: Db, recipeId: number): Promise<RatingSummary> {
  const [row] = await db.query<{ avg: number | null; num: number }>(
    `SELECT round(avg(rating)::numeric, 1)::float8 AS avg, count(rating)::int AS num
       FROM comments2 WHERE recipe = $1`,
    [recipeId],
  );
  return { avg: row?.avg ?? 0, num: row?.num ?? 0 };
}
