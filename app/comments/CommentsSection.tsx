import { Link, useFetcher, useSearchParams } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import type { CommentRow } from "~/models/comment.server";
import type { RepliesResult } from "~/routes/comments.$id.replies";
import type { loader as recipeLoader } from "~/routes/recipe";
import { FormGuard } from "~/forms/FormGuard";
import { useHydrated } from "~/hooks/useHydrated";
import { recipePageParams } from "~/recipe-page/params";
import { Stars } from "~/recipe-page/Stars";
import { recipeQuery } from "~/recipes/units";
import type { CommentActionResult } from "./comments.server";
import { COMMENT_LIMITS, DEFAULT_RATING, FIELDS, type CommentValues, type FieldErrors } from "./form";

export interface CommentsProps {
  recipeId: number;
  slug: string;
  comments: CommentRow[] | null;
  /** Replies of the thread opened by ?thread= (readers without JavaScript). */
  threadRows: CommentRow[];
  openThread: number | null;
  replyingTo: number | null;
  /** The cursor of the comments page shown (`?before=`), null for the newest. */
  before: number | null;
  /** The cursor of the next, older page; null when there is none. */
  older: number | null;
  total: number;
  actionData?: CommentActionResult | null;
}

/** Rate & Comment: the form, then the comments, newest first, with their replies. */
export function CommentsSection(props: CommentsProps) {
  const { comments, total } = props;
  const children = new Map<string, CommentRow[]>();
  for (const row of props.threadRows) children.set(row.reply_to, [...(children.get(row.reply_to) ?? []), row]);
  // A refused reply whose form is not on the page (it was posted from elsewhere,
  // or its comment is out of sight) still gets its answer.
  const reply = props.actionData?.intent === "reply" ? props.actionData : null;
  const parentShown = [...(comments ?? []), ...props.threadRows].some((c) => String(c.comment_id) === reply?.replyTo);
  const strayReplyError =
    reply && (props.replyingTo !== Number(reply.replyTo) || !parentShown) ? (reply.errors.form ?? Object.values(reply.errors)[0]) : null;
  return (
    <section className="comments" aria-labelledby="rate-heading">
      <h2 id="rate-heading">Rate &amp; Comment</h2>
      {strayReplyError ? (
        <p className="form-error" role="alert">
          {strayReplyError}
        </p>
      ) : null}
      {/* That reply's form is not on the page: keep its words where the writer can copy them. */}
      {strayReplyError && reply?.values.comment ? <blockquote className="reply-quote">{reply.values.comment}</blockquote> : null}
      <CommentForm recipeId={props.recipeId} actionData={props.actionData?.intent === "comment" ? props.actionData : null} />
      <h3 className="comments-heading" id="comments-heading">
        Comments ({total})
      </h3>
      {comments === null ? (
        <p className="field-error">Comments can't be shown right now. Please try again in a minute.</p>
      ) : comments.length === 0 ? (
        <p className="muted">No comments yet. Made this recipe? Tell us how it went.</p>
      ) : (
        <>
          {props.before ? (
            <p className="comments-pager">
              <Link to={`/${props.slug}#comments-heading`}>Newest comments</Link>
            </p>
          ) : null}
          <ol className="comment-list" aria-labelledby="comments-heading">
            {comments.map((c) => (
              <CommentItem key={c.comment_id} comment={c} thread={c.comment_id} known={children} {...props} />
            ))}
          </ol>
          {props.older ? <OlderComments {...props} cursor={props.older} known={children} /> : null}
        </>
      )}
    </section>
  );
}

