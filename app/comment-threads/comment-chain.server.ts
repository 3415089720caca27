// SQL on a comment's chain of parents, which comments, moderation and the reply notices all walk: below all three, so
// that none of them imports another's SQL for it.
import { rawSql, sql } from "~/utils/db.server";

// NULL for 'main' or anything else in the legacy text column that is no id.
export const parentIdOf = (replyTo: "reply_to" | "up.reply_to") =>
  sql`CASE WHEN ${rawSql(replyTo)} ~ '^[0-9]{1,18}$' THEN ${rawSql(replyTo)}::bigint END`;

// A comment is shown when none of the comments up its chain is hidden.
export const chainUp = (start: number) => sql`up AS (
  SELECT comment_id, reply_to, hidden_at FROM comments2 WHERE comment_id = ${start}
  UNION
  SELECT p.comment_id, p.reply_to, p.hidden_at FROM comments2 p JOIN up ON p.comment_id = ${parentIdOf("up.reply_to")}
)`;
