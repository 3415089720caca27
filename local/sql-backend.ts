// PGlite (the default) or a real Postgres through `pg`: both answer every value as text or null as Neon does, run the
// app's SQL as its non-superuser role, start each request from a clean session and roll back a gone client's work.
export interface QueryIn {
  query: string;
  params?: unknown[];
}

export interface QueryOut {
  command: string;
  rowCount: number | null;
  rowAsArray: true;
  fields: {
    name: string;
    dataTypeID: number;
    tableID: number;
    columnID: number;
    dataTypeSize: number;
    dataTypeModifier: number;
    format: "text";
  }[];
  rows: (string | null)[][];
}

export interface BatchOptions {
  isolationLevel?: string;
  readOnly?: boolean;
  deferrable?: boolean;
}

export interface RequestScope {
  signal: AbortSignal;
}

/** Raised instead of committing, or of starting, when the client has gone. */
export class ClientGone extends Error {
  override name = "ClientGone";
  constructor() {
    super("the client went away: rolled back");
  }
}

export interface SqlBackend {
  readonly kind: string;
  /** One session: requests take turns. */
  readonly serial: boolean;
  query(q: QueryIn, scope?: RequestScope): Promise<QueryOut>;
  transaction(qs: QueryIn[], opts: BatchOptions, scope?: RequestScope): Promise<QueryOut[]>;
  close(): Promise<void>;
}

/** A scope whose client never leaves, for callers outside an HTTP request. */
export const STAYING: RequestScope = { signal: new AbortController().signal };

/** "ReadCommitted" (Neon's header value) -> "READ COMMITTED". */
export function beginStatement(opts: BatchOptions): string {
  const parts = ["BEGIN"];
  if (opts.isolationLevel) {
    const level = opts.isolationLevel.replace(/([a-z])([A-Z])/g, "$1 $2").toUpperCase();
    if (!["READ UNCOMMITTED", "READ COMMITTED", "REPEATABLE READ", "SERIALIZABLE"].includes(level)) {
      throw Object.assign(new Error(`invalid isolation level: ${opts.isolationLevel}`), { code: "22023" });
    }
    parts.push("ISOLATION LEVEL", level);
  }
  if (opts.readOnly) parts.push("READ ONLY");
  if (opts.deferrable) parts.push("DEFERRABLE");
  return parts.join(" ");
}

export function asParams(params: unknown[] | undefined): (string | null)[] {
  return (params ?? []).map((p) => (p === null || p === undefined ? null : String(p)));
}
