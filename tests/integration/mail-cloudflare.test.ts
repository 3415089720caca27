import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { postForm, startTestWorker, testDb } from "../support/site";

// The alternative transport: Cloudflare's send_email binding, which wrangler
// dev stands in for by checking the message and saving it as an .eml file.
let worker: RunningWorker;

beforeAll(async () => {
  worker = await startTestWorker({
    bindings: `[[send_email]]
name = "OWNER_MAIL"
destination_address = "owner@example.com"
`,
    logLevel: "info",
    vars: { MAIL_TRANSPORT: "cloudflare", FORM_MIN_FILL_MS: "0" },
  });
});
afterAll(() => worker?.stop());

describe("mail through Cloudflare's send_email binding (MAIL_TRANSPORT=cloudflare)", () => {
  it("sends the owner a valid plain-text message, with nothing injected through the name", async () => {
    const text = `Binding mail ${Date.now()}`;
    const res = await postForm(
      "/cucumbertomatosalad",
      { intent: "comment", recipe: "27", name: "Zoe\r\nBcc: victim@example.com", rating: "5", comment: text },
      worker.url,
    );
    expect(res.status).toBe(303);
    const [row] = await testDb().query<{ comment_id: number }>("SELECT comment_id FROM comments2 WHERE comment = $1", [text]);
    let file = "";
    await expect
      .poll(() => (file = worker.output().match(/send_email binding called with the following message:\s+(\S+\.eml)/)?.[1] ?? ""))
      .not.toBe("");
    const eml = readFileSync(file, "utf8");
    const [head, body] = eml.split("\r\n\r\n");
    const headers = head.split("\r\n");
    expect(headers.map(decodeWords)).toContain("From: Recipe comments <comments@example.com>");
    expect(headers).toContain("To: <owner@example.com>");
    expect(headers.filter((h) => /^bcc:/i.test(h))).toEqual([]);
    const subject = headers.find((h) => h.startsWith("Subject: "))!.match(/=\?UTF-8\?B\?(.+)\?=/i)![1];
    expect(Buffer.from(subject, "base64").toString("utf8")).toBe("New 5-star comment on Cucumber Tomato Salad");
    const decoded = Buffer.from(body.replace(/\r\n/g, ""), "base64").toString("utf8");
    // The name a header was to be forged with stays inside the mail's own first line, on one line.
    expect(decoded).toContain('A rating and comment on "Cucumber Tomato Salad", from Zoe Bcc: victim@example.com.');
    expect(decoded).toContain(`> ${text}`);
    expect(decoded).toContain(`/cucumbertomatosalad#comment-${row.comment_id}`);
  });
});

/** A header with its RFC 2047 encoded words (=?UTF-8?B?…?=, as mimetext writes a sender's name) decoded. */
function decodeWords(header: string): string {
  return header.replace(/=\?utf-8\?B\?([^?]*)\?=/gi, (_, b64: string) => Buffer.from(b64, "base64").toString("utf8"));
}
