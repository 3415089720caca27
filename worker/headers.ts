import type { Context, MiddlewareHandler } from "hono";
import { encodeBase64 } from "hono/utils/encode";

export type HashedPageVariables = { hashedPage?: boolean };

// The only CSP (decision 014). NONCE: a page's own scripts and styles, by this request's nonce or, kept by the edge
// cache, by hash.
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

// Hono's secureHeaders made a CSP and a nonce every request, a tenth of a cached page's cost; it brings its own CSP.
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  for (const [name, value] of HEADER_LIST) if (!headers.has(name)) headers.set(name, value);
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", policyWithNonce(requestNonce(c)));
  headers.delete("x-powered-by");
};

const INLINE = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi;
const encoder = new TextEncoder();

// The stylesheet and most scripts are the same on every page an isolate keeps; a page's data script is its own.
const sourceHashes = new Map<string, string>();

async function sha256Source(text: string): Promise<string> {
  let hash = sourceHashes.get(text);
  if (hash === undefined) {
    hash = `'sha256-${encodeBase64(await crypto.subtle.digest("SHA-256", encoder.encode(text)))}'`;
    if (sourceHashes.size >= 50) sourceHashes.clear();
    sourceHashes.set(text, hash);
  }
  return hash;
}

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

function requestNonce(c: Context): string {
  let nonce: string | undefined = c.get(NONCE_KEY);
  if (!nonce) c.set(NONCE_KEY, (nonce = encodeBase64(crypto.getRandomValues(new Uint8Array(16)).buffer)));
  return nonce;
}

export const pageNonce = (c: Context): string | undefined => (c.get("hashedPage") ? undefined : requestNonce(c));
