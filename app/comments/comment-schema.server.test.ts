import { describe, expect, it } from "vitest";
import { COMMENT_LIMITS } from "./comment-fields";
import { readCommentForm } from "./comment-schema.server";

const RECIPE = 12;
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const comment = (change: Record<string, string> = {}) =>
  form({ intent: "comment", recipe: "12", name: "Ada", email: "", rating: "5", comment: "Lovely", ...change });
const reply = (change: Record<string, string> = {}) =>
  form({ intent: "reply", recipe: "12", reply_to: "7", name: "Tess", comment: "Same here", ...change });

describe("a comment form, read once", () => {
  it.each(["Hannah B.", "hannah b", " HANNAH-B ", "Hánnah B", "Hannah\u200B B."])(
    "refuses the recipes' author's name, %j, on a comment and on a reply, keeping what was typed",
    (name) => {
      for (const sent of [comment({ name }), reply({ name })]) {
        const read = readCommentForm(sent, RECIPE);
        expect(read).toMatchObject({
          ok: false,
          errors: { name: "That's the name the recipes' author comments under. Please use a name of your own." },
        });
        expect(read.echo.values.name).toBe(name);
      }
    },
  );

  it("lets a visitor named Hannah keep her own name", () => {
    expect(readCommentForm(comment({ name: "Hannah" }), RECIPE)).toMatchObject({ ok: true, value: { name: "Hannah" } });
    expect(readCommentForm(reply({ name: "Hannah Bee" }), RECIPE)).toMatchObject({ ok: true, value: { name: "Hannah Bee" } });
  });

  it("is a comment with a number rating, an optional address, the writer's offset and clean text", () => {
    const read = readCommentForm(
      comment({ name: " Ada\n\tLovelace ", email: " ada@example.com ", rating: " 4 ", comment: "a\r\nb\u0000 ", tz: "-480" }),
      RECIPE,
    );
    expect(read).toMatchObject({
      ok: true,
      value: { intent: "comment", name: "Ada Lovelace", email: "ada@example.com", rating: 4, comment: "a\nb", tz: -480 },
    });
    expect(readCommentForm(comment(), RECIPE)).toMatchObject({ ok: true, value: { email: null, tz: 0 } });
  });

  it("takes the bidi controls and zero-width characters out of a name, and keeps a Persian name's joins and an emoji", () => {
    const read = (name: string) => {
      const r = readCommentForm(comment({ name }), RECIPE);
      return r.ok ? r.value.name : r.errors;
    };
    expect(read("\u202Egnp.exe\u202C Bob")).toBe("gnp.exe Bob");
    expect(read("B\u200Bob \u2066\u200F Ada\uFEFF")).toBe("Bob Ada");
    expect(read("نیک\u200Cنام 👩\u200D🍳")).toBe("نیک\u200Cنام 👩\u200D🍳");
    expect(read("\u200B\u202E\u200D")).toEqual({ name: "Please tell us your name." });
  });

  it("makes a name one line whatever line break it holds: NEL, U+2028 and U+2029 too (issue 51's probe)", () => {
    for (const br of ["\u0085", "\u2028", "\u2029", "\v", "\f", "\r\n", "\u009B"]) {
      const r = readCommentForm(comment({ name: `Dana${br}K.` }), RECIPE);
      expect(r.ok && r.value.name, JSON.stringify(br)).toBe("Dana K.");
    }
  });

  // Since issue 51 a reply takes an address too: the owner's Reply-To, and where its reply notices go.
  it("is a reply with the comment it answers, its thread (that comment's, unless named) and page, and no rating", () => {
    const read = readCommentForm(reply({ email: "tess@example.com", tz: "60" }), RECIPE);
    expect(read).toEqual({
      ok: true,
      value: {
        ...{ intent: "reply", name: "Tess", email: "tess@example.com", notify: false, rating: null, comment: "Same here" },
        ...{ replyTo: 7, thread: 7, before: null, tz: 60 },
      },
      echo: {
        intent: "reply",
        replyTo: "7",
        values: { name: "Tess", email: "tess@example.com", notify: "", rating: "", comment: "Same here" },
      },
    });
    expect(readCommentForm(reply({ thread: "3", before: "99" }), RECIPE)).toMatchObject({ ok: true, value: { thread: 3, before: 99 } });
    expect(readCommentForm(reply({ thread: "x", before: "0" }), RECIPE)).toMatchObject({ ok: true, value: { thread: 7, before: null } });
  });

  it.each([
    ["no name", comment({ name: " \n " }), { name: "Please tell us your name." }],
    ["an 81-character name", comment({ name: "n".repeat(81) }), { name: "Please keep your name under 80 characters." }],
    [
      "41 emoji for a name (82 characters to a browser)",
      comment({ name: "😀".repeat(41) }),
      { name: "Please keep your name under 80 characters." },
    ],
    [
      "a bad address",
      comment({ email: "ada@" }),
      { email: "That doesn't look like an e-mail address. Leave it empty if you'd rather not share one." },
    ],
    [
      "an address with 200 characters before the @",
      comment({ email: `${"a".repeat(200)}@example.com` }),
      { email: "The part before the @ can be 64 characters at most (this one has 200)." },
    ],
    ["no rating", comment({ rating: "" }), { rating: "Please choose a rating from 1 to 5 stars." }],
    ["a rating of 4.5", comment({ rating: "4.5" }), { rating: "Please choose a rating from 1 to 5 stars." }],
    ["no comment", comment({ comment: " \r\n " }), { comment: "Please write a comment." }],
    ["a long comment", comment({ comment: "x".repeat(5001) }), { comment: "Please keep it to 5,000 characters (this one has 5,001)." }],
    ["2,600 emoji", comment({ comment: "😀".repeat(2600) }), { comment: "Please keep it to 5,000 characters (this one has 5,200)." }],
    ["a reply with a rating", reply({ rating: "5" }), { rating: "Replies don't carry a rating." }],
    ["no reply", reply({ comment: "" }), { comment: "Please write your reply." }],
    ["a long reply", reply({ comment: "r".repeat(256) }), { comment: "Please keep it to 255 characters (this one has 256)." }],
    [
      "another recipe's form",
      comment({ recipe: "13" }),
      { form: "This form belongs to another recipe. Please reload the page and try again." },
    ],
    [
      "a reply to no comment",
      reply({ reply_to: "0" }),
      { form: "We couldn't tell which comment you're replying to. Please reload the page and try again." },
    ],
    ["a reply to an id no comment can have", reply({ reply_to: "3000000000" }), { form: expect.stringContaining("which comment") }],
  ])("refuses %s with that field's message alone", (_what, sent, errors) => {
    const read = readCommentForm(sent, RECIPE);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors).toEqual(errors);
  });

  it("says what the form was for above which comment, and which comment above which recipe", () => {
    const all = readCommentForm(reply({ recipe: "1", reply_to: "x" }), RECIPE);
    expect(all.ok || all.errors.form).toContain("which comment you're replying to");
    const unknown = readCommentForm(comment({ intent: "delete", recipe: "1", rating: "9" }), RECIPE);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) {
      expect(unknown.errors.form).toContain("couldn't tell what this form was for");
      // Anything but a reply is checked as a comment.
      expect(unknown.errors.rating).toContain("rating from 1 to 5");
      expect(unknown.echo.intent).toBe("comment");
    }
  });

  it("counts the whole text in its message, and gives back at most twice the field's limit", () => {
    const long = readCommentForm(
      comment({ comment: `${"x".repeat(59_999)}\r\n`, name: "n".repeat(10_000), email: "e".repeat(10_000), rating: "5".repeat(50) }),
      RECIPE,
    );
    expect(long.ok).toBe(false);
    if (long.ok) return;
    expect(long.errors.comment).toBe("Please keep it to 5,000 characters (this one has 59,999).");
    expect(long.echo.values.comment).toHaveLength(2 * COMMENT_LIMITS.comment);
    expect(long.echo.values.name).toHaveLength(2 * COMMENT_LIMITS.name);
    expect(long.echo.values.email).toHaveLength(2 * COMMENT_LIMITS.email);
    expect(long.echo.values.rating).toHaveLength(2);
    const longReply = readCommentForm(reply({ comment: "r".repeat(60_000), reply_to: "7".repeat(10_000) }), RECIPE);
    if (longReply.ok) throw new Error("accepted");
    expect(longReply.errors.comment).toBe("Please keep it to 255 characters (this one has 60,000).");
    expect(longReply.echo.values.comment).toHaveLength(2 * COMMENT_LIMITS.reply);
    expect(longReply.echo.replyTo).toHaveLength(11);
  });

  it("gives back what was typed in full when it is near the limit, and never half an emoji", () => {
    const near = readCommentForm(comment({ comment: "x".repeat(6000), rating: "" }), RECIPE);
    expect(!near.ok && near.echo.values.comment).toBe("x".repeat(6000));
    const emoji = readCommentForm(reply({ comment: `${"r".repeat(509)}🍰🍰` }), RECIPE);
    expect(!emoji.ok && emoji.echo.values.comment).toBe("r".repeat(509));
  });

  it("reads a form without the fields as empty, and a file as no text", () => {
    const f = comment();
    f.set("comment", new File(["x"], "x.txt"));
    const read = readCommentForm(f, RECIPE);
    expect(!read.ok && read.errors).toEqual({ comment: "Please write a comment." });
    const empty = readCommentForm(new FormData(), RECIPE);
    expect(empty.echo).toEqual({
      intent: "comment",
      replyTo: "main",
      values: { name: "", email: "", notify: "", rating: "", comment: "" },
    });
  });
});
