import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLoad } from "../../bench/load";
import { createDb, type Db } from "../../app/db.server";
import { localWorkerVars, prepareDatabase, startServices, startWorker, type RunningWorker } from "../../scripts/stack";
import { postgresBinDir, startTempPostgres, type TempPostgres } from "../support/postgres";
import { postForm, randomIp, siteUrl, testDb } from "../support/site";

describe("under concurrent load (bench/load.ts, scaled down)", () => {
  it("stores every accepted post exactly once, keeps reply counts right and never answers 5xx", async () => {
    const report = await runLoad({ siteUrl: siteUrl(), db: testDb(), posts: 150, connections: 10 });
    expect(report.sent).toBe(150);
    expect(report.problems).toEqual([]);
    expect(Object.keys(report.statuses).every((s) => Number(s) < 500)).toBe(true);
  }, 120_000);
});

// PGlite is one session, so above every transaction runs alone. Here the same
// worker and SQL run over a real Postgres with a pool of connections, where
// transactions overlap: the row lock on a reply's parent and the advisory lock
// on a comment's text are what keep the counts and the duplicates right.
const bin = postgresBinDir();
if (!bin && process.env.REQUIRE_POSTGRES) throw new Error("REQUIRE_POSTGRES is set but no Postgres server binaries were found (PG_BIN)");
if (!bin) console.warn("No Postgres server binaries (set PG_BIN): the real-Postgres concurrency tests are skipped.");

describe.skipIf(!bin)("under concurrent load over a real Postgres", () => {
  let postgres: TempPostgres;
  let services: Awaited<ReturnType<typeof startServices>>;
  let worker: RunningWorker;
  let db: Db;

  beforeAll(async () => {
    postgres = await startTempPostgres(bin!);
    services = await startServices({ dataDir: null, postgresUrl: postgres.url });
    db = createDb(services.databaseUrl, { timeoutMs: 30_000 });
    await prepareDatabase(db);
    worker = await startWorker({ vars: { ...localWorkerVars(services.port), FORM_MIN_FILL_MS: "0", EDGE_CACHE_SECONDS: "0" } });
  }, 120_000);
  afterAll(async () => {
    try {
      await worker?.stop();
      await services?.close();
    } finally {
      postgres?.stop();
    }
  });

  it("stores every accepted post exactly once, keeps reply counts right and never answers 5xx", async () => {
    expect(services.kind).toMatch(/^Postgres/);
    const report = await runLoad({ siteUrl: worker.url, db, posts: 150, connections: 10 });
    expect(report.sent).toBe(150);
    expect(report.problems).toEqual([]);
    expect(Object.keys(report.statuses).every((s) => Number(s) < 500)).toBe(true);
  }, 120_000);

  it("counts every one of many replies posted to one comment at the same instant", async () => {
    const [parent] = await db.query<{ comment_id: number }>(
      "INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date) VALUES ('main', 26, 'Pg', 5, 'Parent', '2025-July-1') RETURNING comment_id",
    );
    const id = String(parent.comment_id);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        postForm("/classichummus", { intent: "reply", recipe: "26", reply_to: id, thread: id, name: "Pg", comment: `Reply ${i}` }, worker.url, randomIp()),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(303));
    const [row] = await db.query<{ num_replies: number }>("SELECT num_replies FROM comments2 WHERE comment_id = $1", [parent.comment_id]);
    expect(row.num_replies).toBe(16);
  }, 60_000);

  it("stores one comment when the same post arrives several times at once", async () => {
    const ip = randomIp();
    const text = `Burst over Postgres ${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postForm("/classichummus", { intent: "comment", recipe: "26", name: "Pg", rating: "5", comment: text }, worker.url, ip)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(303));
    const rows = await db.query("SELECT comment_id FROM comments2 WHERE comment = $1", [text]);
    expect(rows).toHaveLength(1);
  }, 60_000);

  it("keeps one subscription when one address subscribes from many tabs at once", async () => {
    const email = `burst-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postForm("/?index", { email: i % 2 ? email.toUpperCase() : email }, worker.url, randomIp())),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await db.query("SELECT email FROM subscriptions WHERE lower(email) = $1", [email]);
    expect(rows).toHaveLength(1);
  }, 60_000);
});
