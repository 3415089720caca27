// SQL the comment models share: a comment's chain of parents, and the lease a notice is claimed under. Its own file, so
// that comments and reply notices, which use each other's, import neither from the other.
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

// Longer than a send may take, so attempts never overlap; short, so a notice whose worker died is retried soon.
export const NOTICE_LEASE = sql`interval '5 minutes'`;
