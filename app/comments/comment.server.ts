import { type Db, sql } from "~/utils/db.server";
import { visibleText } from "~/utils/invisible";
import { chainUp } from "~/comment-threads/comment-chain.server";

export interface RatingSummary {
  /** Rounded to 1 decimal; 0 when there are no ratings. */
  avg: number;
  num: number;
}

// Never the e-mail address.
export interface CommentRow {
  comment_id: number;
  reply_to: string;
  name: string;
  rating: number | null;
  comment: string;
  date: string;
  num_replies: number;
  /** Posted through the owner's signed "Reply as the author" link, the only way this is set. */
  by_author: boolean;
}

const SHOWN = sql`comment_id, reply_to, name, rating, comment, date, coalesce(num_replies, 0)::int AS num_replies, by_author`;

// Names and words stored before the schema cleaned them (a right-to-left override in a name) show cleaned too.
const shown = (rows: CommentRow[]) =>
  rows.map((r) => ({ ...r, name: r.name && visibleText(r.name), comment: r.comment && visibleText(r.comment) }));

// A hidden comment takes every reply under it out of sight. UNION, not UNION ALL, so a legacy reply loop ends.
const hiddenOnRecipe = (recipe: number) => sql`gone AS (
  SELECT comment_id FROM comments2 WHERE recipe = ${recipe} AND hidden_at IS NOT NULL
  UNION
  SELECT c.comment_id FROM comments2 c JOIN gone g ON c.reply_to = g.comment_id::text WHERE c.recipe = ${recipe}
)`;
const NOT_GONE = sql`comment_id NOT IN (SELECT comment_id FROM gone)`;

export interface RecipeComments {
  rating: RatingSummary;
  /** Replies included; hidden ones and those under them not. */
  total: number;
  comments: CommentRow[];
  /** The `?before=` cursor of the next, older page. */
  older: number | null;
  /** The cursor that shows this page: `before` when it is a shown comment's id, else the next shown above it; null: newest. */
  cursor: number | null;
  /** Every reply under the `?thread=` comment, oldest first. */
  thread: CommentRow[];
  /** The author's replies straight under this page's comments, oldest first: shown whether the thread is open or not. */
  authorReplies: CommentRow[];
  /** By comment id: the date of the author's latest reply further down its thread, behind its "View Replies". */
  authorReplied: Record<string, string>;
}

type AuthorReplyRow = CommentRow & { root: number; branch: number };

export const COMMENTS_PER_PAGE = 20;

