import { attemptOwnerNotice, commentPagePath, ownerNotice } from "../app/comments/notify.server";
import { envDb } from "../app/utils/load-context.server";
import { formSecret } from "../app/forms/guard.server";
import { claimDueNotices, type DueNotice, retryDelayMinutes } from "../app/models/notice.server";
import {
  claimDueWatches,
  type DueWatch,
  forgetUnconfirmedReplyAddresses,
  holdWatchUntilTomorrow,
  recordWatchFailed,
  recordWatchSent,
  untoldReplies,
} from "../app/models/reply-notice.server";
import { replyNoticeMail } from "../app/comments/reply-notices.server";
import { takeDailyMail } from "../app/models/subscription.server";
import { noticeDayKey } from "../app/utils/signed-links.server";
import { expectDatabaseFailure, type Db } from "../app/utils/db.server";
import type { SendReaderMail } from "../app/utils/load-context";
import { readerMailer } from "./reader-mail";
import { findRecipeById } from "../app/recipes/index";
import { config } from "../app/utils/config.server";
import type { Env } from "../app/utils/env";
import { ownerMailer } from "./owner-mail";

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
  // Never the origin a row was posted to (posted_origin), which came from the request's Host.
  const origin = config(env).siteOrigin ?? "";
  return ownerNotice(formSecret(env), origin, {
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

// About three subrequests each (read, send, record), and the sweep one: within the Free plan's 50 with the others.
const REPLY_NOTICES_PER_RUN = 5;
const REPLY_NOTICES_PER_INBOX_PER_DAY = 10;

/** A failed send stays due and is tried again, as the owner's mail is. */
export async function sendReplyNotices(env: Env): Promise<{ sent: number; failed: number }> {
  const send = readerMailer(env);
  // Without reader mail nothing is sent and the watches stay due until it is set up.
  if (!send) return { sent: 0, failed: 0 };
  const db = envDb(env);
  const secret = formSecret(env);
  const origin = config(env).siteOrigin ?? "";
  const forgotten = await forgetUnconfirmedReplyAddresses(db);
  if (forgotten > 0) console.log(`reply notices: ${forgotten} unconfirmed addresses forgotten after their week`);
  const due = await claimDueWatches(db, REPLY_NOTICES_PER_RUN);
  let sent = 0;
  let failed = 0;
  for (const watch of due) {
    const outcome = await sendOneReplyNotice(db, send, secret, origin, watch);
    if (outcome === "sent") sent++;
    else if (outcome === "failed") failed++;
  }
  if (due.length > 0) console.log(`reply notices: ${sent} sent, ${failed} to retry, of ${due.length} due`);
  return { sent, failed };
}

async function sendOneReplyNotice(
  db: Db,
  send: SendReaderMail,
  secret: string,
  origin: string,
  watch: DueWatch,
): Promise<"sent" | "failed" | "nothing"> {
  const { root, replies } = await untoldReplies(db, watch);
  const recipe = root ? findRecipeById(root.recipe) : undefined;
  if (!root || !recipe || replies.length === 0) {
    // Hidden since, or only the watcher's own: nothing to tell.
    await recordWatchSent(db, watch, null);
    return "nothing";
  }
  // On top of one an hour a thread: a day's cap an inbox, so no number of threads floods one.
  if (!(await takeDailyMail(db, await noticeDayKey(secret, watch.email), REPLY_NOTICES_PER_INBOX_PER_DAY))) {
    await holdWatchUntilTomorrow(db, watch);
    console.warn(`reply notice for thread ${watch.thread} held until tomorrow: that inbox has had today's notices`);
    return "nothing";
  }
  const mail = await replyNoticeMail(secret, origin, {
    to: watch.email,
    thread: watch.thread,
    recipeTitle: recipe.title,
    about: root.comment,
    replies: replies.map((r) => ({ ...r, link: `${origin}${commentPagePath(recipe.slug, r.comment_id, watch.thread)}` })),
  });
  try {
    await send(mail);
  } catch (e) {
    console.error(`reply notice for thread ${watch.thread} failed:`, e instanceof Error ? e.message : e);
    try {
      const { gaveUp } = await recordWatchFailed(db, watch, retryDelayMinutes(watch.attempts + 1));
      if (gaveUp) console.error(`reply notice for thread ${watch.thread} given up for now; its replies go with the next one`);
    } catch (e) {
      // The lease runs out and the next run tries again.
      expectDatabaseFailure(e, `reply notice for thread ${watch.thread}: failure not recorded`);
    }
    return "failed";
  }
  try {
    await recordWatchSent(db, watch, replies[replies.length - 1].comment_id);
  } catch (e) {
    expectDatabaseFailure(e, `reply notice for thread ${watch.thread} sent but not recorded (it may be sent twice)`);
  }
  return "sent";
}
