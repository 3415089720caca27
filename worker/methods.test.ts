import { describe, expect, it } from "vitest";
import { allowedMethods, MAX_POST_BYTES, methodRoutes } from "./methods";
import { SAME_SITE, SITE, TEST_BUILD, testApp, testEnv } from "../tests/support/worker-app";

async function send(method: string, path: string, body: string | undefined = "intent=comment&comment=hi") {
  const { app, rendered } = testApp();
  const res = await app.request(
    `${SITE}${path}`,
    { method, headers: SAME_SITE, body: method === "GET" || method === "HEAD" ? undefined : body },
    testEnv(),
  );
  return { res, text: await res.text(), reached: rendered.length > 0 };
}

describe("methods", () => {
  it.each(["PUT", "PATCH", "DELETE", "OPTIONS"])(
    "%s with a form body never runs a page's action: 405, and what the page takes",
    async (method) => {
      const { res, text, reached } = await send(method, "/pancakes");
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(text).toContain("Nothing was changed.");
      expect(reached).toBe(false);
    },
  );

  it.each([
    ["a page without an action", "/desserts", "GET, HEAD"],
    ["a resource route", "/rss.xml", "GET, HEAD"],
    ["a resource route under a page's pattern", "/comments/7/replies", "GET, HEAD"],
    ["the home page without ?index (Remix's target is the root, which has no action)", "/", "GET, HEAD"],
    ["a page's data", "/desserts.data", "GET, HEAD"],
  ])("POST to %s gets a plain 405, not Remix's error", async (_what, path, allow) => {
    const { res, text, reached } = await send("POST", path);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(text).not.toContain("Unexpected Server Error");
    expect(reached).toBe(false);
  });

  it("GET on a route that only has an action gets a 405 that names POST", async () => {
    const { res, reached } = await send("GET", "/hooks/ping");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(reached).toBe(false);
  });

  it.each([
    ["GET", "/pancakes"],
    ["HEAD", "/pancakes"],
    ["POST", "/pancakes"],
    ["POST", "/Pancakes/"],
    ["POST", "/pancakes.data"],
    ["POST", "/?index"],
    ["POST", "/_root.data?index"],
    ["POST", "/about"],
    ["POST", "/comments/7/hide"],
    ["GET", "/comments/7/replies"],
    ["GET", "/rss.xml"],
    ["POST", "/hooks/ping"],
    ["PUT", "/nowhere"],
  ])("%s %s goes on to Remix (an address no route has gets its 404)", async (method, path) => {
    const { reached } = await send(method, path);
    expect(reached).toBe(true);
  });

  it("count the worker's own routes: the one-click unsubscribe takes POST, its page GET", async () => {
    const { res } = await send("PUT", "/unsubscribe/one-click?email=a%40example.com&sig=x");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
  });

  it("are read from the build's routes", () => {
    const tree = methodRoutes(TEST_BUILD.routes);
    expect(allowedMethods(tree, new URL(`${SITE}/comments/1/show`))).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods(tree, new URL(`${SITE}/comments/1/replies`))).toEqual(["GET", "HEAD"]);
    expect(allowedMethods(tree, new URL(`${SITE}/comments/1`))).toBeNull();
    expect(allowedMethods(tree, new URL(`${SITE}/pancakes/extra`))).toBeNull();
  });
});

describe("the post size ceiling", () => {
  const chunked = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 16_384) controller.enqueue(new Uint8Array(Math.min(16_384, bytes - sent)).fill(97));
        controller.close();
      },
    });

  async function postBody(body: BodyInit, headers: Record<string, string> = {}) {
    const { app, rendered } = testApp();
    const init = { method: "POST", headers: { ...SAME_SITE, ...headers }, body, duplex: "half" } as RequestInit;
    const res = await app.request(new Request(`${SITE}/pancakes`, init), undefined, testEnv());
    return { res, text: await res.text(), rendered };
  }

  it("refuses a body announced as larger with a plain 413, unread", async () => {
    let read = false;
    const body = new ReadableStream(
      {
        pull(controller) {
          read = true;
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const { res, text, rendered } = await postBody(body, { "content-length": String(MAX_POST_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(text).toContain("That form is too large");
    expect(rendered).toHaveLength(0);
    expect(read).toBe(false);
  });

  it("refuses a chunked body once it passes the ceiling", async () => {
    const { res, rendered } = await postBody(chunked(MAX_POST_BYTES + 1));
    expect(res.status).toBe(413);
    expect(rendered).toHaveLength(0);
  });

  it("passes the largest comment whole, chunked or not", async () => {
    // 5,000 characters of four UTF-8 bytes each: the most a comment can percent-encode to.
    const comment = `intent=comment&comment=${encodeURIComponent("😀".repeat(5000))}`;
    expect(comment.length).toBeGreaterThan(60_000);
    const plain = await postBody(comment, { "content-length": String(comment.length) });
    expect(plain.res.status).toBe(200);
    expect(plain.rendered[0].body).toBe(comment);
    const streamed = await postBody(chunked(MAX_POST_BYTES));
    expect(streamed.res.status).toBe(200);
    expect(streamed.rendered[0].body).toHaveLength(MAX_POST_BYTES);
  });
});
