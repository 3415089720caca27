import type { ServerBuild } from "@remix-run/cloudflare";
import { workerApp } from "../../worker/app";
import type { Env } from "../../app/utils/env";
import { GUARDED_FORM } from "../../app/forms/fields";
import { clientKey, formSecret, issueFormToken } from "../../app/forms/guard.server";
import { pageNonce } from "../../worker/headers";

const fn = () => null;
const route = (id: string, path: string | undefined, module: Record<string, unknown>, index = false) => ({
  [id]: { id, parentId: "root", path, index, module },
});

export const TEST_BUILD = {
  assets: { version: "test-build" },
  entry: { module: { stylesheetVersion: "test-css" } },
  routes: {
    root: { id: "root", path: "", module: { default: fn } },
    ...route("routes/_index", undefined, { default: fn, loader: fn, action: fn, handle: GUARDED_FORM }, true),
    ...route("routes/about", "about", { default: fn, action: fn, handle: GUARDED_FORM }),
    ...route("category-desserts", "desserts", { default: fn, loader: fn }),
    ...route("recipe-pancakes", "pancakes", { default: fn, loader: fn, action: fn, handle: GUARDED_FORM }),
    ...route("routes/comments.$id.$action", "comments/:id/:action", { default: fn, loader: fn, action: fn }),
    ...route("routes/comments.$id.replies", "comments/:id/replies", { loader: fn }),
    ...route("routes/rss[.]xml", "rss.xml", { loader: fn }),
    ...route("routes/unsubscribe_.one-click", "unsubscribe/one-click", { default: fn, loader: fn, action: fn }),
    // No such route on the site today; the shape is Remix's, and the guard must know it.
    ...route("routes/hooks.ping", "hooks/ping", { action: fn }),
  },
} as unknown as ServerBuild;

export interface Rendered {
  request: Request;
  body: string;
  nonce?: string;
  formToken?: string;
  postLimited?: boolean;
}

export function testApp() {
  const rendered: Rendered[] = [];
  const app = workerApp(TEST_BUILD, async (request, c) => {
    const seen: Rendered = {
      request,
      body: await request.text(),
      nonce: pageNonce(c),
      formToken: c.get("formToken"),
      postLimited: c.get("postLimited"),
    };
    rendered.push(seen);
    // A page asks before its first query, as getDb does (app/utils/load-context.server.ts), and the app answers 429.
    const readAllowed = c.get("readAllowed");
    if (readAllowed && !(await readAllowed()))
      return new Response("<html><h1>Slow down a little</h1></html>", { status: 429, headers: { "content-type": "text/html" } });
    if (request.method === "POST") return new Response(`read ${seen.body.length} bytes`, { headers: { "content-type": "text/plain" } });
    const path = new URL(request.url).pathname;
    if (path === "/nowhere")
      return new Response("<html>Not found</html>", { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
    // Without the worker's token the app issues its own, as app/entry.server.tsx does.
    const token = seen.formToken ?? (await issueFormToken(formSecret(c.env), clientKey(request)));
    return new Response(
      `<!DOCTYPE html><html><head><meta name="form-token" content="${token}"/><title>${path}</title></head><body><script${seen.nonce ? ` nonce="${seen.nonce}"` : ""}>1</script><form method="post"><input type="hidden" name="_t" value="${token}"/></form></body></html>`,
      { headers: { "content-type": "text/html; charset=utf-8" } },
    );
  });
  return { app, rendered };
}

export const SITE = "https://recipes.example.com";

export const testEnv = (vars: Partial<Env> = {}) =>
  ({ DATABASE_URL: "postgres://test@localhost/test", FORM_SECRET: "test-secret", ...vars }) as Env;

export const SAME_SITE = { origin: SITE, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };

export function testCtx() {
  const pending: Promise<unknown>[] = [];
  return {
    ctx: {
      waitUntil: (p: Promise<unknown>) => void pending.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext,
    settled: () => Promise.all(pending),
  };
}

export class TestCache {
  kept = new Map<string, Response>();
  async match(req: Request | string) {
    return this.kept.get(typeof req === "string" ? req : req.url)?.clone();
  }
  async put(req: Request | string, res: Response) {
    this.kept.set(typeof req === "string" ? req : req.url, res);
  }
  async delete(req: Request | string) {
    return this.kept.delete(typeof req === "string" ? req : req.url);
  }
}
