import { describe, expect, it } from "vitest";
import {
  addressKey,
  authorReplyPath,
  confirmPath,
  mailPagePath,
  moderationPath,
  replyStopPath,
  sendIssuePath,
  verifyReplyStop,
  verifySendIssue,
  unsubscribePath,
  verifyAuthorReply,
  verifyConfirm,
  verifyModeration,
  verifyMailPage,
  verifyUnsubscribe,
} from "./signed-links.server";
import { sign } from "~/utils/hmac.server";
import { MAIL_PAGE_DAYS, SEND_LINK_DAYS } from "./mailing-list";

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

describe("the confirmation cap's key", () => {
  it("counts an inbox, however its address is spelled", async () => {
    const key = (email: string) => addressKey("secret", email);
    const one = await key("name@gmail.com");
    for (const spelling of ["Name@Gmail.com", "name+1@gmail.com", "na.me@googlemail.com"]) expect(await key(spelling), spelling).toBe(one);
    expect(await key("other@gmail.com")).not.toBe(one);
  });
});

describe("an address in a signed link", () => {
  it("verifies in any letter case, and not padded or otherwise changed: the SQL finds it exactly as signed", async () => {
    const one = new URL(await unsubscribePath(SECRET, "cook@example.com"), "https://x.test").searchParams.get("sig");
    const stop = new URL(await replyStopPath(SECRET, "cook@example.com", "all"), "https://x.test").searchParams.get("sig");
    expect(await verifyUnsubscribe(SECRET, "COOK@example.com", one)).toBe(true);
    expect(await verifyReplyStop(SECRET, "Cook@Example.com", "all", stop)).toBe(true);
    for (const padded of [" cook@example.com", "cook@example.com ", "cook@example.com\t", "\ncook@example.com"]) {
      expect(await verifyUnsubscribe(SECRET, padded, one), JSON.stringify(padded)).toBe(false);
      expect(await verifyReplyStop(SECRET, padded, "all", stop), JSON.stringify(padded)).toBe(false);
    }
  });
});

describe("the owner's send link", () => {
  const DAY = 24 * 3600 * 1000;
  const made = Date.parse("2026-11-20T09:00:00Z");
  const url = async (madeAt: number) => new URL(await sendIssuePath(SECRET, "2026-11-20-soup", madeAt), "https://x.test");

  it(`works for ${SEND_LINK_DAYS} days from its preview mail, for its own issue`, async () => {
    const link = await url(made);
    expect(await verifySendIssue(SECRET, "2026-11-20-soup", link, "2026-11-20", made + DAY)).toBe(true);
    expect(await verifySendIssue(SECRET, "2026-11-20-soup", link, "2026-11-20", made + SEND_LINK_DAYS * DAY - 1)).toBe(true);
    expect(await verifySendIssue(SECRET, "2026-11-20-soup", link, "2026-11-20", made + SEND_LINK_DAYS * DAY + 1)).toBe(false);
    expect(await verifySendIssue(SECRET, "2026-12-01-bread", link, "2026-11-20", made + DAY)).toBe(false);
    // A later date written over the signed one would stretch it.
    link.searchParams.set("t", String(made + 20 * DAY));
    expect(await verifySendIssue(SECRET, "2026-11-20-soup", link, "2026-11-20", made + 40 * DAY)).toBe(false);
  });

  it("mailed before links were dated, works for as long from the issue's date", async () => {
    const old = new URL(`/newsletter/send/2026-11-20-soup?sig=${await sign(SECRET, "newsletter-send:2026-11-20-soup")}`, "https://x.test");
    expect(await verifySendIssue(SECRET, "2026-11-20-soup", old, "2026-11-20", made + DAY)).toBe(true);
    expect(await verifySendIssue(SECRET, "2026-11-20-soup", old, "2026-11-20", made + SEND_LINK_DAYS * DAY)).toBe(false);
  });
});

describe('the "Your mail" link', () => {
  const DAY = 24 * 3600 * 1000;
  const made = Date.parse("2026-11-20T09:00:00Z");
  const link = async (email = "Cook@example.com") => new URL(await mailPagePath(SECRET, email, made), "https://x.test");

  it(`opens the page for ${MAIL_PAGE_DAYS} days, then says it has expired rather than that it is forged`, async () => {
    const url = await link();
    expect(url.pathname).toBe("/mail");
    expect(await verifyMailPage(SECRET, url, made + DAY)).toBe("ok");
    expect(await verifyMailPage(SECRET, url, made + MAIL_PAGE_DAYS * DAY - 1)).toBe("ok");
    expect(await verifyMailPage(SECRET, url, made + MAIL_PAGE_DAYS * DAY + 1)).toBe("expired");
  });

  it("is refused with another address, another date, another purpose's signature or none", async () => {
    const other = await link();
    other.searchParams.set("email", "someone@example.com");
    const later = await link();
    later.searchParams.set("t", String(made + 10 * DAY));
    const unsubscribe = new URL(await unsubscribePath(SECRET, "Cook@example.com"), "https://x.test");
    const borrowed = await link();
    borrowed.searchParams.set("sig", unsubscribe.searchParams.get("sig")!);
    const none = await link();
    none.searchParams.delete("sig");
    const padded = await link();
    padded.searchParams.set("email", " Cook@example.com");
    for (const url of [other, later, borrowed, none, padded])
      expect(await verifyMailPage(SECRET, url, made + DAY), url.search).toBe("refused");
    expect(await verifyMailPage(SECRET, await link("COOK@EXAMPLE.COM"), made + DAY)).toBe("ok");
  });
});
