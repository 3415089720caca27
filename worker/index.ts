/**
 * The Worker entry. Hono answers its own routes first and guards every
 * request; everything else is the Remix app. Static files never get here:
 * Workers Static Assets serves them (public/_headers sets their headers).
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { Hono } from "hono";
// @ts-ignore: build/server is made by `remix vite:build` before wrangler bundles this file.
import * as build from "../build/server/index.js";
import { pageViews, VIEW_BEACON_PATH, viewBeacon } from "./analytics";
import { configured } from "./config";
import { edgeCache, type EdgeCacheVariables } from "./edge-cache";
import type { Env } from "./env";
import { ownerMailer } from "./mail";
import { scheduled } from "./notices";
import { formTokens, postRateLimit, sameSiteOnly, securityHeaders } from "./security";
import { ONE_CLICK_UNSUBSCRIBE_PATH, oneClickUnsubscribe } from "./unsubscribe";

const serverBuild = build as unknown as ServerBuild;
const handleRemix = createRequestHandler(serverBuild);

const app = new Hono<{ Bindings: Env; Variables: EdgeCacheVariables }>();

app.use("*", securityHeaders);
app.use("*", pageViews);

app.get("/healthz", (c) => c.text("ok", 200, { "cache-control": "no-store" }));
// /healthz above says the worker runs; everything else waits for a good configuration (a plain 500 without).
app.use("*", configured);
// Before the post guards: a beacon is no form, and must not spend the reader's post limit.
app.post(VIEW_BEACON_PATH, viewBeacon);
// Also before them: a mail provider's one-click unsubscribe comes from its own servers (RFC 8058).
app.post(ONE_CLICK_UNSUBSCRIBE_PATH, oneClickUnsubscribe);

app.use("*", sameSiteOnly);
app.use("*", postRateLimit);
app.use("*", formTokens);
app.use("*", edgeCache(serverBuild));

app.all("*", (c) =>
  handleRemix(c.get("renderRequest") ?? c.req.raw, {
    cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
    nonce: c.get("nonce"),
    formToken: c.get("formToken"),
    postLimited: c.get("postLimited") ?? false,
    sendOwnerMail: ownerMailer(c.env),
    edgeCache: c.get("edgeCache"),
  }),
);

// fetch for requests; scheduled for the Cron Trigger that retries the owner's mail.
export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
