import type { EdgeCacheHooks } from "../worker/edge-cache";
import type { Env } from "../worker/env";
import type { SendOwnerMail } from "../worker/mail";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** This request's Content-Security-Policy nonce, for inline and Remix scripts. */
    nonce: string;
    /** The timing token for this response's forms (see app/forms/guard.server.ts). */
    formToken?: string;
    /**
     * This client has posted too often: set for fetcher posts, which get the
     * refusal from the action as data (plain posts get the worker's 429 page).
     */
    postLimited?: boolean;
    /** Mails the owner through the configured transport; null when mail is not set up. */
    sendOwnerMail: SendOwnerMail | null;
    /**
     * Tells the edge cache that a recipe's pages changed (a new comment, a
     * comment hidden or shown): its cached copies are taken out. Absent where
     * the app runs without the worker.
     */
    edgeCache?: EdgeCacheHooks;
  }
}

export {};
