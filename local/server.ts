// What the worker talks to instead of the outside world when DATABASE_URL names localhost (docs/testing.md): POST /sql
// (Neon's protocol) and GET /stats; the mail stand-in (local/mail.ts); Cloudflare's purge API (local/purge-api.ts) and
// GET /purges; PUT /latency {"ms": n}, a database far away; PUT /hold {"ms": n, "matching": "regexp"}, a request whose
// statement or parameters match held that long in its turn, as a slow statement holds the database, without the CPU
// PGlite's pg_sleep spends ({"ms": 0} to stop); PUT /column-types {"src": 23}, answers that name the column as of that
// type id, as after a migration under a running worker ({} to stop); GET /healthz once the database is ready.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { clientScope } from "./client-scope";
import { neonErrorBody, refuseConnection, responseTooLarge, ResponseTooLarge } from "./neon-refusals";
import { mailStandIn } from "./mail";
import { PURGE_PATH, purgeStandIn } from "./purge-api";
import { ClientGone, type QueryIn, type RequestScope, type SqlBackend } from "./sql-backend";

export interface LocalServices {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export type { OutboxMail } from "./mail";

export interface Stats {
  sqlRequests: number;
  statements: number;
  transactions: number;
  errors: number;
  /** Rows sent back: what a page costs the database beyond its round trips. */
  rows: number;
  /** Requests rolled back or dropped because their client hung up. */
  abandoned: number;
}

export async function startLocalServices(opts: {
  backend: SqlBackend;
  host?: string;
  port?: number;
  log?: (line: string) => void;
  /** Milliseconds added to every SQL request, as a database far from the worker would (LOCAL_DB_LATENCY_MS). */
  latencyMs?: number;
}): Promise<LocalServices> {
  const { backend } = opts;
  const log = opts.log ?? (() => {});
  const stats: Stats = { sqlRequests: 0, statements: 0, transactions: 0, errors: 0, rows: 0, abandoned: 0 };
  // PGlite is one session: a request at a time, in arrival order; one whose client left while it waited is dropped.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(scope: RequestScope, work: () => Promise<T>): Promise<T> => {
    if (!backend.serial) return work();
    const turn = () => (scope.signal.aborted ? Promise.reject(new ClientGone()) : work());
    const next = queue.then(turn, turn);
    queue = next.catch(() => {});
    return next;
  };

  const mailRoute = mailStandIn(send, readBody);
  const purgeApi = purgeStandIn();
  let latencyMs = opts.latencyMs ?? 0;
  let hold: { ms: number; matching: RegExp } = { ms: 0, matching: /$^/ };
  // In the request's turn, before it runs: PGlite serves no one else meanwhile, and a client gone by then is dropped.
  const holdIfMatching = async (queries: QueryIn[]) => {
    const { ms, matching } = hold;
    if (ms > 0 && queries.some((q) => matching.test(`${q.query} ${JSON.stringify(q.params ?? [])}`))) {
      await new Promise((r) => setTimeout(r, ms));
    }
  };
  let columnTypes: Record<string, number> = {};
  const retype = <R extends { fields: { name: string; dataTypeID: number }[] }>(result: R): R => ({
    ...result,
    fields: result.fields.map((f) => (f.name in columnTypes ? { ...f, dataTypeID: columnTypes[f.name] } : f)),
  });

