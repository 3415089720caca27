/**
 * The site's configuration: wrangler.toml [vars] and the worker's secrets,
 * read once per isolate through one schema, each value with one meaning:
 *
 * - left out (or empty): the default written beside it here and in docs/configuration.md;
 * - a number: that number, inside the range the schema names;
 * - anything else the schema refuses: a ConfigError naming the variable and
 *   what is wrong with it, never its value (it may be a secret).
 *
 * The worker answers every request but /healthz with a plain 500 while the
 * configuration is bad (worker/app.ts), and `npm run deploy:check` runs the same schema
 * over wrangler.toml [vars] and .dev.vars (scripts/check-config.ts).
 * Bindings that are objects (POST_LIMITER, PAGE_VIEWS) are read from env
 * where they are used; OWNER_MAIL is checked here because MAIL_TRANSPORT
 * names it.
 */
import { z } from "zod";
import { DEFAULT_QUERY_TIMEOUT_MS } from "./db.server";
import { isEmailAddress } from "./forms/email";
import type { Env } from "./env";

export const DEFAULTS = {
  DATABASE_TIMEOUT_MS: DEFAULT_QUERY_TIMEOUT_MS,
  FORM_MIN_FILL_MS: 3000,
  EDGE_CACHE_SECONDS: 300,
  RECIPE_CACHE_SECONDS: 600,
  MAIL_TRANSPORT: "mailchannels",
  MAILCHANNELS_API_URL: "https://api.mailchannels.net/tx/v1",
  CLOUDFLARE_API_URL: "https://api.cloudflare.com/client/v4",
} as const;

/** Set with `wrangler secret put` (locally: .dev.vars or `npm start`'s environment), never in [vars]. */
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

/** Every variable the site reads, as wrangler gives it (strings). */
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

/** A configuration the site can't run with; the message names each variable and what is wrong, never a value. */
export class ConfigError extends Error {
  override name = "ConfigError";
  constructor(readonly problems: Problem[]) {
    super(`Configuration: ${problems.map((p) => `${p.variable} ${p.problem}`).join("; ")}`);
  }
}

/** What is wrong with these variables, nothing when they are good; `npm run deploy:check` runs this too. */
export function checkVariables(raw: Record<string, unknown>): { values?: Variables; problems: Problem[] } {
  const parsed = variables.safeParse(raw);
  if (parsed.success) return { values: parsed.data, problems: [] };
  return { problems: parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? "configuration"), problem: i.message })) };
}

export type OwnerMailSettings =
  | { transport: "mailchannels"; apiUrl: string; apiKey: string; from: string; to: string }
  | { transport: "cloudflare"; binding: SendEmail; from: string; to: string };

export interface Config {
  databaseUrl: string;
  /** How long one query may take (ms, at least 1). */
  databaseTimeoutMs: number;
  /** Signs form tokens, client hashes and the links in mails: FORM_SECRET, else derived from DATABASE_URL. */
  formSecret: string;
  /** A form sent sooner than this after its page was rendered is a bot's (ms; 0: no time check). */
  formMinFillMs: number;
  /** SITE_URL's origin; null: each request's own. */
  siteOrigin: string | null;
  /** The edge cache's lifetimes in seconds; 0 keeps nothing. */
  cache: { listing: number; recipe: number };
  /** How the owner is mailed; null: mail is not set up (OWNER_EMAIL, MAIL_FROM or the transport's key/binding left out). */
  mail: OwnerMailSettings | null;
  /** Cloudflare's purge API; null without both the token and the zone id. */
  purge: { apiUrl: string; token: string; zoneId: string } | null;
}

const trimSlashes = (url: URL | undefined, fallback: string) => (url?.toString() ?? fallback).replace(/\/+$/, "");

/** The configuration these bindings give, or a ConfigError. */
export function parseConfig(env: Env): Config {
  const raw = env as unknown as Record<string, unknown>;
  const { values: v, problems } = checkVariables(raw);
  if (raw.DATABASE_URL === undefined || raw.DATABASE_URL === "")
    problems.push({ variable: "DATABASE_URL", problem: "is not set (a secret: wrangler secret put DATABASE_URL)" });
  const transport = v?.MAIL_TRANSPORT ?? DEFAULTS.MAIL_TRANSPORT;
  if (transport === "cloudflare" && !env.OWNER_MAIL)
    problems.push({ variable: "MAIL_TRANSPORT", problem: 'is "cloudflare", but there is no [[send_email]] binding named OWNER_MAIL' });
  if (!v || problems.length > 0) throw new ConfigError(problems);

  const listing = v.EDGE_CACHE_SECONDS ?? DEFAULTS.EDGE_CACHE_SECONDS;
  const from = v.MAIL_FROM;
  const to = v.OWNER_EMAIL;
  let mail: OwnerMailSettings | null = null;
  if (from && to && transport === "cloudflare") mail = { transport, binding: env.OWNER_MAIL!, from, to };
  if (from && to && transport === "mailchannels" && v.MAILCHANNELS_API_KEY)
    mail = {
      transport,
      apiUrl: trimSlashes(v.MAILCHANNELS_API_URL, DEFAULTS.MAILCHANNELS_API_URL),
      apiKey: v.MAILCHANNELS_API_KEY,
      from,
      to,
    };
  const { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ZONE_ID: zoneId } = v;

  return {
    databaseUrl: v.DATABASE_URL!,
    databaseTimeoutMs: v.DATABASE_TIMEOUT_MS ?? DEFAULTS.DATABASE_TIMEOUT_MS,
    formSecret: v.FORM_SECRET ?? `derived:${v.DATABASE_URL}`,
    formMinFillMs: v.FORM_MIN_FILL_MS ?? DEFAULTS.FORM_MIN_FILL_MS,
    siteOrigin: v.SITE_URL?.origin ?? null,
    cache: { listing, recipe: listing === 0 ? 0 : (v.RECIPE_CACHE_SECONDS ?? DEFAULTS.RECIPE_CACHE_SECONDS) },
    mail,
    purge: token && zoneId ? { apiUrl: trimSlashes(v.CLOUDFLARE_API_URL, DEFAULTS.CLOUDFLARE_API_URL), token, zoneId } : null,
  };
}

// Workers hand every request of an isolate the same env object, so this parses once per isolate
// (and once per env object a test or script builds).
const parsed = new WeakMap<object, Config | ConfigError>();

/** The configuration of these bindings, parsed the first time they are seen; throws ConfigError when it is bad. */
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
