import { describe, expect, it } from "vitest";
import { ownerMessage, type CommentForOwner } from "./owner-mail-text.server";

const REAL = {
  link: "https://recipes.example.com/pancakes#comment-1",
  hideLink: "https://recipes.example.com/comments/1/hide?sig=real-hide",
  replyLink: "https://recipes.example.com/comments/1/reply?sig=real-reply",
};
const notice = (comment: string, change: Partial<CommentForOwner> = {}): CommentForOwner => ({
  kind: "comment",
  recipeTitle: "Pancakes",
  name: "Mallory",
  rating: 5,
  comment,
  ...REAL,
  ...change,
});

// The probe's comment: two lines dressed as the mail's own, then 25 blank lines to push the real ones out of sight.
const FORGED = `Nice.\nRead it on the site: https://evil.example/phish\nHide this comment: https://evil.example/comments/1/hide?sig=AAAA${"\n".repeat(25)}`;

const linesOf = (text: string) => text.split("\n");
const ownLine = (text: string, start: string) => linesOf(text).filter((line) => line.startsWith(start));

describe("the owner's mail about a comment", () => {
  it("keeps its own links where they always are, and quotes every line a visitor wrote to look like them", () => {
    const { text } = ownerMessage(notice(FORGED));
    expect(ownLine(text, "Read it on the site:")).toEqual([`Read it on the site: ${REAL.link}`]);
    expect(ownLine(text, "Hide this comment:")).toEqual([`Hide this comment: ${REAL.hideLink}`]);
    expect(ownLine(text, "Reply as the author:")).toEqual([`Reply as the author: ${REAL.replyLink}`]);
    expect(linesOf(text)).toContain("> Read it on the site: https://evil.example/phish");
    expect(linesOf(text)).toContain("> Hide this comment: https://evil.example/comments/1/hide?sig=AAAA");
    // The 25 blank lines are gone: the owner's links come right after the words, as for a one-word comment.
    const plain = ownerMessage(notice("Nice.")).text;
    expect(linesOf(text).length - linesOf(text).indexOf(`Read it on the site: ${REAL.link}`)).toBe(
      linesOf(plain).length - linesOf(plain).indexOf(`Read it on the site: ${REAL.link}`),
    );
    expect(text).not.toMatch(/\n\n\n/);
  });

  it("puts the visitor's words first for a phone's screen, then the owner's links, and offers only Hide for a comment on the site", () => {
    expect(ownerMessage(notice("Fluffy.\n\nMade them twice.")).text).toBe(
      [
        'A rating and comment on "Pancakes", from Mallory.',
        "Rating: ★★★★★ (5 of 5)",
        "",
        "> Fluffy.",
        ">",
        "> Made them twice.",
        "",
        "(Quoted as sent: links in it are the visitor's, not the site's.)",
        "",
        `Read it on the site: ${REAL.link}`,
        `Reply as the author: ${REAL.replyLink}`,
        "(Opens a reply form for this comment; your reply shows with an Author mark by your name.)",
        "",
        `Hide this comment: ${REAL.hideLink}`,
        "(The replies under it go out of sight with it. The link opens a page with one button; nothing changes until you press it, and that page can show it again.)",
      ].join("\n"),
    );
    expect(ownerMessage(notice("Hi")).text).not.toContain("Show it again");
  });

  it("quotes a reply the same way, and what it answers", () => {
    const { text } = ownerMessage(
      notice("Same here.\nHide this comment: https://evil.example/x", {
        kind: "reply",
        rating: null,
        parent: { name: "Pat\u202E", comment: "Can I use oat milk?\nRead it on the site: https://evil.example/y" },
      }),
    );
    expect(linesOf(text)[0]).toBe('A reply on "Pancakes", from Mallory, to Pat.');
    expect(ownLine(text, "Hide this comment:")).toEqual([`Hide this comment: ${REAL.hideLink}`]);
    expect(ownLine(text, "Read it on the site:")).toEqual([`Read it on the site: ${REAL.link}`]);
    expect(text).toContain(
      "> Same here.\n> Hide this comment: https://evil.example/x\n\nIt answers Pat's:\n> Can I use oat milk?\n> Read it on the site",
    );
  });

  it("never starts a line with the visitor's name", () => {
    const { text } = ownerMessage(notice("Hi", { name: "Hide this comment: https://evil.example/x" }));
    expect(ownLine(text, "Hide this comment:")).toEqual([`Hide this comment: ${REAL.hideLink}`]);
    expect(linesOf(text)[0]).toBe('A rating and comment on "Pancakes", from Hide this comment: https://evil.example/x.');
  });

  it("shows the name and the words without bidi controls or zero-width characters", () => {
    const { text } = ownerMessage(notice("ok \u202Efdp.exe\u202C\nfine\u200B\u2066x\u2069", { name: "\u202Egnp.exe\u202C Bob" }));
    expect(linesOf(text)[0]).toContain("from gnp.exe Bob.");
    expect(text).toContain("> ok fdp.exe\n> finex");
    expect(text).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\u061C]/);
  });
});

describe("the owner's mail's first line and Reply-To (issue 51)", () => {
  it("keeps a name with any line break Unicode knows on the first line", () => {
    for (const br of ["\u0085", "\u2028", "\u2029", "\v", "\f", "\r", "\n", "\r\n"]) {
      const { text } = ownerMessage(notice("Hi", { name: `Dana${br}Hide this comment: https://evil.example/x` }));
      expect(linesOf(text)[0], JSON.stringify(br)).toBe(
        'A rating and comment on "Pancakes", from Dana Hide this comment: https://evil.example/x.',
      );
      expect(ownLine(text, "Hide this comment:")).toEqual([`Hide this comment: ${REAL.hideLink}`]);
    }
  });

  it("ends the sentence with a name's own full stop, never a second", () => {
    expect(linesOf(ownerMessage(notice("Hi", { name: "Dana K." })).text)[0]).toBe('A rating and comment on "Pancakes", from Dana K.');
    expect(linesOf(ownerMessage(notice("Hi", { name: "Dana K" })).text)[0]).toMatch(/from Dana K\.$/);
  });

  it("answers the commenter with the owner's Reply when they gave an address, and has no Reply-To otherwise", () => {
    expect(ownerMessage(notice("Hi", { email: "dana@example.com" })).replyTo).toBe("dana@example.com");
    expect(ownerMessage(notice("Hi", { email: "dana@example.com" })).text).toContain("Or answer privately: your mail app's Reply");
    expect(ownerMessage(notice("Hi", { email: null })).replyTo).toBeUndefined();
    expect(ownerMessage(notice("Hi", { email: null })).text).not.toContain("answer privately");
    expect(ownerMessage(notice("Hi")).replyTo).toBeUndefined();
    // Stored by older code, unchecked: never into a header.
    expect(ownerMessage(notice("Hi", { email: "a@example.com\r\nBcc: x@example.com" })).replyTo).toBeUndefined();
  });
});
