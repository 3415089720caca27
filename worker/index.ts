/**
 * The Worker entry. Hono answers its own routes first; everything else is the
 * Remix app. Static files never get here: Workers Static Assets serves them.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
// @ts-ignore: build/server is made by `remix vite:build` before wrangler bundles this file.
import * as build from "../build/server/index.js";
import type { Env } from "./env";

const handleRemix = createRequestHandler(build as unknown as ServerBuild);

const app = new Hono<{ Bindings: Env }>();

app.get("/healthz", (c) => c.text("ok", 200, { "cache-control": "no-store" }));

// A form posted from another site is refused here, plainly, rather than
// reaching Remix (whose own check would answer it with a 500).
app.use("*", async (c, next) => {
  const origin = c.req.header("origin");
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && origin && !sameHost(origin, c.req.url)) {
    return c.text("This form can only be sent from this site.", 403);
  }
  await next();
});

app.all("*", (c) =>
  handleRemix(c.req.raw, {
    cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
  }),
);

export default app;

function sameHost(origin: string, url: string): boolean {
  try {
    return new URL(origin).host === new URL(url).host;
  } catch {
    return false;
  }
}
