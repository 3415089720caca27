// One schema, one meaning per value, errors that never print a value: docs/decisions/010-configuration.md
import { z } from "zod";
import { DEFAULT_QUERY_TIMEOUT_MS, isLocalDatabaseUrl } from "./db.server";
import { isEmailAddress } from "./email";
import type { Env } from "./env";
import { SITE } from "./site";

const DEFAULTS = {
  DATABASE_TIMEOUT_MS: DEFAULT_QUERY_TIMEOUT_MS,
  FORM_MIN_FILL_MS: 3000,
  EDGE_CACHE_SECONDS: 300,
  RECIPE_CACHE_SECONDS: 600,
  MAIL_TRANSPORT: "mailchannels",
  MAILCHANNELS_API_URL: "https://api.mailchannels.net/tx/v1",
  CLOUDFLARE_API_URL: "https://api.cloudflare.com/client/v4",
} as const;

// Never in [vars]: `npm run deploy:check` refuses them there.
export const SECRETS = ["DATABASE_URL", "FORM_SECRET", "MAILCHANNELS_API_KEY", "CLOUDFLARE_API_TOKEN", "CLOUDFLARE_ZONE_ID"] as const;

const WEEK_SECONDS = 7 * 24 * 3600;

// An empty value is the same as leaving the variable out: `--var X:` and `X=` in .dev.vars unset it.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

// Not trimmed: a secret is used exactly as it was set.
const text = (problem: string) => z.string({ error: problem }).regex(/\S/, problem);

const wholeNumber = (min: number, max: number, unit: string) => {
  const problem = `must be a whole number of ${unit} from ${min} to ${max}`;
  return optional(
    z.string({ error: problem }).regex(/^\d+$/, problem).transform(Number).pipe(z.number().int().min(min, problem).max(max, problem)),
  );
};

const httpUrl = (problem: string) =>
  optional(
    text(problem)
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), problem)
      .transform((v) => new URL(v)),
  );

const email = optional(text("must be an email address").refine(isEmailAddress, "must be an email address, such as name@example.com"));

const variables = z
  .object({
    DATABASE_URL: optional(
      text("must be a postgres:// URL").refine((v) => /^postgres(ql)?:\/\/./.test(v) && URL.canParse(v), "must be a postgres:// URL"),
    ),
    SITE_URL: httpUrl("must be an http:// or https:// address, such as https://recipes.example.com"),
    DATABASE_TIMEOUT_MS: wholeNumber(1, 60_000, "milliseconds"),
    FORM_SECRET: optional(text("must not be blank")),
    FORM_MIN_FILL_MS: wholeNumber(0, 60_000, "milliseconds"),
    EDGE_CACHE_SECONDS: wholeNumber(0, WEEK_SECONDS, "seconds"),
    RECIPE_CACHE_SECONDS: wholeNumber(0, WEEK_SECONDS, "seconds"),
    MAIL_TRANSPORT: optional(z.enum(["mailchannels", "cloudflare"], { error: 'must be "mailchannels" or "cloudflare"' })),
    MAILCHANNELS_API_KEY: optional(text("must not be blank")),
    MAILCHANNELS_API_URL: httpUrl("must be an http:// or https:// address"),
    OWNER_EMAIL: email,
    MAIL_FROM: email,
    NEWSLETTER_FROM: email,
    CLOUDFLARE_API_TOKEN: optional(text("must not be blank")),
    CLOUDFLARE_ZONE_ID: optional(text("must not be blank")),
    CLOUDFLARE_API_URL: httpUrl("must be an http:// or https:// address"),
  })
  .superRefine((v, ctx) => {
    if (v.EDGE_CACHE_SECONDS === 0 && v.RECIPE_CACHE_SECONDS)
      ctx.addIssue({
        code: "custom",
        path: ["RECIPE_CACHE_SECONDS"],
        message: "is set, but EDGE_CACHE_SECONDS = 0 turns the whole edge cache off (leave it out, or set it to 0)",
      });
  });

type Variables = z.output<typeof variables>;

export interface Problem {
  variable: string;
  problem: string;
}

// Never a value in the message: it may be a secret.
export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(readonly problems: Problem[]) {
    super(`Configuration: ${problems.map((p) => `${p.variable} ${p.problem}`).join("; ")}`);
  }
}

// Required but beside a local database: deploy:check asks it of [vars], the worker of a non-local DATABASE_URL.
export const SITE_URL_MISSING: Problem = {
  variable: "SITE_URL",
  problem:
    "is not set: the site's public address (such as https://recipes.example.com) for mail links, canonical links, the sitemap and purges, which must never come from a request's Host header",
};

export function checkVariables(raw: object): { values?: Variables; problems: Problem[] } {
  const parsed = variables.safeParse(raw);
  if (parsed.success) return { values: parsed.data, problems: [] };
  return { problems: parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? "configuration"), problem: i.message })) };
}

export type OwnerMailSettings =
  | { transport: "mailchannels"; apiUrl: string; apiKey: string; from: string; to: string }
  | { transport: "cloudflare"; binding: SendEmail; from: string; to: string };

export interface ListMailSettings {
  apiUrl: string;
  apiKey: string;
  from: string;
  /** MAIL_FROM, else NEWSLETTER_FROM: reply notices are the comments' mail, not the list's. */
  noticeFrom: string;
  /** RFC 2919's List-Id: the list's name, then newsletter.<the site's host> (else the sender's domain). */
  listId: string;
  /** OWNER_EMAIL: the newsletter's preview and report go there. */
  owner: string | null;
}

