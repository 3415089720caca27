// Hosts named localhost go to the local stand-in (docs/decisions/001-local-neon-stand-in.md); others to Neon untouched.
import { neon, neonConfig, type NeonQueryFunction, type NeonQueryPromise, SqlTemplate, UnsafeRawSql } from "@neondatabase/serverless";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
const neonEndpoint = neonConfig.fetchEndpoint;

/** A name for this machine, as a URL's hostname writes it. */
export const isLocalHostname = (hostname: string) => LOCAL_HOSTS.has(hostname);

/** A database on this machine: the local services, never Neon. */
export const isLocalDatabaseUrl = (url: string) => URL.canParse(url) && isLocalHostname(new URL(url).hostname);

neonConfig.fetchEndpoint = (host, port, options) => {
  if (LOCAL_HOSTS.has(host)) return `http://127.0.0.1:${port || 8788}/sql`;
  return typeof neonEndpoint === "function" ? neonEndpoint(host, port, options) : neonEndpoint;
};

export const DEFAULT_QUERY_TIMEOUT_MS = 5000;

export type Row = Record<string, unknown>;
type Sql = NeonQueryFunction<false, false>;
type Pending = ReturnType<typeof pendingQuery>;
const pendingQuery = (sql: Sql, text: string, params: unknown[]) => sql.query(text, params) as NeonQueryPromise<false, false>;

// Fragments are spliced here: the driver nests only queries it made itself.
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
// A constant of ours, never input.
export const rawSql = (text: string) => new UnsafeRawSql(text);
export type { SqlTemplate };

export type Statement = [text: string | SqlTemplate, params?: unknown[]];
export function toQuery([text, params = []]: Statement): { query: string; params: unknown[] } {
  return typeof text === "string" ? { query: text, params } : text.toParameterizedQuery();
}

export interface Db {
  query<T extends Row = Row>(...statement: Statement): Promise<T[]>;
  /** One transaction, one HTTP round trip. */
  transaction(build: (q: (...statement: Statement) => Pending) => Pending[]): Promise<Row[][]>;
}

// The one type for "the database failed": docs/decisions/011-expected-failures.md
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
          // Pinned: the reply count's row lock relies on each statement seeing what committed before it.
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
