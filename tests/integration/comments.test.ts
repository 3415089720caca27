import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENT_LIMITS, MONTH_LABELS } from "../../app/comments/form";
import type { OutboxMail } from "../../local/server";
import { freePort, type RunningWorker } from "../../scripts/stack";
import { decode, getPage, postForm, randomIp, servicesUrl, siteUrl, startTestWorker, testDb } from "../support/site";

const PANCAKES = 12;
const tag = () => Math.random().toString(36).slice(2, 10);

function commentFields(overrides: Record<string, string> = {}) {
  return { intent: "comment", recipe: String(PANCAKES), name: "Ada", email: "", rating: "5", comment: `Lovely ${tag()}`, ...overrides };
}

async function rowsWith(text: string) {
  return testDb().query<{
    comment_id: number;
    reply_to: string;
    name: string;
    email: string | null;
    rating: number | null;
    num_replies: number | null;
    date: string;
    recipe: number;
  }>("SELECT comment_id, reply_to, name, email, rating, num_replies, date, recipe FROM comments2 WHERE comment = $1", [text]);
}

const fieldErrors = (html: string) => [...html.matchAll(/class="field-error">([^<]*)</g)].map((m) => decode(m[1]));
const formError = (html: string) => decode(html.match(/class="form-error" role="alert">([^<]*)</)?.[1] ?? "");

async function outbox(): Promise<OutboxMail[]> {
  return (await (await fetch(`${servicesUrl()}/outbox`)).json()) as OutboxMail[];
}

