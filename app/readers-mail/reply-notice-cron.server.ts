// The reply notices' share of each Cron run (worker/reply-notices.ts): unconfirmed addresses forgotten, due notices sent
// under a lease, capped per inbox a day, and recorded; a failed send stays due, as the owner's mail does.
import { commentPagePath } from "~/comment-threads/comment-path";
import { retryDelayMinutes } from "~/mailing/mail-queue.server";
import { noticeDayKey } from "~/mailing/signed-links.server";
import { findRecipeById } from "~/recipes/index";
import { expectDatabaseFailure, type Db } from "~/utils/db.server";
import type { SendReaderMail } from "~/utils/load-context";
import { replyNoticeMail } from "./reply-notices.server";
import {
  claimDueWatches,
  type DueWatch,
  forgetUnconfirmedReplyAddresses,
  holdWatchUntilTomorrow,
  recordWatchFailed,
  recordWatchSent,
  untoldReplies,
} from "./reply-watches.server";
import { takeDailyMail } from "./subscription.server";

const REPLY_NOTICES_PER_INBOX_PER_DAY = 10;

/** `perRun`: how many due notices this run sends at most. */
export async function sendDueReplyNotices(
  db: Db,
  send: SendReaderMail,
  secret: string,
  origin: string,
  perRun: number,
): Promise<{ sent: number; failed: number }> {
  const forgotten = await forgetUnconfirmedReplyAddresses(db);
  if (forgotten > 0) console.log(`reply notices: ${forgotten} unconfirmed addresses forgotten after their week`);
  const due = await claimDueWatches(db, perRun);
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
  // On top of the gap between a thread's notices, a day's cap an inbox, so no number of threads floods one.
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
