import { createServer, connect, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, localDatabaseUrl, type RunningWorker } from "../../local/stack";
import { servicesUrl, startTestWorker, testDb } from "../support/site";

// The worker reaches the database through a door the test can shut: a
// proxy in front of the local services, as a network between them.
let door: { open(): Promise<void>; shut(): Promise<void> };
let worker: RunningWorker;

function proxy(port: number, target: number) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  return {
    open: () =>
      new Promise<void>((resolve) => {
        server = createServer((client) => {
          const upstream = connect(target, "127.0.0.1");
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on("error", () => {});
            s.on("close", () => sockets.delete(s));
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, "127.0.0.1", () => resolve());
      }),
    shut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        if (server) server.close(() => resolve());
        else resolve();
        server = null;
      }),
  };
}

const QUERY_MS = 5000;
const setLatency = (ms: number) => fetch(`${servicesUrl()}/latency`, { method: "PUT", body: JSON.stringify({ ms }) });

beforeAll(async () => {
  const port = await freePort();
  door = proxy(port, Number(new URL(servicesUrl()).port));
  await door.open();
  worker = await startTestWorker({
    // Copies expire after a second. A query may take QUERY_MS: every page read here but the slow one must come within
    // it, so it is far above what a query takes on a busy machine.
    vars: {
      DATABASE_URL: localDatabaseUrl(port),
      RECIPE_CACHE_SECONDS: "1",
      EDGE_CACHE_SECONDS: "1",
      DATABASE_TIMEOUT_MS: String(QUERY_MS),
    },
  });
});
afterAll(async () => {
  await setLatency(0);
  await worker?.stop();
  await door?.shut();
});

async function read(path: string) {
  const res = await fetch(`${worker.url}${path}`);
  return { status: res.status, cache: res.headers.get("x-edge-cache"), control: res.headers.get("cache-control"), html: await res.text() };
}
const expire = () => new Promise((r) => setTimeout(r, 1100));
const UNAVAILABLE = "Comments can&#x27;t be shown right now";

describe("stale rather than broken", () => {
  it("an expired copy is served when the database is down, and a page without its comments is never kept", async () => {
    const text = `Before the outage ${Date.now()}`;
    await testDb().query(
      "INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date) VALUES ('main', 21, 'Ann', 5, $1, '2026-Nov-23')",
      [text],
    );
    const fresh = await read("/jalapenochickensalad");
    expect(fresh.cache).toBe("MISS");
    expect(fresh.html).toContain(text);
    await expire();
    await door.shut();
    try {
      const stale = await read("/jalapenochickensalad");
      expect(stale).toMatchObject({ status: 200, cache: "STALE", control: "no-store" });
      expect(stale.html).toContain(text);
      expect(stale.html).not.toContain(UNAVAILABLE);
      // A page never kept has no copy to fall back on: the reader gets it without comments, and it isn't kept.
      const degraded = await read("/jalapenochickensalad?x=4");
      expect(degraded.status).toBe(200);
      expect(degraded.cache).toBeNull();
      expect(degraded.html).toContain(UNAVAILABLE);
      const data = await read("/jalapenochickensalad.data?_routes=recipe-jalapenochickensalad&x=5");
      expect(data).toMatchObject({ status: 200, cache: null, control: "no-store" });
      // Nor does it replace the good copy.
      expect((await read("/jalapenochickensalad")).cache).toBe("STALE");
    } finally {
      await door.open();
    }
    expect((await read("/jalapenochickensalad?x=4")).cache).toBe("MISS");
    expect((await read("/jalapenochickensalad.data?_routes=recipe-jalapenochickensalad&x=5")).cache).toBe("MISS");
    const back = await read("/jalapenochickensalad");
    expect(back.cache).toBe("MISS");
    expect(back.html).toContain(text);
  });

  it("an expired copy is served when the database is slower than the query timeout", async () => {
    await read("/jalapenochickensalad?x=2");
    await expire();
    await setLatency(2 * QUERY_MS);
    try {
      const stale = await read("/jalapenochickensalad?x=2");
      expect(stale.cache).toBe("STALE");
      expect(stale.html).not.toContain(UNAVAILABLE);
      expect(stale.html).toContain("<h1>Jalapeño Chicken Salad</h1>");
    } finally {
      await setLatency(0);
    }
  });

  it("the home page too: its last copy rather than one without its counts", async () => {
    expect((await read("/")).html).toContain('class="category-card-count"');
    await expire();
    await door.shut();
    try {
      const stale = await read("/");
      expect(stale.cache).toBe("STALE");
      expect(stale.html).toContain('class="category-card-count"');
    } finally {
      await door.open();
    }
  });
});
