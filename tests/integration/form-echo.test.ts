import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMENT_LIMITS } from "../../app/comments/comment-fields";
import { EMAIL_FIELD } from "../../app/readers-mail/newsletter-fields";
import { ROOT } from "../../local/stack";
import { decode, emailValue, fieldError, formToken, getPage, postForm, randomIp, siteUrl, testDb } from "../support/site";
import { tag } from "../support/comments";

// A hostile form: a value far over its field's limit (the worker refuses
// bodies over 512 KB; these stay well under). The refusal says how
// long the text was, and gives back no more than twice the field's limit.
const HUGE = 60_000;
const comment = (text: string, extra: Record<string, string> = {}) => ({
  intent: "comment",
  recipe: "12",
  name: "Ada",
  rating: "5",
  comment: text,
  ...extra,
});

/** Posts as a fetcher does (single fetch: the page's address plus ".data"), and reads the answer's text. */
async function postData(path: string, fields: Record<string, string>) {
  const url = new URL(path.replace(/(\?|$)/, ".data$1"), siteUrl());
  const ip = randomIp();
  const res = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url.origin, "cf-connecting-ip": ip },
    body: new URLSearchParams({ _t: await formToken(ip), ...fields }),
  });
  return { status: res.status, body: await res.text() };
}

const textarea = (html: string) => decode(html.match(/<textarea[^>]*name="comment"[^>]*>([^<]*)<\/textarea>/)?.[1] ?? "");
const runs = (text: string, char: string) => Math.max(0, ...[...text.matchAll(new RegExp(`${char}+`, "g"))].map((m) => m[0].length));
const stored = async (text: string) => (await testDb().query("SELECT 1 FROM comments2 WHERE comment LIKE $1", [`${text}%`])).length;

let pageSize: number;
beforeAll(async () => {
  pageSize = (await getPage("/pancakes")).html.length;
});

describe("a comment far over its limit", () => {
  it("posted without JavaScript gets 400, the length it had beside the field, and at most twice the limit back", async () => {
    const start = `Huge ${tag()} `;
    const text = start + "x".repeat(HUGE - start.length);
    const res = await postForm("/pancakes", comment(text, { name: "n".repeat(20_000), email: `${"e".repeat(20_000)}@example.com` }));
    expect(res.status).toBe(400);
    const errors = [...res.html.matchAll(/class="field-error">([^<]*)</g)].map((m) => decode(m[1]));
    expect(errors).toContain(`Please keep it to 5,000 characters (this one has ${HUGE.toLocaleString("en-US")}).`);
    expect(errors).toContain("Please keep your name under 80 characters.");
    const echoed = textarea(res.html);
    expect(echoed.startsWith(start)).toBe(true);
    expect(echoed.length).toBe(2 * COMMENT_LIMITS.comment);
    expect(res.html.match(/<input[^>]*name="name"[^>]*value="(n*)"/)?.[1].length).toBe(2 * COMMENT_LIMITS.name);
    // The page and its data hold the text twice: far under the 120 KB the whole text would add.
    expect(runs(res.html, "x")).toBeLessThanOrEqual(2 * COMMENT_LIMITS.comment);
    expect(runs(res.html, "e")).toBeLessThanOrEqual(2 * COMMENT_LIMITS.email);
    expect(res.html.length - pageSize).toBeLessThan(30_000);
    expect(await stored(start)).toBe(0);
  });

  it("posted by a fetcher gets the same answer as data, as small", async () => {
    const start = `Huge ${tag()} `;
    const res = await postData("/pancakes", comment(start + "x".repeat(HUGE - start.length)));
    expect(res.status).toBe(400);
    expect(res.body).toContain(`Please keep it to 5,000 characters (this one has ${HUGE.toLocaleString("en-US")}).`);
    expect(res.body).toContain(start);
    expect(runs(res.body, "x")).toBe(2 * COMMENT_LIMITS.comment - start.length);
    expect(res.body.length).toBeLessThan(2 * COMMENT_LIMITS.comment + 2_000);
    expect(await stored(start)).toBe(0);
  });

  it("as a reply gets at most twice the reply's limit back", async () => {
    const res = await postData("/pancakes", { intent: "reply", recipe: "12", reply_to: "1", name: "Tess", comment: "r".repeat(HUGE) });
    expect(res.status).toBe(400);
    expect(res.body).toContain(`Please keep it to 255 characters (this one has ${HUGE.toLocaleString("en-US")}).`);
    expect(runs(res.body, "r")).toBe(2 * COMMENT_LIMITS.reply);
    expect(res.body.length).toBeLessThan(2_000);
  });
});

describe("a newsletter address far over its limit", () => {
  it("gets 400, the message beside the field and at most twice the field's length back, with or without JavaScript", async () => {
    const typed = `${"a".repeat(HUGE)}@example.com`;
    const plain = await postForm("/?index", { email: typed });
    expect(plain.status).toBe(400);
    expect(fieldError(plain.html)).toBe(`That address is too long (${EMAIL_FIELD.maxLength} characters at most).`);
    expect(emailValue(plain.html)).toBe("a".repeat(2 * EMAIL_FIELD.maxLength));
    expect(runs(plain.html, "a")).toBeLessThanOrEqual(2 * EMAIL_FIELD.maxLength);
    const data = await postData("/unsubscribe", { email: typed });
    expect(data.status).toBe(400);
    expect(data.body).toContain("That address is too long");
    expect(runs(data.body, "a")).toBe(2 * EMAIL_FIELD.maxLength);
    expect(data.body.length).toBeLessThan(2_000);
  });
});

describe("the browser's assets", () => {
  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
  }

  it("carry no form schema library: zod stays on the server", () => {
    const built = files(join(ROOT, "build/client")).filter((f) => f.endsWith(".js"));
    expect(built.length).toBeGreaterThan(10);
    for (const file of built) {
      const text = readFileSync(file, "utf8");
      for (const needle of ["_zod", "ZodError", "Invalid discriminator"]) expect(text.includes(needle), `${needle} in ${file}`).toBe(false);
    }
    // The server has it: the needles would find it. (Its build is split in chunks since the timers load lazily.)
    const server = files(join(ROOT, "build/server")).filter((f) => f.endsWith(".js"));
    expect(server.some((f) => /(?:from|import) ["']zod["']/.test(readFileSync(f, "utf8")))).toBe(true);
  });
});
