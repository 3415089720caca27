/** The worker's bindings: wrangler.toml [vars] and secrets. */
export interface Env {
  /** postgres:// URL of the Neon database (a secret). localhost routes to the local services. */
  DATABASE_URL: string;
  /** The public address, e.g. https://recipes.example.com: canonical links, sitemap, feed and mail use it. Default: the request's origin. */
  SITE_URL?: string;
  /** Milliseconds one query may take; default 5000. */
  DATABASE_TIMEOUT_MS?: string;
  /** MailChannels Email API key (a secret). Without it no mail is sent. */
  MAILCHANNELS_API_KEY?: string;
  /** The API's base URL; default https://api.mailchannels.net/tx/v1. */
  MAILCHANNELS_API_URL?: string;
  /** Where comment notifications go. */
  OWNER_EMAIL?: string;
  /** The sender address, on a domain set up for MailChannels. */
  MAIL_FROM?: string;
  /** Signs the forms' timing tokens and client hashes (a secret). Defaults to one derived from DATABASE_URL. */
  FORM_SECRET?: string;
  /** How long, in ms, a form must be open before a post counts as a person's; default 3000. */
  FORM_MIN_FILL_MS?: string;
  /** How long the edge keeps the listing pages, in seconds; default 300, "0" turns the edge cache off. */
  EDGE_CACHE_SECONDS?: string;
  /** How long the edge keeps a recipe page, in seconds; default 600, "0" renders recipe pages every time. */
  RECIPE_CACHE_SECONDS?: string;
  /** Cloudflare API token with Cache Purge permission (a secret): with the zone id, a new comment purges its recipe everywhere. */
  CLOUDFLARE_API_TOKEN?: string;
  /** The zone the site's custom domain is on (a secret, beside the token). */
  CLOUDFLARE_ZONE_ID?: string;
  /** The API's base URL; default https://api.cloudflare.com/client/v4 (the local services stand in for it). */
  CLOUDFLARE_API_URL?: string;
  /** Workers Rate Limiting binding: posts per client per minute. */
  POST_LIMITER?: RateLimit;
  /** "mailchannels" (default) or "cloudflare" (the OWNER_MAIL send_email binding). */
  MAIL_TRANSPORT?: string;
  /** send_email binding to the owner's verified address, for MAIL_TRANSPORT = "cloudflare". */
  OWNER_MAIL?: SendEmail;
  /** Workers Analytics Engine dataset for page views, when configured. */
  PAGE_VIEWS?: AnalyticsEngineDataset;
}
