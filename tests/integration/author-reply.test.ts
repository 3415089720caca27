import { beforeAll, describe, expect, it } from "vitest";
import { COMMENT_LIMITS } from "../../app/comments/comment-fields";
import { authorReplyPath } from "../../app/mailing/signed-links.server";
import { LOCAL_FORM_SECRET } from "../../local/stack";
import { fieldErrors, tag } from "../support/comments";
import { forgedSig, mailAbout, mailsAbout, moderationLinks } from "../support/mail";
import { decode, getPage, postForm, randomIp, siteUrl, testDb } from "../support/site";

// Simple pasta dough (1): no other test counts its comments.
const PASTA = { id: 1, path: "/simplepastadough", author: "Hannah B." };

// A reply goes to the address that shows its form, as the page's Reply link opens it without JavaScript.
async function visitorPost(fields: Record<string, string>) {
  const path = fields.intent === "reply" ? `${PASTA.path}?reply=${fields.reply_to}&thread=${fields.reply_to}` : PASTA.path;
  return postForm(path, { recipe: String(PASTA.id), name: "Visitor", ...fields });
}

async function visitorComment(text: string): Promise<number> {
  const res = await visitorPost({ intent: "comment", rating: "5", comment: text });
  expect(res.status).toBe(303);
  return Number(res.headers.get("location")!.match(/#comment-(\d+)$/)![1]);
}

/** The reply form's POST, as the page's own form sends it without JavaScript. */
function sendReply(link: string, comment: string, headers: Record<string, string> = {}) {
  return fetch(link, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: new URL(link).origin,
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": randomIp(),
      ...headers,
    },
    body: new URLSearchParams({ comment }),
  });
}

const replyLinkOf = (mail: string) => mail.match(/^Reply as the author: (\S+)$/m)![1];

const rowsUnder = (parent: number) =>
  testDb().query<{ comment_id: number; name: string; comment: string; by_author: boolean; notify_due_at: Date | null }>(
    "SELECT comment_id, name, comment, by_author, notify_due_at FROM comments2 WHERE reply_to = $1 ORDER BY comment_id",
    [String(parent)],
  );

function jsonLd(html: string) {
  return JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]) as {
    comment?: {
      "@id": string;
      author: { name: string; url?: string };
      text: string;
      comment?: { author: { name: string; url?: string }; text: string }[];
    }[];
  };
}

