// A pool of connections, so that transactions overlap as on Neon. A connection is reset (DISCARD ALL) before another
// request, and one whose client hung up is cancelled and thrown away, as Neon's proxy does (sql_over_http.rs).
import type pg from "pg";
import { APP_ROLE, appRoleSetup, LOCAL_CREDENTIALS } from "./app-role";
import { ResponseBudget } from "./neon-refusals";
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

export async function postgresBackend(url: string): Promise<SqlBackend> {
  const { default: pgLib } = await import("pg");
  const appUrl = await prepareAppRole(pgLib, url);
  const pool: pg.Pool = new pgLib.Pool({ connectionString: appUrl, max: 10 });
  // Cancels come from connections of their own: the pool may be full.
  const cancels: pg.Pool = new pgLib.Pool({ connectionString: appUrl, max: 2 });
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
      fields: r.fields.map((f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
        tableID: f.tableID,
        columnID: f.columnID,
        dataTypeSize: f.dataTypeSize,
        dataTypeModifier: f.dataTypeModifier,
        format: "text" as const,
      })),
      rows: r.rows as (string | null)[][],
    };
  }

  // Closing a connection that cannot be trusted rolls back whatever it had open.
  async function withConnection<T>(scope: RequestScope, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    if (scope.signal.aborted) {
      client.release();
      throw new ClientGone();
    }
    const pid = (client as unknown as { processID: number }).processID;
    const cancel = () => void cancels.query("SELECT pg_cancel_backend($1)", [pid]).catch(() => {});
    scope.signal.addEventListener("abort", cancel, { once: true });
    let healthy = true;
    try {
      return await work(client);
    } catch (e) {
      healthy = Boolean((e as { code?: string }).code) && !scope.signal.aborted;
      throw scope.signal.aborted ? new ClientGone() : e;
    } finally {
      scope.signal.removeEventListener("abort", cancel);
      if (healthy)
        healthy = await client.query("DISCARD ALL").then(
          () => true,
          () => false,
        );
      client.release(!healthy);
    }
  }

  return {
    kind: `Postgres at ${new URL(url).host} as ${new URL(appUrl).username}`,
    serial: false,
    query(q, scope = STAYING) {
      return withConnection(scope, async (client) => {
        const out = await run(client, q);
        if (/^(BEGIN|START)/i.test(out.command)) await client.query("ROLLBACK");
        new ResponseBudget().add(out.rows);
        return out;
      });
    },
    transaction(qs, opts, scope = STAYING) {
      return withConnection(scope, async (client) => {
        const budget = new ResponseBudget();
        await client.query(beginStatement(opts));
        try {
          const out: QueryOut[] = [];
          for (const q of qs) {
            if (scope.signal.aborted) throw new ClientGone();
            const result = await run(client, q);
            budget.add(result.rows);
            out.push(result);
          }
          if (scope.signal.aborted) throw new ClientGone();
          await client.query("COMMIT");
          return out;
        } catch (e) {
          await client.query("ROLLBACK").catch(() => {});
          throw e;
        }
      });
    },
    async close() {
      await Promise.all([pool.end(), cancels.end()]);
    },
  };
}

// A superuser's URL is used only to set up the app's role, which then connects with the local password under the
// server's own authentication rules; a non-superuser's URL is used as it is.
async function prepareAppRole(pgLib: typeof pg, url: string): Promise<string> {
  const admin = new pgLib.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string; superuser: boolean }>(
      "SELECT current_user AS name, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user",
    );
    if (!rows[0].superuser) return url;
    if (rows[0].name === APP_ROLE) {
      throw new Error(
        `The app's role ${APP_ROLE} must not be a superuser: give the local services another superuser's URL (such as postgres).`,
      );
    }
    for (const statement of appRoleSetup()) await admin.query(statement);
    const app = new URL(url);
    app.username = APP_ROLE;
    app.password = LOCAL_CREDENTIALS.password;
    return app.toString();
  } finally {
    await admin.end();
  }
}
