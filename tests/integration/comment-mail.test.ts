import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMail } from "../../local/server";
import { freePort, type RunningWorker } from "../../local/stack";
import { commentFields, rowsWith, tag } from "../support/comments";
import { mailAbout, mailsAbout, moderationLinks, outbox } from "../support/mail";
import { postForm, siteUrl, startTestWorker, testDb } from "../support/site";

const commentBy = async (name: string) =>
  (await testDb().query<{ comment_id: number }>("SELECT comment_id FROM comments2 WHERE name = $1", [name]))[0].comment_id;

describe("the owner's e-mail", () => {
  it("tells who wrote, on which recipe, the rating, the text and a link, in plain text", async () => {
    const fields = commentFields({ name: "Mina", rating: "3", comment: `Needed more salt.\nStill good ${tag()}` });
    const res = await postForm("/pancakes", fields);
    const id = (await rowsWith(fields.comment.replace(/\r\n?/g, "\n")))[0].comment_id;
    await mailAbout(id);
    const mail = (await mailsAbout(id))[0];
    expect(res.status).toBe(303);
    expect(mail.personalizations![0].to![0].email).toBe("owner@example.com");
    expect(mail.subject).toBe("New 3-star comment on Pancakes");
    const text = mail.content![0];
    expect(text.type).toBe("text/plain");
    expect(text.value).toContain('A rating and comment on "Pancakes", from Mina.');
    expect(text.value).toContain("(3 of 5)");
    expect(text.value).toContain(`${siteUrl()}/pancakes#comment-${id}`);
    expect(text.value).toContain(`\n> ${fields.comment.replace("\n", "\n> ")}`);
  });

  it("cannot be given extra headers through a name with CR and LF in it", async () => {
    const fields = commentFields({ name: "Eve\r\nBcc: victim@example.com\r\nSubject: pwned", comment: `Injected ${tag()}` });
    await postForm("/pancakes", fields);
    let mail: OutboxMail | undefined;
    await expect.poll(async () => (mail = (await outbox()).find((m) => m.content?.[0].value.includes(fields.comment)))).toBeTruthy();
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect((await rowsWith(fields.comment))[0].name).toBe("Eve Bcc: victim@example.com Subject: pwned");
    expect(mail!.content![0].value.split("\n")[0]).toBe(
      'A rating and comment on "Pancakes", from Eve Bcc: victim@example.com Subject: pwned.',
    );
    expect(mail!.personalizations![0].to).toEqual([{ email: "owner@example.com" }]);
  });

  // Issue 51's probe: NEL (U+0085) is a line break to Unicode and to mail clients, though no control character in C0.
  it("keeps a name holding NEL, U+2028 or U+2029 on its first line", async () => {
    for (const br of ["\u0085", "\u2028", "\u2029"]) {
      const fields = commentFields({ name: `Dana${br}Hide this comment: https://evil.example/x`, comment: `Broken name ${tag()}` });
      await postForm("/pancakes", fields);
      const id = (await rowsWith(fields.comment))[0].comment_id;
      const lines = (await mailAbout(id)).split("\n");
      expect(lines[0], JSON.stringify(br)).toBe('A rating and comment on "Pancakes", from Dana Hide this comment: https://evil.example/x.');
      expect(lines.filter((l) => l.startsWith("Hide this comment:"))).toHaveLength(1);
    }
  });

  it("has the commenter's address as its Reply-To when one was given, none otherwise, and one full stop after Dana K.", async () => {
    const withEmail = commentFields({ name: "Dana K.", email: "dana.k@example.com", comment: `Answer me ${tag()}` });
    await postForm("/pancakes", withEmail);
    const id = (await rowsWith(withEmail.comment))[0].comment_id;
    await mailAbout(id);
    const mail = (await mailsAbout(id))[0];
    expect(mail.reply_to).toEqual({ email: "dana.k@example.com" });
    expect(mail.personalizations![0].to).toEqual([{ email: "owner@example.com" }]);
    expect(mail.content![0].value.split("\n")[0]).toBe('A rating and comment on "Pancakes", from Dana K.');

    const without = commentFields({ name: "Dana K.", comment: `No address ${tag()}` });
    await postForm("/pancakes", without);
    const other = (await rowsWith(without.comment))[0].comment_id;
    await mailAbout(other);
    expect((await mailsAbout(other))[0].reply_to).toBeUndefined();
  });

  it("keeps its own links in their place and quotes the visitor's lines made to look like them (the probe's comment)", async () => {
    const name = `Mallory ${tag()}`;
    const comment = `Nice.\nRead it on the site: https://evil.example/phish\nHide this comment: https://evil.example/comments/1/hide?sig=AAAA${"\n".repeat(25)}`;
    const res = await postForm("/pancakes", commentFields({ name, comment }));
    expect(res.status).toBe(303);
    const id = await commentBy(name);
    const text = await mailAbout(id);
    const lines = text.split("\n");
    const own = (start: string) => lines.filter((line) => line.startsWith(start));
    expect(own("Read it on the site:")).toEqual([`Read it on the site: ${siteUrl()}/pancakes#comment-${id}`]);
    expect(own("Hide this comment:")).toEqual([
      expect.stringMatching(new RegExp(`^Hide this comment: ${siteUrl()}/comments/${id}/hide\\?sig=`)),
    ]);
    expect((await moderationLinks(text)).hide).toMatch(new RegExp(`^${siteUrl()}/comments/${id}/hide`));
    // The words first, every line the visitor wrote quoted; the blank lines that pushed the links away are gone.
    const start = lines.findIndex((line) => line.startsWith("> "));
    expect(lines.slice(start, start + 4)).toEqual([
      "> Nice.",
      "> Read it on the site: https://evil.example/phish",
      "> Hide this comment: https://evil.example/comments/1/hide?sig=AAAA",
      "",
    ]);
    expect(lines.indexOf("> Nice.")).toBeLessThan(lines.indexOf(own("Hide this comment:")[0]));
  });

  it("quotes a reply's words the same way", async () => {
    const parentName = `Ada ${tag()}`;
    expect((await postForm("/pancakes", commentFields({ name: parentName }))).status).toBe(303);
    const name = `Mallory ${tag()}`;
    const reply = { intent: "reply", recipe: "12", reply_to: String(await commentBy(parentName)), name };
    expect((await postForm("/pancakes", { ...reply, comment: "Same!\n\n\n\nShow it again: https://evil.example/x" })).status).toBe(303);
    const id = await commentBy(name);
    const text = await mailAbout(id);
    expect(text.split("\n")[0]).toBe(`A reply on "Pancakes", from ${name}, to ${parentName}.`);
    // Only the action that applies: the reply is on the site, so Hide, and no Show but the visitor's own line.
    expect(text.split("\n").filter((line) => line.startsWith("Show it again:"))).toEqual([]);
    expect(text).toMatch(/\n> Same!\n>\n> Show it again: https:\/\/evil\.example\/x\n\nIt answers Ada [a-z0-9]+'s:\n> Lovely[^\n]*\n/);
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
      await expect.poll(() => worker.output()).toContain(`owner mail failed for comment ${row.comment_id}`);
    });
  });
});
