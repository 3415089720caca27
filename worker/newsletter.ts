import { envDb } from "../app/utils/load-context.server";
import { config } from "../app/utils/config.server";
import type { Env } from "../app/utils/env";
import { formSecret } from "../app/forms/guard.server";
import { expireUnconfirmed, sendNewsletter } from "../app/readers-mail/newsletter-cron.server";
import { batchMailer, MAILCHANNELS_MAX_PERSONALIZATIONS, readerMailer } from "./reader-mailer";

// Within the Free plan's 50 subrequests a run (the owner's retries take up to 41, a batch 3); a Paid plan allows 10,000.
const DEFAULTS = { batchSize: MAILCHANNELS_MAX_PERSONALIZATIONS, batchesPerRun: 3 };

function settings(env: Env) {
  const whole = (v: string | undefined, fallback: number, max: number) => {
    const n = Number(v);
    return v && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
  };
  return {
    batchSize: whole(env.NEWSLETTER_BATCH_SIZE, DEFAULTS.batchSize, MAILCHANNELS_MAX_PERSONALIZATIONS),
    batchesPerRun: whole(env.NEWSLETTER_BATCHES_PER_RUN, DEFAULTS.batchesPerRun, 3000),
  };
}

export async function newsletterCron(env: Env, now = new Date()): Promise<void> {
  const db = envDb(env);
  await expireUnconfirmed(db);
  const { listMail, siteOrigin } = config(env);
  const sendOne = readerMailer(env);
  const sendBatch = batchMailer(env);
  if (!listMail || !sendOne || !sendBatch) return;
  const run = { sendOne, sendBatch, owner: listMail.owner, origin: siteOrigin ?? "", secret: formSecret(env), ...settings(env) };
  await sendNewsletter(db, run, now);
}
