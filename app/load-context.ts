import type { Env } from "../worker/env";
import type { SendOwnerMail } from "../worker/mail";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** This request's Content-Security-Policy nonce, for inline and Remix scripts. */
    nonce: string;
    /** Mails the owner through the configured transport; null when mail is not set up. */
    sendOwnerMail: SendOwnerMail | null;
  }
}

export {};
