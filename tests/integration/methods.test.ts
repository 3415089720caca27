import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { formToken, randomIp, siteUrl, startTestWorker, testDb } from "../support/site";
import { tag } from "../support/comments";

// The worker's method, size and cross-site guards against the real build (docs/decisions/008 and 009).
const stored = async (text: string) => (await testDb().query("SELECT comment_id FROM comments2 WHERE comment = $1", [text])).length;
const form = async (text: string) =>
  new URLSearchParams({
    intent: "comment",
    recipe: "26",
    name: "Hal",
    rating: "5",
    comment: text,
    _t: await formToken(randomIp()),
  }).toString();

function send(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}, base = siteUrl()) {
  return fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": randomIp(), ...headers },
    body,
  });
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
  // Its own worker: a worker that refused a chunked body part-way has answered the next request with "Your worker
  // restarted mid-request" (under wrangler dev), which the shared worker's other tests must not meet.
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startTestWorker({});
  });
  afterAll(() => worker?.stop());

  it("a body over 512 KB gets a plain 413, with a Content-Length or chunked, and nothing is stored", async () => {
    const text = `Huge ${tag()} ${"x".repeat(540_000)}`;
    const body = new TextEncoder().encode(await form(text));
    for (const chunked of [false, true]) {
      const answer = await rawPost(worker.url, "/classichummus", body, chunked);
      expect(answer.status, chunked ? "chunked" : "with a Content-Length").toBe(413);
      expect(answer.text).toContain("That form is too large");
    }
    expect(await stored(text)).toBe(0);
  });
});

/**
 * A form POST over a plain socket that reads the answer while the body is still going out. A server that refuses a
 * body part-way closes with the rest unread, which resets the connection: fetch then reports its failed write, not the
 * answer that came before the reset.
 */
function rawPost(base: string, path: string, body: Uint8Array, chunked: boolean): Promise<{ status: number; text: string }> {
  const { hostname, port, host } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    socket.on("data", (d) => received.push(d));
    const finish = (error?: Error) => {
      const answer = Buffer.concat(received).toString("utf8");
      const status = Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1]);
      if (status) resolve({ status, text: answer });
      else reject(error ?? new Error(`no answer: ${answer.slice(0, 200)}`));
    };
    socket.on("error", finish);
    socket.on("close", () => finish());
    const head = [
      `POST ${path} HTTP/1.1`,
      `host: ${host}`,
      `origin: ${base}`,
      "content-type: application/x-www-form-urlencoded",
      `cf-connecting-ip: ${randomIp()}`,
      "connection: close",
      chunked ? "transfer-encoding: chunked" : `content-length: ${body.length}`,
    ];
    socket.write(`${head.join("\r\n")}\r\n\r\n`);
    if (!chunked) socket.end(body);
    else {
      for (let at = 0; at < body.length; at += 8192) {
        const chunk = body.subarray(at, at + 8192);
        socket.write(`${chunk.length.toString(16)}\r\n`);
        socket.write(chunk);
        socket.write("\r\n");
      }
      socket.end("0\r\n\r\n");
    }
  });
}

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
