import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { getDb, siteOrigin } from "~/utils/load-context.server";
import { expectDatabaseFailure, type Db } from "~/utils/db.server";
import { clientHash, formSecret, guardForm } from "~/forms/guard.server";
import { addComment, addReply, type ReplyNoticeAsk } from "./new-comment.server";
import { recipeParams, scaleAndUnits } from "~/amounts/units";
import { withQuery } from "~/utils/query";
import type { Recipe } from "~/recipes/types";
import { commentDate } from "~/comment-threads/comment-dates";
import { commentPagePath } from "~/comment-threads/comment-path";
import type { CommentIntent, CommentValues, FieldErrors } from "./comment-fields";
import { attemptOwnerMail, composeOwnerMail } from "./owner-mail.server";
import { readCommentForm } from "./comment-schema.server";
import { consentedAddress, sendReplyConfirmation } from "~/readers-mail/reply-notices.server";
import { REPLIES_NOTE_PARAM, type RepliesNote } from "./RepliesNote";

export interface CommentActionResult {
  intent: CommentIntent;
  replyTo: string;
  values: CommentValues;
  errors: FieldErrors;
  /** The form's next token, when it is not the page's. */
  token?: string;
}

const UNAVAILABLE =
  // A query we give up on is rolled back, but its commit may have landed just before; a repost is stored once.
  "Sorry, we couldn't save your comment just now: our database isn't answering. Please post it again in a minute; if the first one did get through, it won't show twice.";

export async function commentAction(args: ActionFunctionArgs, recipe: Recipe) {
  const { request, context } = args;
  const env = context.cloudflare.env;
  const guarded = await guardForm(args, {
    name: "comment",
    marker: "intent",
    read: (form) => readCommentForm(form, recipe.id),
    // A bot sees what a person would (back to the page), and nothing is stored or mailed.
    asBot: () => redirect(asTheyRead(`/${recipe.slug}#comments-heading`, request), 303),
    refuse: ({ echo, errors, token }, status) => data<CommentActionResult>({ ...echo, errors, token }, status),
  });
  if (!guarded.ok) return guarded.response;
  const c = guarded.value;
  const fail = (form: string, status: number) =>
    data<CommentActionResult>({ ...guarded.echo, errors: { form }, token: guarded.token }, status);

  const secret = formSecret(env);
  const date = commentDate(new Date(), c.tz);
  const url = new URL(request.url);
  const client = await clientHash(secret, request);
  const origin = siteOrigin(context, request);
  const sendOwnerMail = context.sendOwnerMail;
  const ownerMail = { notifyOwner: sendOwnerMail !== null };
  // The browser holds this address's consent: the poster is the address's owner, and their reply is their own.
  const emailProven = c.email !== null && (await consentedAddress(secret, request)) === c.email.toLowerCase();
  const browserConsented = c.notify && emailProven;
  let id: number;
  let isNew: boolean;
  let replyNotices: ReplyNoticeAsk = null;
  let thread: number | null = null;
  let before: number | null = null;
  let parent: { name: string; comment: string } | null = null;
  let db: Db;
  try {
    db = getDb(context);
    if (c.intent === "comment") {
      const { name, email, rating, comment } = c;
      ({ id, isNew, replyNotices } = await addComment(db, {
        recipe: recipe.id,
        ...{ name, email, rating, comment, date, client, ...ownerMail },
        notifyReplies: c.notify,
        browserConsented,
        emailProven,
      }));
    } else {
      const added = await addReply(db, {
        recipe: recipe.id,
        parent: c.replyTo,
        ...{ name: c.name, email: c.email, comment: c.comment, date, client, ...ownerMail },
        notifyReplies: c.notify,
        browserConsented,
        emailProven,
      });
      if (added === "no-parent") return fail("The comment you're replying to isn't on this recipe any more.", 400);
      if (added === "parent-hidden") {
        return fail("The comment you're replying to has been taken down, so it can't take replies. Your reply was not posted.", 400);
      }
      ({ id, isNew, replyNotices, parent } = added);
      ({ thread, before } = c);
    }
  } catch (e) {
    expectDatabaseFailure(e, `${url.pathname}: ${c.intent} not saved`);
    return fail(UNAVAILABLE, 503);
  }

  const pagePath = commentPagePath(recipe.slug, id, thread, before);
  if (!isNew) {
    // Already stored, mailed and purged.
    console.warn(`${url.pathname}: duplicate of comment ${id} ignored`);
    return redirect(asTheyRead(pagePath, request), 303);
  }
  await context.edgeCache?.commentStored(recipe.slug);
  if (sendOwnerMail) {
    const about = {
      kind: c.intent,
      recipeTitle: recipe.title,
      name: c.name,
      rating: c.rating,
      comment: c.comment,
      email: c.email,
      parent,
    };
    // A failed mail never fails the comment: its owner mail stays due for the Cron Trigger.
    context.cloudflare.ctx.waitUntil(
      composeOwnerMail(secret, origin, { ...about, id, pagePath })
        .then((mail) => attemptOwnerMail(db, sendOwnerMail, id, mail, 0))
        // Not even composed: the mail stays held until its lease runs out, then the Cron Trigger sends it.
        .catch((e) => console.error(`owner mail for comment ${id} not composed:`, e instanceof Error ? e.message : e)),
    );
  } else {
    console.warn(`comment ${id} stored; owner mail is not configured`);
  }
  // Asked for this thread and not consented to: one mail to confirm it. The answer is the same whatever the address's state.
  const sendReaderMail = context.sendReaderMail;
  if (c.email && replyNotices) {
    const ask = { email: c.email, recipeTitle: recipe.title, ...replyNotices };
    if (sendReaderMail) context.cloudflare.ctx.waitUntil(sendReplyConfirmation(db, sendReaderMail, secret, origin, ask));
    else console.warn(`comment ${id}: reply notices asked for, but reader mail is not configured`);
  }
  // The page says what the ticked box did (app/comments/RepliesNote.tsx): on at once from the browser that confirmed the
  // address, else a mail to confirm, said alike whether or not the address already hears about this conversation.
  const note: RepliesNote | null = c.notify && c.email ? (browserConsented ? "on" : "asked") : null;
  return redirect(withQuery(asTheyRead(pagePath, request), note ? [[REPLIES_NOTE_PARAM, note]] : []), 303);
}

// Posting from a metric page at 3X must not bring the writer back to 1X in cups.
function asTheyRead(path: string, request: Request): string {
  const { scale, units } = scaleAndUnits(new URL(request.url).searchParams);
  return withQuery(path, recipeParams(scale, units));
}
