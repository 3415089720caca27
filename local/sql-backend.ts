/**
 * The database behind the local Neon HTTP endpoint: PGlite (embedded, the
 * default) or a real Postgres reached through `pg`. Both answer with every
 * value as text or null, as Neon's endpoint does.
 */
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

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

export interface SqlBackend {
  readonly kind: string;
  /** True when the backend is one session and requests must take turns. */
  readonly serial: boolean;
  query(q: QueryIn): Promise<QueryOut>;
  transaction(qs: QueryIn[], opts: BatchOptions): Promise<QueryOut[]>;
  close(): Promise<void>;
}

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

function asParams(params: unknown[] | undefined): (string | null)[] {
  return (params ?? []).map((p) => (p === null || p === undefined ? null : String(p)));
}

function field(name: string, dataTypeID: number, extra: Partial<QueryOut["fields"][number]> = {}) {
  return {
    name,
    dataTypeID,
    tableID: 0,
    columnID: 0,
    dataTypeSize: -1,
    dataTypeModifier: -1,
    format: "text" as const,
    ...extra,
  };
}

export async function pgliteBackend(dataDir: string | undefined): Promise<SqlBackend> {
  const { PGlite } = await import("@electric-sql/pglite");
  const db: PGlite = await PGlite.create(dataDir ? { dataDir } : {});
  // Text in, text out: no value is parsed or serialised on the way through.
  const rawParsers = () =>
    Object.fromEntries(Object.keys(db.parsers).map((oid) => [oid, (v: string) => v]));
  const rawSerializers = () =>
    Object.fromEntries(Object.keys(db.serializers).map((oid) => [oid, (v: unknown) => String(v)]));

  type Runner = Pick<PGlite, "query">;
  async function run(on: Runner, q: QueryIn): Promise<QueryOut> {
    const r = await on.query<unknown[]>(q.query, asParams(q.params), {
      rowMode: "array",
      parsers: rawParsers(),
      serializers: rawSerializers(),
    });
    const command = (r as { command?: string }).command ?? "";
    const rowCount = (r as { rowCount?: number }).rowCount ?? r.affectedRows ?? r.rows.length;
    return {
      command,
      rowCount,
      rowAsArray: true,
      fields: r.fields.map((f) => field(f.name, f.dataTypeID)),
      rows: r.rows as (string | null)[][],
    };
  }

  return {
    kind: dataDir ? `PGlite in ${dataDir}` : "PGlite in memory",
    serial: true,
    async query(q) {
      try {
        return await run(db, q);
      } finally {
        // One session serves everybody: never leave a transaction open.
        if (db.isInTransaction()) await db.exec("ROLLBACK");
      }
    },
    async transaction(qs, opts) {
      const begin = beginStatement(opts);
      await db.exec(begin);
      try {
        const out: QueryOut[] = [];
        for (const q of qs) out.push(await run(db, q));
        await db.exec("COMMIT");
        return out;
      } catch (e) {
        if (db.isInTransaction()) await db.exec("ROLLBACK");
        throw e;
      }
    },
    close: () => db.close(),
  };
}

export async function postgresBackend(url: string): Promise<SqlBackend> {
  const { default: pgLib } = await import("pg");
  const pool: pg.Pool = new pgLib.Pool({ connectionString: url, max: 10 });
  const types = { getTypeParser: () => (v: string) => v } as unknown as pg.CustomTypesConfig;

  async function run(client: pg.PoolClient, q: QueryIn): Promise<QueryOut> {
    const r = await client.query({
      text: q.query,
      values: asParams(q.params),
      rowMode: "array",
      types,
      // The extended protocol refuses several statements in one text, as Neon does.
      queryMode: "extended",
    } as pg.QueryArrayConfig);
    return {
      command: r.command,
      rowCount: r.rowCount,
      rowAsArray: true,
      fields: r.fields.map((f) =>
        field(f.name, f.dataTypeID, {
          tableID: f.tableID,
          columnID: f.columnID,
          dataTypeSize: f.dataTypeSize,
          dataTypeModifier: f.dataTypeModifier,
        }),
      ),
      rows: r.rows as (string | null)[][],
    };
  }

  return {
    kind: `Postgres at ${new URL(url).host}`,
    serial: false,
    async query(q) {
      const client = await pool.connect();
      let broken = false;
      try {
        const out = await run(client, q);
        if (/^(BEGIN|START)/i.test(out.command)) await client.query("ROLLBACK");
        return out;
      } catch (e) {
        broken = !(e as { code?: string }).code;
        throw e;
      } finally {
        client.release(broken);
      }
    },
    async transaction(qs, opts) {
      const client = await pool.connect();
      try {
        await client.query(beginStatement(opts));
        const out: QueryOut[] = [];
        for (const q of qs) out.push(await run(client, q));
        await client.query("COMMIT");
        return out;
      } catch (e) {
        await client.query("ROLLBACK").catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
