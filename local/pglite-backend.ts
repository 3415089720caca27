/**
 * PGlite behind the local Neon endpoint. PGlite is one session, opened as
 * the superuser `postgres`: it sets up the app's role (local/app-role.ts),
 * then becomes that role for good, and after every request it forgets the
 * session (DISCARD ALL: settings, temporary tables, prepared statements,
 * session advisory locks), since on Neon the next query may get another
 * connection. (Neon's pool hands a connection back as the last request left
 * it, proxy/src/serverless/conn_pool.rs, so there state carries over only
 * sometimes; here it never does, and code that leans on it fails every
 * time.) Statements go over Postgres's extended protocol with text
 * parameters and text results, as Neon's proxy sends them (query_raw_txt in
 * proxy/src/serverless/sql_over_http.rs), so fields, command tags and errors
 * are Postgres's own.
 */
import type { PGlite } from "@electric-sql/pglite";
import { APP_ROLE, appRoleSetup } from "./app-role";
import { parseCommandTag, ResponseBudget } from "./neon-refusals";
import { createPGlite } from "./pglite-template";
import {
  asParams,
  beginStatement,
  ClientGone,
  STAYING,
  type QueryIn,
  type QueryOut,
  type RequestScope,
  type SqlBackend,
} from "./sql-backend";

/** A field of a RowDescription message, as PGlite's protocol parser gives it. */
type WireField = Omit<QueryOut["fields"][number], "format">;

interface WireMessage {
  name: string;
  fields?: WireField[] | (string | null)[];
  text?: string;
}

export async function pgliteBackend(dataDir: string | undefined): Promise<SqlBackend> {
  const { protocol } = await import("@electric-sql/pglite");
  const { serialize } = protocol;
  // Search's extensions (migrations/0005): PGlite can CREATE EXTENSION only those handed to it here.
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
  ]);
  const db: PGlite = await createPGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm, unaccent } });
  for (const statement of appRoleSetup()) await db.exec(statement);
  // Checked on PGlite 0.5: a session authorization set here survives RESET
  // and DISCARD ALL, so the session stays the app's role from now on.
  await db.exec(`SET SESSION AUTHORIZATION ${APP_ROLE}`);

  const send = async (parts: Uint8Array[]) => (await db.execProtocol(concat(parts))).messages as WireMessage[];
  const simple = (text: string) => send([serialize.query(text)]);

  async function run(q: QueryIn): Promise<QueryOut> {
    refuseSessionSwitch(q.query);
    const messages = await send([
      serialize.parse({ text: q.query }),
      serialize.bind({ values: asParams(q.params) }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const description = messages.find((m) => m.name === "rowDescription");
    const tag = messages.find((m) => m.name === "commandComplete")?.text ?? "";
    return {
      ...parseCommandTag(tag),
      rowAsArray: true,
      fields: ((description?.fields ?? []) as WireField[]).map((f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
        tableID: f.tableID,
        columnID: f.columnID,
        dataTypeSize: f.dataTypeSize,
        dataTypeModifier: f.dataTypeModifier,
        format: "text" as const,
      })),
      rows: messages.filter((m) => m.name === "dataRow").map((m) => m.fields as (string | null)[]),
    };
  }

  /**
   * Runs `statements` in one transaction that commits only if the client is
   * still there. PGlite cannot be interrupted mid-statement (it runs on this
   * thread), so the check comes before COMMIT, after letting the event loop
   * see a hang-up that arrived while the statement ran.
   */
  async function inTransaction(begin: string, statements: QueryIn[], scope: RequestScope): Promise<QueryOut[]> {
    const budget = new ResponseBudget();
    await simple(begin);
    try {
      const out: QueryOut[] = [];
      for (const q of statements) {
        await stillThere(scope);
        const result = await run(q);
        budget.add(result.rows);
        out.push(result);
      }
      await stillThere(scope);
      // COMMIT after a statement that ended the transaction itself only warns.
      await simple("COMMIT");
      return out;
    } catch (e) {
      await simple("ROLLBACK");
      throw e;
    }
  }

  /** Every request ends here: nothing of its session is left for the next one. */
  const forget = () => simple("DISCARD ALL");

  return {
    kind: dataDir ? `PGlite in ${dataDir}` : "PGlite in memory",
    serial: true,
    async query(q, scope = STAYING) {
      try {
        // One statement is its own transaction here too, so that a client
        // gone while it ran leaves nothing behind (Neon cancels it).
        return (await inTransaction("BEGIN", [q], scope))[0];
      } catch (e) {
        // VACUUM and the like cannot run in a transaction block: run it alone.
        if ((e as { code?: string }).code !== "25001") throw e;
        await stillThere(scope);
        return await run(q);
      } finally {
        await forget();
      }
    },
    async transaction(qs, opts, scope = STAYING) {
      try {
        return await inTransaction(beginStatement(opts), qs, scope);
      } finally {
        await forget();
      }
    },
    close: () => db.close(),
  };
}

/**
 * A hang-up that arrived while PGlite held the thread is still unread: the
 * second turn of the event loop reads it (the first ends before its I/O).
 */
async function stillThere(scope: RequestScope): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  if (scope.signal.aborted) throw new ClientGone();
}

/**
 * The session was opened by a superuser, so it could switch back to one;
 * a real non-superuser session cannot (Postgres answers 42501), and neither
 * can the app's SQL here.
 */
function refuseSessionSwitch(text: string) {
  if (/session[\s_]+authorization/i.test(text)) {
    throw Object.assign(new Error("permission denied to set session authorization"), { code: "42501", severity: "ERROR" });
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
