import { Link, useFetcher } from "@remix-run/react";
import { createContext, useContext, useState } from "react";
import type { CommentRow } from "./comment.server";
import { AuthorMark } from "./AuthorMark";

/** What /comments/:id/replies answers: the thread, or why it could not be read. */
export interface RepliesResult {
  replies: CommentRow[] | null;
  error?: string;
}

// The `?thread=` replies (no JavaScript, or just after posting a reply), by the id of the comment they answer.
export const OpenThreadReplies = createContext<ReadonlyMap<string, CommentRow[]>>(new Map());

/** The author's replies shown under the page's comments, and when the author replied further down a collapsed thread. */
export interface AuthorAnswers {
  shown: ReadonlyMap<string, CommentRow[]>;
  /** By comment id, from RecipeComments.authorReplied. */
  repliedOn: Readonly<Record<string, string>>;
}
export const AuthorAnswers = createContext<AuthorAnswers>({ shown: new Map(), repliedOn: {} });

export const authorAnswers = (rows: CommentRow[], repliedOn: Readonly<Record<string, string>>): AuthorAnswers => ({
  shown: repliesByParent(rows),
  repliedOn,
});

export function repliesByParent(rows: CommentRow[]): ReadonlyMap<string, CommentRow[]> {
  const byParent = new Map<string, CommentRow[]>();
  for (const row of rows) byParent.set(row.reply_to, [...(byParent.get(row.reply_to) ?? []), row]);
  return byParent;
}

export function useReplies(commentId: number) {
  const fetcher = useFetcher<RepliesResult>();
  const fromPage = useContext(OpenThreadReplies).get(String(commentId));
  const openedByPage = Boolean(fromPage);
  const [open, setOpen] = useState(openedByPage);
  // A thread the address opens shows its replies whatever the reader chose; adjusted while rendering, as React advises.
  const [wasOpenedByPage, setWasOpenedByPage] = useState(openedByPage);
  if (openedByPage !== wasOpenedByPage) {
    setWasOpenedByPage(openedByPage);
    if (openedByPage) setOpen(true);
  }
  const loaded = fromPage ?? fetcher.data?.replies ?? undefined;
  return {
    open,
    fromPage: openedByPage,
    loaded,
    loading: fetcher.state !== "idle",
    toggle() {
      if (!open && !loaded && fetcher.state === "idle") fetcher.load(`/comments/${commentId}/replies`);
      setOpen(!open);
    },
  };
}

/** `count`: every reply; `shownAbove`: the author's, shown under the comment, out of a collapsed thread's count. */
export function RepliesToggle({
  count,
  shownAbove = 0,
  hydrated,
  replies,
  threadUrl,
}: {
  count: number;
  shownAbove?: number;
  hydrated: boolean;
  replies: ReturnType<typeof useReplies>;
  threadUrl: string;
}) {
  const more = count - shownAbove;
  // Only the author's reply, shown: nothing is behind a toggle.
  if (more <= 0 && shownAbove > 0) return null;
  if (count === 0) return <span className="muted">View Replies (0)</span>;
  if (hydrated) {
    return (
      <button type="button" className="link-button" aria-expanded={replies.open} onClick={replies.toggle}>
        {replies.open ? "Hide Replies" : `View Replies (${more})`}
      </button>
    );
  }
  if (replies.fromPage) return <span className="muted">Replies ({count})</span>;
  return (
    <Link to={threadUrl} className="link-button" preventScrollReset>
      View Replies ({more})
    </Link>
  );
}

/** A collapsed thread's line saying the author replied behind its toggle, and when. */
export function AuthorRepliedNote({ on }: { on: string }) {
  return (
    <span className="author-replied">
      <AuthorMark /> replied on {on}
    </span>
  );
}

export function RepliesStatus({ loading }: { loading: boolean }) {
  return loading ? (
    <p className="muted replies-status" role="status">
      Loading replies…
    </p>
  ) : (
    <p className="field-error replies-status" role="status">
      The replies couldn't be loaded. Please try again.
    </p>
  );
}
