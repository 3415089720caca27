// A render that fails is answered with the error page, never with a page that is short of the part that failed
// (issue 59, item 6): through Remix's own document handling, with this entry and a small build of test routes.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Outlet, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { createElement as h, Suspense, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import * as entry from "./entry.server";

// The worker's bundle takes React's renderer for workers; Node's own lacks renderToReadableStream.
vi.mock("react-dom/server", () => import("react-dom/server.browser" as string));

const document = (body: ReactNode) => h("html", { lang: "en" }, h("head", null, h("title", null, "Test")), h("body", null, body));

function ErrorBoundary() {
  const error = useRouteError();
  return document(h("h1", null, `Something went wrong (${isRouteErrorResponse(error) ? error.status : "?"})`));
}

/** Suspends once, as a part whose data comes after the shell, then throws. */
function failingLater(): () => ReactNode {
  let waited = false;
  return () => {
    if (!waited)
      throw new Promise<void>((resolve) =>
        setTimeout(() => {
          waited = true;
          resolve();
        }, 0),
      );
    throw new Error("the oven failed");
  };
}

function build(page: () => ReactNode, root: () => ReactNode = () => document(h(Outlet))): ServerBuild {
  const route = (id: string, path: string, parentId: string | undefined, module: Record<string, unknown>) => ({
    manifest: {
      id,
      parentId,
      path,
      hasAction: false,
      hasLoader: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: "ErrorBoundary" in module,
      module: `/${id}.js`,
      imports: [],
      css: [],
    },
    server: { id, parentId, path, index: undefined, caseSensitive: undefined, module },
  });
  const routes = [route("root", "", undefined, { default: root, ErrorBoundary }), route("page", "page", "root", { default: page })];
  return {
    mode: "production",
    entry: { module: entry },
    routes: Object.fromEntries(routes.map((r) => [r.server.id, r.server])),
    assets: {
      version: "test",
      url: "/manifest.js",
      entry: { module: "/entry.js", imports: [] },
      routes: Object.fromEntries(routes.map((r) => [r.manifest.id, r.manifest])),
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    basename: "/",
    isSpaMode: false,
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
    },
  } as unknown as ServerBuild;
}

async function render(serverBuild: ServerBuild) {
  const handle = createRequestHandler(serverBuild);
  const res = await handle(new Request("https://recipes.example.com/page"), {
    cloudflare: { env: {}, ctx: {} },
    formToken: `${Date.now()}.${"a".repeat(43)}`,
    sendOwnerMail: null,
  } as never);
  return { status: res.status, type: res.headers.get("content-type"), html: await res.text() };
}

describe("a render that fails", () => {
  it("renders a whole page when nothing fails", async () => {
    const page = await render(build(() => h("main", null, h("h1", null, "Pancakes"))));
    expect(page.status).toBe(200);
    expect(page.html).toContain("<h1>Pancakes</h1>");
    expect(page.html).toMatch(/<\/html>$/);
  });

  it("inside a Suspense boundary, after the shell, is the error page, not the page with the part left out", async () => {
    const Late = failingLater();
    const page = await render(
      build(() => h("main", null, h("h1", null, "Pancakes"), h(Suspense, { fallback: h("p", null, "Loading") }, h(Late)))),
    );
    expect(page.status).toBe(500);
    expect(page.html).toContain("Something went wrong (500)");
    expect(page.html).not.toContain("Pancakes");
    expect(page.html).not.toContain("Loading");
  });

  it("not done in its time (a part that never comes), is the error page, not the page with the part left out", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const Never = () => {
        throw new Promise(() => {});
      };
      const answer = render(
        build(() => h("main", null, h("h1", null, "Pancakes"), h(Suspense, { fallback: h("p", null, "Loading") }, h(Never)))),
      );
      await vi.advanceTimersByTimeAsync(entry.ABORT_DELAY_MS);
      const page = await answer;
      expect(page.status).toBe(500);
      expect(page.html).toContain("Something went wrong (500)");
      expect(page.html).not.toContain("Pancakes");
    } finally {
      vi.useRealTimers();
    }
  });

  it("in the page's shell, is the site's error page, not the framework's last words", async () => {
    const page = await render(
      build(() => {
        throw new Error("the oven failed");
      }),
    );
    expect(page.status).toBe(500);
    expect(page.html).toContain("Something went wrong (500)");
    expect(page.html).not.toContain("Unexpected Server Error");
  });

  it("leaving a document that does not end as one, is never sent as a page", async () => {
    const page = await render(
      build(
        () => h("p", null, "Pancakes"),
        () => h("div", null, h(Outlet)),
      ),
    );
    expect(page.status).toBe(500);
    expect(page.html).not.toContain("Pancakes");
  });
});
