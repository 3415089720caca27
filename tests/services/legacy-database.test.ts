import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../app/utils/db.server";
import { migrate } from "../../local/database";
import { moderationPath } from "../../app/mailing/signed-links.server";
import { fireCron, LOCAL_FORM_SECRET, localWorkerVars, startServices, startWorker, type RunningWorker } from "../../local/stack";
import { PATIENT_DATABASE } from "../support/hang";
import { outbox } from "../support/mail";
import { getPage, postForm } from "../support/site";

// The original site's tables as they were, with rows in their formats:
// no keys but comment_id, dates like 2025-Jan-5, reply_to 'main', num_replies null.
const ORIGINAL_SCHEMA = [
  "CREATE TABLE recipe (name text, image text, src text, category text)",
  "CREATE TABLE comments2 (comment_id serial PRIMARY KEY, reply_to text, recipe integer, name text, email text, rating integer, comment text, date text, num_replies integer)",
  "CREATE TABLE subscriptions (email text)",
  `INSERT INTO recipe (name, image, src, category) VALUES
     ('Chocolate Cookies', '/images/recipes/chocolatecookies.jpg', 'chocolatecookies', 'dessert'),
     ('Cinnamon Rolls', '/images/recipes/cinnamonrolls.jpg', '/cinnamonrolls', 'dessert'),
     ('Pancakes', '/images/recipes/pancakes.jpg', '/pancakes', 'breakfast')`,
  `INSERT INTO comments2 (reply_to, recipe, name, email, rating, comment, date, num_replies) VALUES
     ('main', 12, 'Old Timer', 'old@example.com', 4, 'Made these every Sunday.', '2025-Jan-5', NULL),
     ('1', 12, 'Replier', NULL, NULL, 'Same here!', '2025-Feb-10', NULL),
     ('main', 12, 'Second', NULL, 5, 'Fluffy.', '2025-Sept-21', 0)`,
  "INSERT INTO subscriptions (email) VALUES ('Reader@Example.com'), ('reader@example.com '), ('other@example.com')",
];

let services: Awaited<ReturnType<typeof startServices>>;
let db: Db;
let worker: RunningWorker;
let applied: string[];

beforeAll(async () => {
  services = await startServices({ dataDir: null });
  db = createDb(services.databaseUrl, { timeoutMs: 30_000 });
  for (const sql of ORIGINAL_SCHEMA) await db.query(sql);
  applied = await migrate(db);
  worker = await startWorker({
    vars: { ...localWorkerVars(services.port), FORM_MIN_FILL_MS: "0", ...PATIENT_DATABASE },
  });
});
afterAll(async () => {
  await worker?.stop();
  await services?.close();
});

