import { describe, expect, it } from "vitest";
import { verifyModeration } from "~/mailing/signed-links.server";
import { commentPagePath } from "~/comment-threads/comment-path";
import { composeOwnerMail } from "./owner-mail.server";

describe("the owner's mail", () => {
  it("links to the comment, and to a signed page that hides it (a comment on the site has nothing to show again)", async () => {
    const mail = await composeOwnerMail("s", "https://recipes.example.com", {
      id: 77,
      kind: "reply",
      recipeTitle: "Pancakes",
      name: "Ada",
      rating: null,
      comment: "Yes!",
      pagePath: commentPagePath("pancakes", 77, 70),
    });
    expect(mail.subject).toBe("New reply on Pancakes");
    expect(mail.text).toContain("Read it on the site: https://recipes.example.com/pancakes?thread=70#comment-77");
    const hide = mail.text.match(/^Hide this comment: (\S+)$/m)![1];
    expect(hide).toMatch(/^https:\/\/recipes\.example\.com\/comments\/77\/hide\?sig=/);
    expect(await verifyModeration("s", 77, "hide", new URL(hide).searchParams.get("sig"))).toBe(true);
    expect(await verifyModeration("s", 77, "show", new URL(hide).searchParams.get("sig"))).toBe(false);
    expect(mail.text).not.toContain("/show?");
  });
});
