import { describe, expect, it, vi } from "vitest";
import { config, ConfigError, parseConfig, publicOrigin } from "./config.server";
import type { Env } from "./env";

const DATABASE_URL = "postgres://app:s3cret-password@db.example.com/app";
const SITE_URL = "https://recipes.example.com";
const env = (vars: Record<string, unknown> = {}) => ({ DATABASE_URL, SITE_URL, ...vars }) as unknown as Env;
const problems = (vars: Record<string, unknown>) => {
  try {
    parseConfig(env(vars));
  } catch (e) {
    if (e instanceof ConfigError) return e.problems.map((p) => `${p.variable} ${p.problem}`);
    throw e;
  }
  return [];
};

describe("the configuration", () => {
  it("gives each variable left out (or empty) its documented default", () => {
    const defaults = {
      databaseTimeoutMs: 5000,
      formMinFillMs: 3000,
      siteOrigin: SITE_URL,
      cache: { listing: 300, recipe: 600 },
      mail: null,
      purge: null,
      formSecret: `derived:${DATABASE_URL}`,
    };
    expect(parseConfig(env())).toMatchObject(defaults);
    const blank = { DATABASE_TIMEOUT_MS: "", FORM_MIN_FILL_MS: "", EDGE_CACHE_SECONDS: "", RECIPE_CACHE_SECONDS: "" };
    expect(parseConfig(env({ ...blank, FORM_SECRET: "", MAIL_TRANSPORT: "" }))).toMatchObject(defaults);
  });

  it("takes a number as that number, 0 included where the range has it", () => {
    const c = parseConfig(env({ DATABASE_TIMEOUT_MS: "800", FORM_MIN_FILL_MS: "0", EDGE_CACHE_SECONDS: "60", RECIPE_CACHE_SECONDS: "0" }));
    expect(c).toMatchObject({ databaseTimeoutMs: 800, formMinFillMs: 0, cache: { listing: 60, recipe: 0 } });
    expect(parseConfig(env({ EDGE_CACHE_SECONDS: "0" })).cache).toEqual({ listing: 0, recipe: 0 });
  });

  it("refuses a value out of its range or of the wrong kind, naming the variable", () => {
    expect(problems({ DATABASE_TIMEOUT_MS: "0" })).toEqual(["DATABASE_TIMEOUT_MS must be a whole number of milliseconds from 1 to 60000"]);
    for (const bad of ["-1", "5s", "1.5", " 300", "1e3"]) expect(problems({ EDGE_CACHE_SECONDS: bad })).toHaveLength(1);
    expect(problems({ FORM_MIN_FILL_MS: 3000 })).toEqual(["FORM_MIN_FILL_MS must be a whole number of milliseconds from 0 to 60000"]);
    expect(problems({ MAIL_TRANSPORT: "mailchanels" })).toEqual(['MAIL_TRANSPORT must be "mailchannels" or "cloudflare"']);
    expect(problems({ SITE_URL: "recipes.example.com" })[0]).toMatch(/^SITE_URL must be an http:\/\/ or https:\/\/ address/);
    expect(problems({ EDGE_CACHE_SECONDS: "0", RECIPE_CACHE_SECONDS: "600" })[0]).toMatch(
      /^RECIPE_CACHE_SECONDS is set, but EDGE_CACHE_SECONDS = 0/,
    );
    expect(problems({ MAIL_TRANSPORT: "cloudflare" })).toEqual([
      'MAIL_TRANSPORT is "cloudflare", but there is no [[send_email]] binding named OWNER_MAIL',
    ]);
    expect(problems({ DATABASE_URL: "" })).toEqual(["DATABASE_URL is not set (a secret: wrangler secret put DATABASE_URL)"]);
    expect(problems({ DATABASE_TIMEOUT_MS: "0", MAIL_TRANSPORT: "smtp" })).toHaveLength(2);
  });

  it("refuses a site on a database that is not local without SITE_URL: its addresses would come from the Host header", () => {
    const missing = [expect.stringMatching(/^SITE_URL is not set: the site's public address .* never come from a request's Host header$/)];
    expect(problems({ SITE_URL: undefined })).toEqual(missing);
    expect(problems({ SITE_URL: "" })).toEqual(missing);
  });

  it("names SITE_URL's origin whatever address a request came to", () => {
    const bindings = env({ SITE_URL: "https://recipes.example.com/blog/" });
    for (const url of ["https://evil.example/pancakes", "https://small-batch-kitchen.cook.workers.dev/", "http://127.0.0.1:8787/"])
      expect(publicOrigin(bindings, url)).toBe("https://recipes.example.com");
  });

  it("beside a local database (wrangler dev by hand) without SITE_URL, names the address each request came to", () => {
    for (const local of [
      "postgres://app:local@localhost:8788/app",
      "postgres://app:local@127.0.0.1/app",
      "postgres://app:local@[::1]/app",
    ]) {
      const bindings = env({ DATABASE_URL: local, SITE_URL: "" });
      expect(config(bindings).siteOrigin).toBeNull();
      expect(publicOrigin(bindings, "http://localhost:8787/pancakes")).toBe("http://localhost:8787");
    }
    expect(publicOrigin(env({ DATABASE_URL: "postgres://app:local@localhost:8788/app" }), "http://localhost:8787/")).toBe(SITE_URL);
  });

  it("never puts a value in what it says, a secret's least of all", () => {
    const said = problems({ DATABASE_URL: "mysql://root:hunter2@db", FORM_SECRET: " ", DATABASE_TIMEOUT_MS: "zero-zero-7" }).join("\n");
    expect(said).toContain("DATABASE_URL must be a postgres:// URL");
    expect(said).toContain("FORM_SECRET must not be blank");
    expect(said).not.toMatch(/hunter2|zero-zero-7|mysql/);
  });

  it("takes the owner's and the sender's addresses by the forms' own e-mail rule", () => {
    const said = problems({ OWNER_EMAIL: "owner@localhost", MAIL_FROM: "Recipes <r@example.com>" }).join("\n");
    expect(said).toContain("OWNER_EMAIL must be an email address");
    expect(said).toContain("MAIL_FROM must be an email address");
    expect(problems({ OWNER_EMAIL: "o'brien+recipes@example.ie" })).toEqual([]);
  });

  it("sets mail up only with everything its transport needs", () => {
    const mail = { OWNER_EMAIL: "owner@example.com", MAIL_FROM: "comments@example.com" };
    expect(parseConfig(env(mail)).mail).toBeNull();
    expect(parseConfig(env({ ...mail, MAILCHANNELS_API_KEY: "k", MAILCHANNELS_API_URL: "http://127.0.0.1:8788/tx/v1/" })).mail).toEqual({
      transport: "mailchannels",
      apiUrl: "http://127.0.0.1:8788/tx/v1",
      apiKey: "k",
      from: "comments@example.com",
      to: "owner@example.com",
    });
    const binding = { send: vi.fn() };
    expect(parseConfig(env({ ...mail, MAIL_TRANSPORT: "cloudflare", OWNER_MAIL: binding })).mail).toMatchObject({
      transport: "cloudflare",
      binding,
    });
  });

  it("mails readers through MailChannels only, whichever transport the owner's mail takes", () => {
    expect(parseConfig(env({ MAIL_FROM: "news@example.com" })).listMail).toBeNull();
    const binding = { send: vi.fn() };
    const both = { MAIL_FROM: "news@example.com", MAILCHANNELS_API_KEY: "k", MAIL_TRANSPORT: "cloudflare", OWNER_MAIL: binding };
    expect(parseConfig(env(both)).listMail).toEqual({
      apiUrl: "https://api.mailchannels.net/tx/v1",
      apiKey: "k",
      from: "news@example.com",
      noticeFrom: "news@example.com",
      listId: "Small Batch Kitchen newsletter <newsletter.recipes.example.com>",
      owner: null,
    });
    expect(parseConfig(env({ ...both, OWNER_EMAIL: "owner@example.com" })).listMail?.owner).toBe("owner@example.com");
  });

  it("sends the newsletter from NEWSLETTER_FROM when it is set, the comment mails still from MAIL_FROM, under the site's List-Id", () => {
    const vars = { OWNER_EMAIL: "owner@example.com", MAIL_FROM: "comments@example.com", MAILCHANNELS_API_KEY: "k" };
    const split = parseConfig(env({ ...vars, NEWSLETTER_FROM: "letters@news.example.org", SITE_URL: "https://recipes.example.com" }));
    expect(split.listMail).toMatchObject({
      from: "letters@news.example.org",
      // Reply notices are the comments' mail.
      noticeFrom: "comments@example.com",
      listId: "Small Batch Kitchen newsletter <newsletter.recipes.example.com>",
    });
    expect(split.mail).toMatchObject({ from: "comments@example.com" });
    // Without MAIL_FROM the owner gets no comment mail, but readers still get the newsletter.
    expect(parseConfig(env({ MAILCHANNELS_API_KEY: "k", NEWSLETTER_FROM: "letters@example.org" })).listMail?.from).toBe(
      "letters@example.org",
    );
    expect(problems({ NEWSLETTER_FROM: "Letters <l@example.org>" }).join("\n")).toContain("NEWSLETTER_FROM must be an email address");
  });

  it("is parsed once for the bindings an isolate is given", () => {
    const bindings = env({ SITE_URL: "https://recipes.example.com/path" });
    expect(config(bindings)).toBe(config(bindings));
    expect(config(bindings).siteOrigin).toBe("https://recipes.example.com");
    const broken = env({ DATABASE_TIMEOUT_MS: "0" });
    expect(() => config(broken)).toThrow(ConfigError);
    expect(() => config(broken)).toThrow("Configuration: DATABASE_TIMEOUT_MS must be");
  });
});
