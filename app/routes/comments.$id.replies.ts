import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { commentId } from "~/comments/params";
import { getDb, isReadLimited } from "~/utils/load-context.server";
import { READ_LIMITED_STATUS } from "~/utils/load-context";
import { expectDatabaseFailure } from "~/utils/db.server";
import type { RepliesResult } from "~/comments/Replies";
import { repliesTo } from "~/comments/comment.server";

const reply = (body: RepliesResult, status: number) => Response.json(body, { status, headers: { "cache-control": "no-store" } });

// An outage is returned, not thrown: a throw would replace the whole recipe page with the error boundary.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = commentId(params.id);
  if (id === null) return reply({ replies: null, error: "No such comment" }, 404);
  try {
    const replies = await repliesTo(getDb(context), id);
    if (replies === null) return reply({ replies: null, error: "No such comment" }, 404);
    return reply({ replies }, 200);
  } catch (e) {
    if (isReadLimited(e)) return reply({ replies: null, error: "Too many pages at once: try again in a minute" }, READ_LIMITED_STATUS);
    expectDatabaseFailure(e, `replies to ${id} unavailable`);
    return reply({ replies: null, error: "Replies are unavailable right now" }, 503);
  }
}
