import type { Env } from "./env";

/** What the app gives the worker to mail the owner. */
export interface OwnerMail {
  subject: string;
  text: string;
}

export type SendOwnerMail = (mail: OwnerMail) => Promise<void>;

/** What the app's actions tell the edge cache. */
export interface EdgeCacheHooks {
  /** Takes every cached copy of this recipe's pages out (here at once, everywhere when configured). */
  purgeRecipe(slug: string): Promise<void>;
  /** A comment or reply was stored: purge its recipe, and give the writer the commenter cookie. */
  commentStored(slug: string): Promise<void>;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** This request's Content-Security-Policy nonce, for inline scripts and styles; none for a page the edge cache keeps. */
    nonce?: string;
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
