// Bots are told from people by a honeypot field and a signed render time, checked by whichever instance gets the post.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { config } from "../utils/config.server";
import type { Env } from "../utils/env";
import { sign } from "../utils/hmac.server";
import { clientKey } from "./client-key.server";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "./fields";

export { clientKey };

export function formSecret(env: Env): string {
  return config(env).formSecret;
}

function minFillMs(env: Env): number {
  return config(env).formMinFillMs;
}

// `issued.SIG`: 22 characters of the site's signature of the time, then 21 of the time and the client shown the form.
// Every token is as long, so the edge cache can fill a kept page's slot.
const SITE_PART = 22;
const CLIENT_PART = 21;
const TOKEN_SHAPE = new RegExp(`^(\\d{13})\\.([A-Za-z0-9_-]{${SITE_PART}})([A-Za-z0-9_-]{${CLIENT_PART}})$`);
/** A token as it stands in a page, for the edge cache's check that a kept copy's slots are all it holds. */
export const FORM_TOKEN_TEXT = `\\d{13}\\.[A-Za-z0-9_-]{${SITE_PART + CLIENT_PART}}`;

const sitePart = async (secret: string, issued: number) => (await sign(secret, `form-token:${issued}`)).slice(0, SITE_PART);
const clientPart = async (secret: string, issued: number, client: string) =>
  (await sign(secret, `form-token:${issued}:${client}`)).slice(0, CLIENT_PART);

export async function issueFormToken(secret: string, client: string, now = Date.now()): Promise<string> {
  const [site, bound] = await Promise.all([sitePart(secret, now), clientPart(secret, now, client)]);
  return `${now}.${site}${bound}`;
}

/** So that a token read off one page does not open every form for ever. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

export const REFUSALS = {
  unreadable: "We couldn't read that form. Please reload the page and try again.",
  limited:
    "We've had a lot of forms from your connection in the last minute. Please wait a minute, then send this again; what you typed is still here.",
  expired: "This page was open for a long time, so we didn't send the form. Please check it and send it again.",
  early:
    "You sent this very quickly, faster than we expect from a person, so we held it back. Please send it again in a moment; what you typed is still here.",
  elsewhere:
    "Your connection seems to have changed since this page opened, so we didn't send the form. Please send it again in a moment; what you typed is still here.",
} as const;

/** Null for another content type or a broken encoding. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** "early": before the fill time; "elsewhere": a real token shown to another client; "bot": a filled honeypot or unsigned token. */
export type Verdict = "person" | "bot" | "early" | "elsewhere" | "expired";

function sameText(a: string, b: string): boolean {
  // Compared in full whatever differs, so the time taken says nothing about where.
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length && i < b.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function judgeSubmission(
  form: FormData,
  { secret, minFillMs, client, now = Date.now() }: { secret: string; minFillMs: number; client: string; now?: number },
): Promise<Verdict> {
  const honey = form.get(HONEYPOT_FIELD);
  if (typeof honey === "string" && honey.trim() !== "") return "bot";
  const token = form.get(TOKEN_FIELD);
  if (typeof token !== "string") return "bot";
  const m = token.match(TOKEN_SHAPE);
  if (!m) return "bot";
  const issued = Number(m[1]);
  if (!sameText(m[2], await sitePart(secret, issued))) return "bot";
  if (!sameText(m[3], await clientPart(secret, issued, client))) return "elsewhere";
  if (now - issued < minFillMs) return "early";
  if (now - issued > MAX_FORM_AGE_MS) return "expired";
  return "person";
}

/** Stored with a comment instead of the client's address. */
export async function clientHash(secret: string, request: Request): Promise<string> {
  return (await sign(secret, `client:${clientKey(request)}`)).slice(0, 22);
}

export type FormErrors<F extends string> = Partial<Record<F | "form", string>>;

export type FormReading<T, Echo, F extends string> = { echo: Echo } & ({ ok: true; value: T } | { ok: false; errors: FormErrors<F> });

export interface FormRules<T, Echo, F extends string, Bot, Refusal> {
  name: string;
  /** A field the form always sends: a body without it is not this form. */
  marker?: string;
  read(form: FormData): FormReading<T, Echo, F>;
  /** What a person would see after success, with nothing stored or mailed. */
  asBot(): Bot;
  /** A button on a page a signed link opened (Your mail): a press a second after it opened is the reader's, not a bot's hurry. */
  signedPage?: true;
  /** `token`: what the form sends next; none after a post that was not a form or not signed for this client. */
  refuse(refusal: { errors: FormErrors<F>; echo: Echo; token?: string }, status: 400 | 429): Refusal;
}

/** `token`: the one the form was sent with, for an answer that asks to send it again. */
export type Guarded<T, Echo, Response> = { ok: true; value: T; echo: Echo; token: string } | { ok: false; response: Response };

// The one check before any form's action. The answer's forms carry the token sent when it was signed for this client (it
// keeps its age), a new one when it was good but too old or shown elsewhere, else none.
export async function guardForm<T, Echo, F extends string, Bot, Refusal>(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  rules: FormRules<T, Echo, F, Bot, Refusal>,
): Promise<Guarded<T, Echo, Bot | Refusal>> {
  const env = context.cloudflare.env;
  const body = await readForm(request);
  const form = body ?? new FormData();
  const reading = rules.read(form);
  const refuse = (errors: FormErrors<F>, status: 400 | 429, token?: string) => {
    // The page a post without JavaScript gets back: its other forms carry the same token (entry.server.tsx).
    context.formToken = token ?? "";
    return { ok: false as const, response: rules.refuse({ errors, echo: reading.echo, token }, status) };
  };
  if (!body || (rules.marker && !body.has(rules.marker))) return refuse({ form: REFUSALS.unreadable } as FormErrors<F>, 400);
  const secret = formSecret(env);
  const client = clientKey(request);
  const verdict = await judgeSubmission(form, { secret, minFillMs: rules.signedPage ? 0 : minFillMs(env), client });
  const sent = form.get(TOKEN_FIELD) as string;
  const next = verdict === "person" || verdict === "early" ? sent : verdict === "bot" ? undefined : await issueFormToken(secret, client);
  if (context.postLimited) return refuse({ form: REFUSALS.limited } as FormErrors<F>, 429, next);
  if (verdict === "bot") {
    console.warn(`${new URL(request.url).pathname}: a bot's ${rules.name} was ignored`);
    context.formToken = "";
    return { ok: false, response: rules.asBot() };
  }
  if (verdict !== "person") return refuse({ form: REFUSALS[verdict] } as FormErrors<F>, 400, next);
  if (!reading.ok) return refuse(reading.errors, 400, next);
  context.formToken = sent;
  return { ok: true, value: reading.value, echo: reading.echo, token: sent };
}
