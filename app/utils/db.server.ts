// Hosts named localhost go to the local stand-in (docs/decisions/001-local-neon-stand-in.md); others to Neon untouched.
import { neon, neonConfig, type NeonQueryFunction, type NeonQueryPromise, SqlTemplate, UnsafeRawSql } from "@neondatabase/serverless";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
const neonEndpoint = neonConfig.fetchEndpoint;

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

/** A statement queued for a transaction; `T` is the row it returns, as the caller's SQL says. */
export type Pending<T extends object = Row> = NeonQueryPromise<false, false> & { readonly rows?: T };
/** Queues a statement: `q<{ comment_id: number }>(sql`...RETURNING comment_id`)`. */
export type Queue = <T extends object = Row>(...statement: Statement) => Pending<NoInfer<T>>;
/** Each statement's rows in its place; a statement left out (null) leaves undefined there. */
export type Results<P extends readonly (Pending<object> | null)[]> = {
  -readonly [K in keyof P]: P[K] extends Pending<infer T> ? T[] : P[K] extends Pending<infer T> | null ? T[] | undefined : never;
};

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
  query<T extends object = Row>(...statement: Statement): Promise<T[]>;
  /** One transaction, one HTTP round trip: `const [inserted, existing] = await db.transaction((q) => [q<…>(…), q<…>(…)])`. */
  transaction<const P extends readonly (Pending<object> | null)[]>(build: (q: Queue) => P): Promise<Results<P>>;
}

// The one type for "the database failed": docs/decisions/011-expected-failures.md
export class DatabaseError extends Error {
  override name = "DatabaseError";
}

/** In a `catch`: a database failure is logged as `what` for the caller to answer; anything else is a bug, thrown on. */
export function expectDatabaseFailure(e: unknown, what: string): asserts e is DatabaseError {
  if (!(e instanceof DatabaseError)) throw e;
  console.error(`${what}:`, e.message);
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
    query: <T extends object>(...statement: Statement) => {
      const { query, params } = toQuery(statement);
      return wrap(firstWords(query), () => client.query(query, params, options()) as Promise<T[]>);
    },
    transaction: <const P extends readonly (Pending<object> | null)[]>(build: (q: Queue) => P) =>
      wrap("transaction", async () => {
        const queued = build((...statement) => {
          const { query, params } = toQuery(statement);
          return client.query(query, params) as NeonQueryPromise<false, false>;
        });
        const sent = queued.filter((p) => p !== null);
        // Pinned: the reply count's row lock relies on each statement seeing what committed before it.
        const rows = (await client.transaction(sent, { ...options(), isolationLevel: "ReadCommitted" })) as Row[][];
        let next = 0;
        // The driver's rows are what each statement's SQL selects: the one place they take the caller's types.
        return queued.map((p) => (p === null ? undefined : rows[next++])) as Results<P>;
      }),
  };
}

function firstWords(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 60);
}
