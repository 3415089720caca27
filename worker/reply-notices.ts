import { envDb } from "../app/utils/load-context.server";
import { formSecret } from "../app/forms/guard.server";
import { sendDueReplyNotices } from "../app/readers-mail/reply-notice-cron.server";
import { readerMailer } from "./reader-mailer";
import { config } from "../app/utils/config.server";
import type { Env } from "../app/utils/env";

// About three subrequests each (read, send, record), and the sweep one: within the Free plan's 50 with the others.
const REPLY_NOTICES_PER_RUN = 5;

export async function sendReplyNotices(env: Env): Promise<{ sent: number; failed: number }> {
  const send = readerMailer(env);
  // Without reader mail nothing is sent and the watches stay due until it is set up.
  if (!send) return { sent: 0, failed: 0 };
  const db = envDb(env);
  const secret = formSecret(env);
  const origin = config(env).siteOrigin ?? "";
  return sendDueReplyNotices(db, send, secret, origin, REPLY_NOTICES_PER_RUN);
}