  async function handleSql(req: IncomingMessage, res: ServerResponse) {
    stats.sqlRequests++;
    const scope = clientScope(req, res);
    // Outside the queue: requests travel in parallel, as over a real network.
    if (latencyMs > 0) await new Promise((r) => setTimeout(r, latencyMs));
    const refusal = refuseConnection(req.headers["neon-connection-string"]);
    if (refusal) return send(res, refusal.status, refusal.body);
    let body: { query?: string; params?: unknown[]; queries?: QueryIn[] };
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      if (scope.signal.aborted) return void stats.abandoned++;
      return send(res, 400, { message: "request body is not JSON" });
    }
    try {
      if (Array.isArray(body.queries)) {
        stats.transactions++;
        stats.statements += body.queries.length;
        const header = (name: string) => req.headers[name] as string | undefined;
        const queries = body.queries;
        const results = await serial(scope, async () => {
          await holdIfMatching(queries);
          return backend.transaction(
            queries,
            {
              isolationLevel: header("neon-batch-isolation-level"),
              readOnly: header("neon-batch-read-only") === "true",
              deferrable: header("neon-batch-deferrable") === "true",
            },
            scope,
          );
        });
        for (const r of results) stats.rows += r.rows.length;
        return send(res, 200, { results: results.map(retype) });
      }
      if (typeof body.query !== "string") {
        return send(res, 400, { message: "body needs a query or queries" });
      }
      stats.statements++;
      const query = { query: body.query, params: body.params };
      const result = await serial(scope, async () => {
        await holdIfMatching([query]);
        return backend.query(query, scope);
      });
      stats.rows += result.rows.length;
      return send(res, 200, retype(result));
    } catch (e) {
      if (e instanceof ClientGone) {
        // Nobody is left to answer: as on Neon, the work is rolled back.
        stats.abandoned++;
        return log(`sql: ${e.message}`);
      }
      stats.errors++;
      if (e instanceof ResponseTooLarge) {
        const tooLarge = responseTooLarge();
        return send(res, tooLarge.status, tooLarge.body);
      }
      const err = e as Record<string, unknown> & { message?: string };
      if (!err.code) log(`sql: ${err.message}`);
      return send(res, 400, neonErrorBody(err.message ?? String(e), err));
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://local");
    const route = `${req.method} ${url.pathname}`;
    const done = (p: Promise<unknown>) =>
      p.catch((e) => {
        log(`${route}: ${e}`);
        if (!res.headersSent) send(res, 500, { message: "local services error" });
      });
    const purge = req.method === "POST" ? url.pathname.match(PURGE_PATH) : null;
    if (purge) {
      return done(
        readBody(req).then((text) => {
          const answer = purgeApi.handle(purge[1], req.headers.authorization, text);
          send(res, answer.status, answer.body);
        }),
      );
    }
    if (mailRoute(route, req, res, done)) return;
    switch (route) {
      case "POST /sql":
        return done(handleSql(req, res));
      case "GET /stats":
        return send(res, 200, stats);
      case "GET /purges":
        return send(res, 200, purgeApi.purges);
      case "GET /latency":
        return send(res, 200, { ms: latencyMs });
      case "PUT /latency":
        return done(
          readBody(req).then((text) => {
            const ms = Number((JSON.parse(text) as { ms?: unknown }).ms);
            if (!Number.isInteger(ms) || ms < 0) return send(res, 400, { message: "ms must be a whole number >= 0" });
            latencyMs = ms;
            send(res, 200, { ms });
          }),
        );
      case "PUT /hold":
        return done(
          readBody(req).then((text) => {
            const { ms, matching } = JSON.parse(text) as { ms?: unknown; matching?: unknown };
            if (!Number.isInteger(ms) || (ms as number) < 0) return send(res, 400, { message: "ms must be a whole number >= 0" });
            hold = { ms: ms as number, matching: new RegExp(typeof matching === "string" ? matching : "$^") };
            send(res, 200, { ms, matching: hold.matching.source });
          }),
        );
      case "PUT /column-types":
        return done(
          readBody(req).then((text) => {
            const types = JSON.parse(text) as Record<string, unknown>;
            if (!Object.values(types).every(Number.isInteger)) return send(res, 400, { message: "each type must be a Postgres type id" });
            columnTypes = types as Record<string, number>;
            send(res, 200, columnTypes);
          }),
        );
      case "GET /healthz":
        return send(res, 200, { ok: true, database: backend.kind });
      default:
        return send(res, 404, { message: `no route ${route}` });
    }
  });

  // Clients drop an idle connection after about 4 s; dropped here first, a query sent at that instant failed with "other
  // side closed" (seen under load). Outlast them, as Neon's endpoint does.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const host = opts.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    server,
    port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
