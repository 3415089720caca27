// A page whose body breaks after its headers (issue 59, item 6): the reader's answer ends as an error, or is the site's
// error page when the worker had read it before answering; it never ends cleanly as a page that is short.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { workerApp } from "./app";
import { SITE, TEST_BUILD, TestCache, testCtx, testEnv } from "../tests/support/worker-app";

const PAGE = `<!DOCTYPE html><html><head><title>Pancakes</title></head><body>${"<p>Whisk the eggs.</p>".repeat(2000)}</body></html>`;
const BYTES = new TextEncoder().encode(PAGE);
const CUT_AT = 13_500;

/** As Remix's answer: headers at once, then the page in pieces; `breaks` after CUT_AT bytes, or `ends` there cleanly. */
function answer(how: "whole" | "breaks" | "ends") {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= CUT_AT && how !== "whole") {
        if (how === "breaks") controller.error(new Error("render failed mid-stream"));
        else controller.close();
        return;
      }
      const end = how === "whole" ? BYTES.length : CUT_AT;
      const piece = BYTES.subarray(sent, Math.min(sent + 4096, end));
      sent += piece.length;
      controller.enqueue(piece);
      if (sent >= BYTES.length) controller.close();
    },
  });
  // As a page whose length is known: the error page must carry neither it nor its caching.
  const headers = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "public, max-age=300",
    "content-length": String(BYTES.length),
  };
  return new Response(body, { headers });
}

function siteAnswering(...answers: ("whole" | "breaks" | "ends")[]) {
  const app = workerApp(TEST_BUILD, async () => answer(answers.shift() ?? "whole"));
  return async (path: string, init: RequestInit = {}, env = testEnv()) => {
    const ctx = testCtx();
    const res = await app.request(`${SITE}${path}`, init, env, ctx.ctx);
    await ctx.settled();
    return res;
  };
}

let cache: TestCache;
let logged: string[];
beforeEach(() => {
  cache = new TestCache();
  vi.stubGlobal("caches", { default: cache });
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const keptPages = () => [...cache.kept.keys()].filter((k) => k.includes("__build"));

/** The site's own error page, whole, and nothing of the answer that broke: not its caching, not its length. */
async function expectErrorPage(res: Response, path: string) {
  expect(res.status, path).toBe(500);
  expect(res.headers.get("cache-control"), path).toBe("no-store");
  expect(res.headers.get("content-length"), path).toBeNull();
  const html = await res.text();
  expect(html, path).toContain("Something went wrong on our side");
  expect(html.trimEnd(), path).toMatch(/<\/html>$/);
  expect(html, path).not.toContain("Whisk the eggs");
}

describe("a page whose body breaks after its headers", () => {
  it("is the site's own error page, whole, on every path through the worker: nothing of it is sent or kept", async () => {
    for (const [path, init, env] of [
      ["/pancakes", {}, testEnv()],
      ["/pancakes", { headers: { cookie: "commenter=1" } }, testEnv()],
      ["/pancakes", {}, testEnv({ EDGE_CACHE_SECONDS: "0" })],
      ["/unsubscribe/one-click", {}, testEnv()],
    ] as const) {
      logged = [];
      await expectErrorPage(await siteAnswering("breaks")(path, init, env), path);
      expect(logged.join("\n"), path).toContain(`GET ${path} failed: Error: render failed mid-stream`);
    }
    expect(keptPages()).toEqual([]);
  });

  it("is a 500 for a HEAD, which the edge cache renders as a GET", async () => {
    const res = await siteAnswering("breaks")("/pancakes", { method: "HEAD" });
    expect(res.status).toBe(500);
    expect(keptPages()).toEqual([]);
  });

  it("is rendered again for the next reader, who gets the page", async () => {
    const read = siteAnswering("breaks", "whole");
    expect((await read("/pancakes")).status).toBe(500);
    const next = await read("/pancakes");
    expect(next.headers.get("x-edge-cache")).toBe("MISS");
    expect(await next.text()).toBe(PAGE);
  });
});

describe("a page that ends cleanly but short", () => {
  it("is the site's error page on every path, never sent as a page nor kept", async () => {
    for (const [path, init, env] of [
      ["/pancakes", {}, testEnv()],
      ["/pancakes", {}, testEnv({ EDGE_CACHE_SECONDS: "0" })],
      ["/unsubscribe/one-click", {}, testEnv()],
    ] as const) {
      logged = [];
      await expectErrorPage(await siteAnswering("ends")(path, init, env), path);
      expect(logged.join("\n"), path).toContain(`GET ${path} failed: Error: a page cut short at ${CUT_AT} bytes`);
    }
    expect(keptPages()).toEqual([]);
  });

  it("gives way to the copy the edge cache kept, as a failed render does", async () => {
    const read = siteAnswering("whole", "ends");
    expect((await read("/pancakes")).headers.get("x-edge-cache")).toBe("MISS");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3600_000 });
    try {
      const stale = await read("/pancakes");
      expect(stale.headers.get("x-edge-cache")).toBe("STALE");
      expect(await stale.text()).toBe(PAGE);
    } finally {
      vi.useRealTimers();
    }
  });
});