// One round trip. `before` is a cursor, not an offset, so a new comment doesn't shift the older pages.
export async function recipeComments(
  db: Db,
  recipeId: number,
  { openThread, before }: { openThread: number | null; before: number | null },
): Promise<RecipeComments> {
  const pageCondition = sql`recipe = ${recipeId} AND reply_to = 'main' AND ${before === null ? sql`true` : sql`comment_id < ${before}`} AND ${NOT_GONE}`;
  const [summary, comments, firstShown, thread, authors] = await db.transaction((q) => [
    q<{ avg: number | null; num: number; total: number }>(
      sql`WITH RECURSIVE ${hiddenOnRecipe(recipeId)}
       SELECT round(avg(rating)::numeric, 1)::float8 AS avg, count(rating)::int AS num, count(*)::int AS total
         FROM comments2 WHERE recipe = ${recipeId} AND ${NOT_GONE}`,
    ),
    // One more than a page, to know whether an older page exists (comments2_recipe_thread_idx serves it).
    q<CommentRow>(
      sql`WITH RECURSIVE ${hiddenOnRecipe(recipeId)}
       SELECT ${SHOWN} FROM comments2 WHERE ${pageCondition} ORDER BY comment_id DESC LIMIT ${COMMENTS_PER_PAGE + 1}`,
    ),
    before !== null
      ? q<{ at: number | null }>(
          sql`WITH RECURSIVE ${hiddenOnRecipe(recipeId)}
           SELECT min(comment_id)::int AS at FROM comments2
            WHERE recipe = ${recipeId} AND reply_to = 'main' AND comment_id >= ${before} AND ${NOT_GONE}`,
        )
      : null,
    openThread
      ? q<CommentRow>(
          sql`WITH RECURSIVE thread AS (
             SELECT comment_id FROM comments2 WHERE reply_to = ${String(openThread)} AND recipe = ${recipeId}
             UNION
             SELECT c.comment_id FROM comments2 c JOIN thread t ON c.reply_to = t.comment_id::text WHERE c.recipe = ${recipeId}
           ), ${hiddenOnRecipe(recipeId)}
           SELECT ${SHOWN} FROM comments2 WHERE comment_id IN (SELECT comment_id FROM thread) AND ${NOT_GONE} ORDER BY comment_id`,
        )
      : null,
    // The author's shown replies anywhere in this page's threads, each with its thread (root) and the reply to the root it
    // is under (branch): in the same round trip, so the answer is in the page as first served.
    q<AuthorReplyRow>(
      sql`WITH RECURSIVE ${hiddenOnRecipe(recipeId)},
       page AS (SELECT comment_id FROM comments2 WHERE ${pageCondition} ORDER BY comment_id DESC LIMIT ${COMMENTS_PER_PAGE}),
       tree AS (
         SELECT comment_id, comment_id AS root, NULL::bigint AS branch FROM page
         UNION
         SELECT c.comment_id, t.root, coalesce(t.branch, c.comment_id)
           FROM comments2 c JOIN tree t ON c.reply_to = t.comment_id::text WHERE c.recipe = ${recipeId}
       )
       SELECT ${SHOWN}, tree.root::int AS root, tree.branch::int AS branch FROM comments2 JOIN tree USING (comment_id)
        WHERE by_author AND tree.branch IS NOT NULL AND ${NOT_GONE} ORDER BY comment_id`,
    ),
  ]);
  const cursor = firstShown ? firstShown[0].at : null;
  const s = summary[0];
  const page = shown(comments).slice(0, COMMENTS_PER_PAGE);
  return {
    rating: { avg: s.avg ?? 0, num: s.num },
    total: s.total,
    comments: page,
    older: comments.length > COMMENTS_PER_PAGE ? page[page.length - 1].comment_id : null,
    cursor,
    thread: shown(thread ?? []),
    ...authorAnswers(authors),
  };
}

// Straight under a page's comment, the author's reply is shown there; further down, the nearest shown comment above it
// (its thread's comment, or the author's reply it is under) says the author replied, and when.
function authorAnswers(rows: AuthorReplyRow[]): Pick<RecipeComments, "authorReplies" | "authorReplied"> {
  const direct = rows.filter((r) => r.branch === r.comment_id);
  const shownIds = new Set(direct.map((r) => r.comment_id));
  const authorReplied: Record<string, string> = {};
  // Oldest first, so the latest reply's date is the one left.
  for (const r of rows) if (r.branch !== r.comment_id) authorReplied[String(shownIds.has(r.branch) ? r.branch : r.root)] = r.date;
  return { authorReplies: shown(direct.map(({ root: _root, branch: _branch, ...row }) => row)), authorReplied };
}

// null when that comment is missing or out of sight.
export async function repliesTo(db: Db, commentId: number): Promise<CommentRow[] | null> {
  const [chain, replies] = await db.transaction((q) => [
    q<{ found: number; hidden: number }>(
      sql`WITH RECURSIVE ${chainUp(commentId)} SELECT count(*)::int AS found, count(hidden_at)::int AS hidden FROM up`,
    ),
    q<CommentRow>(sql`SELECT ${SHOWN} FROM comments2 WHERE reply_to = ${String(commentId)} AND hidden_at IS NULL ORDER BY comment_id`),
  ]);
  const { found, hidden } = chain[0];
  return found > 0 && hidden === 0 ? shown(replies) : null;
}
