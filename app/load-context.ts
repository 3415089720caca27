import type { Env } from "../worker/env";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** This request's Content-Security-Policy nonce, for inline and Remix scripts. */
    nonce: string;
  }
}

export {};
