import { describe, expect, it } from "vitest";
import { runLoad } from "../../bench/load";
import { HANG } from "../support/hang";
import { requiredPostgresBinDir } from "../support/postgres";
import { siteOverPostgres } from "../support/postgres-site";
import { searchCases } from "../support/search-cases";
import { decode, getPage, postForm, randomIp, statusMessage, uniqueEmail } from "../support/site";
import { NEWSLETTER_MESSAGES } from "../../app/readers-mail/newsletter-fields";
import { authorReplyPath, unsubscribePath } from "../../app/mailing/signed-links.server";
import { LOCAL_FORM_SECRET } from "../../local/stack";

// The app's SQL (the features' *.server.ts queries, the migrations, the seed) on the Debian
// Postgres CI installs, through the same worker and local endpoint as every
// other test: PGlite runs Postgres 18 in WASM, one session at a time, so
// this is where a query that only PGlite accepts, or a race that one
// session hides, would show. The stand-in's own behaviour over Postgres is
// tested in local/stand-in.test.ts.
const bin = requiredPostgresBinDir("the tests of the app's SQL on a real Postgres are");

describe.skipIf(!bin)("the site over a real Postgres", () => {
  const site = siteOverPostgres(bin!);

  describe("search (pg_trgm and unaccent, created by the app's role)", () => {
    searchCases(() => site.worker.url);
  });

  it("runs every query path of the app: listings, a recipe and its thread, comment, reply, replies, subscribe, unsubscribe", async () => {
    const [role] = await site.db.query<{ name: string; superuser: boolean }>(
      "SELECT current_user AS name, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user",
    );
    expect(role).toEqual({ name: "app", superuser: false });
    const home = await getPage("/", site.worker.url);
    expect(home.status).toBe(200);
    expect(home.html).toContain('class="category-card-count"');
    const desserts = await getPage("/desserts", site.worker.url);
    expect(desserts.status).toBe(200);
    expect(desserts.html).toContain('href="/chocolatecookies"');

    const text = `Over Postgres ${Date.now()}`;
    const comment = await postForm(
      "/pancakes",
      { intent: "comment", recipe: "12", name: "Pia", rating: "4", comment: text },
      site.worker.url,
    );
    expect(comment.status).toBe(303);
    const id = comment.headers.get("location")!.match(/#comment-(\d+)$/)![1];
    const reply = await postForm(
      "/pancakes",
      { intent: "reply", recipe: "12", reply_to: id, thread: id, name: "Ravi", comment: `Re: ${text}` },
      site.worker.url,
    );
    expect(reply.status).toBe(303);
    const page = await getPage("/pancakes", site.worker.url);
    expect(decode(page.html)).toContain(text);
    expect(decode(page.html)).toContain("View Replies (1)");
    expect(page.html).toContain('aria-label="Rated 4 out of 5 from 1 review"');
    const thread = await getPage(`/pancakes?thread=${id}`, site.worker.url);
    expect(decode(thread.html)).toContain(`Re: ${text}`);
    const replies = await fetch(`${site.worker.url}/comments/${id}/replies`);
    expect(replies.status).toBe(200);
    expect(((await replies.json()) as { replies: { name: string; comment: string }[] }).replies).toEqual([
      expect.objectContaining({ name: "Ravi", comment: `Re: ${text}` }),
    ]);
    // The author's replies: one under the comment, shown on the page as served; one under Ravi's, said by the thread.
    const authorReply = async (parent: string, words: string) => {
      const res = await fetch(`${site.worker.url}${await authorReplyPath(LOCAL_FORM_SECRET, Number(parent))}`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: site.worker.url, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp() },
        body: new URLSearchParams({ comment: words }),
      });
      expect(res.status).toBe(303);
    };
    await authorReply(id, `Answered: ${text}`);
    await authorReply(reply.headers.get("location")!.match(/#comment-(\d+)$/)![1], `Deeper: ${text}`);
    const answered = decode((await getPage("/pancakes", site.worker.url)).html);
    expect(answered).toContain(`Answered: ${text}`);
    expect(answered).toMatch(/Author<\/span> replied on \d{4}-[A-Z][a-z]{2}-\d{1,2}</);

    const email = uniqueEmail("postgres");
    expect(statusMessage((await postForm("/?index", { email }, site.worker.url)).html)).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(statusMessage((await postForm("/?index", { email: email.toUpperCase() }, site.worker.url)).html)).toBe(
      NEWSLETTER_MESSAGES.subscribed,
    );
    expect(await site.db.query("SELECT email FROM subscriptions WHERE lower(email) = lower($1)", [email])).toEqual([{ email }]);
    expect(statusMessage((await postForm("/unsubscribe", { email }, site.worker.url)).html)).toBe(NEWSLETTER_MESSAGES.leaveMailed);
    // A typed address takes nobody off: the signed link does.
    expect(await site.db.query("SELECT email FROM subscriptions WHERE lower(email) = lower($1)", [email])).toEqual([{ email }]);
    const leave = await fetch(`${site.worker.url}${await unsubscribePath(LOCAL_FORM_SECRET, email)}`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(leave.status).toBe(200);
    expect(await site.db.query("SELECT email FROM subscriptions WHERE lower(email) = lower($1)", [email])).toEqual([]);
  });

  it("stores every accepted post exactly once, keeps reply counts right and never answers 5xx", async () => {
    expect(site.services.kind).toMatch(/^Postgres/);
    const report = await runLoad({ siteUrl: site.worker.url, db: site.db, posts: 150, connections: 10, timeoutSeconds: HANG.poll / 1000 });
    expect(report.sent).toBe(150);
    expect(report.problems).toEqual([]);
    expect(Object.keys(report.statuses).every((s) => Number(s) < 500)).toBe(true);
  });

  it("counts every one of many replies posted to one comment at the same instant", async () => {
    const [parent] = await site.db.query<{ comment_id: number }>(
      "INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date) VALUES ('main', 26, 'Pg', 5, 'Parent', '2025-July-1') RETURNING comment_id",
    );
    const id = String(parent.comment_id);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        postForm(
          "/classichummus",
          { intent: "reply", recipe: "26", reply_to: id, thread: id, name: "Pg", comment: `Reply ${i}` },
          site.worker.url,
          randomIp(),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(303));
    const [row] = await site.db.query<{ num_replies: number }>("SELECT num_replies FROM comments2 WHERE comment_id = $1", [
      parent.comment_id,
    ]);
    expect(row.num_replies).toBe(16);
  });

  it("stores one comment when the same post arrives several times at once", async () => {
    const ip = randomIp();
    const text = `Burst over Postgres ${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postForm("/classichummus", { intent: "comment", recipe: "26", name: "Pg", rating: "5", comment: text }, site.worker.url, ip),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(303));
    const rows = await site.db.query("SELECT comment_id FROM comments2 WHERE comment = $1", [text]);
    expect(rows).toHaveLength(1);
  });

  it("keeps one subscription when one address subscribes from many tabs at once", async () => {
    const email = `burst-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postForm("/?index", { email: i % 2 ? email.toUpperCase() : email }, site.worker.url, randomIp())),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await site.db.query("SELECT email FROM subscriptions WHERE lower(email) = $1", [email]);
    expect(rows).toHaveLength(1);
  });
});
