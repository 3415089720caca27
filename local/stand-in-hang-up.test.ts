import { beforeAll, expect, it } from "vitest";
import { hangUp } from "../tests/support/hang-up";
import { connectionHeaders, overBothBackends, stats, whileSlowed } from "../tests/support/stand-in";

// A client that hangs up (the worker gave up on its query) leaves nothing behind, as on Neon.
overBothBackends((name, stand, started) => {
  let admin: typeof started.admin;
  beforeAll(() => {
    admin = started.admin;
  });

  it("rolls back the work of a client that hung up, a batch or a single statement", async () => {
    // Seconds past the hang-up, which another process sends: its margin if that process waits for a busy core.
    const sleep = admin ? 30 : 4;
    for (const body of [
      { queries: [{ query: "INSERT INTO hangup_probe VALUES (1)" }, { query: `SELECT pg_sleep(${sleep})` }] },
      { query: `INSERT INTO hangup_probe SELECT 2 FROM pg_sleep(${sleep})` },
    ]) {
      const before = (await stats(stand)).abandoned;
      const started = Date.now();
      await hangUp(`${stand.base}/sql`, connectionHeaders(stand.url), [{ atMs: 0, body }], 500);
      await expect.poll(async () => (await stats(stand)).abandoned - before).toBe(1);
      const pg = admin;
      if (pg) {
        // On a real Postgres the statement was cancelled, not left to run its 30 s.
        expect(Date.now() - started).toBeLessThan(30_000);
        // A cancel lands a moment after it is sent, and an idle backend still shows its last query: wait for no active one.
        const running = async () =>
          (
            await pg.query(
              "SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%pg_sleep(30)%' AND pid <> pg_backend_pid()",
            )
          ).rows;
        await expect.poll(running).toEqual([]);
        expect(Date.now() - started).toBeLessThan(30_000);
      }
    }
    expect(await stand.db.query("SELECT n FROM hangup_probe")).toEqual([]);
  });

  it.skipIf(name !== "PGlite")("drops a request still waiting for its turn when its client hangs up", async () => {
    const before = (await stats(stand)).abandoned;
    // The second request waits behind the first, held in its turn as a slow statement would hold it (a pg_sleep spins a
    // core in PGlite); a sequence would show the second ran even if rolled back.
    await whileSlowed(stand, "hold", { ms: 4000, matching: "holds_the_turn" }, async () => {
      await hangUp(
        `${stand.base}/sql`,
        connectionHeaders(stand.url),
        [
          { atMs: 0, body: { query: "SELECT 1 AS holds_the_turn" } },
          { atMs: 300, body: { query: "SELECT nextval('hangup_seq')" } },
        ],
        800,
      );
      await expect.poll(async () => (await stats(stand)).abandoned - before).toBe(2);
    });
    const [seq] = await stand.db.query<{ is_called: boolean }>("SELECT is_called FROM hangup_seq");
    expect(seq.is_called).toBe(false);
  });

  it.each([
    ["waits out the added latency", "latency" as const, { ms: 3000 }],
    ["is held as a slow one (PUT /hold)", "hold" as const, { ms: 3000, matching: "hangup_seq" }],
  ])("drops a request whose client hangs up while it %s", async (_, knob, slow) => {
    const before = (await stats(stand)).abandoned;
    await whileSlowed(stand, knob, slow, async () => {
      await hangUp(`${stand.base}/sql`, connectionHeaders(stand.url), [{ atMs: 0, body: { query: "SELECT nextval('hangup_seq')" } }], 300);
      await expect.poll(async () => (await stats(stand)).abandoned - before).toBe(1);
    });
    const [seq] = await stand.db.query<{ is_called: boolean }>("SELECT is_called FROM hangup_seq");
    expect(seq.is_called).toBe(false);
  });
});
