import { offlineLine } from "./copy-line";
import { describe, expect, it } from "vitest";
import {
  fillOfflinePage,
  groupSavedPages,
  markSavedCopy,
  NOT_SENT_SCRIPT,
  notSentPage,
  savedCopyLine,
  savedPagesHtml,
  savedWhen,
} from "./show";

const SITE = "https://recipes.example.com";
const at = (h: number, m: number) => new Date(2026, 10, 26, h, m);
const recipePage = (title: string) =>
  `<html><head><title>${title} | Small Batch Kitchen</title><script type="application/ld+json">{"@type":"Recipe"}</script></head><body></body></html>`;
// As React writes it: the scale's words in two text nodes.
const listPage = (...recipes: [string, string][]) =>
  `<html><head><title>Shopping list | Small Batch Kitchen</title></head><body>${recipes.map(([n, x]) => `<li><a class="list-recipe-title" href="/x">${n}</a> <span class="list-recipe-scale">at <!-- -->${x}</span></li>`).join("")}</body></html>`;

describe("how the service worker shows what it kept", () => {
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
    // The page puts right a copy the worker showed as the signal went, before its own view of the connection changed.
    expect(offlineLine(savedCopyLine(at(9, 5), "unreachable"))).toBe("Offline: a copy saved on this device at 09:05, Thu 26 Nov");
    expect(offlineLine(savedCopyLine(at(9, 5), "slow"))).toBeNull();
    expect(offlineLine(savedCopyLine(at(9, 5), "offline"))).toBeNull();
    // A copy shown for another scale names the address it was saved for, for the app to hydrate it as it was.
    expect(markSavedCopy("<body>", at(9, 5), "offline", "/pancakes?x=3&units=metric")).toBe(
      `<body data-saved-copy="Offline: a copy saved on this device at 09:05, Thu 26 Nov" data-saved-for="/pancakes?x=3&amp;units=metric">`,
    );
  });

  it("lists shopping lists by their recipes and scales (each once, in the units last opened), then recipes, then other pages, last opened first", () => {
    const pages = [
      { url: `${SITE}/pancakes?x=2`, html: recipePage("Pancakes"), savedAt: at(10, 0) },
      { url: `${SITE}/marinara?units=metric`, html: recipePage("Marinara Sauce"), savedAt: at(11, 0) },
      { url: `${SITE}/beefstew?x=0.5&units=metric`, html: recipePage("Beef Stew"), savedAt: at(9, 30) },
      { url: `${SITE}/list?r=pancakes.2,beefstew.0.5`, html: listPage(["Pancakes", "2X"], ["Beef Stew", "1/2X"]), savedAt: at(9, 0) },
      // The same list in metric, which the worker kept after it: listed once, in the units the shopper opened last.
      {
        url: `${SITE}/list?r=pancakes.2,beefstew.0.5&units=metric`,
        html: listPage(["Pancakes", "2X"], ["Beef Stew", "1/2X"]),
        savedAt: at(9, 1),
        openedAt: new Date(0),
      },
      // A plan, kept on this device only.
      { url: `${SITE}/artisanbread?serve=18%3A30&day=2026-11-27`, html: recipePage("No-Knead Artisan Bread"), savedAt: at(7, 0) },
      { url: `${SITE}/breakfast`, html: "<title>Breakfast | Small Batch Kitchen</title>", savedAt: at(8, 0) },
    ];
    expect(groupSavedPages(pages)).toEqual({
      weeks: [],
      recipes: [
        { href: "/marinara?units=metric", title: "Marinara Sauce in metric", savedAt: at(11, 0) },
        { href: "/pancakes?x=2", title: "Pancakes at 2X", savedAt: at(10, 0) },
        { href: "/beefstew?x=0.5&units=metric", title: "Beef Stew at 1/2X, metric", savedAt: at(9, 30) },
        {
          href: "/artisanbread?serve=18%3A30&day=2026-11-27",
          title: "No-Knead Artisan Bread, your plan to eat at 18:30 on 2026-11-27",
          savedAt: at(7, 0),
        },
      ],
      lists: [{ href: "/list?r=pancakes.2,beefstew.0.5", title: "Shopping list: Pancakes 2X, Beef Stew 1/2X", savedAt: at(9, 0) }],
      others: [{ href: "/breakfast", title: "Breakfast", savedAt: at(8, 0) }],
    });
    expect(savedPagesHtml(pages).indexOf("<h2>Shopping lists</h2>")).toBe(0);
    expect(savedPagesHtml(pages)).toMatch(/<h2>Shopping lists<\/h2>.*<h2>Recipes<\/h2>.*<h2>Other pages<\/h2>/);
    expect(savedPagesHtml([])).toMatch(/^<p>Nothing is saved on this device yet/);
    // A week comes before the lists: it is the week's shop, and its recipes.
    const week = {
      url: `${SITE}/week?mon=moroccanharira.1&tue=beefstew.2`,
      html: `<a class="week-recipe" href="/moroccanharira?w=x">Moroccan Harira</a> <!-- --><span class="week-scale">at <!-- -->1X</span><a class="week-recipe" href="/beefstew">Beef Stew</a> <span class="week-scale">at 2X</span>`,
      savedAt: at(6, 0),
    };
    expect(groupSavedPages([...pages, week]).weeks).toEqual([
      { href: "/week?mon=moroccanharira.1&tue=beefstew.2", title: "Your week: Moroccan Harira 1X, Beef Stew 2X", savedAt: at(6, 0) },
    ]);
    expect(savedPagesHtml([...pages, week]).indexOf("<h2>Your week</h2>")).toBe(0);
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

  it("names the offline page for what it is when opened at its own address: what is saved, not a page that failed", () => {
    const shell = `<html><head><title>No connection | Small Batch Kitchen</title></head><body><h1>No connection</h1><p class="lede">This page was not saved on this device.</p><div id="saved-pages"></div></body></html>`;
    expect(fillOfflinePage(shell, [], true)).toBe(
      `<html><head><title>Saved on this device | Small Batch Kitchen</title></head><body><h1>Saved on this device</h1><p class="lede">These pages open on this device without a signal:</p><div id="saved-pages"><p>Nothing is saved on this device yet. The recipes and lists you open are kept here for the next time you have no signal.</p></div></body></html>`,
    );
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
