/**
 * The work a post leaves running after its answer (waitUntil: the owner's mail and its record on the comment's row,
 * the purge by Cache-Tag). Tests wait for it rather than count it against the next request, and never sleep to prove
 * that it didn't happen.
 */
import { expect } from "vitest";
import { mailsAbout } from "./mail";
import { ownerMailsSettled, postForm, randomIp, servicesUrl } from "./site";

/** The comment id a post's redirect names. */
export const commentIdOf = (location: string | null) => Number(location?.match(/#comment-(\d+)$/)?.[1]);

const stats = async () => (await (await fetch(`${servicesUrl()}/stats`)).json()) as { sqlRequests: number; rows: number };

/** The SQL requests (and rows) the local Neon endpoint served for `request` alone, with no earlier post's work among them. */
export async function databaseCost<T>(request: () => Promise<T>): Promise<{ result: T; trips: number; rows: number }> {
  await ownerMailsSettled();
  const before = await stats();
  const result = await request();
  const after = await stats();
  return { result, trips: after.sqlRequests - before.sqlRequests, rows: after.rows - before.rows };
}

/**
 * Waits until every request `site` has answered so far has finished its background work, so that a test can say
 * that none of them mailed or purged. A comment posted now (on basic waffles, which no test reads) starts its mail
 * after all of theirs had started, in the same isolate; a purge is sent before its post is answered. Once this
 * comment's mail has arrived and been recorded, theirs would have arrived too.
 */
export async function earlierBackgroundDone(site: string, services = servicesUrl()): Promise<void> {
  const res = await postForm(
    "/basicwaffle",
    { intent: "comment", recipe: "5", name: "Sentinel", rating: "5", comment: `Background sentinel ${randomIp()} ${Date.now()}` },
    site,
  );
  if (res.status !== 303) throw new Error(`the sentinel comment was answered ${res.status}`);
  const id = commentIdOf(res.headers.get("location"));
  await expect.poll(async () => (await mailsAbout(id, services)).length).toBe(1);
  await ownerMailsSettled();
}
