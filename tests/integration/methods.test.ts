import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../scripts/stack";
import { formToken, randomIp, siteUrl, startTestWorker, testDb } from "../support/site";
import { tag } from "../support/comments";

// The worker's method, size and cross-site guards against the real build (docs/decisions/008 and 009).
const stored = async (text: string) => (await testDb().query("SELECT comment_id FROM comments2 WHERE comment = $1", [text])).length;
const form = async (text: string) =>
  new URLSearchParams({ intent: "comment", recipe: "26", name: "Hal", rating: "5", comment: text, _t: await formToken() }).toString();

function send(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}, base = siteUrl()) {
  return fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp(), ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

describe("methods", () => {
  it.each(["PUT", "PATCH", "DELETE"])("%s with a comment form stores nothing: 405 with Allow", async (method) => {
    const text = `${method} ${tag()}`;
    const res = await send(method, "/classichummus", await form(text));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(await res.text()).toContain("Nothing was changed.");
    expect(await stored(text)).toBe(0);
  });

  it.each([
    ["/rss.xml", "GET, HEAD"],
    ["/sitemap.xml", "GET, HEAD"],
    ["/comments/1/replies", "GET, HEAD"],
    ["/desserts", "GET, HEAD"],
    ["/", "GET, HEAD"],
  ])("a POST to %s, which has no action, gets a plain 405", async (path, allow) => {
    const res = await send("POST", path, "a=1");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    const html = await res.text();
    expect(html).toContain("Nothing was changed.");
    expect(html).not.toContain("Unexpected Server Error");
  });
});

describe("post size", () => {
  // Its own worker: wrangler dev answers the post after a chunked body it refused
  // part-way with "Your worker restarted mid-request", which the shared worker's
  // other tests must not meet.
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startTestWorker({});
  });
  afterAll(() => worker?.stop());

  it("a body over 512 KB gets a plain 413, with a Content-Length or chunked, and nothing is stored", async () => {
    const text = `Huge ${tag()} ${"x".repeat(540_000)}`;
    const body = await form(text);
    const whole = await send("POST", "/classichummus", body, {}, worker.url);
    expect(whole.status).toBe(413);
    expect(await whole.text()).toContain("That form is too large");
    const bytes = new TextEncoder().encode(body);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.slice(at, at + 8192));
        controller.close();
      },
    });
    const streamed = await send("POST", "/classichummus", chunked, {}, worker.url);
    expect(streamed.status).toBe(413);
    expect(await streamed.text()).toContain("That form is too large");
    expect(await stored(text)).toBe(0);
  });
});

describe("cross-site posts", () => {
  it.each<[string, Record<string, string>]>([
    ["neither Origin nor Sec-Fetch-Site", {}],
    ["an empty Origin", { origin: "" }],
    ["an https Origin to the http site", { origin: siteUrl().replace("http:", "https:") }],
    ["Sec-Fetch-Site in capitals", { "sec-fetch-site": "CROSS-SITE" }],
  ])("are refused with the 403 page: %s", async (_what, headers) => {
    const res = await fetch(`${siteUrl()}/unsubscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp(), ...headers },
      body: "email=a%40example.com",
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("This form can only be sent from this site.");
  });
});
