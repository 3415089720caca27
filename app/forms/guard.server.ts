// Bots are told from people by a honeypot field and a signed render time; the secret is
// shared by every worker instance, so any instance can check a form another rendered.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { config } from "../config.server";
import type { Env } from "../env";
import { sign, verify } from "../hmac.server";
import { clientKey } from "./client-key.server";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "./fields";

export { clientKey };

export function formSecret(env: Env): string {
  return config(env).formSecret;
}

export function minFillMs(env: Env): number {
  return config(env).formMinFillMs;
}

const tokenMessage = (issued: number) => `form-token:${issued}`;

export async function issueFormToken(secret: string, now = Date.now()): Promise<string> {
  return `${now}.${await sign(secret, tokenMessage(now))}`;
}

/** So that a token read off one page does not open every form for ever. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/** For a refused form: backdated by `minFillMs`, so sending it again at once is not a bot's haste. */
export function retryToken(env: Env, now = Date.now()): Promise<string> {
  return issueFormToken(formSecret(env), now - minFillMs(env));
}

export const REFUSALS = {
  unreadable: "We couldn't read that form. Please reload the page and try again.",
  limited:
    "We've had a lot of forms from your connection in the last minute. Please wait a minute, then send this again; what you typed is still here.",
  expired: "This page was open for a long time, so we didn't send the form. Please check it and send it again.",
} as const;

/** Null for another content type or a broken encoding. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

export type Verdict = "person" | "bot" | "expired";

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
  if (!(await verify(secret, tokenMessage(issued), m[2]))) return "bot";
  if (now - issued < minFillMs) return "bot";
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
  refuse(refusal: { errors: FormErrors<F>; echo: Echo; token: string }, status: 400 | 429): Refusal;
}

export type Guarded<T, Echo, Response> = { ok: true; value: T; echo: Echo } | { ok: false; response: Response };

export async function guardForm<T, Echo, F extends string, Bot, Refusal>(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  rules: FormRules<T, Echo, F, Bot, Refusal>,
): Promise<Guarded<T, Echo, Bot | Refusal>> {
  const env = context.cloudflare.env;
  const body = await readForm(request);
  const form = body ?? new FormData();
  const reading = rules.read(form);
  const refuse = async (errors: FormErrors<F>, status: 400 | 429) => ({
    ok: false as const,
    response: rules.refuse({ errors, echo: reading.echo, token: await retryToken(env) }, status),
  });
  if (!body || (rules.marker && !body.has(rules.marker))) return refuse({ form: REFUSALS.unreadable } as FormErrors<F>, 400);
  if (context.postLimited) return refuse({ form: REFUSALS.limited } as FormErrors<F>, 429);
  const verdict = await judgeSubmission(form, { secret: formSecret(env), minFillMs: minFillMs(env) });
  if (verdict === "bot") {
    console.warn(`${new URL(request.url).pathname}: a bot's ${rules.name} was ignored`);
    return { ok: false, response: rules.asBot() };
  }
  if (verdict === "expired") return refuse({ form: REFUSALS.expired } as FormErrors<F>, 400);
  if (!reading.ok) return refuse(reading.errors, 400);
  return { ok: true, value: reading.value, echo: reading.echo };
}
