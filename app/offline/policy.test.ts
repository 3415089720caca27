import { describe, expect, it } from "vitest";
import {
  isAppStart,
  isWholePage,
  keepsOtherUnits,
  lastSavedList,
  MAX_SAVED,
  mayKeepPage,
  mayKeepResponse,
  otherUnitsList,
  pageKind,
  pastLimits,
  savedListView,
  savedView,
  unneededScripts,
  type SavedEntry,
} from "./policy";

const SITE = "https://recipes.example.com";
const at = (h: number, m: number) => new Date(2026, 10, 26, h, m);
const recipePage = (title: string) =>
  `<html><head><title>${title} | Small Batch Kitchen</title><script type="application/ld+json">{"@type":"Recipe"}</script></head><body></body></html>`;

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

  it("keeps a page only when it came whole: one that ended short, however cleanly, is not the page", () => {
    const page = recipePage("Pancakes");
    expect(isWholePage(page)).toBe(true);
    expect(isWholePage(`${page}\n`)).toBe(true);
    for (const cut of [page.slice(0, -1), page.slice(0, page.indexOf("</head>")), ""]) expect(isWholePage(cut), cut).toBe(false);
  });

  it("keeps no page the site sent for one reader alone (private or no-store), and every other", () => {
    const kept = (cacheControl: string | null) =>
      mayKeepResponse(new Headers(cacheControl === null ? {} : { "cache-control": cacheControl }));
    // A commenter's own view of a recipe (worker/edge-cache.ts), in any case or order.
    for (const value of ["private, no-store", "no-store", "private", "Private, max-age=0", "max-age=0,NO-STORE"])
      expect(kept(value), value).toBe(false);
    for (const value of [null, "", "public, max-age=0, s-maxage=600", "no-cache", "max-age=0, must-revalidate"])
      expect(kept(value), String(value)).toBe(true);
    // A reader's plan is private, not no-store (worker/edge-cache.ts): theirs to keep on their own device, and only a plan.
    const plan = (path: string, cacheControl: string) =>
      mayKeepResponse(new Headers({ "cache-control": cacheControl }), new URL(path, SITE));
    expect(plan("/artisanbread?serve=18%3A30", "private, no-cache")).toBe(true);
    expect(plan("/pancakes?have=flour&amount=2&unit=cup", "private, no-cache")).toBe(true);
    expect(plan("/artisanbread?serve=18%3A30", "private, no-store")).toBe(false);
    expect(plan("/artisanbread?x=2", "private, no-cache")).toBe(false);
  });

  it("opens a saved recipe at any scale, in either units or with a plan, from the newest copy of it, one without a plan first", () => {
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
    // A plan too, which the page works out offline; a page that is not a recipe has no amounts to write again.
    expect(view("/pancakes?serve=19:00")).toBe(`${SITE}/pancakes?x=3&units=metric`);
    expect(view("/pancakes?x=2&have=flour&amount=2&unit=cup")).toBe(`${SITE}/pancakes?x=3&units=metric`);
    expect(savedView(new URL("/pancakes?serve=19:00", SITE), saved.slice(2))).toBe(`${SITE}/pancakes?serve=18:00`);
    expect(view("/pancakes?thread=4")).toBeNull();
    expect(view("/breakfast?x=2")).toBeNull();
    expect(view("/chocolatecookies?x=2")).toBeNull();
  });

  it("opens a list never saved from one that was, when every recipe it names is kept, the same recipes first", () => {
    const page = (path: string, kind: SavedEntry["kind"], h: number): SavedEntry => ({ url: `${SITE}${path}`, kind, savedAt: at(h, 0) });
    const saved = [
      page("/pancakes?x=2", "recipe", 9),
      page("/beefstew", "recipe", 9),
      page("/list?r=pancakes.2,beefstew.1,marinara.1", "list", 12),
      page("/list?r=pancakes.2,beefstew.2.7_dry-red-wine-to-broth-vinegar", "list", 10),
      page("/list?r=pancakes.2,beefstew.2.7_dry-red-wine-to-broth-vinegar&units=metric", "list", 11),
      page("/about", "page", 13),
    ];
    const view = (path: string) => savedListView(new URL(path, SITE), saved);
    // Another scale, units or swap of the same recipes: the one opened last of those.
    expect(view("/list?r=beefstew.3,pancakes.1&units=metric")).toBe(
      `${SITE}/list?r=pancakes.2,beefstew.2.7_dry-red-wine-to-broth-vinegar&units=metric`,
    );
    expect(view("/list?r=pancakes.3,beefstew.2.7&serve=18:30&day=2026-12-03")).toBe(
      `${SITE}/list?r=pancakes.2,beefstew.2.7_dry-red-wine-to-broth-vinegar&units=metric`,
    );
    // A recipe taken off: a list that holds the rest.
    expect(view("/list?r=Pancakes.3")).toBe(`${SITE}/list?r=pancakes.2,beefstew.1,marinara.1`);
    // A recipe whose page is not kept (or no recipe at all), a form's answer, an empty list: the offline page.
    expect(view("/list?r=pancakes.2,marinara.1")).toBeNull();
    expect(view("/list?r=pancakes.2,nosuchdish.1")).toBeNull();
    expect(view("/list?r=pancakes.2&add=beefstew&ax=2")).toBeNull();
    expect(view("/list")).toBeNull();
    expect(view("/week?mon=pancakes.1")).toBeNull();
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

  it("opens the installed app on the list the shopper opened last, not the other units the worker kept after it", () => {
    const list = (r: string, savedAt: Date, openedAt?: Date) => ({ url: `${SITE}/list?r=${r}`, savedAt, openedAt });
    expect(lastSavedList([list("pancakes.1", at(9, 0), at(9, 0)), list("pancakes.1&units=metric", at(9, 1), new Date(0))])).toBe(
      `${SITE}/list?r=pancakes.1`,
    );
    expect(lastSavedList([list("pancakes.1", at(9, 0), at(9, 0)), list("pancakes.1&units=metric", at(9, 1), at(10, 0))])).toBe(
      `${SITE}/list?r=pancakes.1&units=metric`,
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
});
