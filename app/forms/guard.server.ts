/**
 * Telling people from form-filling bots without bothering the people:
 * a honeypot field no person sees, and a signed timestamp that shows how
 * long the form was open. The signature uses a secret every worker instance
 * shares, so a form rendered by one instance is checked by any other.
 */
import { config } from "../../worker/config";
import type { Env } from "../../worker/env";

export const HONEYPOT_FIELD = "website";
export const TOKEN_FIELD = "_t";
const encoder = new TextEncoder();

function base64url(bytes: ArrayBuffer): string {
  let s = "";
  for (const b of new Uint8Array(bytes)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

async function sign(secret: string, message: string): Promise<string> {
  return base64url(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message)));
}

/**
 * The secret behind form tokens and client hashes: FORM_SECRET, or one
 * derived from DATABASE_URL (itself a secret every instance shares).
 */
export function formSecret(env: Env): string {
  return config(env).formSecret;
}

/** A token that records when the form was rendered: "<ms>.<signature>". */
export async function issueFormToken(secret: string, now = Date.now()): Promise<string> {
  return `${now}.${await sign(secret, `form-token:${now}`)}`;
}

/**
 * A form older than this is sent back to be sent again: a token read off
 * one page must not open every form for ever.
 */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * A token for a form a person has already filled in and must send again
 * (after a refusal): dated as if rendered `minFillMs` ago, so sending it
 * again at once is not taken for a bot's haste.
 */
export function retryToken(env: Env, now = Date.now()): Promise<string> {
  return issueFormToken(formSecret(env), now - minFillMs(env));
}

/** What a refused form says, beside the fields the visitor keeps. */
export const REFUSALS = {
  unreadable: "We couldn't read that form. Please reload the page and try again.",
  limited:
    "We've had a lot of forms from your connection in the last minute. Please wait a minute, then send this again; what you typed is still here.",
  expired: "This page was open for a long time, so we didn't send the form. Please check it and send it again.",
} as const;

/** The posted form, or null when the body is not one (another content type, a broken encoding). */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** "expired": a person's form, perhaps, but too old to accept without asking again. */
export type Verdict = "person" | "bot" | "expired";

/** Whether a submitted form looks like a person's. */
export async function judgeSubmission(
  form: FormData,
  { secret, minFillMs, now = Date.now() }: { secret: string; minFillMs: number; now?: number },
): Promise<Verdict> {
  const honey = form.get(HONEYPOT_FIELD);
  if (typeof honey === "string" && honey.trim() !== "") return "bot";
  const token = form.get(TOKEN_FIELD);
  if (typeof token !== "string") return "bot";
  const m = token.match(/^(\d{13})\.([A-Za-z0-9_-]{43})$/);
  if (!m) return "bot";
  const issued = Number(m[1]);
  const expected = await sign(secret, `form-token:${issued}`);
  if (!timingSafeEqual(expected, m[2])) return "bot";
  if (now - issued < minFillMs) return "bot";
  if (now - issued > MAX_FORM_AGE_MS) return "expired";
  return "person";
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * Who is posting, for rate limits and duplicate checks: the client address
 * Cloudflare saw (CF-Connecting-IP; never X-Forwarded-For, which anyone can
 * set), with IPv6 grouped by its /64 network, as one household gets.
 */
export function clientKey(request: Request): string {
  const ip = request.headers.get("cf-connecting-ip")?.trim();
  if (!ip) return "unknown";
  if (!ip.includes(":")) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIpv6(ip: string): string[] {
  const [head, tail = ""] = ip.split("::");
  const h = head ? head.split(":") : [];
  const t = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill("0"), ...t] : h;
  return groups.map((g) => (g || "0").toLowerCase().replace(/^0+(?=.)/, ""));
}

/** The client as stored with a comment: a keyed hash, never the address itself. */
export async function clientHash(secret: string, request: Request): Promise<string> {
  return (await sign(secret, `client:${clientKey(request)}`)).slice(0, 22);
}

/** How long a person needs at least to fill in a form (FORM_MIN_FILL_MS, worker/config.ts). */
export function minFillMs(env: Env): number {
  return config(env).formMinFillMs;
}
