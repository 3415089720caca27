import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMail } from "../../local/server";
import { freePort, type RunningWorker } from "../../scripts/stack";
import { commentFields, rowsWith, tag } from "../support/comments";
import { outbox } from "../support/mail";
import { postForm, siteUrl, startTestWorker } from "../support/site";

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