function CommentItem({
  comment,
  thread,
  known,
  ...props
}: CommentsProps & { comment: CommentRow; thread: number; known: Map<string, CommentRow[]> }) {
  const hydrated = useHydrated();
  const replies = useFetcher<RepliesResult>();
  const serverReplies = known.get(String(comment.comment_id));
  const [open, setOpen] = useState(Boolean(serverReplies));
  // A thread opened by the address (?thread=, as after posting a reply) shows its replies.
  const threadOpened = Boolean(serverReplies);
  useEffect(() => {
    if (threadOpened) setOpen(true);
  }, [threadOpened]);
  const [replying, setReplying] = useState(false);
  const id = comment.comment_id;
  const count = comment.num_replies ?? 0;
  const loaded = serverReplies ?? replies.data?.replies ?? undefined;
  const page = `${useViewQuery()}${props.before ? `before=${props.before}&` : ""}`;
  const threadUrl = `/${props.slug}?${page}thread=${thread}#comment-${id}`;
  const replyUrl = `/${props.slug}?${page}reply=${id}&thread=${thread}#reply-${id}`;
  const inlineReply = !hydrated && props.replyingTo === id;

  function toggleReplies() {
    if (!open && !loaded && replies.state === "idle") replies.load(`/comments/${id}/replies`);
    setOpen(!open);
  }

  return (
    <li className="comment" id={`comment-${id}`}>
      <article aria-labelledby={`comment-${id}-by`}>
        <header className="comment-head">
          <span id={`comment-${id}-by`} className="comment-name">
            {comment.name}
          </span>
          <span className="comment-date">{comment.date}</span>
          {comment.rating ? <Stars value={comment.rating} label={`${comment.rating} out of 5 stars`} /> : null}
        </header>
        <p className="comment-text">{comment.comment}</p>
        <div className="comment-actions">
          {count === 0 ? (
            <span className="muted">View Replies (0)</span>
          ) : hydrated ? (
            <button type="button" className="link-button" aria-expanded={open} onClick={toggleReplies}>
              {open ? "Hide Replies" : `View Replies (${count})`}
            </button>
          ) : serverReplies ? (
            <span className="muted">Replies ({count})</span>
          ) : (
            <Link to={threadUrl} className="link-button" preventScrollReset>
              View Replies ({count})
            </Link>
          )}
          {hydrated ? (
            <button type="button" className="link-button" onClick={() => setReplying(true)}>
              Reply
            </button>
          ) : (
            <Link to={replyUrl} className="link-button" rel="nofollow">
              Reply
            </Link>
          )}
        </div>
      </article>
      {inlineReply ? (
        <div className="reply-inline" id={`reply-${id}`}>
          <ReplyForm {...props} parent={comment} thread={thread} />
        </div>
      ) : null}
      {hydrated && replying ? <ReplyDialog {...props} parent={comment} thread={thread} onClose={() => setReplying(false)} /> : null}
      {open ? (
        loaded ? (
          <ol className="comment-list replies">
            {loaded.map((r) => (
              <CommentItem key={r.comment_id} {...props} comment={r} thread={thread} known={known} />
            ))}
          </ol>
        ) : replies.state !== "idle" ? (
          <p className="muted replies-status" role="status">
            Loading replies…
          </p>
        ) : (
          <p className="field-error replies-status" role="status">
            The replies couldn't be loaded. Please try again.
          </p>
        )
      ) : null}
    </li>
  );
}

/**
 * "Older comments": a plain link to the next comments page, which works
 * without JavaScript; with it, the page's comments are added here in place
 * (through the same cached page data), followed by the next link.
 */
function OlderComments({ cursor, ...props }: CommentsProps & { cursor: number; known: Map<string, CommentRow[]> }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof recipeLoader>();
  const listRef = useRef<HTMLOListElement>(null);
  const page = fetcher.data?.comments;
  const loaded = Boolean(page);
  useEffect(() => {
    // The link the reader followed is gone: carry on from the first comment it brought.
    if (loaded) listRef.current?.focus();
  }, [loaded]);
  if (page) {
    const here = { ...props, before: cursor };
    return (
      <>
        <ol className="comment-list" aria-label="Older comments" tabIndex={-1} ref={listRef}>
          {page.comments.map((c) => (
            <CommentItem key={c.comment_id} comment={c} thread={c.comment_id} {...here} />
          ))}
        </ol>
        {page.older ? <OlderComments {...props} cursor={page.older} /> : null}
      </>
    );
  }
  const busy = fetcher.state !== "idle";
  return (
    <p className="comments-pager">
      <Link
        to={`/${props.slug}?before=${cursor}#comments-heading`}
        className="button button-quiet"
        aria-disabled={busy || undefined}
        onClick={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          if (!busy) fetcher.load(`/${props.slug}?before=${cursor}`);
        }}
      >
        {busy ? "Loading older comments…" : "Older comments"}
      </Link>
      {fetcher.data && !busy ? (
        <span className="field-error" role="status">
          {" "}
          The older comments couldn't be loaded. Please try again.
        </span>
      ) : null}
    </p>
  );
}

