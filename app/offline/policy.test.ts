import { describe, expect, it } from "vitest";
import {
  fillOfflinePage,
  groupSavedPages,
  isAppStart,
  keepsOtherUnits,
  lastSavedList,
  markSavedCopy,
  MAX_SAVED,
  mayKeepPage,
  mayKeepResponse,
  NOT_SENT_SCRIPT,
  notSentPage,
  otherUnitsList,
  pageKind,
  pastLimits,
  savedCopyLine,
  savedPagesHtml,
  savedView,
  savedWhen,
  unneededScripts,
  type SavedEntry,
} from "./policy";

const SITE = "https://recipes.example.com";
const at = (h: number, m: number) => new Date(2026, 10, 26, h, m);
const recipePage = (title: string) =>
  `<html><head><title>${title} | Small Batch Kitchen</title><script type="application/ld+json">{"@type":"Recipe"}</script></head><body></body></html>`;
const listPage = (...names: string[]) =>
  `<html><head><title>Shopping list | Small Batch Kitchen</title></head><body>${names.map((n) => `<a class="list-recipe-title" href="/x">${n}</a>`).join("")}</body></html>`;

describe("what the service worker keeps", () => {
  it("keeps the pages a reader opens, never a signed link's, the owner's or the one-click unsubscribe's", () => {
    for (const path of ["/pancakes?x=2&units=metric", "/list?r=pancakes.2,marinara.1", "/", "/breakfast", "/search?q=eggs", "/about"]) {
      expect(mayKeepPage(new URL(path, SITE)), path).toBe(true);
    }
    for (const path of [
      "/comments/7/hide?sig=abc",
      "/comments/7/show",
      "/unsubscribe/one-click?email=a%40b.c&sig=x",
      "/unsubscribe",
      "/pancakes?sig=x",
      "/offline",
    ]) {
      expect(mayKeepPage(new URL(path, SITE)), path).toBe(false);
    }
  });

  it("keeps no page the site sent for one reader alone (private or no-store), and every other", () => {
    const kept = (cacheControl: string | null) =>
      mayKeepResponse(new Headers(cacheControl === null ? {} : { "cache-control": cacheControl }));
    // A commenter's own view of a recipe (worker/edge-cache.ts), in any case or order.
    for (const value of ["private, no-store", "no-store", "private", "Private, max-age=0", "max-age=0,NO-STORE"])
      expect(kept(value), value).toBe(false);
    for (const value of [null, "", "public, max-age=0, s-maxage=600", "no-cache", "max-age=0, must-revalidate"])
      expect(kept(value), String(value)).toBe(true);
  });

  it("marks a saved copy with a quiet dated line on <body>, drawn by the stylesheet, leaving the page React hydrates as it was", () => {
    const html = `<!DOCTYPE html><html lang="en"><head></head><body class="x"><main>Pancakes</main></body></html>`;
    expect(markSavedCopy(html, at(9, 5))).toBe(
      `<!DOCTYPE html><html lang="en"><head></head><body data-saved-copy="Offline: a copy saved on this device at 09:05, Thu 26 Nov" class="x"><main>Pancakes</main></body></html>`,
    );
    expect(savedWhen(at(18, 30))).toBe("18:30, Thu 26 Nov");
  });

  it("says why a copy is shown in words that are true: offline, a slow connection, or a site that did not answer", () => {
    expect(savedCopyLine(at(9, 5), "offline")).toBe("Offline: a copy saved on this device at 09:05, Thu 26 Nov");
    expect(savedCopyLine(at(9, 5), "slow")).toBe(
      "The connection is slow: this is the copy saved on this device at 09:05, Thu 26 Nov, until the page arrives",
    );
    expect(savedCopyLine(at(9, 5), "unreachable")).toBe(
      "The site did not answer: this is the copy saved on this device at 09:05, Thu 26 Nov",
    );
    // A copy shown for another scale names the address it was saved for, for the app to hydrate it as it was.
    expect(markSavedCopy("<body>", at(9, 5), "offline", "/pancakes?x=3&units=metric")).toBe(
      `<body data-saved-copy="Offline: a copy saved on this device at 09:05, Thu 26 Nov" data-saved-for="/pancakes?x=3&amp;units=metric">`,
    );
  });

  it("opens a saved recipe at any scale and in either units, from the newest copy of it that asks for nothing else", () => {
    const entry = (path: string, kind: SavedEntry["kind"], savedAt: Date): SavedEntry => ({ url: `${SITE}${path}`, kind, savedAt });
    const saved = [
      entry("/pancakes?x=3&units=metric", "recipe", at(9, 0)),
      entry("/pancakes", "recipe", at(8, 0)),
      entry("/pancakes?serve=18:00", "recipe", at(10, 0)),
      entry("/marinara", "recipe", at(11, 0)),
      entry("/breakfast", "page", at(12, 0)),
    ];
    const view = (path: string) => savedView(new URL(path, SITE), saved);
    expect(view("/pancakes?x=2")).toBe(`${SITE}/pancakes?x=3&units=metric`);
    expect(view("/pancakes?x=2.7&units=us")).toBe(`${SITE}/pancakes?x=3&units=metric`);
    // A plan is the server's to work out; a page that is not a recipe has no amounts to write again.
    expect(view("/pancakes?serve=19:00")).toBeNull();
    expect(view("/breakfast?x=2")).toBeNull();
    expect(view("/chocolatecookies?x=2")).toBeNull();
  });

  it("keeps a list in both unit systems", () => {
    expect(otherUnitsList(new URL("/list?r=pancakes.2,beefstew.2.7", SITE))).toBe(`${SITE}/list?r=pancakes.2,beefstew.2.7&units=metric`);
    expect(otherUnitsList(new URL("/list?r=pancakes.2&units=metric&serve=18:00", SITE))).toBe(`${SITE}/list?r=pancakes.2&serve=18:00`);
  });

  it("fetches a list in the other units once for each new answer, never back and forth for ever", () => {
    const minute = 60_000;
    const now = 100 * minute;
    // First kept, or a new answer: the other units, kept long ago or never, are fetched too.
    expect(keepsOtherUnits(null, now, null)).toBe(true);
    expect(keepsOtherUnits(now - 10 * minute, now, now - 10 * minute)).toBe(true);
    // That fetch's own save finds the first just kept, and stops.
    expect(keepsOtherUnits(now - 10 * minute, now, now - 1000)).toBe(false);
    // The same answer again (the browser's cache) keeps its first time and fetches nothing, however old the other.
    expect(keepsOtherUnits(now - 3 * minute, now, now - 3 * minute, now - 3 * minute)).toBe(false);
  });

  it("counts each kind of page against its own limit, so recipes never push out a list", () => {
    expect(pageKind(new URL("/list?r=pancakes.1", SITE), "")).toBe("list");
    expect(pageKind(new URL("/pancakes", SITE), recipePage("Pancakes"))).toBe("recipe");
    expect(pageKind(new URL("/breakfast", SITE), "<title>Breakfast</title>")).toBe("page");
    const many = (kind: SavedEntry["kind"], count: number, from: number): SavedEntry[] =>
      Array.from({ length: count }, (_, i) => ({ url: `${SITE}/${kind}-${i}`, kind, savedAt: new Date(from + i * 60_000) }));
    const list = { url: `${SITE}/list?r=pancakes.1`, kind: "list" as const, savedAt: new Date(0) };
    const recipes = many("recipe", MAX_SAVED.recipe + 2, 1_000_000);
    // The list is the oldest page of all, and stays; the two oldest recipes go.
    expect(pastLimits([list, ...recipes])).toEqual([recipes[1].url, recipes[0].url]);
    expect(pastLimits(many("list", MAX_SAVED.list + 1, 0))).toEqual([`${SITE}/list-0`]);
  });

  it("keeps an old build's scripts while a saved page of that build is kept, and only then", () => {
    const scripts = [
      { url: "/assets/entry-old.js", build: "old" },
      { url: "/assets/about-new.js", build: "new" },
      { url: "/assets/entry-older.js", build: "older" },
    ];
    expect(unneededScripts(scripts, ["old", "new"], "new")).toEqual(["/assets/entry-older.js"]);
    expect(unneededScripts(scripts, [], "new")).toEqual(["/assets/entry-old.js", "/assets/entry-older.js"]);
  });

  it("lists shopping lists by their recipes (each once), then recipes with their scale and units, then other pages, newest first", () => {
    const pages = [
      { url: `${SITE}/pancakes?x=2`, html: recipePage("Pancakes"), savedAt: at(10, 0) },
      { url: `${SITE}/marinara?units=metric`, html: recipePage("Marinara Sauce"), savedAt: at(11, 0) },
      { url: `${SITE}/beefstew?x=0.5&units=metric`, html: recipePage("Beef Stew"), savedAt: at(9, 30) },
      { url: `${SITE}/list?r=pancakes.2,marinara.1`, html: listPage("Pancakes", "Marinara Sauce"), savedAt: at(9, 0) },
      // The same list in metric, kept with it: listed once, as last opened.
      { url: `${SITE}/list?r=pancakes.2,marinara.1&units=metric`, html: listPage("Pancakes", "Marinara Sauce"), savedAt: at(8, 59) },
      { url: `${SITE}/breakfast`, html: "<title>Breakfast | Small Batch Kitchen</title>", savedAt: at(8, 0) },
    ];
    expect(groupSavedPages(pages)).toEqual({
      recipes: [
        { href: "/marinara?units=metric", title: "Marinara Sauce in metric", savedAt: at(11, 0) },
        { href: "/pancakes?x=2", title: "Pancakes at 2X", savedAt: at(10, 0) },
        { href: "/beefstew?x=0.5&units=metric", title: "Beef Stew at 1/2X, metric", savedAt: at(9, 30) },
      ],
      lists: [{ href: "/list?r=pancakes.2,marinara.1", title: "Shopping list: Pancakes, Marinara Sauce", savedAt: at(9, 0) }],
      others: [{ href: "/breakfast", title: "Breakfast", savedAt: at(8, 0) }],
    });
    expect(savedPagesHtml(pages).indexOf("<h2>Shopping lists</h2>")).toBe(0);
    expect(savedPagesHtml(pages)).toMatch(/<h2>Shopping lists<\/h2>.*<h2>Recipes<\/h2>.*<h2>Other pages<\/h2>/);
    expect(savedPagesHtml([])).toMatch(/^<p>Nothing is saved on this device yet/);
  });

  it("writes a saved page's title as text, whatever it holds", () => {
    const html = savedPagesHtml([
      { url: `${SITE}/x?a="><script>`, html: "<title>&lt;img src=x onerror=alert(1)&gt;</title>", savedAt: at(1, 2) },
    ]);
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("fills the offline page's placeholder and takes its scripts out, so the app never starts on it for another address", () => {
    const shell = `<html><head><script nonce="n">theme()</script><link rel="dns-prefetch" data-modulepreload="" href="/assets/a.js"/></head><body><h1>No connection</h1><div id="saved-pages" class="saved-pages"><p>Nothing is saved on this device yet.</p></div><p>After</p><script type="text/x-on-use">import("/assets/a.js")</script><script>start()</script></body></html>`;
    const filled = fillOfflinePage(shell, [{ url: `${SITE}/pancakes?x=2`, html: recipePage("Pancakes"), savedAt: at(10, 0) }]);
    expect(filled).toBe(
      `<html><head></head><body><h1>No connection</h1><div id="saved-pages" class="saved-pages"><h2>Recipes</h2><ul class="saved-list"><li><a href="/pancakes?x=2">Pancakes at 2X</a> <span class="saved-when">saved 10:00, Thu 26 Nov</span></li></ul></div><p>After</p></body></html>`,
    );
  });

  it("opens the installed app on the list saved last", () => {
    expect(isAppStart(new URL("/?from=app", SITE))).toBe(true);
    expect(isAppStart(new URL("/", SITE))).toBe(false);
    const list = (r: string, savedAt: Date) => ({ url: `${SITE}/list?r=${r}`, savedAt });
    expect(
      lastSavedList([list("pancakes.1", at(9, 0)), { url: `${SITE}/pancakes`, savedAt: at(12, 0) }, list("marinara.1", at(10, 0))]),
    ).toBe(`${SITE}/list?r=marinara.1`);
    expect(lastSavedList([{ url: `${SITE}/pancakes`, savedAt: at(12, 0) }])).toBeNull();
  });

  it("answers a post sent offline with what was typed, ready to send again, and the form's own fields hidden", () => {
    const html = notSentPage(`${SITE}/pancakes`, [
      ["_t", "token"],
      ["website", ""],
      ["intent", "comment"],
      ["name", "Olive <b>"],
      ["comment", "Line one\n</textarea><script>x()</script>"],
    ]);
    expect(html).toContain("<h1>Not sent: no connection</h1>");
    expect(html).toContain(`<form method="post" action="${SITE}/pancakes">`);
    expect(html).toContain('<input type="hidden" name="_t" value="token">');
    expect(html).toContain('<input type="hidden" name="website" value="">');
    expect(html).toContain('<input id="f-name" name="name" value="Olive &lt;b&gt;" size="40">');
    expect(html).toContain("Line one\n&lt;/textarea&gt;&lt;script&gt;x()&lt;/script&gt;</textarea>");
    // One script, its own (its words follow the connection): what was typed is text.
    expect(html.split("<script").length).toBe(2);
    expect(html).toContain(`<script>${NOT_SENT_SCRIPT}</script>`);
  });
});
