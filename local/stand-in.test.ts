import { expect, it } from "vitest";
import { createDb } from "../app/utils/db.server";
import { codeOf, database, overBothBackends, password, post, user } from "../tests/support/stand-in";

// Where the local endpoint must refuse and forget as Neon does: who gets in, as which role, and what a session keeps.
overBothBackends((_name, stand) => {
  it("accepts only the local connection string, refusing others with Neon's status and message", async () => {
    expect(await stand.db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    const other = (u: string, p: string, d: string) => `postgres://${u}:${p}@localhost:${stand.services.port}/${d}`;
    const wrongPassword = await post(stand, { query: "SELECT 1" }, other(user, "guess", database));
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toMatchObject({
      message: `password authentication failed for user '${user}'`,
      code: "",
      severity: "",
      detail: null,
    });
    const wrongUser = await post(stand, { query: "SELECT 1" }, other("intruder", password, database));
    expect(wrongUser).toMatchObject({ status: 400, body: { message: "password authentication failed for user 'intruder'" } });
    const wrongDatabase = await post(stand, { query: "SELECT 1" }, other(user, password, "elsewhere"));
    expect(wrongDatabase).toMatchObject({
      status: 500,
      body: { message: 'database "elsewhere" does not exist', code: "3D000", severity: "FATAL" },
    });
    const res = await fetch(`${stand.base}/sql`, { method: "POST", body: JSON.stringify({ query: "SELECT 1" }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe("invalid header: neon-connection-string");
    // The driver the worker uses reports them as it would Neon's.
    const refused = await createDb(other(user, "guess", database))
      .query("SELECT 1")
      .catch((e) => e);
    expect(refused.message).toContain(`password authentication failed for user '${user}'`);
    const missing = await createDb(other(user, password, "elsewhere"))
      .query("SELECT 1")
      .catch((e) => e);
    expect(missing.message).toContain("Server error (HTTP status 500)");
  });

  it("runs the app's SQL as its own role: owner of what it makes, no superuser", async () => {
    const [me] = await stand.db.query<{ name: string; superuser: boolean }>(
      "SELECT current_user AS name, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user",
    );
    expect(me).toEqual({ name: user, superuser: false });
    await stand.db.query("CREATE TABLE owned_probe (n int)");
    const owners = await stand.db.query<{ tableowner: string }>("SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'");
    expect(owners).toEqual([{ tableowner: user }]);
    expect(await codeOf(stand.db.query("CREATE ROLE helper"))).toBe("42501");
    expect(await codeOf(stand.db.query("ALTER SYSTEM SET work_mem = '8MB'"))).toBe("42501");
    expect(await codeOf(stand.db.query("SELECT pg_read_file('PG_VERSION')"))).toBe("42501");
    expect(await codeOf(stand.db.query("SET SESSION AUTHORIZATION postgres"))).toBe("42501");
  });

  it("starts every request from a clean session: no settings, temporary tables or session locks carry over", async () => {
    // More rounds than the Postgres pool has connections, so every pooled one is seen again.
    for (let round = 0; round < 12; round++) {
      await stand.db.query("SET TIME ZONE 'Pacific/Chatham'");
      await stand.db.query("SELECT set_config('app.visitor', 'someone', false)");
      await stand.db.query("CREATE TEMP TABLE IF NOT EXISTS scratch (n int)");
      await stand.db.query("SELECT pg_advisory_lock(4242)");
    }
    const [session] = await stand.db.query<{ zone: string; visitor: string | null; locks: number }>(
      `SELECT current_setting('TimeZone') AS zone, nullif(current_setting('app.visitor', true), '') AS visitor,
                (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory') AS locks`,
    );
    expect(session).toEqual({ zone: expect.not.stringMatching(/Chatham/), visitor: null, locks: 0 });
    expect(await codeOf(stand.db.query("SELECT * FROM scratch"))).toBe("42P01");
  });
});
