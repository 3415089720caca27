import { describe, expect, it } from "vitest";
import { mailAbout, moderationLinks } from "../support/mail";
import { comment, hiddenAt, pageSummary, press, reply, tag, TACO } from "../support/moderation";
import { decode, getPage, postForm, randomIp, siteUrl, testDb } from "../support/site";

describe("hiding a comment from the owner's mail, without JavaScript", () => {
  it("asks on GET (changing nothing), hides on POST, and takes the comment and its replies out of the page, the count, the rating and the structured data; showing it brings all back", async () => {
    const before = await pageSummary();
    const text = `Spam spam ${tag()}`;
    const id = await comment(text, "1");
    const replyText = `Reply under spam ${tag()}`;
    const replyId = await reply(id, replyText);
    const deeper = `Deeper reply ${tag()}`;
    await reply(replyId, deeper);
    const posted = await pageSummary();
    expect(posted.count).toBe(before.count + 3);
    expect(posted.rating).not.toBe(before.rating);
    const { hide, show } = await moderationLinks(await mailAbout(id));
    expect(hide.startsWith(`${siteUrl()}/comments/${id}/hide?sig=`)).toBe(true);

    // Opening the link, as a mail scanner does, twice: a page with one button, and nothing changes.
    for (let i = 0; i < 2; i++) {
      const asked = await fetch(hide);
      const html = await asked.text();
      expect(asked.status).toBe(200);
      expect(asked.headers.get("cache-control")).toBe("no-store");
      expect(html).toContain("Hide this comment?");
      expect(html).toContain(text);
      // Said before the button: its whole thread below goes with it, the reply's reply too.
      expect(html).toContain("The 2 replies under it go out of sight with it, and come back if you show it again.");
      // One action in the page itself; the header's search is the site's, not the comment's.
      expect(html.slice(html.indexOf("<main"), html.indexOf("</main>")).match(/<button/g)).toHaveLength(1);
      expect(html).toMatch(
        /<form method="post" class="moderation-form"><button type="submit" class="button button-danger">Hide this comment<\/button><\/form>/,
      );
    }
    expect(await hiddenAt(id)).toBeNull();
    expect((await pageSummary()).html).toContain(text);

    const done = await press(hide);
    const doneHtml = await done.text();
    expect(done.status).toBe(200);
    expect(doneHtml).toContain("Hidden");
    expect(doneHtml).toContain("It no longer shows on Homemade Taco Seasoning");
    expect(await hiddenAt(id)).not.toBeNull();

    const hidden = await pageSummary();
    expect(hidden.html).not.toContain(text);
    expect(hidden.count).toBe(before.count);
    expect(hidden.rating).toBe(before.rating);
    expect(hidden.ld).toEqual(before.ld);
    const thread = await getPage(`${TACO.path}?thread=${id}`);
    expect(thread.html).not.toContain(replyText);
    expect(thread.html).not.toContain(deeper);
    expect((await fetch(`${siteUrl()}/comments/${id}/replies`)).status).toBe(404);
    expect((await fetch(`${siteUrl()}/comments/${replyId}/replies`)).status).toBe(404);
    // Kept in the database, replies and all.
    const [{ n }] = await testDb().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM comments2 WHERE comment_id = $1 OR reply_to IN ($2, $3)",
      [id, String(id), String(replyId)],
    );
    expect(n).toBe(3);

    const shown = await press(show);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("It is back on Homemade Taco Seasoning, with the replies under it.");
    expect(await hiddenAt(id)).toBeNull();
    const back = await pageSummary();
    expect(back.html).toContain(text);
    expect(back.count).toBe(posted.count);
    expect(back.rating).toBe(posted.rating);
    expect(back.ld).toEqual(posted.ld);
    expect((await getPage(`${TACO.path}?thread=${id}`)).html).toContain(deeper);
    expect(
      ((await (await fetch(`${siteUrl()}/comments/${id}/replies`)).json()) as { replies: { comment_id: number }[] }).replies.map(
        (r) => r.comment_id,
      ),
    ).toEqual([replyId]);
  });

  it("hides a reply alone: its parent's reply count and thread follow", async () => {
    const parent = await comment(`Parent ${tag()}`, "5");
    const keep = await reply(parent, `Kept reply ${tag()}`);
    const drop = await reply(parent, `Dropped reply ${tag()}`);
    const { hide } = await moderationLinks(await mailAbout(drop));
    expect((await press(hide)).status).toBe(200);
    const { html } = await getPage(`${TACO.path}?thread=${parent}`);
    expect(html).toContain(`id="comment-${keep}"`);
    expect(html).not.toContain(`id="comment-${drop}"`);
    const [{ num_replies }] = await testDb().query<{ num_replies: number }>("SELECT num_replies FROM comments2 WHERE comment_id = $1", [
      parent,
    ]);
    expect(num_replies).toBe(1);
  });

  it("says a comment already hidden stays hidden, on GET and on POST, and changes nothing", async () => {
    const id = await comment(`Twice ${tag()}`);
    const { hide } = await moderationLinks(await mailAbout(id));
    await press(hide);
    const first = await hiddenAt(id);
    const asked = await fetch(hide);
    const askedHtml = await asked.text();
    expect(asked.status).toBe(200);
    expect(askedHtml).toContain("This comment is already hidden. It stays hidden");
    expect(askedHtml).not.toContain('class="moderation-form"');
    const again = await press(hide);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("It was already hidden, and it stays hidden.");
    expect((await hiddenAt(id))?.getTime()).toBe(first!.getTime());
  });

  it("refuses a reply to a hidden comment with a clear message, keeping what was typed and storing nothing", async () => {
    const id = await comment(`No replies ${tag()}`);
    await press((await moderationLinks(await mailAbout(id))).hide);
    const text = `Late reply ${tag()}`;
    const res = await postForm(`${TACO.path}?reply=${id}&thread=${id}`, {
      intent: "reply",
      recipe: String(TACO.id),
      reply_to: String(id),
      thread: String(id),
      name: "Late",
      comment: text,
    });
    expect(res.status).toBe(400);
    expect(decode(res.html.match(/class="form-error" role="alert">([^<]*)</)![1])).toContain(
      "The comment you're replying to has been taken down, so it can't take replies.",
    );
    // Its form is gone with the comment: the words are kept beside the message.
    expect(res.html).toContain(`</p><blockquote class="reply-quote">${text}</blockquote>`);
    expect(await testDb().query("SELECT 1 FROM comments2 WHERE comment = $1", [text])).toHaveLength(0);
  });

  it("keeps a hidden comment hidden when its writer posts the same words again at once", async () => {
    const ip = randomIp();
    const text = `Persistent ${tag()}`;
    const id = await comment(text, "1", ip);
    await press((await moderationLinks(await mailAbout(id))).hide);
    expect(await comment(text, "1", ip)).toBe(id);
    expect(await testDb().query("SELECT 1 FROM comments2 WHERE comment = $1", [text])).toHaveLength(1);
    expect((await getPage(TACO.path)).html).not.toContain(text);
  });
});
