import { describe, expect, it } from "vitest";
import { retryDelayMinutes } from "~/comments/owner-mail-queue.server";
import { verifyModeration } from "~/mailing/signed-links.server";
import { commentPagePath, ownerNotice } from "./owner-mail.server";

describe("retrying the owner's mail", () => {
  it("waits longer after each failure, up to four hours, so a day holds about a dozen attempts", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMinutes)).toEqual([5, 10, 20, 40, 80, 160, 240, 240]);
    let minutes = 0;
    let attempts = 1;
    while (minutes < 24 * 60) minutes += retryDelayMinutes(attempts++);
    expect(attempts).toBeGreaterThan(8);
    expect(attempts).toBeLessThan(16);
  });
});

describe("the owner's mail", () => {
  it("links to the comment, and to a signed page that hides it (a comment on the site has nothing to show again)", async () => {
    const mail = await ownerNotice("s", "https://recipes.example.com", {
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

  it("opens a top-level comment without a thread", () => {
    expect(commentPagePath("pancakes", 70, null)).toBe("/pancakes#comment-70");
    expect(commentPagePath("pancakes", 70, 70)).toBe("/pancakes#comment-70");
  });
});
