/**
 * What every response carries and every post must pass: Hono's security
 * headers with a per-request CSP nonce, its cross-site check, and a
 * per-client rate limit.
 */
import type { Context, MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { html } from "hono/html";
import { HTTPException } from "hono/http-exception";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { clientKey, formSecret, issueFormToken } from "../app/forms/guard.server";
import { fetchSiteAgrees, originAgrees } from "../app/forms/same-site";
import type { Env } from "../app/env";

export type SecurityVariables = {
  formToken: string;
  postLimited: boolean;
  /** Rendered for the edge cache: no nonce, and pageCsp lists the page's inline scripts and styles by hash. */
  hashedPage?: boolean;
};

/**
 * The site's Content-Security-Policy, the only place it is written: scripts and
 * styles only from this site or with this response's nonce (for a page the edge
 * cache keeps, the hashes of its own inline ones instead: pageCsp).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NONCE],
  styleSrc: ["'self'", NONCE],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

/** Headers whose values public/_headers repeats for the static files (worker/security.test.ts holds them equal). */
export const SHARED_HEADERS = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
} as const;

/**
 * Every response the worker sends: the CSP with a fresh nonce (pages put it on
 * their scripts and styles; a page the edge cache keeps has its own CSP) and
 * Hono's other defaults, except where the site's own value differs.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  strictTransportSecurity: SHARED_HEADERS["Strict-Transport-Security"],
  referrerPolicy: SHARED_HEADERS["Referrer-Policy"],
  // The same as the CSP's frame-ancestors 'none', for browsers that only read this one.
  xFrameOptions: "DENY",
  // The share buttons open the network's page in a small window of its own.
  crossOriginOpenerPolicy: "same-origin-allow-popups",
  // A page from the edge cache brings its own CSP (pageCsp); nothing else sets these headers.
  overwrite: false,
});

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;
const encoder = new TextEncoder();

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/**
 * The CSP of a page rendered without a nonce: where the site's policy has
 * the nonce, the hashes of the page's own inline scripts (in script-src) and
 * styles (in style-src). Every reader of a cached copy gets the same bytes,
 * and an inline script or style added or changed later is still refused.
 */
export async function pageCsp(html: string): Promise<string> {
  const hashes = { script: new Set<string>(), style: new Set<string>() };
  for (const [, tag, attrs, text] of html.matchAll(INLINE)) {
    const kind = tag.toLowerCase() as "script" | "style";
    // A script with src is checked by its address; JSON-LD is data, never run.
    if (kind === "script" && /\bsrc=|type="application\/ld\+json"/i.test(attrs)) continue;
    hashes[kind].add(await sha256Source(text));
  }
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, values]) => {
      const sources = values.flatMap((v) => (v !== NONCE ? [v] : [...hashes[directive === "scriptSrc" ? "script" : "style"]]));
      return [directive.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`), ...sources].join(" ");
    })
    .join("; ");
}

/** This request's CSP nonce, set by securityHeaders before anything after it runs. */
export function requestNonce(c: Context): string {
  const nonce = c.get("secureHeadersNonce");
  if (!nonce) throw new Error("securityHeaders must run before anything that needs the nonce");
  return nonce;
}

/** The nonce the page puts on its scripts and styles: none for a page rendered for the edge cache (pageCsp). */
export const pageNonce = (c: Context): string | undefined => (c.get("hashedPage") ? undefined : requestNonce(c));

/** The origin (scheme, host and port) the request was sent to. */
const ownOrigin = (c: Context) => new URL(c.req.url).origin;

/**
 * Hono's check passes a post when either header vouches for it; here the one
 * that vouches must also not be contradicted by the other. A post with
 * neither is refused (docs/decisions/008-cross-site-posts.md).
 */
const crossSiteCheck = csrf({
  origin: (origin, c) => origin === ownOrigin(c) && fetchSiteAgrees(c.req.raw),
  secFetchSite: (site, c) => site === "same-origin" && originAgrees(c.req.raw),
});

/** A form posted from another site is refused, plainly (Remix's own check would answer 500). */
export const sameSiteOnly: MiddlewareHandler = async (c, next) => {
  try {
    await crossSiteCheck(c, async () => {});
  } catch (e) {
    if (!(e instanceof HTTPException) || e.status !== 403) throw e;
    return c.html(messagePage("Not allowed", "This form can only be sent from this site."), 403);
  }
  await next();
};

/** Every form of the page gets a fresh timing token, issued here so a page from the edge cache can get one too. */
export const formTokens: MiddlewareHandler<{ Bindings: Env; Variables: SecurityVariables }> = async (c, next) => {
  if (c.req.method === "GET") c.set("formToken", await issueFormToken(formSecret(c.env)));
  await next();
};

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Too many posts from one client in a minute get a 429 and a page that says
 * what to do. A fetcher's post (to a ".data" address) goes on to its action
 * marked, so the form answers beside its fields and keeps what was typed.
 */
export const postRateLimit: MiddlewareHandler<{ Bindings: Env; Variables: SecurityVariables }> = async (c, next) => {
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
    if (!success && new URL(c.req.url).pathname.endsWith(".data")) {
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

/** A small, self-contained HTML page for answers given before Remix runs. */
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