describe("posting a comment without JavaScript", () => {
  it("redirects back to the recipe (post/redirect/get), where the comment is listed first", async () => {
    const fields = commentFields({ name: "Grace", email: "grace@example.com", rating: "4" });
    const res = await postForm("/pancakes", fields);
    expect(res.status).toBe(303);
    const [row] = await rowsWith(fields.comment);
    expect(res.headers.get("location")).toBe(`/pancakes#comment-${row.comment_id}`);
    expect(row).toMatchObject({ reply_to: "main", name: "Grace", email: "grace@example.com", rating: 4, recipe: PANCAKES });
    const now = new Date();
    expect(row.date).toBe(`${now.getUTCFullYear()}-${MONTH_LABELS[now.getUTCMonth()]}-${now.getUTCDate()}`);

    const page = await getPage("/pancakes");
    const first = page.html.match(/<li class="comment" id="comment-(\d+)">([\s\S]*?)<\/li>/)!;
    expect(Number(first[1])).toBe(row.comment_id);
    expect(first[2]).toContain(fields.comment);
    expect(first[2]).toContain(`>${row.date}<`);
    expect(first[2]).toContain('aria-label="4 out of 5 stars"');
    expect(first[2]).toContain("View Replies (0)");
    expect(page.html).not.toContain("grace@example.com");
  });

  it("brings the writer back at the scale and units they were reading, and keeps them in the comments' links", async () => {
    const fields = commentFields();
    const res = await postForm("/pancakes?x=3&units=metric&utm_source=news", fields);
    expect(res.status).toBe(303);
    const [row] = await rowsWith(fields.comment);
    expect(res.headers.get("location")).toBe(`/pancakes?x=3&units=metric#comment-${row.comment_id}`);
    // At 1X in US measures the address stays as it was.
    const plain = commentFields();
    const back = (await postForm("/pancakes?x=1&units=us", plain)).headers.get("location");
    expect(back).toBe(`/pancakes#comment-${(await rowsWith(plain.comment))[0].comment_id}`);

    const page = await getPage("/pancakes?x=3&units=metric");
    expect(page.html).toContain(
      `href="/pancakes?x=3&amp;units=metric&amp;reply=${row.comment_id}&amp;thread=${row.comment_id}#reply-${row.comment_id}"`,
    );
    const reply = await getPage(`/pancakes?x=3&units=metric&reply=${row.comment_id}&thread=${row.comment_id}`);
    expect(reply.html).toContain(`action="/pancakes?x=3&amp;units=metric&amp;reply=${row.comment_id}&amp;thread=${row.comment_id}"`);
  });

  it("dates the comment by the writer's day when the form says their offset, and ignores an impossible one", async () => {
    const far = commentFields({ tz: "840" });
    expect((await postForm("/pancakes", far)).status).toBe(303);
    const kiribati = new Date(Date.now() + 14 * 3_600_000);
    expect((await rowsWith(far.comment))[0].date).toBe(
      `${kiribati.getUTCFullYear()}-${MONTH_LABELS[kiribati.getUTCMonth()]}-${kiribati.getUTCDate()}`,
    );
    const odd = commentFields({ tz: "99999" });
    expect((await postForm("/pancakes", odd)).status).toBe(303);
    const now = new Date();
    expect((await rowsWith(odd.comment))[0].date).toBe(`${now.getUTCFullYear()}-${MONTH_LABELS[now.getUTCMonth()]}-${now.getUTCDate()}`);
  });

  it("lists top-level comments newest first under 'Comments' with the total count", async () => {
    const a = commentFields();
    const b = commentFields();
    await postForm("/pancakes", a);
    await postForm("/pancakes", b);
    const { html } = await getPage("/pancakes");
    expect(html.indexOf(b.comment)).toBeLessThan(html.indexOf(a.comment));
    const [{ n }] = await testDb().query<{ n: number }>("SELECT count(*)::int AS n FROM comments2 WHERE recipe = $1", [PANCAKES]);
    expect(html).toMatch(new RegExp(`<h3 class="comments-heading" id="comments-heading">Comments \\(<!-- -->${n}<!-- -->\\)</h3>`));
  });

  it("shows HTML and SQL in a comment as the plain text it is", async () => {
    const text = `<script>alert("x")</script> '); DROP TABLE comments2; -- ${tag()}`;
    const res = await postForm("/pancakes", commentFields({ name: "<b>Bold</b>", comment: text }));
    expect(res.status).toBe(303);
    const { html } = await getPage("/pancakes");
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;Bold&lt;/b&gt;");
    expect(await rowsWith(text)).toHaveLength(1);
  });

  it.each([
    ["a rating of 0", { rating: "0" }, "Please choose a rating"],
    ["a rating of 6", { rating: "6" }, "Please choose a rating"],
    ["a rating of 'abc'", { rating: "abc" }, "Please choose a rating"],
    ["a rating of 4.5", { rating: "4.5" }, "Please choose a rating"],
    ["no rating", { rating: "" }, "Please choose a rating"],
    ["no name", { name: "   " }, "Please tell us your name"],
    ["an 81-character name", { name: "n".repeat(81) }, "under 80 characters"],
    ["no comment", { comment: "  \n " }, "Please write a comment"],
    ["a 6,000-character comment", { comment: "x".repeat(6000) }, "5,000 characters"],
    ["a malformed e-mail", { email: "ada@" }, "doesn't look like an e-mail"],
  ])("refuses %s with 400, the message beside the field, and everything typed kept", async (_what, change, message) => {
    const fields = commentFields({ email: "kept@example.com", ...change });
    const res = await postForm("/pancakes", fields);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.html).join("\n")).toContain(message);
    const form = res.html.slice(res.html.indexOf('class="comment-form"'), res.html.indexOf('id="comments-heading"'));
    if (fields.name) expect(form).toContain(`value="${fields.name.replace(/"/g, "&quot;")}"`);
    expect(form).toContain(`value="${fields.email}"`);
    if (fields.comment.trim()) expect(form).toContain(`>${fields.comment}</textarea>`);
    expect(form).toMatch(/aria-invalid="true"/);
    expect(await rowsWith(fields.comment)).toHaveLength(0);
  });

  it("refuses a form without a known intent, keeping what was typed", async () => {
    const fields = commentFields({ intent: "delete" });
    const res = await postForm("/pancakes", fields);
    expect(res.status).toBe(400);
    expect(formError(res.html)).toContain("couldn't tell what this form was for");
    expect(res.html).toContain(`>${fields.comment}</textarea>`);
    expect(await rowsWith(fields.comment)).toHaveLength(0);
  });

  it("answers a body that is not a form with 400, not an error page", async () => {
    for (const [type, body] of [
      ["application/json", '{"name":"Ada"}'],
      ["text/plain", "name=Ada"],
    ]) {
      const res = await fetch(`${siteUrl()}/pancakes`, {
        method: "POST",
        headers: { origin: siteUrl(), "content-type": type, "cf-connecting-ip": randomIp() },
        body,
        redirect: "manual",
      });
      expect(res.status, type).toBe(400);
      expect(formError(await res.text())).toContain("couldn't read that form");
    }
  });

  it("keeps a name on one line", async () => {
    const fields = commentFields({ name: "Ada\n\tLovelace" });
    expect((await postForm("/pancakes", fields)).status).toBe(303);
    expect((await rowsWith(fields.comment))[0].name).toBe("Ada Lovelace");
  });

  it("refuses a form that names another recipe", async () => {
    const fields = commentFields({ recipe: "7" });
    const res = await postForm("/pancakes", fields);
    expect(res.status).toBe(400);
    expect(formError(res.html)).toContain("belongs to another recipe");
    expect(await rowsWith(fields.comment)).toHaveLength(0);
  });
});

