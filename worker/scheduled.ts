import { DatabaseError } from "../app/utils/db.server";
import type { Env } from "../app/utils/env";
import { newsletterCron } from "./newsletter";
import { retryOwnerMail } from "./owner-mail-retries";
import { sendReplyNotices } from "./reply-notices";

const JOBS: [name: string, run: (env: Env) => Promise<unknown>][] = [
  ["owner mail retries", retryOwnerMail],
  ["reply notices", sendReplyNotices],
  ["newsletter", (env) => newsletterCron(env)],
];

// One job failing never stops the others. A database failure waits for the next run; anything else fails the run after
// all, so the Cron's log shows it. Awaited, so a run fired by hand (fireCron) answers once it is done.
export const scheduled: ExportedHandlerScheduledHandler<Env> = async (_controller, env) => {
  const results = await Promise.allSettled(JOBS.map(([, run]) => run(env)));
  const bugs: unknown[] = [];
  results.forEach((result, i) => {
    if (result.status === "fulfilled") return;
    const e = result.reason;
    console.error(`${JOBS[i][0]} failed this run:`, e instanceof Error ? e.message : e);
    if (!(e instanceof DatabaseError)) bugs.push(e);
  });
  if (bugs.length > 0) throw bugs.length === 1 ? bugs[0] : new AggregateError(bugs, "scheduled jobs failed");
};
