/**
 * The one way the app reaches Postgres: Neon's HTTP query endpoint through
 * @neondatabase/serverless, with a client made per request from DATABASE_URL.
 *
 * When DATABASE_URL names localhost, the driver is pointed at the local
 * services process (`local/`), which speaks the same protocol over an embedded
 * database. Every other host goes to Neon untouched.
 */
import { neon, neonConfig, type NeonQueryFunction, type NeonQueryPromise, SqlTemplate, UnsafeRawSql } from "@neondatabase/serverless";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
const neonEndpoint = neonConfig.fetchEndpoint;

neonConfig.fetchEndpoint = (host, port, options) => {
  if (LOCAL_HOSTS.has(host)) return `http://127.0.0.1:${port || 8788}/sql`;
  return typeof neonEndpoint === "function" ? neonEndpoint(host, port, options) : neonEndpoint;
};

/** Default time a query may take before the request gives up on the database. */
export const DEFAULT_QUERY_TIMEOUT_MS = 5000;

export type Row = Record<string, unknown>;
type Sql = NeonQueryFunction<false, false>;
type Pending = ReturnType<typeof pendingQuery>;
// The type of one statement queued for a transaction.
const pendingQuery = (sql: Sql, text: string, params: unknown[]) => sql.query(text, params) as NeonQueryPromise<false, false>;

/**
 * A statement or a fragment of one: values become parameters, which the driver numbers.
 * A fragment nests in another (spliced here: the driver nests only queries it made itself).
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlTemplate {
  const texts = [strings[0]];
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (value instanceof SqlTemplate) {
      texts[texts.length - 1] += value.strings[0];
      value.values.forEach((v, j) => (params.push(v), texts.push(value.strings[j + 1])));
      texts[texts.length - 1] += strings[i + 1];
    } else {
      params.push(value);
      texts.push(strings[i + 1]);
    }
  });
  return new SqlTemplate(texts, params);
}
/** Trusted SQL text (a constant of ours, never input) to splice into a template. */
export const rawSql = (text: string) => new UnsafeRawSql(text);
export type { SqlTemplate };

export type Statement = [text: string | SqlTemplate, params?: unknown[]];
export function toQuery([text, params = []]: Statement): { query: string; params: unknown[] } {
  return typeof text === "string" ? { query: text, params } : text.toParameterizedQuery();
}

export interface Db {
  /** Runs one statement (a `sql` template, or text with $n placeholders and its values) and returns its rows. */
  query<T extends Row = Row>(...statement: Statement): Promise<T[]>;
  /** Runs statements in one transaction, in one HTTP round trip. */
  transaction(build: (q: (...statement: Statement) => Pending) => Pending[]): Promise<Row[][]>;
}

/** Raised for any failure to get an answer from the database. */
export class DatabaseError extends Error {
  override name = "DatabaseError";
}

export function createDb(databaseUrl: string | undefined, { timeoutMs = DEFAULT_QUERY_TIMEOUT_MS }: { timeoutMs?: number } = {}): Db {
  if (!databaseUrl) throw new DatabaseError("DATABASE_URL is not set");
  const client: Sql = neon(databaseUrl);
  const options = () => ({ fetchOptions: { signal: AbortSignal.timeout(timeoutMs) } });
  const wrap = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (e) {
      throw new DatabaseError(`${what}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  };
  return {
    query: <T extends Row>(...statement: Statement) => {
      const { query, params } = toQuery(statement);
      return wrap(firstWords(query), () => client.query(query, params, options()) as Promise<T[]>);
    },
    transaction: (build) =>
      wrap(
        "transaction",
        () =>
          // Pinned, not left to the database's default: the reply count's row
          // lock relies on each statement seeing what committed before it.
          client.transaction(
            build((...statement) => {
              const { query, params } = toQuery(statement);
              return pendingQuery(client, query, params);
            }),
            { ...options(), isolationLevel: "ReadCommitted" },
          ) as Promise<Row[][]>,
      ),
  };
}

function firstWords(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 60);
}
