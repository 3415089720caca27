// PGlite is one session, opened as the superuser: it sets up the app's role, becomes it for good, and forgets the session
// after every request (DISCARD ALL). Neon's pool hands a connection back as the last request left it
// (proxy/src/serverless/conn_pool.rs), so state carries over there only sometimes; here never, so code leaning on it
// fails every time. Statements go over the extended protocol with text parameters and results, as Neon's proxy sends
// them (query_raw_txt), so fields, command tags and errors are Postgres's own.
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
  // Survives RESET and DISCARD ALL (checked on PGlite 0.5).
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

  // Commits only if the client is still there: PGlite runs on this thread and cannot be interrupted mid-statement.
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

  const forget = () => simple("DISCARD ALL");

  return {
    kind: dataDir ? `PGlite in ${dataDir}` : "PGlite in memory",
    serial: true,
    async query(q, scope = STAYING) {
      try {
        // A transaction too, so that a client gone while it ran leaves nothing behind (Neon cancels it).
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

// A hang-up that came while PGlite held the thread is read on the event loop's second turn (the first ends before I/O).
async function stillThere(scope: RequestScope): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  if (scope.signal.aborted) throw new ClientGone();
}

// Opened by a superuser, the session could switch back to one; a real app's session cannot (42501), nor can its SQL here.
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
