import { afterEach, describe, expect, it } from "vitest";
import { fireCron } from "../../local/stack";
import { mailsAbout, setMailOutage } from "../support/mail";
import { postForm, randomIp, siteLog, siteUrl, testDb } from "../support/site";
import { tag } from "../support/comments";

// Never leave the shared mail stand-in down for the next test file.
afterEach(() => setMailOutage(false));

async function postComment(text: string, email = "") {
  const res = await postForm(
    "/cinnamonmapleoatmeal",
    { intent: "comment", recipe: "4", name: "Nia", email, rating: "4", comment: text },
    siteUrl(),
    randomIp(),
  );
  expect(res.status).toBe(303);
  return Number(res.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
}

interface Notice {
  notified_at: Date | null;
  notify_due_at: Date | null;
  notify_attempts: number;
}
const notice = async (id: number) =>
  (
    await testDb().query<Notice & Record<string, unknown>>(
      "SELECT notified_at, notify_due_at, notify_attempts FROM comments2 WHERE comment_id = $1",
      [id],
    )
  )[0];
/** As if the retry's wait were over. */
const makeDue = (id: number) =>
  testDb().query("UPDATE comments2 SET notify_due_at = now() - interval '1 second' WHERE comment_id = $1", [id]);

describe("the owner's mail when the mail service is down", () => {
  it("keeps the commenter's address as its Reply-To when the Cron Trigger sends it", async () => {
    await setMailOutage(true);
    const id = await postComment(`Answer me later ${tag()}`, "nia@example.com");
    await expect.poll(async () => (await notice(id)).notify_attempts).toBe(1);
    await setMailOutage(false);
    await makeDue(id);
    await fireCron(siteUrl());
    expect((await mailsAbout(id)).map((m) => m.reply_to)).toEqual([{ email: "nia@example.com" }]);
  });

  it("is retried by the Cron Trigger once the outage ends, with growing waits, and sent exactly once", async () => {
    await setMailOutage(true);
    const text = `During the outage ${tag()}`;
    const id = await postComment(text);
    // The visitor's post went through; the immediate attempt failed and was recorded.
    await expect.poll(async () => (await notice(id)).notify_attempts).toBe(1);
    const failed = await notice(id);
    expect(failed.notified_at).toBeNull();
    const wait = (failed.notify_due_at!.getTime() - Date.now()) / 60_000;
    expect(wait).toBeGreaterThan(4);
    expect(wait).toBeLessThanOrEqual(5);
    expect(await mailsAbout(id)).toHaveLength(0);

    // Still down when the retry is due: another failure, and a longer wait.
    await makeDue(id);
    // fireCron returns once the run is over (the handler awaits its work).
    await fireCron(siteUrl());
    expect((await notice(id)).notify_attempts).toBe(2);
    const second = ((await notice(id)).notify_due_at!.getTime() - Date.now()) / 60_000;
    expect(second).toBeGreaterThan(9);
    expect(second).toBeLessThanOrEqual(10);

    await setMailOutage(false);
    // Not due yet: a run now leaves it for later.
    await fireCron(siteUrl());
    expect(await mailsAbout(id)).toHaveLength(0);

    await makeDue(id);
    await fireCron(siteUrl());
    expect(await mailsAbout(id)).toHaveLength(1);
    const sent = await notice(id);
    expect(sent.notified_at).not.toBeNull();
    expect(sent.notify_due_at).toBeNull();
    expect(sent.notify_attempts).toBe(3);
    const [mail] = await mailsAbout(id);
    expect(mail.content![0].value).toContain(text);
    expect(mail.content![0].value).toMatch(new RegExp(`^Hide this comment: ${siteUrl()}/comments/${id}/hide\\?sig=`, "m"));

    // Later runs send nothing more.
    await fireCron(siteUrl());
    await fireCron(siteUrl());
    expect(await mailsAbout(id)).toHaveLength(1);
  });

  it("is sent at once, and only once, when the service is up", async () => {
    const id = await postComment(`Up ${tag()}`);
    await expect.poll(async () => (await notice(id)).notified_at).not.toBeNull();
    await fireCron(siteUrl());
    expect(await mailsAbout(id)).toHaveLength(1);
    expect((await notice(id)).notify_attempts).toBe(1);
  });

  it("is given up with a log line when it still fails a day after the comment", async () => {
    await setMailOutage(true);
    const id = await postComment(`Long outage ${tag()}`);
    await expect.poll(async () => (await notice(id)).notify_attempts).toBe(1);
    await testDb().query("UPDATE comments2 SET created_at = now() - interval '25 hours' WHERE comment_id = $1", [id]);
    await makeDue(id);
    await fireCron(siteUrl());
    await expect.poll(() => siteLog()).toContain(`owner mail for comment ${id} given up after 2 attempts over a day`);
    const given = await notice(id);
    expect(given.notify_due_at).toBeNull();
    expect(given.notified_at).toBeNull();
    await setMailOutage(false);
    await fireCron(siteUrl());
    expect(await mailsAbout(id)).toHaveLength(0);
  });

  it("is not sent for comments stored before notices were recorded (or without mail set up)", async () => {
    const text = `Old row ${tag()}`;
    const [{ comment_id: id }] = await testDb().query<{ comment_id: number }>(
      "INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date) VALUES ('main', 4, 'Old', 5, $1, '2025-Jan-5') RETURNING comment_id",
      [text],
    );
    await fireCron(siteUrl());
    expect(await mailsAbout(id)).toHaveLength(0);
    expect((await notice(id)).notify_attempts).toBe(0);
  });
});
