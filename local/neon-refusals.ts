// What Neon's HTTP endpoint answers when it refuses, from its proxy (github.com/neondatabase/neon,
// proxy/src/serverless/sql_over_http.rs and the files named below) and from how @neondatabase/serverless reads it
// (src/httpQuery.ts): a 400 is a NeonDbError with the JSON's fields, any other "Server error (HTTP status N): <body>".
import { LOCAL_CREDENTIALS } from "./app-role";

// sql_over_http.rs `handle`'s error JSON has every field: without a Postgres error behind it, `code` and `severity` are
// "" (the Default of the &str it reads), the others null.
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

// sql_over_http_max_response_size_bytes's default (proxy/src/binary/proxy.rs); 1 MB until neon.com/docs/changelog/2023-08-16
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

// Neon's answer to a Neon-Connection-String the local credentials don't match (null when they do). A header that is no
// postgres:// URL with a user, a password and a database: 400, ConnInfoError's text (proxy/src/serverless/error.rs). A
// wrong user, password or role: 400, AuthError::PasswordFailed's (proxy/src/auth/mod.rs, serverless/backend.rs). No such
// database: Postgres's FATAL 3D000, passed on with 500, being no "user" error (HttpConnError::PostgresConnectionError).
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

// As sql_over_http.rs's parse_command_tag: the first word, and the last number if any ("INSERT 0 1" -> 1, "SELECT 3" -> 3,
// "CREATE TABLE" -> null).
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
