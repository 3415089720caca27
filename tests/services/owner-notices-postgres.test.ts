import pg from "pg";
import { describe, expect, it } from "vitest";
import { type Db, toQuery } from "../../app/utils/db.server";
import { claimDueOwnerMail } from "../../app/comments/owner-mail-queue.server";
import { moderationPath } from "../../app/mailing/signed-links.server";
import { fireCron, LOCAL_FORM_SECRET } from "../../local/stack";
import { mailsAbout } from "../support/mail";
import { requiredPostgresBinDir } from "../support/postgres";
import { siteOverPostgres } from "../support/postgres-site";
import { getPage, postForm, randomIp } from "../support/site";

// PGlite runs one statement at a time, so runs of the Cron Trigger can't
// overlap on it. Here they do, on a real Postgres behind the same local
// services, worker and SQL: each notice must still be mailed once.
const bin = requiredPostgresBinDir("the tests of overlapping Cron Trigger runs and of moderation on a real Postgres are");

describe.skipIf(!bin)("overlapping retries of the owner's mail, on a real Postgres", () => {
  const site = siteOverPostgres(bin!);

  /** `n` comments whose first mail failed and whose retry is due now. */
  async function dueComments(n: number, label: string): Promise<number[]> {
    const rows = await site.db.query<{ comment_id: number }>(
      `INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date, notify_due_at, notify_attempts, posted_origin)
       SELECT 'main', 20, 'Pg', 5, $1 || ' ' || i, '2026-Nov-23', now() - interval '1 second', 1, 'http://127.0.0.1'
         FROM generate_series(1, $2::int) AS i RETURNING comment_id`,
      [label, n],
    );
    return rows.map((r) => r.comment_id);
  }

  it("a run skips the notices another run is claiming, without waiting for it, and neither claims one twice", async () => {
    const ids = await dueComments(10, `Claim ${Date.now()}`);
    const other = new pg.Client({ connectionString: site.postgres.url });
    await other.connect();
    try {
      // Another run, caught in the middle of its claim: its transaction is still open.
      await other.query("BEGIN");
      const viaOther: Db = {
        query: async (...statement) => {
          const { query, params } = toQuery(statement);
          return (await other.query(query, params)).rows;
        },
        transaction: () => Promise.reject(new Error("not used")),
      };
      const first = await claimDueOwnerMail(viaOther, 4);
      expect(first).toHaveLength(4);
      // Waiting on the other run's locks would never end: its transaction stays open until after this returns.
      const second = await claimDueOwnerMail(site.db, 20);
      const firstIds = first.map((n) => n.comment_id);
      const secondIds = second.map((n) => n.comment_id).filter((id) => ids.includes(id));
      expect(secondIds).toHaveLength(6);
      expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
      await other.query("COMMIT");
      // Both claims hold their leases now: nothing is due until they run out.
      expect((await claimDueOwnerMail(site.db, 20)).filter((n) => ids.includes(n.comment_id))).toEqual([]);
    } finally {
      await other.end();
    }
  });

  it("hides a comment and its reply from the owner's link and shows them again (the moderation SQL on Postgres)", async () => {
    const text = `Pg spam ${Date.now()}`;
    const posted = await postForm(
      "/moroccanharira",
      { intent: "comment", recipe: "20", name: "Pg", rating: "1", comment: text },
      site.worker.url,
      randomIp(),
    );
    const id = Number(posted.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
    const replyText = `Pg reply ${Date.now()}`;
    await postForm(
      "/moroccanharira",
      { intent: "reply", recipe: "20", reply_to: String(id), thread: String(id), name: "Pg", comment: replyText },
      site.worker.url,
      randomIp(),
    );
    const press = async (action: "hide" | "show") =>
      (
        await fetch(`${site.worker.url}${await moderationPath(LOCAL_FORM_SECRET, id, action)}`, {
          method: "POST",
          headers: { origin: site.worker.url },
        })
      ).status;
    expect(await press("hide")).toBe(200);
    expect((await getPage(`/moroccanharira?thread=${id}`, site.worker.url)).html).not.toContain(replyText);
    expect((await fetch(`${site.worker.url}/comments/${id}/replies`)).status).toBe(404);
    expect(await press("show")).toBe(200);
    expect((await getPage(`/moroccanharira?thread=${id}`, site.worker.url)).html).toContain(replyText);
  });

  // Issue 51: the reply notices' SQL (the watch in the comment's own transaction, the claim, the record) on Postgres.
  it("sends each of 8 due reply notices exactly once when six runs of the Cron Trigger start at the same moment", async () => {
    const base = `http://127.0.0.1:${site.services.port}`;
    const label = `Watch ${Date.now()}`;
    const emails = Array.from({ length: 8 }, (_, i) => `pg-${i}-${Date.now()}@example.com`);
    for (const email of emails) {
      const fields = { intent: "comment", recipe: "20", name: "Pg", email, notify: "on", rating: "5", comment: `${label} ${email}` };
      const res = await postForm("/moroccanharira", fields, site.worker.url, randomIp());
      expect(res.status).toBe(303);
      const id = res.headers.get("location")!.match(/#comment-(\d+)$/)![1];
      const reply = { intent: "reply", recipe: "20", reply_to: id, name: "Other", comment: `Reply to ${email}` };
      expect((await postForm(`/moroccanharira?reply=${id}`, reply, site.worker.url, randomIp())).status).toBe(303);
    }
    // As if each address had pressed its confirmation button: the address confirmed, its thread consented.
    await site.db.query("UPDATE reply_notice_addresses SET confirmed_at = now(), pending_since = NULL WHERE email = ANY($1::text[])", [
      emails,
    ]);
    await site.db.query("UPDATE reply_watches SET pending_since = NULL WHERE email = ANY($1::text[])", [emails]);
    await Promise.all(Array.from({ length: 6 }, () => fireCron(site.worker.url)));
    await fireCron(site.worker.url);
    await fireCron(site.worker.url);
    const outbox = (await (await fetch(`${base}/outbox`)).json()) as {
      subject?: string;
      personalizations?: { to?: { email: string }[] }[];
    }[];
    const counts = emails.map(
      (email) => outbox.filter((m) => m.subject?.startsWith("A new reply") && m.personalizations?.[0]?.to?.[0]?.email === email).length,
    );
    expect(counts).toEqual(Array(8).fill(1));
  });

  it("mails each of 30 due notices exactly once when six runs of the Cron Trigger start at the same moment", async () => {
    const ids = await dueComments(30, `Overlap ${Date.now()}`);
    const base = `http://127.0.0.1:${site.services.port}`;
    await Promise.all(Array.from({ length: 6 }, () => fireCron(site.worker.url)));
    // Runs take 20 notices each at most: one more run picks up whatever none of them reached.
    await fireCron(site.worker.url);
    const counts = await Promise.all(ids.map(async (id) => (await mailsAbout(id, base)).length));
    expect(counts).toEqual(Array(30).fill(1));
    const [row] = await site.db.query<{ sent: number; due: number }>(
      "SELECT count(notified_at)::int AS sent, count(notify_due_at)::int AS due FROM comments2 WHERE comment_id = ANY($1::int[])",
      [ids],
    );
    expect(row).toEqual({ sent: 30, due: 0 });
  });
});
