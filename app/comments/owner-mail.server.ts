// The owner's mail about each comment: composed with its signed links, first sent by the request that stored the
// comment; what fails the Cron Trigger retries (worker/owner-mail-retries.ts, docs/decisions/006-mail-transports.md).
import { expectDatabaseFailure, type Db } from "~/utils/db.server";
import { retryDelayMinutes } from "~/mailing/mail-queue.server";
import { recordOwnerMailFailed, recordOwnerMailSent } from "./owner-mail-queue.server";
import { authorReplyPath, moderationPath } from "~/mailing/signed-links.server";
import type { OwnerMail, SendOwnerMail } from "~/utils/load-context";
import { ownerMessage, type CommentForOwner } from "./owner-mail-text.server";

export async function composeOwnerMail(
  secret: string,
  origin: string,
  comment: Omit<CommentForOwner, "link" | "hideLink" | "replyLink"> & { id: number; pagePath: string },
): Promise<OwnerMail> {
  return ownerMessage({
    ...comment,
    link: `${origin}${comment.pagePath}`,
    hideLink: `${origin}${await moderationPath(secret, comment.id, "hide")}`,
    replyLink: `${origin}${await authorReplyPath(secret, comment.id)}`,
  });
}

// The caller holds the mail (its lease). A mail or database failure is logged and retried later; anything else is a bug, thrown.
export async function attemptOwnerMail(
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
      const { gaveUp, attempts } = await recordOwnerMailFailed(db, id, retryDelayMinutes(attemptsBefore + 1));
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
    await recordOwnerMailSent(db, id);
  } catch (e) {
    // Sent, but not recorded: after the lease it would be sent again. Say so.
    expectDatabaseFailure(e, `owner mail for comment ${id} sent but not recorded (it may be sent twice)`);
  }
  return "sent";
}
