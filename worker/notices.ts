import { attemptOwnerNotice, commentPagePath, ownerNotice } from "../app/comments/notify.server";
import { envDb } from "../app/utils/context.server";
import { formSecret } from "../app/forms/guard.server";
import { claimDueNotices, type DueNotice } from "../app/models/notice.server";
import { findRecipeById } from "../app/recipes/index";
import { config } from "../app/utils/config.server";
import type { Env } from "../app/utils/env";
import { ownerMailer } from "./mail";

const NOTICES_PER_RUN = 20;

export async function retryOwnerNotices(env: Env): Promise<{ sent: number; failed: number }> {
  const send = ownerMailer(env);
  // Without mail set up, nothing is ever due (comments are stored without a notice).
  if (!send) return { sent: 0, failed: 0 };
  const db = envDb(env);
  const due = await claimDueNotices(db, NOTICES_PER_RUN);
  let sent = 0;
  for (const notice of due) {
    const mail = await noticeMail(env, notice);
    if ((await attemptOwnerNotice(db, send, notice.comment_id, mail, notice.notify_attempts)) === "sent") sent++;
  }
  if (due.length > 0) console.log(`owner notices retried: ${sent} of ${due.length} sent`);
  return { sent, failed: due.length - sent };
}

async function noticeMail(env: Env, n: DueNotice) {
  const recipe = findRecipeById(n.recipe);
  // Never the origin a row was posted to (posted_origin): that came from the request's Host. Without SITE_URL (a local
  // database only), the links are paths.
  const origin = config(env).siteOrigin ?? "";
  return ownerNotice(formSecret(env), origin, {
    id: n.comment_id,
    kind: n.reply_to === "main" ? "comment" : "reply",
    recipeTitle: recipe?.title ?? `recipe ${n.recipe}`,
    recipeId: n.recipe,
    name: n.name,
    rating: n.rating,
    comment: n.comment,
    email: n.email,
    pagePath: recipe ? commentPagePath(recipe.slug, n.comment_id, n.thread_root) : "/",
  });
}
