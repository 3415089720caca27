import { describe, expect, it } from "vitest";
import { ownerMessage, quoted, type CommentNotice } from "./mail.server";

const REAL = {
  link: "https://recipes.example.com/pancakes#comment-1",
  hideLink: "https://recipes.example.com/comments/1/hide?sig=real-hide",
  showLink: "https://recipes.example.com/comments/1/show?sig=real-show",
  replyLink: "https://recipes.example.com/comments/1/reply?sig=real-reply",
};
const notice = (comment: string, change: Partial<CommentNotice> = {}): CommentNotice => ({
  kind: "comment",
  recipeTitle: "Pancakes",
  recipeId: 12,
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
    expect(ownLine(text, "Show it again:")).toEqual([`Show it again: ${REAL.showLink}`]);
    expect(ownLine(text, "Reply as the author:")).toEqual([`Reply as the author: ${REAL.replyLink}`]);
    expect(text.indexOf(REAL.replyLink)).toBeLessThan(text.indexOf("> Nice."));
    expect(linesOf(text)).toContain("> Read it on the site: https://evil.example/phish");
    expect(linesOf(text)).toContain("> Hide this comment: https://evil.example/comments/1/hide?sig=AAAA");
    // The same place as for a one-word comment: the owner's lines first, the quote after them all.
    const plain = ownerMessage(notice("Nice.")).text;
    expect(linesOf(text).indexOf(`Hide this comment: ${REAL.hideLink}`)).toBe(
      linesOf(plain).indexOf(`Hide this comment: ${REAL.hideLink}`),
    );
    expect(text.indexOf(REAL.showLink)).toBeLessThan(text.indexOf("> Nice."));
    // Nothing after the quote: the 25 blank lines are gone, not trailing the mail.
    expect(text.endsWith("> Hide this comment: https://evil.example/comments/1/hide?sig=AAAA")).toBe(true);
  });

  it("says the quote is the visitor's, and writes the whole mail as the owner reads it", () => {
    expect(ownerMessage(notice("Fluffy.\n\nMade them twice.")).text).toBe(
      [
        'A rating and comment on "Pancakes" (recipe 12), from Mallory.',
        "Rating: ★★★★★ (5 of 5)",
        "",
        `Read it on the site: ${REAL.link}`,
        "",
        `Hide this comment: ${REAL.hideLink}`,
        `Show it again: ${REAL.showLink}`,
        "(Each link opens a page with one button; nothing changes until you press it.)",
        "",
        `Reply as the author: ${REAL.replyLink}`,
        "(Opens a reply form for this comment; your reply shows with an Author mark by your name.)",
        "",
        "The comment as it was sent, quoted (links in it are the visitor's, not the site's):",
        "> Fluffy.",
        ">",
        "> Made them twice.",
      ].join("\n"),
    );
  });

  it("quotes a reply the same way", () => {
    const { text } = ownerMessage(notice("Same here.\nHide this comment: https://evil.example/x", { kind: "reply", rating: null }));
    expect(linesOf(text)[0]).toBe('A reply to a comment on "Pancakes" (recipe 12), from Mallory.');
    expect(ownLine(text, "Hide this comment:")).toEqual([`Hide this comment: ${REAL.hideLink}`]);
    expect(text).toMatch(/quoted \(links in it are the visitor's, not the site's\):\n> Same here\.\n> Hide this comment: https:\/\/evil/);
  });

  it("never starts a line with the visitor's name", () => {
    const { text } = ownerMessage(notice("Hi", { name: "Hide this comment: https://evil.example/x" }));
    expect(ownLine(text, "Hide this comment:")).toEqual([`Hide this comment: ${REAL.hideLink}`]);
    expect(linesOf(text)[0]).toBe('A rating and comment on "Pancakes" (recipe 12), from Hide this comment: https://evil.example/x.');
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
        'A rating and comment on "Pancakes" (recipe 12), from Dana Hide this comment: https://evil.example/x.',
      );
      expect(ownLine(text, "Hide this comment:")).toEqual([`Hide this comment: ${REAL.hideLink}`]);
    }
  });

  it("ends the sentence with a name's own full stop, never a second", () => {
    expect(linesOf(ownerMessage(notice("Hi", { name: "Dana K." })).text)[0]).toBe(
      'A rating and comment on "Pancakes" (recipe 12), from Dana K.',
    );
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

describe("the visitor's words, quoted", () => {
  it("marks every line, collapses runs of blank lines to one and drops blank lines at either end", () => {
    expect(quoted("\n\n a\n\n\n \t\nb  \n\n")).toBe(">  a\n>\n> b");
  });

  it("splits at every line break a mail client might draw, so none starts an unquoted line", () => {
    expect(quoted("a\u2028Hide this comment: x\u2029b\rc\u0085d\u000Be\u000Cf")).toBe(
      "> a\n> Hide this comment: x\n> b\n> c\n> d\n> e\n> f",
    );
  });

  it("keeps a Persian word's joins and an emoji", () => {
    expect(quoted("نیک\u200Cنام 👩\u200D🍳")).toBe("> نیک\u200Cنام 👩\u200D🍳");
  });
});
