import { describe, expect, it } from "vitest";
import { MONTH_LABELS } from "../../app/comment-threads/comment-dates";
import { commentFields, fieldErrors, formError, PANCAKES, rowsWith, tag } from "../support/comments";
import { getPage, postForm, randomIp, siteUrl, testDb } from "../support/site";

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
