// The first attempt is made at once; the Cron Trigger retries (docs/decisions/006-mail-transports.md).
import { expectDatabaseFailure, type Db } from "~/utils/db.server";
import { retryDelayMinutes } from "~/mailing/mail-queue.server";
import { recordNoticeFailed, recordNoticeSent } from "./owner-mail-queue.server";
import { authorReplyPath, moderationPath } from "~/mailing/signed-links.server";
import type { OwnerMail, SendOwnerMail } from "~/utils/load-context";
import { ownerMessage, type CommentNotice } from "./owner-mail-text.server";

export async function ownerNotice(
  secret: string,
  origin: string,
  notice: Omit<CommentNotice, "link" | "hideLink" | "replyLink"> & { id: number; pagePath: string },
): Promise<OwnerMail> {
  return ownerMessage({
    ...notice,
    link: `${origin}${notice.pagePath}`,
    hideLink: `${origin}${await moderationPath(secret, notice.id, "hide")}`,
    replyLink: `${origin}${await authorReplyPath(secret, notice.id)}`,
  });
}

// The caller holds the notice. A mail or database failure is logged and retried later; anything else is a bug, thrown.
export async function attemptOwnerNotice(
  db: Db,
  send: SendOwnerMail,
  id: number,
  mail: OwnerMail,
  attemptsBefore: number,
): Promise<"sent" | "retry" | "given-up"> {
  try {
    await send(mail);
  } catch (e) {
    console.error(`owner mail failed for comment ${id}:`, e instanceof Error ? e.message : e);
    try {
      const { gaveUp, attempts } = await recordNoticeFailed(db, id, retryDelayMinutes(attemptsBefore + 1));
      if (!gaveUp) return "retry";
      console.error(`owner mail for comment ${id} given up after ${attempts} attempts over a day; the comment is on the site`);
      return "given-up";
    } catch (e) {
      // The lease runs out on its own and the next run tries again.
      expectDatabaseFailure(e, `owner mail for comment ${id}: failure not recorded`);
      return "retry";
    }
  }
  try {
    await recordNoticeSent(db, id);
  } catch (e) {
    // Sent, but not recorded: after the lease it would be sent again. Say so.
    expectDatabaseFailure(e, `owner mail for comment ${id} sent but not recorded (it may be sent twice)`);
  }
  return "sent";
}