/** A labelled input or textarea with its hint and the server's error, tied together for screen readers. */
function TextField({
  id,
  field,
  label,
  hint,
  error,
  value,
  rows,
  onChange,
}: {
  id: string;
  field: (typeof FIELDS)[keyof typeof FIELDS];
  label: string;
  hint?: string;
  error?: string;
  value?: string;
  /** A textarea of this many rows; an input without it. */
  rows?: number;
  onChange?: (value: string) => void;
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    ...field,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange?.(e.target.value)} />
      ) : (
        <input {...common} onChange={(e) => onChange?.(e.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What the comment and reply forms share: their fetcher, the answer to show
 * (the fetcher's, or the page's after a plain POST), focus on the first
 * refused field, and a clean form after a successful post.
 */
function useCommentForm(key: string, pageAnswer: CommentActionResult | null, onSuccess?: () => void) {
  const fetcher = useFetcher<CommentActionResult>({ key });
  const result = fetcher.data ?? pageAnswer ?? undefined;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, fetcher.data?.errors);
  useResetAfterSuccess(fetcher, formRef, onSuccess);
  return {
    fetcher,
    formRef,
    id: useId(),
    busy: fetcher.state !== "idle",
    values: (result?.values ?? {}) as Partial<CommentValues>,
    errors: result?.errors,
    token: result?.token,
  };
}

/** The hidden fields and the form-wide error every comment form starts with. */
function CommentFormHead({
  intent,
  recipeId,
  formError,
  token,
}: {
  intent: "comment" | "reply";
  recipeId: number;
  formError?: string;
  token?: string;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <FormGuard token={token} />
      <input type="hidden" name="intent" value={intent} />
      {/* The writer's own date goes with the comment; without JavaScript it is UTC's. */}
      <input type="hidden" name="tz" value={hydrated ? String(-new Date().getTimezoneOffset()) : ""} />
      <input type="hidden" name="recipe" value={recipeId} />
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
    </>
  );
}

/** Moves focus to the first field the server refused. */
function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: FieldErrors | undefined) {
  useEffect(() => {
    if (!errors) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [errors, form]);
}

/** Clears a form once its fetcher has posted successfully (the action redirected). */
function useResetAfterSuccess(fetcher: { state: string; data?: unknown }, form: RefObject<HTMLFormElement | null>, onSuccess?: () => void) {
  const wasBusy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      if (!fetcher.data) {
        form.current?.reset();
        onSuccess?.();
      }
    }
  }, [fetcher.state, fetcher.data, form, onSuccess]);
}

