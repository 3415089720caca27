import { beforeAll, describe, expect, it } from "vitest";
import { COMMENT_LIMITS } from "../../app/comments/comment-fields";
import { commentFields, fieldErrors, formError, PANCAKES, rowsWith, tag } from "../support/comments";
import { decode, getPage, postForm, siteUrl, testDb } from "../support/site";

describe("replies without JavaScript", () => {
  let parent: number;
  beforeAll(async () => {
    const fields = commentFields({ name: "Parent" });
    await postForm("/pancakes", fields);
    parent = (await rowsWith(fields.comment))[0].comment_id;
  });

  it("reach the reply form through a link and post it as a plain form", async () => {
    const { html } = await getPage("/pancakes");
    const link = html.match(new RegExp(`href="(/pancakes\\?reply=${parent}&amp;thread=${parent}#reply-${parent})"`))?.[1];
    expect(link).toBeTruthy();
    const form = await getPage(decode(link!));
    expect(form.html).toContain(`id="reply-${parent}"`);
    expect(form.html).toMatch(/<textarea[^>]*name="comment"[^>]*maxLength="255"|<textarea[^>]*maxlength="255"/i);
    expect(form.html).toMatch(/>Cancel<\/a>/);
    expect(form.html).toMatch(/<button type="submit"[^>]*>Post<\/button>/);

    const text = `Reply ${tag()}`;
    const res = await postForm(`/pancakes?reply=${parent}&thread=${parent}`, {
      intent: "reply",
      recipe: String(PANCAKES),
      reply_to: String(parent),
      thread: String(parent),
      name: "Rosa",
      email: "rosa@example.com",
      comment: text,
    });
    expect(res.status).toBe(303);
    const [row] = await rowsWith(text);
    expect(res.headers.get("location")).toBe(`/pancakes?thread=${parent}#comment-${row.comment_id}`);
    // The reply form asks for an address since issue 51 (the owner's Reply-To, and reply notices); it is never shown.
    expect(row).toMatchObject({ reply_to: String(parent), rating: null, email: "rosa@example.com", name: "Rosa" });
    expect(await (await fetch(`${siteUrl()}/pancakes?thread=${parent}`)).text()).not.toContain("rosa@example.com");

    const thread = await getPage(res.headers.get("location")!);
    expect(thread.html).toContain(text);
    expect(thread.html).toContain(`id="comment-${row.comment_id}"`);
  });

  it("show 'View Replies (n)' as a link that opens the thread, nested at any depth", async () => {
    const first = `Level one ${tag()}`;
    const second = `Level two ${tag()}`;
    const post = (replyTo: number, comment: string) =>
      postForm("/pancakes", {
        intent: "reply",
        recipe: String(PANCAKES),
        reply_to: String(replyTo),
        thread: String(parent),
        name: "Nest",
        comment,
      });
    await post(parent, first);
    const l1 = (await rowsWith(first))[0].comment_id;
    await post(l1, second);
    const [{ n }] = await testDb().query<{ n: number }>("SELECT count(*)::int AS n FROM comments2 WHERE reply_to = $1", [String(parent)]);
    const { html } = await getPage("/pancakes");
    expect(html).toContain(`href="/pancakes?thread=${parent}#comment-${parent}"`);
    expect(html).toMatch(new RegExp(`View Replies \\(<!-- -->${n}<!-- -->\\)`));
    expect(html).not.toContain(second);
    const open = await getPage(`/pancakes?thread=${parent}`);
    // The list, not the structured data in the page's head, which names every shown comment too.
    const list = open.html.slice(open.html.indexOf('id="comments-heading"'));
    const l1At = list.indexOf(`id="comment-${l1}"`);
    expect(l1At).toBeGreaterThan(list.indexOf(`id="comment-${parent}"`));
    expect(list.indexOf(second)).toBeGreaterThan(l1At);
    expect(await import("../support/html").then((m) => m.htmlProblems(open.html))).toEqual([]);
  });

  it("open a thread whose legacy rows reply to each other in a loop, without hanging", async () => {
    const db = testDb();
    const [{ comment_id: a }] = await db.query<{ comment_id: number }>(
      "INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date) VALUES ('main', $1, 'Loop', 5, $2, '2025-Jan-5') RETURNING comment_id",
      [PANCAKES, `Loop A ${tag()}`],
    );
    const textB = `Loop B ${tag()}`;
    const [{ comment_id: b }] = await db.query<{ comment_id: number }>(
      "INSERT INTO comments2 (reply_to, recipe, name, comment, date) VALUES ($1, $2, 'Loop', $3, '2025-Jan-5') RETURNING comment_id",
      [String(a), PANCAKES, textB],
    );
    await db.query("UPDATE comments2 SET reply_to = $1 WHERE comment_id = $2", [String(b), a]);
    try {
      const { status, html } = await getPage(`/pancakes?thread=${a}`);
      expect(status).toBe(200);
      expect(html).not.toContain("Comments can&#x27;t be shown");
      expect(html).toContain(textB);
    } finally {
      await db.query("DELETE FROM comments2 WHERE comment_id IN ($1, $2)", [a, b]);
    }
  });

  it("are served lazily by GET /comments/:id/replies, without e-mail addresses", async () => {
    const res = await fetch(`${siteUrl()}/comments/${parent}/replies`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { replies: { reply_to: string; email?: string }[] };
    expect(body.replies.length).toBeGreaterThan(0);
    for (const r of body.replies) {
      expect(r.reply_to).toBe(String(parent));
      expect(r).not.toHaveProperty("email");
    }
  });

  it.each([
    ["a reply with a rating", { rating: "5" }, "Replies don't carry a rating"],
    ["a 256-character reply", { comment: "r".repeat(COMMENT_LIMITS.reply + 1) }, "255 characters"],
    ["a reply without a name", { name: "" }, "Please tell us your name"],
  ])("refuse %s with 400 and the reply form still open with the text", async (_what, change, message) => {
    const fields = {
      intent: "reply",
      recipe: String(PANCAKES),
      reply_to: String(parent),
      thread: String(parent),
      name: "Tess",
      comment: `Hm ${tag()}`,
      ...change,
    };
    const res = await postForm(`/pancakes?reply=${parent}&thread=${parent}`, fields);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.html).join("\n")).toContain(message);
    expect(res.html).toContain(`id="reply-${parent}"`);
    if (fields.comment) expect(res.html).toContain(`>${fields.comment}</textarea>`);
    expect(await rowsWith(fields.comment)).toHaveLength(0);
  });

  it("refuse a reply to a comment id no comment can have with 400, not 503", async () => {
    const text = `Huge ${tag()}`;
    const res = await postForm("/pancakes", {
      intent: "reply",
      recipe: String(PANCAKES),
      reply_to: "3000000000",
      name: "X",
      comment: text,
    });
    expect(res.status).toBe(400);
    expect(formError(res.html)).toContain("couldn't tell which comment you're replying to");
    expect((await fetch(`${siteUrl()}/comments/3000000000/replies`)).status).toBe(404);
    expect((await getPage("/pancakes?thread=3000000000")).html).not.toContain("Comments can&#x27;t be shown");
  });

  it("refuse a reply to a comment of another recipe", async () => {
    const other = commentFields({ recipe: "7" });
    await postForm("/beefstew", other);
    const stewComment = (await rowsWith(other.comment))[0].comment_id;
    const text = `Cross ${tag()}`;
    const res = await postForm("/pancakes", {
      intent: "reply",
      recipe: String(PANCAKES),
      reply_to: String(stewComment),
      name: "X",
      comment: text,
    });
    expect(res.status).toBe(400);
    expect(formError(res.html)).toContain("isn't on this recipe");
    expect(await rowsWith(text)).toHaveLength(0);
    const [{ num_replies }] = await testDb().query<{ num_replies: number | null }>(
      "SELECT num_replies FROM comments2 WHERE comment_id = $1",
      [stewComment],
    );
    expect(num_replies).toBeNull();
  });

  it("keep the parent's num_replies equal to its replies under 20 concurrent replies", async () => {
    const fields = commentFields({ name: "Busy" });
    await postForm("/pancakes", fields);
    const busy = (await rowsWith(fields.comment))[0].comment_id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postForm("/pancakes", {
          intent: "reply",
          recipe: String(PANCAKES),
          reply_to: String(busy),
          thread: String(busy),
          name: `R${i}`,
          comment: `Concurrent ${i} ${tag()}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(303));
    const [{ num_replies, actual }] = await testDb().query<{ num_replies: number; actual: number }>(
      "SELECT num_replies, (SELECT count(*)::int FROM comments2 WHERE reply_to = $1) AS actual FROM comments2 WHERE comment_id = $2",
      [String(busy), busy],
    );
    expect(actual).toBe(20);
    expect(num_replies).toBe(20);
  });

  it("leave nothing half-written when the count update fails: the reply is rolled back and the form answers 503", async () => {
    const fields = commentFields({ name: "Fragile" });
    await postForm("/pancakes", fields);
    const fragile = (await rowsWith(fields.comment))[0].comment_id;
    const db = testDb();
    await db.query(
      `CREATE OR REPLACE FUNCTION refuse_count() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`,
    );
    await db.query(
      `CREATE TRIGGER refuse_count BEFORE UPDATE ON comments2 FOR EACH ROW WHEN (OLD.comment_id = ${fragile}) EXECUTE FUNCTION refuse_count()`,
    );
    try {
      const text = `Lost ${tag()}`;
      const res = await postForm(`/pancakes?reply=${fragile}&thread=${fragile}`, {
        intent: "reply",
        recipe: String(PANCAKES),
        reply_to: String(fragile),
        thread: String(fragile),
        name: "Vi",
        comment: text,
      });
      expect(res.status).toBe(503);
      expect(formError(res.html)).toContain("couldn't save your comment");
      expect(res.html).toContain(`>${text}</textarea>`);
      expect(res.html).not.toContain("disk full");
      expect(await rowsWith(text)).toHaveLength(0);
    } finally {
      await db.query("DROP TRIGGER refuse_count ON comments2");
    }
  });
});
