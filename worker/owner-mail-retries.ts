// The owner's mail that the posting request could not send (app/comments/owner-mail.server.ts), retried.
import { attemptOwnerMail, composeOwnerMail } from "../app/comments/owner-mail.server";
import { commentPagePath } from "../app/comment-threads/comment-path";
import { envDb } from "../app/utils/load-context.server";
import { formSecret } from "../app/forms/guard.server";
import { claimDueOwnerMail, type DueOwnerMail } from "../app/comments/owner-mail-queue.server";
import { findRecipeById } from "../app/recipes/index";
import { config } from "../app/utils/config.server";
import type { Env } from "../app/utils/env";
import { ownerMailer } from "./owner-mailer";

const OWNER_MAILS_PER_RUN = 20;

export async function retryOwnerMail(env: Env): Promise<{ sent: number; failed: number }> {
  const send = ownerMailer(env);
  // Without mail set up, nothing is ever due (comments are stored without one).
  if (!send) return { sent: 0, failed: 0 };
  const db = envDb(env);
  const due = await claimDueOwnerMail(db, OWNER_MAILS_PER_RUN);
  let sent = 0;
  for (const row of due) {
    const mail = await ownerMailOf(env, row);
    if ((await attemptOwnerMail(db, send, row.comment_id, mail, row.notify_attempts)) === "sent") sent++;
  }
  if (due.length > 0) console.log(`owner mail retried: ${sent} of ${due.length} sent`);
  return { sent, failed: due.length - sent };
}

async function ownerMailOf(env: Env, n: DueOwnerMail) {
  const recipe = findRecipeById(n.recipe);
  // Never the origin a row was posted to (posted_origin), which came from the request's Host.
  const origin = config(env).siteOrigin ?? "";
  return composeOwnerMail(formSecret(env), origin, {
    id: n.comment_id,
    kind: n.reply_to === "main" ? "comment" : "reply",
    recipeTitle: recipe?.title ?? `recipe ${n.recipe}`,
    name: n.name,
    rating: n.rating,
    comment: n.comment,
    email: n.email,
    parent: n.parent_name !== null && n.parent_comment !== null ? { name: n.parent_name, comment: n.parent_comment } : null,
    pagePath: recipe ? commentPagePath(recipe.slug, n.comment_id, n.thread_root) : "/",
  });
}
