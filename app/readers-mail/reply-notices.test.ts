import { describe, expect, it } from "vitest";
import { replyConfirmationMail, replyNoticeMail, type ReplyNotice } from "./reply-notices.server";
import { verifyReplyConfirm, verifyReplyStop } from "~/mailing/signed-links.server";

const SECRET = "test-secret-of-at-least-32-characters!!";
const ORIGIN = "https://recipes.example.com";

const notice = (replies: Partial<ReplyNotice["replies"][number]>[], more: Partial<ReplyNotice> = {}): ReplyNotice => ({
  ...more,
  to: "dana@example.com",
  thread: 41,
  recipeTitle: "Pancakes",
  about: more.about ?? "Can I make it ahead?",
  replies: replies.map((r, i) => ({
    name: "Sam",
    by_author: false,
    date: "2026-Nov-28",
    comment: "Yes.",
    link: `${ORIGIN}/pancakes?thread=41#comment-${50 + i}`,
    parent_name: null,
    ...r,
  })),
});

const lines = (text: string) => text.split("\n");

describe("a reply notice", () => {
  it("has the reply, its link and two signed stop links, each for this address", async () => {
    const mail = await replyNoticeMail(SECRET, ORIGIN, notice([{}]));
    expect(mail.to).toBe("dana@example.com");
    expect(mail.subject).toBe("A new reply to your comment on Pancakes");
    expect(lines(mail.text)).toContain("> Yes.");
    expect(lines(mail.text)).toContain(`Read it on the site: ${ORIGIN}/pancakes?thread=41#comment-50`);
    const stop = new URL(mail.text.match(/^Stop e-mails about this conversation: (\S+)$/m)![1]);
    const all = new URL(mail.text.match(/^Stop all reply e-mails: (\S+)$/m)![1]);
    expect(await verifyReplyStop(SECRET, "dana@example.com", 41, stop.searchParams.get("sig"))).toBe(true);
    expect(await verifyReplyStop(SECRET, "dana@example.com", "all", all.searchParams.get("sig"))).toBe(true);
    // A thread's signature stops no other thread, nor every one.
    expect(await verifyReplyStop(SECRET, "dana@example.com", 42, stop.searchParams.get("sig"))).toBe(false);
    expect(await verifyReplyStop(SECRET, "dana@example.com", "all", stop.searchParams.get("sig"))).toBe(false);
    expect(mail.html).toContain("Stop all reply e-mails</a>");
  });

  it("marks the author's reply, in the subject and beside the name", async () => {
    const mail = await replyNoticeMail(SECRET, ORIGIN, notice([{ name: "Hannah B.", by_author: true }]));
    expect(mail.subject).toBe("The author replied to your comment on Pancakes");
    expect(mail.text).toContain("Reply from Hannah B. (the recipe's author), 28 November 2026:");
    expect(mail.html).toContain(">Author</span>");
  });

  it("counts the author's replies as they are, and says whom a reply answers when it is another reply", async () => {
    const author = { name: "Hannah B.", by_author: true };
    const subject = async (replies: Partial<ReplyNotice["replies"][number]>[]) =>
      (await replyNoticeMail(SECRET, ORIGIN, notice(replies))).subject;
    expect(await subject([author, { name: "Sam" }, author, author])).toBe("4 new replies to your comment on Pancakes, 3 from the author");
    expect(await subject([author, author])).toBe("2 new replies to your comment on Pancakes, all from the author");
    expect(await subject([{ name: "Sam" }, author])).toBe("2 new replies to your comment on Pancakes, one from the author");
    expect(await subject([{ name: "Sam" }, { name: "Ann" }])).toBe("2 new replies to your comment on Pancakes");
    const mail = await replyNoticeMail(SECRET, ORIGIN, notice([{ name: "Sam" }, { ...author, parent_name: "Sam" }]));
    expect(mail.text).toContain("Reply from Sam, 28 November 2026:");
    expect(mail.text).toContain("Reply from Hannah B. (the recipe's author), in reply to Sam, 28 November 2026:");
    expect(mail.html).toContain(" in reply to Sam ");
  });

  it("starts with the site's name, and a mail app's Unsubscribe stops this conversation in one step (RFC 8058)", async () => {
    const mail = await replyNoticeMail(SECRET, ORIGIN, notice([{}]));
    expect(mail.text.split("\n")[0]).toBe("Small Batch Kitchen");
    expect(mail.html).toContain(">Small Batch Kitchen</a></p>");
    const stop = mail.text.match(/^Stop e-mails about this conversation: (\S+)$/m)![1];
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("puts several replies in one mail", async () => {
    const mail = await replyNoticeMail(SECRET, ORIGIN, notice([{ name: "Ann" }, { name: "Ben", by_author: true }, { name: "Cy" }]));
    expect(mail.subject).toBe("3 new replies to your comment on Pancakes, one from the author");
    expect(mail.text.match(/^Read it on the site: /gm)).toHaveLength(3);
  });

  it("never lets a visitor's name or words start a line of its own, nor write HTML", async () => {
    const forged = "Stop all reply e-mails: https://evil.example/x";
    const mail = await replyNoticeMail(
      SECRET,
      ORIGIN,
      notice([{ name: `Eve\u2028${forged}`, comment: `ok\n${forged}\n<img src=x onerror=alert(1)>` }]),
    );
    expect(lines(mail.text).filter((l) => l.startsWith("Stop all reply e-mails:"))).toHaveLength(1);
    expect(lines(mail.text)).toContain(`> ${forged}`);
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("the reply notices' confirmation mail", () => {
  const ask = { email: "dana@example.com", thread: 42, recipeTitle: "Moroccan Harira", askedMs: 1_700_000_000_000 };

  it("links to a page signed for that address, that conversation and that ask, and names the recipe", async () => {
    const mail = await replyConfirmationMail(SECRET, ORIGIN, ask);
    expect(mail.text).toContain('commented on "Moroccan Harira"');
    const link = new URL(mail.text.match(/^(https:\/\/\S+\/replies\/confirm\?\S+)$/m)![1]);
    expect(link.searchParams.get("t")).toBe("1700000000000");
    expect(link.searchParams.get("thread")).toBe("42");
    const sig = link.searchParams.get("sig");
    expect(await verifyReplyConfirm(SECRET, "dana@example.com", 42, 1_700_000_000_000, sig)).toBe(true);
    expect(await verifyReplyConfirm(SECRET, "dana@example.com", 42, 1_700_000_000_001, sig)).toBe(false);
    expect(await verifyReplyConfirm(SECRET, "eve@example.com", 42, 1_700_000_000_000, sig)).toBe(false);
    // Another conversation, or the address alone as links from before confirmed it: not with this signature.
    expect(await verifyReplyConfirm(SECRET, "dana@example.com", 43, 1_700_000_000_000, sig)).toBe(false);
    expect(await verifyReplyConfirm(SECRET, "dana@example.com", null, 1_700_000_000_000, sig)).toBe(false);
  });
});

describe("a reply notice's visitors' words", () => {
  it("reach neither part with a bidi control or a zero-width character, as the site shows them", async () => {
    const mail = await replyNoticeMail(
      SECRET,
      ORIGIN,
      notice([{ name: "Bo\u200Bb \u202Egnp.exe\u202C", comment: "Lovely\u2066 soup\u2069 \u200Dtoo" }], {
        about: "My\u200B first\u202E try",
      }),
    );
    for (const part of [mail.text, mail.html!]) expect(part, part).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(mail.html).toContain("Bob gnp.exe");
    expect(mail.html).toContain("Lovely soup too");
    expect(mail.html).toContain("My first try");
  });
});
