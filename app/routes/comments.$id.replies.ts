import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getDb } from "~/context.server";
import { repliesTo } from "~/models/comment.server";

/** GET /comments/:id/replies: the direct replies to one comment, for the page's "View Replies". */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data({ error: "No such comment" }, 404);
  try {
    return data({ replies: await repliesTo(getDb(context), id) }, { headers: { "cache-control": "no-store" } });
  } catch (e) {
    console.error(`replies to ${id} unavailable:`, e instanceof Error ? e.message : e);
    throw data({ error: "Replies are unavailable right now" }, 503);
  }
}
