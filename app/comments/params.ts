// A recipe page's comment parameters. The page's whole list, from which the edge cache key is built, takes them from
// here (app/recipe-page/page-params.ts).

/** A comment id as an address carries it (thread, reply, before, a moderation link): null unless it fits the int4 column. */
export function commentId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** Comment ids: `thread` opened without JavaScript, `reply` answered by the inline form, `before` the older page's cursor. */
export const COMMENT_PARAMS = ["thread", "reply", "before"] as const;

export function commentParams(search: URLSearchParams) {
  return {
    thread: commentId(search.get("thread")),
    reply: commentId(search.get("reply")),
    before: commentId(search.get("before")),
  };
}