describe("replying as the author from the comment mail, without JavaScript", () => {
  let parent: number;
  let link: string;
  beforeAll(async () => {
    parent = await visitorComment(`Can I freeze these? ${tag()}`);
  });

  // The mail is waited for in the first test: expect.poll only runs inside one.
  it("comes as a signed link in the owner's mail about the comment", async () => {
    link = replyLinkOf(await mailAbout(parent));
    expect(link).toMatch(new RegExp(`^${siteUrl()}/comments/${parent}/reply\\?sig=[A-Za-z0-9_-]{43}$`));
  });

  it("opens a page with the comment and one reply form, never cached or indexed", async () => {
    const res = await fetch(link);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(html).toContain("Can I freeze these?");
    expect(html).toContain(`Your reply shows as <strong>${PASTA.author}</strong> <span class="author-mark">Author</span>`);
    expect(html).toMatch(/<form method="post"[^>]*>/);
    expect(html).toMatch(/<textarea[^>]*name="comment"/);
    expect(html).not.toMatch(/name="name"/);
  });

  it("stores the reply as the author's, shows it with the Author mark and as the recipe's author in the structured data, and mails no one", async () => {
    const text = `Yes, for a month, well wrapped. ${tag()}`;
    const res = await sendReply(link, text);
    expect(res.status).toBe(303);
    const [row] = (await rowsUnder(parent)).filter((r) => r.comment === text);
    expect(row).toMatchObject({ name: PASTA.author, by_author: true, notify_due_at: null });
    expect(res.headers.get("location")).toBe(`${PASTA.path}?thread=${parent}#comment-${row.comment_id}`);

    const { html } = await getPage(res.headers.get("location")!);
    expect(html).toMatch(
      new RegExp(`id="comment-${row.comment_id}-by" class="comment-name">${PASTA.author}</span><span class="author-mark">Author</span>`),
    );
    const top = jsonLd(html).comment!.find((c) => c["@id"].endsWith(`#comment-${parent}`))!;
    expect(top.author).toEqual({ "@type": "Person", name: "Visitor" });
    expect(top.comment).toContainEqual(
      expect.objectContaining({ text, author: { "@type": "Person", name: PASTA.author, url: `${new URL(link).origin}/about` } }),
    );
    // The owner is not mailed about their own words.
    expect(await mailsAbout(row.comment_id)).toEqual([]);
  });

  it("refuses an empty or overlong reply with a message by the field, keeping what was typed", async () => {
    const empty = await sendReply(link, "   ");
    expect(empty.status).toBe(400);
    expect(fieldErrors(await empty.text())).toEqual(["Please write your reply."]);

    const long = "y".repeat(COMMENT_LIMITS.comment + 1);
    const res = await sendReply(link, long);
    const html = await res.text();
    expect(res.status).toBe(400);
    expect(fieldErrors(html)).toEqual([`Please keep it to 5,000 characters (this one has 5,001).`]);
    expect(html).toContain(`>${long}</textarea>`);
    expect((await rowsUnder(parent)).map((r) => r.comment)).not.toContain(long);
  });

  it("refuses a link that is not the owner's, on GET and POST, and posts nothing", async () => {
    const hide = (await moderationLinks(await mailAbout(parent))).hide;
    const forged = [
      forgedSig(link),
      link.replace(/sig=.*/, ""),
      // The hide link's signature on the reply address.
      `${siteUrl()}/comments/${parent}/reply?sig=${new URL(hide).searchParams.get("sig")}`,
      // Another comment's.
      `${siteUrl()}/comments/${parent + 1}/reply?sig=${new URL(link).searchParams.get("sig")}`,
    ];
    const before = (await rowsUnder(parent)).length;
    for (const url of forged) {
      for (const res of [await fetch(url), await sendReply(url, `Forged ${tag()}`)]) {
        expect(res.status, url).toBe(403);
        expect(decode(await res.text())).toContain("This link isn't valid");
      }
    }
    expect(await rowsUnder(parent)).toHaveLength(before);
    const missing = `${siteUrl()}${await authorReplyPath(LOCAL_FORM_SECRET, 2_000_000_000)}`;
    expect((await fetch(missing)).status).toBe(404);
  });

  it("to a comment the owner hid shows it is hidden, takes no reply, and posts nothing", async () => {
    const hidden = await visitorComment(`Spam ${tag()}`);
    const mail = await mailAbout(hidden);
    const hide = await fetch((await moderationLinks(mail)).hide, {
      method: "POST",
      redirect: "manual",
      headers: { origin: siteUrl(), "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp() },
      body: "",
    });
    expect(hide.status).toBe(200);
    const page = await fetch(replyLinkOf(mail));
    expect(page.status).toBe(409);
    expect(await page.text()).toContain("This comment is hidden");
    const res = await sendReply(replyLinkOf(mail), `Too late ${tag()}`);
    expect(res.status).toBe(409);
    expect(await rowsUnder(hidden)).toEqual([]);
  });

  it("takes no other method than GET and POST", async () => {
    const res = await fetch(link, { method: "PUT", headers: { origin: siteUrl() } });
    expect(res.status).toBe(405);
  });

  it("is refused from another site", async () => {
    const res = await sendReply(link, `Cross-site ${tag()}`, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});

describe("a visitor cannot pass for the author", () => {
  let parent: number;
  beforeAll(async () => {
    parent = await visitorComment(`Parent ${tag()}`);
  });

  it.each(["Hannah B.", "hannah b", "HANNAH-B"])(
    "under the author's name, %j, is refused with a message by the field, keeping what was typed",
    async (name) => {
      const text = `Impersonating ${tag()}`;
      for (const fields of <Record<string, string>[]>[
        { intent: "reply", reply_to: String(parent), thread: String(parent), name, comment: text },
        { intent: "comment", rating: "5", name, comment: text },
      ]) {
        const res = await visitorPost(fields);
        expect(res.status).toBe(400);
        expect(fieldErrors(res.html)).toEqual(["That's the name the recipes' author comments under. Please use a name of your own."]);
        expect(res.html).toContain(`value="${name}"`);
        expect(res.html).toContain(text);
      }
      expect((await testDb().query("SELECT 1 FROM comments2 WHERE comment = $1", [text])).length).toBe(0);
    },
  );

  it("gets no mark from any form field", async () => {
    const text = `Marked? ${tag()}`;
    const res = await visitorPost({
      intent: "reply",
      reply_to: String(parent),
      thread: String(parent),
      comment: text,
      by_author: "true",
      byAuthor: "1",
      author: "1",
      mark: "Author",
    });
    expect(res.status).toBe(303);
    const [row] = (await rowsUnder(parent)).filter((r) => r.comment === text);
    expect(row.by_author).toBe(false);
    const { html } = await getPage(res.headers.get("location")!);
    expect(html).toContain(text);
    // The page shows the author's own replies (to other comments) with the mark; this one's name goes without it.
    expect(html).toContain(`id="comment-${row.comment_id}-by" class="comment-name">Visitor</span><span class="comment-date">`);
  });
});