describe("the rating summary", () => {
  it("averages the ratings to 1 decimal, draws half stars, and counts them (replies carry none)", async () => {
    // Chocolate cookies (9): 5, 4, 4 -> 4.333 -> 4.3, drawn as 4.5 stars.
    for (const rating of ["5", "4", "4"]) {
      expect((await postForm("/chocolatecookies", commentFields({ recipe: "9", rating }))).status).toBe(303);
    }
    const [{ comment_id }] = await testDb().query<{ comment_id: number }>(
      "SELECT comment_id FROM comments2 WHERE recipe = 9 ORDER BY comment_id LIMIT 1",
    );
    await postForm("/chocolatecookies", {
      intent: "reply",
      recipe: "9",
      reply_to: String(comment_id),
      thread: String(comment_id),
      name: "Bo",
      comment: "Same!",
    });
    const { html } = await getPage("/chocolatecookies");
    const head = html.slice(html.indexOf("<h1>"), html.indexOf('class="recipe-intro"'));
    expect(head).toContain('aria-label="Rated 4.3 out of 5 from 3 reviews"');
    expect(head.match(/class="star-full" clip-path/g)).toHaveLength(1);
    expect(head.match(/class="star-full"/g)).toHaveLength(5);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.3, ratingCount: 3 });
  });
});

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
    expect(row).toMatchObject({ reply_to: String(parent), rating: null, email: null, name: "Rosa" });

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
    const l1At = open.html.indexOf(`id="comment-${l1}"`);
    expect(l1At).toBeGreaterThan(open.html.indexOf(`id="comment-${parent}"`));
    expect(open.html.indexOf(second)).toBeGreaterThan(l1At);
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

describe("the owner's e-mail", () => {
  it("tells who wrote, on which recipe, the rating, the text and a link, in plain text", async () => {
    const fields = commentFields({ name: "Mina", rating: "3", comment: `Needed more salt.\nStill good ${tag()}` });
    const res = await postForm("/pancakes", fields);
    const id = (await rowsWith(fields.comment.replace(/\r\n?/g, "\n")))[0].comment_id;
    let mail: OutboxMail | undefined;
    await expect
      .poll(async () => (mail = (await outbox()).find((m) => m.content?.[0].value.includes(fields.comment))), { timeout: 5000 })
      .toBeTruthy();
    expect(res.status).toBe(303);
    expect(mail!.personalizations![0].to![0].email).toBe("owner@example.com");
    expect(mail!.subject).toBe("New 3-star comment on Pancakes");
    const text = mail!.content![0];
    expect(text.type).toBe("text/plain");
    expect(text.value).toContain('Mina left a rating and comment on "Pancakes" (recipe 12).');
    expect(text.value).toContain("(3 of 5)");
    expect(text.value).toContain(`${siteUrl()}/pancakes#comment-${id}`);
  });

  it("cannot be given extra headers through a name with CR and LF in it", async () => {
    const fields = commentFields({ name: "Eve\r\nBcc: victim@example.com\r\nSubject: pwned", comment: `Injected ${tag()}` });
    await postForm("/pancakes", fields);
    let mail: OutboxMail | undefined;
    await expect
      .poll(async () => (mail = (await outbox()).find((m) => m.content?.[0].value.includes(fields.comment))), { timeout: 5000 })
      .toBeTruthy();
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect((await rowsWith(fields.comment))[0].name).toBe("Eve Bcc: victim@example.com Subject: pwned");
    expect(mail!.content![0].value.split("\n")[0]).toBe(
      'Eve Bcc: victim@example.com Subject: pwned left a rating and comment on "Pancakes" (recipe 12).',
    );
    expect(mail!.personalizations![0].to).toEqual([{ email: "owner@example.com" }]);
  });

  describe("when the mail service is down", () => {
    let worker: RunningWorker;
    beforeAll(async () => {
      worker = await startTestWorker({ vars: { MAILCHANNELS_API_URL: `http://127.0.0.1:${await freePort()}/tx/v1` } });
    });
    afterAll(() => worker?.stop());

    it("still stores the comment and redirects, and logs the failed mail", async () => {
      const fields = commentFields({ comment: `Mail down ${tag()}` });
      const res = await postForm("/pancakes", fields, worker.url);
      expect(res.status).toBe(303);
      const [row] = await rowsWith(fields.comment);
      expect(row).toBeDefined();
      await expect.poll(() => worker.output(), { timeout: 15_000 }).toContain(`owner mail failed for comment ${row.comment_id}`);
    });
  });
});