export interface Config {
  databaseUrl: string;
  databaseTimeoutMs: number;
  formSecret: string;
  /** ms; 0: no time check. */
  formMinFillMs: number;
  /** SITE_URL's origin; null only beside a local database (wrangler dev by hand): each request's own. */
  siteOrigin: string | null;
  /** Seconds; 0 keeps nothing. */
  cache: { listing: number; recipe: number };
  mail: OwnerMailSettings | null;
  /** MailChannels only, as Cloudflare's binding mails verified addresses alone. */
  listMail: ListMailSettings | null;
  purge: { apiUrl: string; token: string; zoneId: string } | null;
}

const trimSlashes = (url: URL | undefined, fallback: string) => (url?.toString() ?? fallback).replace(/\/+$/, "");

export function parseConfig(env: Env): Config {
  const { values: v, problems } = checkVariables(env);
  // A secret that was never put is missing, whatever the generated Env says.
  const databaseUrl: string | undefined = env.DATABASE_URL;
  if (databaseUrl === undefined || databaseUrl === "")
    problems.push({ variable: "DATABASE_URL", problem: "is not set (a secret: wrangler secret put DATABASE_URL)" });
  else if (v && !v.SITE_URL && !isLocalDatabaseUrl(databaseUrl)) problems.push(SITE_URL_MISSING);
  const transport = v?.MAIL_TRANSPORT ?? DEFAULTS.MAIL_TRANSPORT;
  if (transport === "cloudflare" && !env.OWNER_MAIL)
    problems.push({ variable: "MAIL_TRANSPORT", problem: 'is "cloudflare", but there is no [[send_email]] binding named OWNER_MAIL' });
  // DATABASE_URL is unset only where a problem says so above.
  if (!v || v.DATABASE_URL === undefined || problems.length > 0) throw new ConfigError(problems);

  const listing = v.EDGE_CACHE_SECONDS ?? DEFAULTS.EDGE_CACHE_SECONDS;
  const from = v.MAIL_FROM;
  const to = v.OWNER_EMAIL;
  let mail: OwnerMailSettings | null = null;
  if (from && to && transport === "cloudflare" && env.OWNER_MAIL) mail = { transport, binding: env.OWNER_MAIL, from, to };
  if (from && to && transport === "mailchannels" && v.MAILCHANNELS_API_KEY)
    mail = {
      transport,
      apiUrl: trimSlashes(v.MAILCHANNELS_API_URL, DEFAULTS.MAILCHANNELS_API_URL),
      apiKey: v.MAILCHANNELS_API_KEY,
      from,
      to,
    };
  const { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ZONE_ID: zoneId } = v;
  // Readers' mail may come from another address than the owner's comment mails (a list address on its own domain).
  const listFrom = v.NEWSLETTER_FROM ?? from;
  // A list's id lives under a domain name: an address such as 127.0.0.1 (a local run) has none, so the sender's is used.
  const siteHost =
    v.SITE_URL && /[a-z]/i.test(v.SITE_URL.hostname.replace(/^\[.*\]$/, "")) && v.SITE_URL.hostname !== "localhost"
      ? v.SITE_URL.hostname
      : null;
  const listHost = siteHost ?? listFrom?.slice(listFrom.lastIndexOf("@") + 1).toLowerCase();
  const listMail =
    listFrom && v.MAILCHANNELS_API_KEY
      ? {
          apiUrl: trimSlashes(v.MAILCHANNELS_API_URL, DEFAULTS.MAILCHANNELS_API_URL),
          apiKey: v.MAILCHANNELS_API_KEY,
          from: listFrom,
          noticeFrom: from ?? listFrom,
          listId: `${SITE.name} newsletter <newsletter.${listHost}>`,
          owner: to ?? null,
        }
      : null;

  return {
    databaseUrl: v.DATABASE_URL,
    databaseTimeoutMs: v.DATABASE_TIMEOUT_MS ?? DEFAULTS.DATABASE_TIMEOUT_MS,
    formSecret: v.FORM_SECRET ?? `derived:${v.DATABASE_URL}`,
    formMinFillMs: v.FORM_MIN_FILL_MS ?? DEFAULTS.FORM_MIN_FILL_MS,
    siteOrigin: v.SITE_URL?.origin ?? null,
    cache: { listing, recipe: listing === 0 ? 0 : (v.RECIPE_CACHE_SECONDS ?? DEFAULTS.RECIPE_CACHE_SECONDS) },
    mail,
    listMail,
    purge: token && zoneId ? { apiUrl: trimSlashes(v.CLOUDFLARE_API_URL, DEFAULTS.CLOUDFLARE_API_URL), token, zoneId } : null,
  };
}

/** Where absolute addresses point: SITE_URL, or (on a local database without it) the address this request came to. */
export function publicOrigin(env: Env, requestUrl: string): string {
  return config(env).siteOrigin ?? new URL(requestUrl).origin;
}

// Workers hand every request of an isolate the same env object, so this parses once per isolate.
const parsed = new WeakMap<object, Config | ConfigError>();

export function config(env: Env): Config {
  let found = parsed.get(env);
  if (!found) {
    try {
      found = parseConfig(env);
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      found = e;
    }
    parsed.set(env, found);
  }
  if (found instanceof ConfigError) throw found;
  return found;
}
