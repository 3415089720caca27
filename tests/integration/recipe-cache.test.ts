import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningWorker } from "../../local/stack";
import { databaseCost, earlierBackgroundDone } from "../support/background";
import { postForm, randomIp, servicesUrl, startTestWorker, testDb } from "../support/site";

// A worker of its own, with the edge cache on and empty, purging through the local stand-in.
let worker: RunningWorker;
const site = () => worker.url;
beforeAll(async () => {
  worker = await startTestWorker({ vars: { FORM_MIN_FILL_MS: "0" } });
});
afterAll(() => worker?.stop());

const purges = async () => (await (await fetch(`${servicesUrl()}/purges`)).json()) as { zone: string; tags: string[] }[];

/** One read as a reader without JavaScript (or the app's data request), with what it cost the database. */
async function read(path: string, headers: Record<string, string> = {}) {
  const {
    result: [res, body],
    trips,
  } = await databaseCost(async () => {
    const res = await fetch(`${site()}${path}`, { headers });
    return [res, await res.text()] as const;
  });
  return { status: res.status, cache: res.headers.get("x-edge-cache"), type: res.headers.get("content-type") ?? "", body, res, trips };
}

const comment = (recipe: number, text: string, ip = randomIp()) =>
  postForm(
    `/${slugOf[recipe]}`,
    { intent: "comment", recipe: String(recipe), name: "Cache Tester", rating: "5", comment: text },
    site(),
    ip,
  );
const slugOf: Record<number, string> = {
  17: "cinnamonsugarfrenchtoast",
  18: "lebanesechickenshawarma",
  20: "moroccanharira",
  22: "russiantea",
};
const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("only what is the same for everyone is stored", () => {
  // First in the file, while the cache is empty: a stored answer would show as the next reader's HIT.
  const PAGES: [string, string][] = [
    ["/", "Browse by Category"],
    ["/about", "<h1"],
    ["/condiments", "<h1>Condiments</h1>"],
    ["/russiantea", "<h1>Russian Tea</h1>"],
    ["/_root.data", ""],
    ["/condiments.data", ""],
    ["/russiantea.data", ""],
  ];
  it("a parameter the page reads with a value it doesn't take is rendered for its reader; _data or junk gets the real page, one copy", async () => {
    for (const [path, marker] of PAGES) {
      const data = path.endsWith(".data");
      const recipe = path.startsWith("/russiantea");
      const readerOnly = [...(data ? ["_routes=nowhere"] : []), ...(recipe ? ["x=7", "x=2&x=3"] : [])];
      for (const query of readerOnly) {
        const odd = await read(`${path}?${query}`);
        expect(odd.cache, `${path}?${query}`).toBe("BYPASS");
      }
      // Remix 2 answers ?_data=root with an empty 200: dropped, it is the page's own first copy.
      const first = await read(`${path}?_data=root`);
      expect(first.status, path).toBe(200);
      expect(first.cache, path).toBe("MISS");
      expect(first.type, path).toMatch(data ? /^text\/x-script/ : /^text\/html/);
      expect(first.body.length, path).toBeGreaterThan(data ? 100 : 5000);
      expect(first.body, path).toContain(marker);
      for (const query of ["zzz=1", ...(data ? [] : ["_routes=root"]), ""]) {
        const shared = await read(query ? `${path}?${query}` : path);
        expect(shared, `${path}?${query}`).toMatchObject({ status: 200, cache: "HIT", trips: 0 });
        // The same bytes but for the reader's form token, which has the same length.
        expect(shared.body.length, path).toBe(first.body.length);
      }
    }
  });
});

