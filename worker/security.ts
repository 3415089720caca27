import type { Context, MiddlewareHandler } from "hono";
import type { ServerBuild } from "@remix-run/cloudflare";
import { html } from "hono/html";
import { clientKey, formSecret, issueFormToken } from "../app/forms/guard.server";
import { fromThisSite } from "../app/forms/same-site";
import type { Env } from "../app/env";
import { guardedFormAt } from "./methods";

export type SecurityVariables = {
  formToken: string;
  postLimited: boolean;
  // Rendered for the edge cache: no nonce; pageCsp names its inline scripts and styles by hash.
  hashedPage?: boolean;
};

// The only place the CSP is written (docs/decisions/014-cached-page-csp.md). NONCE marks where a page's own
// scripts and styles are named: by this request's nonce, or by hash on a page kept by the edge cache.
const NONCE = Symbol("nonce");
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NONCE],
  styleSrc: ["'self'", NONCE],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  // The offline service worker, /sw.js (docs/decisions/018-offline-service-worker.md).
  workerSrc: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
} as const;

function policy(own: (kind: "script" | "style") => string[]): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, values]) => {
      const sources = values.flatMap((v) => (v !== NONCE ? [v] : own(directive === "scriptSrc" ? "script" : "style")));
      return [directive.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`), ...sources].join(" ");
    })
    .join("; ");
}

// public/_headers repeats these for the static files; a test holds them equal.
export const SHARED_HEADERS = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
} as const;

// Hono's secureHeaders defaults, with the site's values; a test holds them equal to what Hono's middleware sets.
export const SECURITY_HEADERS = {
  ...SHARED_HEADERS,
  // frame-ancestors 'none' for browsers that read only this.
  "X-Frame-Options": "DENY",
  // The share buttons open the network's page in a small window of its own.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Origin-Agent-Cluster": "?1",
  "X-DNS-Prefetch-Control": "off",
  "X-Download-Options": "noopen",
  "X-Permitted-Cross-Domain-Policies": "none",
  "X-XSS-Protection": "0",
} as const;
const HEADER_LIST = Object.entries(SECURITY_HEADERS);

const NONCE_KEY = "secureHeadersNonce";
const [BEFORE_NONCE, ...AFTER_NONCE] = policy(() => ["\0"]).split("\0");
const policyWithNonce = (nonce: string) => AFTER_NONCE.reduce((csp, part) => `${csp}'nonce-${nonce}'${part}`, BEFORE_NONCE);

function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Hono's secureHeaders, with the policy written once: it built the CSP and a nonce for every request, a tenth of what a
 * page from the edge cache costs, which brings its own CSP and needs no nonce. A header the response has is kept.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of HEADER_LIST) if (!headers.has(name)) headers.set(name, value);
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", policyWithNonce(requestNonce(c)));
  headers.delete("x-powered-by");
};

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;
const encoder = new TextEncoder();

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

// A cached page's CSP: its own inline scripts' and styles' hashes where the policy has the nonce.
export async function pageCsp(html: string): Promise<string> {
  const hashes = { script: new Set<string>(), style: new Set<string>() };
  for (const [, tag, attrs, text] of html.matchAll(INLINE)) {
    const kind = tag.toLowerCase() as "script" | "style";
    // A script with src is checked by its address; JSON-LD is data, never run.
    if (kind === "script" && /\bsrc=|type="application\/ld\+json"/i.test(attrs)) continue;
    hashes[kind].add(await sha256Source(text));
  }
  return policy((kind) => [...hashes[kind]]);
}

// Made when the page or its CSP first asks for it.
function requestNonce(c: Context): string {
  let nonce: string | undefined = c.get(NONCE_KEY);
  if (!nonce) c.set(NONCE_KEY, (nonce = newNonce()));
  return nonce;
}

export const pageNonce = (c: Context): string | undefined => (c.get("hashedPage") ? undefined : requestNonce(c));

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

// Whatever its content type: Hono's csrf checked only the types an HTML form sends, and let a JSON post without
// Origin or Sec-Fetch-Site through (docs/decisions/008-cross-site-posts.md).
export const sameSiteOnly: MiddlewareHandler = async (c, next) => {
  if (SAFE.has(c.req.method) || fromThisSite(c.req.raw)) return next();
  // Refused plainly here: Remix's own check would answer 500.
  return c.html(messagePage("Not allowed", "This form can only be sent from this site."), 403);
};

// Issued here, not by the app, so that a page from the edge cache gets one too.
export const formTokens: MiddlewareHandler<{ Bindings: Env; Variables: SecurityVariables }> = async (c, next) => {
  // A page's data (.data) carries no form and no token: only documents are signed one.
  // Bound to the client that is shown it (app/forms/guard.server.ts).
  if (c.req.method === "GET" && !c.req.path.endsWith(".data")) {
    c.set("formToken", await issueFormToken(formSecret(c.env), clientKey(c.req.raw)));
  }
  await next();
};

// Every post counts, whatever its suffix. A fetcher's post (".data") to a guarded form goes on marked, so the form
// answers beside its fields and keeps what was typed; any other post over the limit stops here.
export const postRateLimit = (build: Pick<ServerBuild, "routes">): MiddlewareHandler<{ Bindings: Env; Variables: SecurityVariables }> => {
  const guardedForm = guardedFormAt(build);
  return async (c, next) => {
    if (!SAFE.has(c.req.method) && c.env.POST_LIMITER) {
      const key = clientKey(c.req.raw);
      let success = true;
      try {
        ({ success } = await c.env.POST_LIMITER.limit({ key }));
      } catch (e) {
        // A broken limiter must not take every form down with it.
        console.error("rate limit unavailable, letting the post through:", e instanceof Error ? e.message : e);
      }
      if (!success) console.warn(`rate limit: too many posts from ${key}`);
      const url = new URL(c.req.url);
      if (!success && url.pathname.endsWith(".data") && guardedForm(url)) {
        c.set("postLimited", true);
      } else if (!success) {
        return c.html(
          messagePage(
            "Slow down a little",
            "We received a lot of forms from your connection in the last minute. Please wait a minute, then go back and send yours again. Nothing you typed was saved by this attempt.",
          ),
          429,
          { "retry-after": "60" },
        );
      }
    }
    await next();
  };
};

export function messagePage(title: string, message: string) {
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p>${message}</p>
          <p><a href="/">Back to the recipes</a></p>
        </main>
      </body>
    </html>`;
}
