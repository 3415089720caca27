import { describe, expect, it } from "vitest";
import {
  addressKey,
  authorReplyPath,
  confirmPath,
  moderationPath,
  replyAddressKey,
  unsubscribePath,
  verifyAuthorReply,
  verifyConfirm,
  verifyModeration,
  verifyUnsubscribe,
} from "./signed-links.server";

const SECRET = "test-secret";
const sigOf = (path: string) => new URL(path, "https://x.test").searchParams.get("sig");

describe("the owner's moderation links", () => {
  it("verify for the comment and the action they were made for", async () => {
    const path = await moderationPath(SECRET, 42, "hide");
    expect(path).toMatch(/^\/comments\/42\/hide\?sig=[A-Za-z0-9_-]{43}$/);
    expect(await verifyModeration(SECRET, 42, "hide", sigOf(path))).toBe(true);
  });

  it("refuse another comment, another action, another secret, and a changed, cut or missing signature", async () => {
    const sig = sigOf(await moderationPath(SECRET, 42, "hide"))!;
    expect(await verifyModeration(SECRET, 43, "hide", sig)).toBe(false);
    expect(await verifyModeration(SECRET, 42, "show", sig)).toBe(false);
    expect(await verifyModeration("other-secret", 42, "hide", sig)).toBe(false);
    const flipped = `${sig.slice(0, 10)}${sig[10] === "A" ? "B" : "A"}${sig.slice(11)}`;
    expect(await verifyModeration(SECRET, 42, "hide", flipped)).toBe(false);
    expect(await verifyModeration(SECRET, 42, "hide", sig.slice(0, 42))).toBe(false);
    expect(await verifyModeration(SECRET, 42, "hide", `${sig}A`)).toBe(false);
    expect(await verifyModeration(SECRET, 42, "hide", "")).toBe(false);
    expect(await verifyModeration(SECRET, 42, "hide", null)).toBe(false);
    expect(await verifyModeration(SECRET, 42, "hide", "!".repeat(43))).toBe(false);
  });
});

describe("the owner's reply-as-the-author link", () => {
  it("verifies for its own comment only, and is no hide or show link's signature", async () => {
    const path = await authorReplyPath(SECRET, 42);
    expect(path).toMatch(/^\/comments\/42\/reply\?sig=[A-Za-z0-9_-]{43}$/);
    const sig = sigOf(path);
    expect(await verifyAuthorReply(SECRET, 42, sig)).toBe(true);
    expect(await verifyAuthorReply(SECRET, 43, sig)).toBe(false);
    expect(await verifyAuthorReply("other-secret", 42, sig)).toBe(false);
    expect(await verifyAuthorReply(SECRET, 42, sigOf(await moderationPath(SECRET, 42, "show")))).toBe(false);
    expect(await verifyModeration(SECRET, 42, "hide", sig)).toBe(false);
    expect(await verifyAuthorReply(SECRET, 42, null)).toBe(false);
  });
});

describe("the one-click unsubscribe link", () => {
  it("names the address and verifies for it in any letter case, and for no other", async () => {
    const path = await unsubscribePath(SECRET, "Cook+news@Example.com");
    const url = new URL(path, "https://x.test");
    expect(url.pathname).toBe("/unsubscribe/one-click");
    expect(url.searchParams.get("email")).toBe("Cook+news@Example.com");
    const sig = url.searchParams.get("sig");
    expect(await verifyUnsubscribe(SECRET, "cook+news@example.com", sig)).toBe(true);
    expect(await verifyUnsubscribe(SECRET, "cook@example.com", sig)).toBe(false);
    expect(await verifyUnsubscribe("other-secret", "cook+news@example.com", sig)).toBe(false);
  });

  it("is not a moderation signature for anything", async () => {
    const sig = new URL(await unsubscribePath(SECRET, "1"), "https://x.test").searchParams.get("sig");
    expect(await verifyModeration(SECRET, 1, "hide", sig)).toBe(false);
  });
});

describe("the newsletter's confirmation link", () => {
  it("verifies for the address it was sent to and the time it was sent, and is no unsubscribe link", async () => {
    const sentAt = 1_790_000_000_000;
    const url = new URL(await confirmPath(SECRET, "Cook@Example.com", sentAt), "https://x.test");
    expect(url.pathname).toBe("/newsletter/confirm");
    expect(url.searchParams.get("t")).toBe(String(sentAt));
    const sig = url.searchParams.get("sig");
    expect(await verifyConfirm(SECRET, "cook@example.com", sentAt, sig)).toBe(true);
    // A later date would stretch its week; another address would subscribe someone who never asked.
    expect(await verifyConfirm(SECRET, "cook@example.com", sentAt + 86_400_000, sig)).toBe(false);
    expect(await verifyConfirm(SECRET, "other@example.com", sentAt, sig)).toBe(false);
    expect(await verifyUnsubscribe(SECRET, "cook@example.com", sig)).toBe(false);
  });
});

describe("the reply notices' confirmation cap", () => {
  it("counts an inbox, however its address is spelled, apart from the newsletter's", async () => {
    const key = (email: string) => replyAddressKey("secret", email);
    const one = await key("name@gmail.com");
    for (const spelling of ["Name@Gmail.com", "name+1@gmail.com", "na.me@googlemail.com"]) expect(await key(spelling), spelling).toBe(one);
    expect(await key("other@gmail.com")).not.toBe(one);
    expect(await addressKey("secret", "name@gmail.com")).not.toBe(one);
  });
});
