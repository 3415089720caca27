// The owner's "Reply as the author" link from the comment mail: GET shows the comment and a reply form, the form's POST
// stores the reply marked as the author's. The signature is the permission, as for hide and show (app/moderation/).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { getDb } from "~/utils/load-context.server";
import { expectDatabaseFailure } from "~/utils/db.server";
import { clientHash, formSecret } from "~/forms/guard.server";
import { echoed, firstErrors, sentText } from "~/forms/read.server";
import { addReply } from "~/comments/new-comment.server";
import { commentForModeration, type ModeratedComment } from "./moderation.server";
import { threadRoot } from "~/comments/owner-mail-queue.server";
import { findRecipeById } from "~/recipes/index";
import { verifyAuthorReply } from "~/mailing/signed-links.server";
import { commentId } from "~/comments/params";
import { AUTHOR_REPLY_LIMIT } from "~/comments/comment-fields";
import { commentDate } from "~/comment-threads/comment-dates";
import { commentPagePath } from "~/comment-threads/comment-path";
import { words } from "~/comments/comment-schema.server";

const authorReplyForm = z.object({ comment: words(AUTHOR_REPLY_LIMIT, "Please write your reply.") });

export interface RepliedComment {
  comment_id: number;
  name: string;
  comment: string;
  date: string;
  rating: number | null;
  recipe: { id: number; title: string; slug: string; author: string };
}

export type AuthorReplyPage =
  | { state: "ask"; comment: RepliedComment; values: { comment: string }; errors: { comment?: string; form?: string } }
  | { state: "out-of-sight"; comment: RepliedComment }
  /** A post the database did not take comes back with what was typed, to send again. */
  | { state: "unavailable"; values?: { comment: string } }
  | { state: "refused" | "missing" | "method" };

const answer = (page: AuthorReplyPage, status: number) => data(page, { status });

async function verifiedLink(request: Request, params: LoaderFunctionArgs["params"], secret: string) {
  const id = commentId(params.id);
  const signature = new URL(request.url).searchParams.get("sig");
  return id !== null && (await verifyAuthorReply(secret, id, signature)) ? id : null;
}

function replied(c: ModeratedComment): RepliedComment | null {
  const recipe = findRecipeById(c.recipe);
  if (!recipe) return null;
  const { comment_id, name, comment, date, rating } = c;
  return {
    comment_id,
    name,
    comment,
    date,
    rating,
    recipe: { id: recipe.id, title: recipe.title, slug: recipe.slug, author: recipe.author },
  };
}

type Target = { page: AuthorReplyPage; status: number } | { comment: RepliedComment; secret: string };

async function target(request: Request, params: LoaderFunctionArgs["params"], context: LoaderFunctionArgs["context"]): Promise<Target> {
  const secret = formSecret(context.cloudflare.env);
  const id = await verifiedLink(request, params, secret);
  if (id === null) return { page: { state: "refused" }, status: 403 };
  const row = await commentForModeration(getDb(context), id);
  const comment = row && replied(row);
  if (!row || !comment) return { page: { state: "missing" }, status: 404 };
  if (row.hidden || row.under_hidden) return { page: { state: "out-of-sight", comment }, status: 409 };
  return { comment, secret };
}

export async function authorReplyLoader({ request, params, context }: LoaderFunctionArgs) {
  try {
    const t = await target(request, params, context);
    if ("page" in t) return answer(t.page, t.status);
    return answer({ state: "ask", comment: t.comment, values: { comment: "" }, errors: {} }, 200);
  } catch (e) {
    expectDatabaseFailure(e, `author reply to comment ${params.id}: database unavailable`);
    return answer({ state: "unavailable" }, 503);
  }
}

export async function authorReplyAction({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer({ state: "method" }, 405);
  const form = await request.formData().catch(() => new FormData());
  const typed = sentText(form, "comment");
  const values = { comment: echoed(typed, AUTHOR_REPLY_LIMIT) };
  try {
    const t = await target(request, params, context);
    if ("page" in t) return answer(t.page, t.status);
    const parsed = authorReplyForm.safeParse({ comment: typed });
    if (!parsed.success) return answer({ state: "ask", comment: t.comment, values, errors: firstErrors(parsed.error.issues) }, 400);
    const c = t.comment;
    const db = getDb(context);
    const added = await addReply(db, {
      recipe: c.recipe.id,
      parent: c.comment_id,
      // The recipe's byline, never a typed name: the mark and the name come together.
      name: c.recipe.author,
      comment: parsed.data.comment,
      date: commentDate(new Date()),
      client: await clientHash(t.secret, request),
      // The owner wrote it: no mail about it.
      notifyOwner: false,
      byAuthor: true,
    });
    if (added === "no-parent") return answer({ state: "missing" }, 404);
    if (added === "parent-hidden") return answer({ state: "out-of-sight", comment: c }, 409);
    if (added.isNew) {
      console.log(`comment ${added.id}: the author's reply to comment ${c.comment_id}`);
      await context.edgeCache?.commentStored(c.recipe.slug);
    }
    return redirect(commentPagePath(c.recipe.slug, added.id, await threadRoot(db, c.comment_id)), 303);
  } catch (e) {
    expectDatabaseFailure(e, `author reply to comment ${params.id}: not saved`);
    return answer({ state: "unavailable", values }, 503);
  }
}
