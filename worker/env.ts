/** The worker's bindings: wrangler.toml [vars] and secrets. */
export interface Env {
  /** postgres:// URL of the Neon database (a secret). localhost routes to the local services. */
  DATABASE_URL: string;
  /** Milliseconds one query may take; default 5000. */
  DATABASE_TIMEOUT_MS?: string;
}
