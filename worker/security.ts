/**
 * What every response carries and every post must pass: security headers
 * with a per-request CSP nonce, a same-site check, and a per-client rate limit.
 */
import type { MiddlewareHandler } from "hono";
import { contentSecurityPolicy } from "../app/csp";
import { clientKey, formSecret, issueFormToken } from "../app/forms/guard.server";
import type { Env } from "./env";

export type SecurityVariables = { nonce: string; formToken: string; postLimited: boolean };

export const SECURITY_HEADERS = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
} as const;

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Sets the nonce for this request and the security headers on its response. */
export const securityHeaders: MiddlewareHandler<{ Bindings: Env; Variables: SecurityVariables }> = async (c, next) => {
  const nonce = newNonce();
  c.set("nonce", nonce);
  await next();
  // Responses from fetch() or a cache can be immutable: copy before touching headers.
  c.res = new Response(c.res.body, c.res);
  // Pages set their own policy (entry.server.tsx), and one from the edge
  // cache keeps the policy it was rendered with: its scripts carry that nonce.
  if (!c.res.headers.has("content-security-policy")) {
    c.res.headers.set("content-security-policy", contentSecurityPolicy(nonce));
  }
  for (const [k, v] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(k, v);
};

const UNSAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** A form posted from another site is refused, plainly (Remix's own check would answer 500). */
export const sameSiteOnly: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  if (!UNSAFE.has(c.req.method)) {
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    if ((origin && !sameHost(origin, c.req.url)) || site === "cross-site") {
      return c.html(messagePage("Not allowed", "This form can only be sent from this site."), 403);
    }
  }
  await next();
};

/** Every form of the page gets a fresh timing token, issued here so a page from the edge cache can get one too. */
export const formTokens: MiddlewareHandler<{ Bindings: Env; Variables: SecurityVariables }> = async (c, next) => {
  if (c.req.method === "GET") c.set("formToken", await issueFormToken(formSecret(c.env)));
  await next();
};

/**
 * Too many posts from one client in a minute get a 429 and a page that says
 * what to do. A fetcher's post (to a ".data" address) goes on to its action
 * marked, so the form answers beside its fields and keeps what was typed.
 */
export const postRateLimit: MiddlewareHandler<{ Bindings: Env; Variables: SecurityVariables }> = async (c, next) => {
  if (!UNSAFE.has(c.req.method) && c.env.POST_LIMITER) {
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

export function sameHost(origin: string, url: string): boolean {
  try {
    return new URL(origin).host === new URL(url).host;
  } catch {
    return false;
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A small, self-contained HTML page for answers given before Remix runs. */
export function messagePage(title: string, message: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="/">Back to the recipes</a></p></main></body></html>`;
}