describe("an existing database with the original tables", () => {
  it("takes every migration, keeping every comment, its columns, and no made-up dates", async () => {
    expect(applied.length).toBeGreaterThanOrEqual(3);
    // Issue 51's reply notices: new tables only, and no row of the original schema watches a thread or gets mail.
    expect(applied.some((m) => m.includes("0008_reply_notices"))).toBe(true);
    expect(await db.query("SELECT 1 FROM reply_watches")).toEqual([]);
    expect(await db.query("SELECT 1 FROM reply_notice_addresses")).toEqual([]);
    const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM comments2");
    expect(n).toBe(3);
    // Rows from before the migrations don't know when they arrived: NULL, not the day of the migration.
    const [old] = await db.query<{ stamped: number }>("SELECT count(created_at)::int AS stamped FROM comments2");
    expect(old.stamped).toBe(0);
    const [subs] = await db.query<{ stamped: number }>("SELECT count(subscribed_at)::int AS stamped FROM subscriptions");
    expect(subs.stamped).toBe(0);
    const columns = await db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'comments2' ORDER BY ordinal_position",
    );
    expect(columns.map((c) => c.column_name).slice(0, 9)).toEqual([
      "comment_id",
      "reply_to",
      "recipe",
      "name",
      "email",
      "rating",
      "comment",
      "date",
      "num_replies",
    ]);
  });

  it("keeps one subscription per address, folded by case and spaces", async () => {
    const rows = await db.query<{ email: string }>("SELECT email FROM subscriptions ORDER BY email");
    expect(rows.map((r) => r.email.toLowerCase()).sort()).toEqual(["other@example.com", "reader@example.com"]);
    const again = await postForm("/?index", { email: "READER@example.com" }, worker.url);
    expect(again.status).toBe(200);
    expect(await db.query("SELECT 1 FROM subscriptions WHERE lower(email) = 'reader@example.com'")).toHaveLength(1);
  });

  it("keeps every address subscribed before confirmation existed on the list, and mails none of them a confirmation", async () => {
    const rows = await db.query<{ email: string; pending: boolean }>(
      "SELECT email, pending_since IS NOT NULL AS pending FROM subscriptions ORDER BY lower(email)",
    );
    expect(rows.map((r) => r.pending)).toEqual([false, false]);
    expect((await postForm("/?index", { email: "other@example.com" }, worker.url)).status).toBe(200);
    expect(
      (
        await db.query<{ pending: boolean }>(
          "SELECT pending_since IS NOT NULL AS pending FROM subscriptions WHERE email = 'other@example.com'",
        )
      )[0].pending,
    ).toBe(false);
  });

  it("shows its listing rows on the category pages, whatever the form of their routes", async () => {
    const { status, html } = await getPage("/desserts", worker.url);
    expect(status).toBe(200);
    expect(html).toContain('href="/chocolatecookies"');
    expect(html).toContain('href="/cinnamonrolls"');
  });

  it("shows its comments, dates and ratings on the recipe page, null reply counts as 0", async () => {
    const { html } = await getPage("/pancakes", worker.url);
    expect(html).toContain("Made these every Sunday.");
    expect(html).toContain(">2025-Jan-5<");
    expect(html).toContain(">2025-Sept-21<");
    expect(html).toContain("View Replies (0)");
    expect(html).toContain('aria-label="Rated 4.5 out of 5 from 2 reviews"');
    expect(html).not.toContain("old@example.com");
    const thread = await getPage("/pancakes?thread=1", worker.url);
    expect(thread.html).toContain("Same here!");
  });

  it("takes new comments and replies, and counts replies right from then on", async () => {
    const res = await postForm(
      "/pancakes",
      { intent: "reply", recipe: "12", reply_to: "1", thread: "1", name: "New", comment: "Still making them." },
      worker.url,
    );
    expect(res.status).toBe(303);
    const [{ num_replies }] = await db.query<{ num_replies: number }>("SELECT num_replies FROM comments2 WHERE comment_id = 1");
    expect(num_replies).toBe(2);
    const [reply] = await db.query<{ created_at: string | null }>("SELECT created_at FROM comments2 WHERE name = 'New'");
    expect(reply.created_at).not.toBeNull();
  });

  it("takes 0004's columns with its rows as they were: shown, and no mail owed for them", async () => {
    const rows = await db.query<{ hidden: number; due: number; told: number; attempts: number }>(
      "SELECT count(hidden_at)::int AS hidden, count(notify_due_at)::int AS due, count(notified_at)::int AS told, sum(notify_attempts)::int AS attempts FROM comments2 WHERE name <> 'New'",
    );
    expect(rows[0]).toEqual({ hidden: 0, due: 0, told: 0, attempts: 0 });
    // The Cron run also mails the owner the newsletter's preview: only the comment mails count here.
    const commentMails = async () => (await outbox(`http://127.0.0.1:${services.port}`)).filter((m) => !m.subject?.startsWith("Preview: "));
    const mailed = (await commentMails()).length;
    await fireCron(worker.url);
    // Only the reply posted above may be mailed; no comment of the old site is.
    const after = await commentMails();
    expect(after.length).toBe(mailed);
    // (A reply's mail quotes what it answers, an old comment among them: what each mail is about is its link.)
    const [{ id }] = await db.query<{ id: number }>("SELECT comment_id AS id FROM comments2 WHERE name = 'New'");
    const about = after.flatMap((m) =>
      [...(m.content?.[0].value ?? "").matchAll(/^Read it on the site: \S+#comment-(\d+)$/gm)].map((r) => r[1]),
    );
    expect(new Set(about)).toEqual(new Set([String(id)]));
  });

  it("hides an old comment from the owner's link, its old reply with it, and shows both again", async () => {
    const hide = await fetch(`${worker.url}${await moderationPath(LOCAL_FORM_SECRET, 1, "hide")}`, {
      method: "POST",
      headers: { origin: worker.url },
    });
    expect(hide.status).toBe(200);
    const hidden = await getPage("/pancakes", worker.url);
    expect(hidden.html).not.toContain("Made these every Sunday.");
    expect(hidden.html).toContain('aria-label="Rated 5 out of 5 from 1 review"');
    expect((await getPage("/pancakes?thread=1", worker.url)).html).not.toContain("Same here!");
    const show = await fetch(`${worker.url}${await moderationPath(LOCAL_FORM_SECRET, 1, "show")}`, {
      method: "POST",
      headers: { origin: worker.url },
    });
    expect(show.status).toBe(200);
    expect((await getPage("/pancakes?thread=1", worker.url)).html).toContain("Same here!");
    expect((await getPage("/pancakes", worker.url)).html).toContain('aria-label="Rated 4.5 out of 5 from 2 reviews"');
  });
});
