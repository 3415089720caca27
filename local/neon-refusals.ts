/**
 * What Neon's HTTP endpoint answers when it refuses, so the local services
 * answer the same. Facts are from Neon's proxy, which serves /sql
 * (github.com/neondatabase/neon, proxy/src/serverless/sql_over_http.rs and
 * the files named below), and from how @neondatabase/serverless reads an
 * answer (src/httpQuery.ts): a 400 becomes a NeonDbError carrying the JSON's
 * fields; any other status becomes "Server error (HTTP status N): <body>".
 */
import { LOCAL_CREDENTIALS } from "./app-role";

/**
 * The error JSON of sql_over_http.rs `handle`: every field always present.
 * Without a Postgres error behind it, `code` and `severity` are "" (the
 * Default of the &str it reads) and the others null.
 */
const NEON_ERROR_FIELDS = [
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "severity",
  "where",
  "table",
  "column",
  "schema",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
] as const;

export type NeonErrorBody = { message: string } & Record<(typeof NEON_ERROR_FIELDS)[number], string | null>;

export interface NeonRefusal {
  status: number;
  body: NeonErrorBody;
}

export function neonErrorBody(message: string, db: Partial<Record<string, unknown>> = {}): NeonErrorBody {
  const body = { message } as NeonErrorBody;
  for (const f of NEON_ERROR_FIELDS) {
    const v = db[f];
    body[f] = v === undefined || v === null ? (f === "code" || f === "severity" ? "" : null) : String(v);
  }
  return body;
}

/**
 * Neon's limit on a response: `sql_over_http_max_response_size_bytes`,
 * default 10 MiB (proxy/src/binary/proxy.rs); raised from 1 MB to 10 MB in
 * 2023 (neon.com/docs/changelog/2023-08-16).
 */
const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** Raised by a backend, before it commits, once the rows it would send pass Neon's limit. */
export class ResponseTooLarge extends Error {
  override name = "ResponseTooLarge";
  constructor() {
    super(`response is too large (max is ${MAX_RESPONSE_BYTES} bytes)`);
  }
}

/** SqlOverHttpError::ResponseTooLarge: 507 Insufficient Storage, the transaction rolled back. */
export function responseTooLarge(): NeonRefusal {
  return { status: 507, body: neonErrorBody(new ResponseTooLarge().message) };
}

/** Counts the JSON of the rows a request has produced so far, as Neon's write_json_rows does. */
export class ResponseBudget {
  private used = 0;
  add(rows: unknown[][]): void {
    this.used += Buffer.byteLength(JSON.stringify(rows));
    if (this.used > MAX_RESPONSE_BYTES) throw new ResponseTooLarge();
  }
}

/**
 * Checks the Neon-Connection-String header against the local credentials.
 * Returns null when they match, else Neon's answer:
 * - no header, or one that is not a postgres:// URL with a user, a password
 *   and a database: 400 with ConnInfoError's text (proxy/src/serverless/error.rs);
 * - a wrong user or password: 400 "password authentication failed for user
 *   '<user>'" (AuthError::PasswordFailed, proxy/src/auth/mod.rs; the proxy
 *   answers an unknown role the same way, proxy/src/serverless/backend.rs,
 *   and the driver's own tests expect that text for both);
 * - a database that does not exist: Postgres refuses the connection
 *   (FATAL 3D000) and the proxy passes that error on with status 500, since
 *   it is not a "user" error kind (HttpConnError::PostgresConnectionError).
 */
export function refuseConnection(header: string | string[] | undefined): NeonRefusal | null {
  const bad = (message: string, status = 400): NeonRefusal => ({ status, body: neonErrorBody(message) });
  if (typeof header !== "string" || !header) return bad("invalid header: neon-connection-string");
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return bad("invalid connection string: relative URL without a base");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") return bad("incorrect scheme");
  const database = decodeURIComponent(url.pathname.replace(/^\//, ""));
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (!database) return bad("missing database name");
  if (!user) return bad("missing username");
  if (!password) return bad("missing authentication credentials: required password");
  if (user !== LOCAL_CREDENTIALS.user || password !== LOCAL_CREDENTIALS.password) {
    return bad(`password authentication failed for user '${user}'`);
  }
  if (database !== LOCAL_CREDENTIALS.database) {
    return {
      status: 500,
      body: neonErrorBody(`database "${database}" does not exist`, {
        code: "3D000",
        severity: "FATAL",
        file: "postinit.c",
        routine: "InitPostgres",
      }),
    };
  }
  return null;
}

/**
 * `command` and `rowCount` from a command tag, as parse_command_tag in
 * sql_over_http.rs: the first word, and the last number when there is one
 * ("INSERT 0 1" -> 1, "SELECT 3" -> 3, "CREATE TABLE" -> null).
 */
export function parseCommandTag(tag: string): { command: string; rowCount: number | null } {
  const space = tag.indexOf(" ");
  if (space === -1) return { command: tag, rowCount: null };
  const command = tag.slice(0, space);
  let rest = tag.slice(space + 1);
  if (command === "INSERT") {
    const second = rest.indexOf(" ");
    if (second === -1) return { command, rowCount: null };
    rest = rest.slice(second + 1);
  }
  return { command, rowCount: /^\d+$/.test(rest) ? Number(rest) : null };
}
