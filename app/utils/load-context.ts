import type { Env } from "./env";

export interface OwnerMail {
  subject: string;
  text: string;
  /** The commenter's own address, so the owner's Reply reaches them. */
  replyTo?: string;
}

export type SendOwnerMail = (mail: OwnerMail) => Promise<void>;

export interface ReaderMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** A reply notice or its confirmation: from the comment notices' address (MAIL_FROM), and no list's List-Id. */
  notice?: true;
  /** The owner's own mail about the list (a preview, a report): no List-Id, so a filter on the list never hides it. */
  toOwner?: true;
}

/** Throws when the mail API refuses or cannot be reached. */
export type SendReaderMail = (mail: ReaderMail) => Promise<void>;

export interface BatchRecipient {
  email: string;
  data: Record<string, string>;
  headers: Record<string, string>;
}

export type BatchOutcome = "sent" | "retry" | "failed";

// A 429 or 5xx refused the batch (tried later), another 4xx for good; no answer may have delivered it (never again).
export type SendBatch = (mail: { subject: string; text: string; html: string }, to: BatchRecipient[]) => Promise<BatchOutcome>;

/** Asked before a read's first query: false past its client's limit (worker/read-limit.ts). */
export type ReadAllowed = () => Promise<boolean>;

/** What a read past that limit answers: the root's error boundary says when to try again. */
export const READ_LIMITED_STATUS = 429;

export interface EdgeCacheHooks {
  /** Here at once; everywhere when a purge token is configured. */
  purgeRecipe(slug: string): Promise<void>;
  /** Also gives the writer the commenter cookie. */
  commentStored(slug: string): Promise<void>;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** This request's Content-Security-Policy nonce, for inline scripts and styles; none for a page the edge cache keeps. */
    nonce?: string;
    /** The timing token for this response's forms: the worker's for a page read, guardForm's choice for a form's answer (app/forms/guard.server.ts). */
    formToken?: string;
    /** Set for fetcher posts, which get the refusal as data (plain posts get the worker's 429 page). */
    postLimited?: boolean;
    /** Set for reads (GET, HEAD) when the read limit is configured. */
    readAllowed?: ReadAllowed;
    sendOwnerMail: SendOwnerMail | null;
    /** Null (or absent) without MAIL_FROM and MAILCHANNELS_API_KEY. */
    sendReaderMail?: SendReaderMail | null;
    /** Absent where the app runs without the worker. */
    edgeCache?: EdgeCacheHooks;
  }
}