describe("recipe pages from the edge cache", () => {
  it("a second read makes no database request, at every scale, in either unit system, and for the page's data", async () => {
    for (const path of ["/russiantea?x=3", "/russiantea?units=metric", "/russiantea.data?_routes=recipe-russiantea"]) {
      expect(await read(path), path).toMatchObject({ status: 200, cache: "MISS", trips: 1 });
      expect(await read(path), path).toMatchObject({ status: 200, cache: "HIT", trips: 0 });
    }
  });

  it("a page scaled to what the reader has is one reader's, never kept; its scale's own address is, at 1.5X as at 2X", async () => {
    // 6 of the recipe's 4 eggs is 1.5X, 8 is 2X: rendered for this reader, each time, in their own words.
    for (const amount of ["6", "6", "8"]) {
      expect(await read(`/softboiledeggs?have=large+egg&amount=${amount}&unit=count`)).toMatchObject({
        status: 200,
        cache: "BYPASS",
        trips: 1,
      });
    }
    for (const x of ["1.5", "2"]) {
      expect(await read(`/softboiledeggs?x=${x}`)).toMatchObject({ status: 200, cache: "MISS" });
      expect(await read(`/softboiledeggs?x=${x}`)).toMatchObject({ status: 200, cache: "HIT", trips: 0 });
    }
    // Written another way than the site's links write it, or not a scale the site makes: rendered, never kept.
    expect(await read("/softboiledeggs?x=1.50")).toMatchObject({ status: 200, cache: "BYPASS" });
    expect(await read("/softboiledeggs?x=1.55")).toMatchObject({ status: 200, cache: "BYPASS" });
    expect(await read("/softboiledeggs?x=2&serve=08%3A00")).toMatchObject({ status: 200, cache: "BYPASS", trips: 1 });
    expect(await read("/softboiledeggs?have=large+egg&amount=99&unit=count")).toMatchObject({ status: 400, cache: "BYPASS" });
  });

  it("a tracking parameter and x=1 share the copy, and one reader's tag never reaches another's page", async () => {
    const first = await read("/cinnamonsugarfrenchtoast?fbclid=ReaderOneSecret&utm_source=news");
    expect(first.cache).toBe("MISS");
    const shared = await read("/cinnamonsugarfrenchtoast?x=1&gclid=2&utm_medium=mail");
    expect(shared).toMatchObject({ cache: "HIT", trips: 0 });
    expect(shared.body).toContain("<h1>Cinnamon Sugar French Toast</h1>");
    for (const page of [first.body, shared.body]) expect(page).not.toMatch(/ReaderOneSecret|utm_source|gclid/);
  });

  it("a post makes the writer and the next reader see the comment, in every copy of the recipe, and purges its tag everywhere", async () => {
    const variants = [
      "/moroccanharira",
      "/moroccanharira?x=2",
      "/moroccanharira?units=metric",
      "/moroccanharira.data?_routes=recipe-moroccanharira",
    ];
    for (const path of variants) await read(path);
    for (const path of variants) expect((await read(path)).cache, path).toBe("HIT");
    const purgedBefore = (await purges()).length;

    const text = unique("Warming and bright");
    const posted = await comment(20, text);
    expect(posted.status).toBe(303);
    const cookie = posted.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^commenter=1; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);

    const writer = await read("/moroccanharira", { cookie: cookie.split(";")[0] });
    expect(writer).toMatchObject({ cache: "BYPASS", trips: 1 });
    expect(writer.res.headers.get("cache-control")).toBe("private, no-store");
    expect(writer.body).toContain(text);
    for (const path of variants) {
      const next = await read(path);
      expect(next.cache, path).toBe("MISS");
      expect(next.body, path).toContain(text);
    }
    await expect
      .poll(async () => (await purges()).slice(purgedBefore))
      .toEqual([{ zone: "local-zone", tags: ["recipe-moroccanharira"], receivedAt: expect.any(String) }]);
  });

  it("the writer's cookie shows them the page even where a copy without their words is still kept", async () => {
    await read("/russiantea");
    const text = unique("Kept elsewhere");
    // Stored without this data center hearing of it, as after a post that another data center took.
    await testDb().query(
      "INSERT INTO comments2 (reply_to, recipe, name, rating, comment, date) VALUES ('main', 22, 'Elsewhere', 4, $1, '2026-Nov-23')",
      [text],
    );
    const reader = await read("/russiantea");
    expect(reader.cache).toBe("HIT");
    expect(reader.body).not.toContain(text);
    const writer = await read("/russiantea", { cookie: "theme=dark; commenter=1" });
    expect(writer.cache).toBe("BYPASS");
    expect(writer.body).toContain(text);
  });

  it("a bot's post, a refused post and a duplicate change nothing in the cache", async () => {
    const text = unique("Once only");
    const ip = randomIp();
    expect((await comment(18, text, ip)).status).toBe(303);
    await read("/lebanesechickenshawarma");
    expect((await read("/lebanesechickenshawarma")).cache).toBe("HIT");
    await expect.poll(async () => (await purges()).filter((p) => p.tags.includes("recipe-lebanesechickenshawarma")).length).toBe(1);

    const bot = await postForm(
      "/lebanesechickenshawarma",
      { intent: "comment", recipe: "18", name: "Bot", rating: "5", comment: unique("Spam"), website: "http://spam.example" },
      site(),
    );
    const refused = await postForm(
      "/lebanesechickenshawarma",
      { intent: "comment", recipe: "18", name: "", rating: "5", comment: "No name" },
      site(),
    );
    const duplicate = await comment(18, text, ip);
    expect([bot.status, refused.status, duplicate.status]).toEqual([303, 400, 303]);
    for (const answer of [bot, refused, duplicate]) expect(answer.headers.get("set-cookie")).toBeNull();

    expect(await read("/lebanesechickenshawarma")).toMatchObject({ cache: "HIT", trips: 0 });
    await earlierBackgroundDone(site());
    expect((await purges()).filter((p) => p.tags.includes("recipe-lebanesechickenshawarma"))).toHaveLength(1);
  });
});

describe("without the Cloudflare API configured", () => {
  let plain: RunningWorker;
  beforeAll(async () => {
    plain = await startTestWorker({
      vars: { FORM_MIN_FILL_MS: "0", CLOUDFLARE_API_TOKEN: "", CLOUDFLARE_ZONE_ID: "" },
    });
  });
  afterAll(() => plain?.stop());

  it("a comment still purges this data center's copies, and calls nothing", async () => {
    await fetch(`${plain.url}/russiantea`).then((r) => r.text());
    const before = (await purges()).length;
    const text = unique("No token here");
    const posted = await postForm("/russiantea", { intent: "comment", recipe: "22", name: "Local", rating: "4", comment: text }, plain.url);
    expect(posted.status).toBe(303);
    const next = await fetch(`${plain.url}/russiantea`);
    expect(next.headers.get("x-edge-cache")).toBe("MISS");
    expect(await next.text()).toContain(text);
    await earlierBackgroundDone(plain.url);
    expect((await purges()).length).toBe(before);
  });
});