function CommentForm({ recipeId, actionData }: { recipeId: number; actionData: CommentActionResult | null }) {
  const { fetcher, formRef, id, busy, values, errors, token } = useCommentForm("comment", actionData);
  const rating = /^[1-5]$/.test(values.rating ?? "") ? Number(values.rating) : DEFAULT_RATING;

  return (
    <fetcher.Form method="post" ref={formRef} className="comment-form" aria-labelledby="rate-heading">
      <CommentFormHead intent="comment" recipeId={recipeId} formError={errors?.form} token={token} />
      <fieldset className="star-input" aria-describedby={errors?.rating ? `${id}-rating-error` : undefined}>
        <legend>Your rating</legend>
        <div className="star-input-row">
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n} className="star-choice">
              <input
                type="radio"
                name="rating"
                value={n}
                id={`${id}-rating-${n}`}
                defaultChecked={n === rating}
                required
                aria-invalid={errors?.rating ? true : undefined}
              />
              <label htmlFor={`${id}-rating-${n}`}>
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {n} {n === 1 ? "star" : "stars"}
                </span>
              </label>
            </span>
          ))}
        </div>
        {errors?.rating ? (
          <p id={`${id}-rating-error`} className="field-error">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <TextField id={`${id}-name`} field={FIELDS.name} label="Name" error={errors?.name} value={values.name} />
      <TextField
        id={`${id}-email`}
        field={FIELDS.email}
        label="E-mail (optional)"
        hint="Never shown. Only so we can answer you."
        error={errors?.email}
        value={values.email}
      />
      <TextField id={`${id}-comment`} field={FIELDS.comment} label="Comment" error={errors?.comment} value={values.comment} rows={5} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Posting…" : "Post comment"}
      </button>
    </fetcher.Form>
  );
}

interface ReplyProps extends CommentsProps {
  parent: CommentRow;
  thread: number;
}

function ReplyForm({ recipeId, parent, thread, slug, before, actionData, onDone }: ReplyProps & { onDone?: () => void }) {
  const mine = actionData?.intent === "reply" && actionData.replyTo === String(parent.comment_id) ? actionData : null;
  const { fetcher, formRef, id, busy, values, errors, token } = useCommentForm(`reply-${parent.comment_id}`, mine, onDone);
  const [length, setLength] = useState((values.comment ?? "").length);
  const view = useViewQuery();

  return (
    <fetcher.Form
      method="post"
      action={`/${slug}?${view}${before ? `before=${before}&` : ""}reply=${parent.comment_id}&thread=${thread}`}
      ref={formRef}
      className="reply-form"
      aria-label={`Reply to ${parent.name}`}
    >
      <CommentFormHead intent="reply" recipeId={recipeId} formError={errors?.form} token={token} />
      <input type="hidden" name="reply_to" value={parent.comment_id} />
      <input type="hidden" name="thread" value={thread} />
      {before ? <input type="hidden" name="before" value={before} /> : null}
      <TextField id={`${id}-name`} field={FIELDS.name} label="Name" error={errors?.name} value={values.name} />
      <TextField
        id={`${id}-comment`}
        field={FIELDS.reply}
        label="Your reply"
        hint={`Up to ${COMMENT_LIMITS.reply} characters.`}
        error={errors?.comment ?? errors?.rating}
        value={values.comment}
        rows={3}
        onChange={(v) => setLength(v.length)}
      />
      <p className="char-count" aria-live="polite">
        {length} / {COMMENT_LIMITS.reply}
      </p>
      <div className="reply-actions">
        {onDone ? (
          <button type="button" className="button button-quiet" onClick={onDone}>
            Cancel
          </button>
        ) : (
          <Link to={`/${slug}#comment-${parent.comment_id}`} className="button button-quiet">
            Cancel
          </Link>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Posting…" : "Post"}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** The reply form in a modal dialog: the enhancement over the inline form. */
function ReplyDialog(props: ReplyProps & { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} className="reply-dialog" aria-labelledby={titleId} onClose={props.onClose}>
      <div className="reply-dialog-bar">
        <h2 id={titleId}>Reply to {props.parent.name}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={props.onClose}>
          ×
        </button>
      </div>
      <blockquote className="reply-quote">{props.parent.comment}</blockquote>
      <ReplyForm {...props} onDone={props.onClose} />
    </dialog>
  );
}

/** "x=3&units=metric&" on a page read at 3X in metric: links and forms in the comments keep the reader's scale and units. */
function useViewQuery(): string {
  const [search] = useSearchParams();
  const { x, units } = recipePageParams(search);
  const query = recipeQuery(x, units).slice(1);
  return query ? `${query}&` : "";
}
