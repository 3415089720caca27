import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import type { ReactElement } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { clientKey, formSecret, issueFormToken } from "./forms/guard.server";
import { FormTokenContext } from "./forms/page-token";
import { NonceContext } from "./utils/nonce";
import { pageBytes } from "./utils/page-bytes";
import { StylesheetContext } from "./styles/PageStyles";
import stylesheet from "./styles/app.css?inline";

export const ABORT_DELAY_MS = 5000;

// The stylesheet is inlined, not a hashed client file: the edge cache keys its copies by this too (worker/edge-cache.ts).
export const stylesheetVersion = fnv1a(stylesheet);

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const bare = frameworkErrorStatus(remixContext.staticHandlerContext.errors);
  if (bare !== null) throw bareError(bare);
  // The worker sends the Content-Security-Policy naming this nonce, or for a page it keeps, the page's hashes (worker/headers.ts).
  const nonce = loadContext.nonce;
  // The worker issues the token, so that a page from the edge cache gets a fresh one; a form's answer gets the one
  // guardForm chose; any other post's page gets one here.
  const formToken = loadContext.formToken ?? (await issueFormToken(formSecret(loadContext.cloudflare.env), clientKey(request)));
  let failed = false;
  let html = "";
  try {
    const page = (
      <NonceContext.Provider value={nonce}>
        <FormTokenContext.Provider value={formToken}>
          <StylesheetContext.Provider value={stylesheet}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
          </StylesheetContext.Provider>
        </FormTokenContext.Provider>
      </NonceContext.Provider>
    );
    await readHandOff(remixContext);
    html = renderToString(page);
    // A part whose code this isolate has not loaded yet (a lazy part, the first time) was left for the browser: the
    // stream waits for it, and from then on it is here at once.
    if (html.includes(LEFT_FOR_THE_BROWSER)) {
      remixContext.serverHandoffStream = readAlready();
      ({ html, failed } = await renderWaiting(page, request, nonce));
    }
  } catch (error) {
    console.error("render failed:", error);
    failed = true;
  }
  // A part that failed after the shell is left out of React's page (its fallback stands there): the reader gets the
  // error page, never a page short of it. Nothing has been sent yet, so this can still be a whole answer of its own.
  const body = failed ? null : pageBytes(html, nonce);
  if (!body) throw bareError(500);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

// React's mark for a Suspense boundary it rendered the fallback of, for the browser to render instead.
const LEFT_FOR_THE_BROWSER = "<!--$!-->";

/**
 * The page's data for hydration, read whole before the render: Remix's StreamTransfer takes it from this cache without
 * waiting, as one script. React's streaming renderer encodes every piece of markup to bytes on its own (its largest
 * cost on a recipe page); renderToString joins strings, but cannot wait for anything (decision 027).
 */
async function readHandOff(context: EntryContext): Promise<void> {
  if (!context.serverHandoffStream || !context.renderMeta) return;
  const value = await new Response(context.serverHandoffStream).text();
  const read = (result: { done: boolean; value: string }) => Object.assign(Promise.resolve(), { result });
  context.renderMeta.streamCache = { 0: read({ done: false, value }), 1: read({ done: true, value: "" }) };
  context.serverHandoffStream = readAlready();
}

// RemixServer takes a reader of the data's stream at each render, and one stream has one reader; it reads nothing from it.
const readAlready = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });

/** The stream's render, which waits for every part (nothing is deferred: the whole document, so the status is final). */
async function renderWaiting(page: ReactElement, request: Request, nonce: string | undefined): Promise<{ html: string; failed: boolean }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let failed = false;
  try {
    const body = await renderToReadableStream(page, {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error("render failed:", error);
        else if (!failed) console.error(`render of ${request.url} not done in ${ABORT_DELAY_MS} ms`);
        failed = true;
      },
    });
    await body.allReady;
    return { html: await new Response(body).text(), failed };
  } catch (error) {
    // onError has logged what React caught; anything else (a stream that broke as it was read) is the caller's to log.
    if (!failed) throw error;
    return { html: "", failed };
  } finally {
    clearTimeout(timer);
  }
}

// Remix writes what it caught into the page's data: 'Error: No route matches URL "/.env"' for a 404, "Unexpected
// Server Error" for a crash. Thrown from here, a bare status makes it draw the page again with only that status, at the
// root's error boundary (the only one); what the site throws itself (data("Not found", { status: 404 })) stays.
const bareErrors = new WeakSet<Response>();

function frameworkErrorStatus(errors: EntryContext["staticHandlerContext"]["errors"]): number | null {
  for (const error of Object.values(errors ?? {})) {
    if (!isRouteErrorResponse(error)) return 500;
    if ((error as { internal?: boolean }).internal) return error.status;
  }
  return null;
}

function bareError(status: number): Response {
  const res = new Response("null", { status, headers: { "content-type": "application/json" } });
  bareErrors.add(res);
  return res;
}

/** As Remix's own (the error behind a route error response, once), but not the bare status thrown above. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if ((error instanceof Response && bareErrors.has(error)) || request.signal.aborted) return;
  console.error(isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error);
};
