import { describe, expect, it } from "vitest";
import { mimeMessage } from "./mime";

const decode = (b64: string) => Buffer.from(b64, "base64").toString("utf8");

describe("the owner's mail as a MIME message", () => {
  const mail = {
    from: "comments@example.com",
    to: "owner@example.com",
    subject: "New comment on Crème brûlée\r\nBcc: victim@example.com",
    text: "Ada wrote:\nTrès bon.\n",
  };

  it("has one header per line, the subject and sender's name encoded, the body UTF-8 in base64", () => {
    const [head, body] = mimeMessage(mail).split("\r\n\r\n");
    const headers = head.split("\r\n");
    expect(headers.filter((h) => /^bcc:/i.test(h))).toEqual([]);
    expect(headers).toContain("To: <owner@example.com>");
    expect(headers).toContain("Content-Type: text/plain; charset=UTF-8");
    expect(headers).toContain("Content-Transfer-Encoding: base64");
    expect(headers.find((h) => h.startsWith("Message-ID: "))).toMatch(/^Message-ID: <[\w-]+@example\.com>$/);
    const from = headers.find((h) => h.startsWith("From: "))!.match(/^From: =\?utf-8\?B\?(\S+)\?= <comments@example\.com>$/i)!;
    expect(decode(from[1])).toBe("Recipe comments");
    const subject = headers.find((h) => h.startsWith("Subject: "))!.match(/^Subject: =\?utf-8\?B\?(\S+)\?=$/i)!;
    expect(decode(subject[1])).toBe(mail.subject);
    expect(body.split("\r\n").every((line) => line.length <= 76)).toBe(true);
    expect(decode(body.replace(/\r\n/g, ""))).toBe("Ada wrote:\r\nTrès bon.\r\n");
  });

  it("wraps a long body at 76 characters and loses none of it", () => {
    const text = "Crème brûlée, à la minute. ".repeat(40);
    const body = mimeMessage({ ...mail, text }).split("\r\n\r\n")[1];
    const lines = body.trimEnd().split("\r\n");
    expect(lines.slice(0, -1).every((line) => line.length === 76)).toBe(true);
    expect(decode(lines.join(""))).toBe(text);
  });

  it("carries the commenter's address as Reply-To when given, and none otherwise", () => {
    const head = (m: Parameters<typeof mimeMessage>[0]) => mimeMessage(m).split("\r\n\r\n")[0].split("\r\n");
    expect(head({ ...mail, replyTo: "dana@example.com" }).filter((h) => /^reply-to:/i.test(h))).toEqual(["Reply-To: <dana@example.com>"]);
    expect(head(mail).filter((h) => /^reply-to:/i.test(h))).toEqual([]);
    expect(() => mimeMessage({ ...mail, replyTo: "dana@example.com\r\nBcc: victim@example.com" })).toThrow(/one address/);
  });

  it("refuses an address with a line break in it", () => {
    expect(() => mimeMessage({ ...mail, to: "owner@example.com\r\nBcc: victim@example.com" })).toThrow(/one address/);
  });
});
