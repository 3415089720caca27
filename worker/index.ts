// Static files never get here: Workers Static Assets serves them (public/_headers sets their headers).
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// @ts-expect-error -- build/server is plain JavaScript without types, made by `remix vite:build` before wrangler bundles this file.
import * as build from "../build/server/index.js";
import { workerApp } from "./app";
import type { Env } from "../app/utils/env";
import { ownerMailer } from "./owner-mailer";
import { scheduled } from "./scheduled";
import { readerMailer } from "./reader-mailer";
import { pageNonce } from "./headers";

const serverBuild: ServerBuild = build;
const handleRemix = createRequestHandler(serverBuild);

// Single fetch never sends `?_data=`; Remix still answers it with its JSON (errors and all), so it gets the page.
const withoutDataParam = (request: Request) => {
  if (!request.url.includes("_data")) return request;
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  return new Request(url, request);
};

const app = workerApp(serverBuild, (request, c) =>
  handleRemix(withoutDataParam(request), {
    cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
    nonce: pageNonce(c),
    formToken: c.get("formToken"),
    postLimited: c.get("postLimited") ?? false,
    readAllowed: c.get("readAllowed"),
    sendOwnerMail: ownerMailer(c.env),
    sendReaderMail: readerMailer(c.env),
    edgeCache: c.get("edgeCache"),
  }),
);

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
