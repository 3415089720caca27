// What the service worker (app/offline/service-worker.ts) keeps on the device and how it shows it offline
// (docs/decisions/018-offline-service-worker.md). Plain functions, so the rules are tested without a browser.
import { scaleLabel, scaleOf } from "../recipes/factor";
import { sameRecipeView } from "./views";

export const OFFLINE_PATH = "/offline";
export const PAGES_CACHE = "saved-pages";
export const PICTURES_CACHE = "saved-pictures";
/** The scripts of pages opened or saved that the build's precache leaves out (scripts/offline-worker.ts). */
export const SCRIPTS_CACHE = "saved-scripts";
/** When the device saved its copy: the worker's own Date header may be an edge copy's. */
export const SAVED_AT_HEADER = "x-saved-at";
/** What a saved page is (a recipe, a list, another page): each kind has a limit of its own. */
export const SAVED_KIND_HEADER = "x-saved-kind";
/** The build a saved page or a kept script belongs to: a build's files stay while a saved page of it does. */
export const BUILD_HEADER = "x-build";

export type PageKind = "recipe" | "list" | "page";
/**
 * The most recent pages of each kind a reader opened; a phone's storage is not ours to fill. Lists have a limit of
 * their own, so fifty recipes never push out the list a shopper needs in the aisle (each is kept in both units).
 */
export const MAX_SAVED: Record<PageKind, number> = { recipe: 50, list: 20, page: 20 };
/**
 * Saving a page keeps every picture it shows, lazy ones included: a recipe shows 9 or 10 (its own, its cards', its
 * tools'), shared with other pages, 32-41 KB in all at 390 px and 2x pixels.
 */
export const MAX_SAVED_PICTURES = 400;
/** The placeholder the offline page leaves for the list of saved pages. */
export const SAVED_LIST_ID = "saved-pages";

/**
 * Where the installed app starts (the manifest's start_url): the shopping list last opened on this device, when the
 * service worker has one, or the home page (the worker drops the parameter it doesn't read).
 */
export const APP_START_URL = "/?from=app";
export const isAppStart = (url: URL) => url.pathname === "/" && url.searchParams.get("from") === "app";

/** The shopping list saved last, or null. */
export function lastSavedList(pages: { url: string; savedAt: Date }[]): string | null {
  const lists = pages.filter((p) => new URL(p.url).pathname === "/list").sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
  return lists.length ? lists[0].url : null;
}

/** The message a page sends its service worker to keep the page it was loaded before the worker ran. */
export type SavePageMessage = { type: "SAVE_PAGE"; url: string; pictures: string[]; scripts: string[] };
/**
 * The message a saved copy on screen sends to have the page fetched again (the network was slow, or is back); the
 * worker answers `{ fresh: true }` on the message's port once the page is there for a reload to show.
 */
export type RefreshMessage = { type: "REFRESH"; url: string };

/**
 * Pages that carry a signature or act for the owner stay off the device: the hide and show links (sig=), the
 * one-click unsubscribe (its address and signature), and the offline page itself, which is precached.
 */
export function mayKeepPage(url: URL): boolean {
  if (url.searchParams.has("sig")) return false;
  if (/^\/(comments|unsubscribe)(\/|$)/.test(url.pathname)) return false;
  return url.pathname !== OFFLINE_PATH;
}

/**
 * A page the site sent for this reader alone (Cache-Control private or no-store: a commenter's own view, a calendar
 * file) stays off the device too: the site asked that it be kept nowhere.
 */
export function mayKeepResponse(headers: Headers): boolean {
  const directives = (headers.get("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim().split("=")[0]);
  return !directives.includes("no-store") && !directives.includes("private");
}

export const isPicture = (url: URL) => url.pathname.startsWith("/assets/pictures/") || url.pathname.startsWith("/images/");
/** A build's script or stylesheet, named by its contents' hash. */
export const isBuildFile = (url: URL) => url.pathname.startsWith("/assets/") && /\.(js|css)$/.test(url.pathname);

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");

/** "10:58, Thu 26 Nov", in the device's time zone, as the site writes a time and day elsewhere. */
export function savedWhen(at: Date): string {
  return `${two(at.getHours())}:${two(at.getMinutes())}, ${WEEKDAYS[at.getDay()]} ${at.getDate()} ${MONTHS[at.getMonth()]}`;
}

/**
 * Why a saved copy is shown: the device is offline; it is online but the site's answer is slow to come (the page
 * replaces the copy when it does); or the site could not be reached at all.
 */
export type CopyReason = "offline" | "slow" | "unreachable";

export function savedCopyLine(at: Date, reason: CopyReason = "offline"): string {
  const when = savedWhen(at);
  if (reason === "slow") return `The connection is slow: this is the copy saved on this device at ${when}, until the page arrives`;
  if (reason === "unreachable") return `The site did not answer: this is the copy saved on this device at ${when}`;
  return `Offline: a copy saved on this device at ${when}`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/**
 * The saved copy with its dated line. An attribute of <body>, drawn by the stylesheet (body[data-saved-copy]): an
 * element of its own would not be in what React hydrates, and would make it draw the page again.
 */
export function markSavedCopy(html: string, at: Date, reason: CopyReason = "offline", savedFor?: string): string {
  const forAttr = savedFor ? ` data-saved-for="${escapeHtml(savedFor)}"` : "";
  return html.replace(/<body\b/i, `<body data-saved-copy="${escapeHtml(savedCopyLine(at, reason))}"${forAttr}`);
}

/** The kind of a page the worker keeps, from its address and the page itself. */
export function pageKind(url: URL, html: string): PageKind {
  if (url.pathname === "/list") return "list";
  return /"@type":\s*"Recipe"/.test(html) ? "recipe" : "page";
}

export type SavedEntry = { url: string; kind: PageKind; savedAt: Date };

/**
 * The saved copy of a recipe to show for an address never saved that asks for it at another scale or in other units
 * (`/pancakes?x=2` when `/pancakes?x=3&units=metric` was saved): its script writes every amount again, with the code
 * the server uses. Only an address of nothing but the view's parameters: a plan is worked out by the server.
 */
export function savedView(asked: URL, saved: SavedEntry[]): string | null {
  const views = saved
    .filter((p) => p.kind === "recipe" && sameRecipeView(asked, new URL(p.url)))
    .sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
  return views[0]?.url ?? null;
}

/** A list in the other unit system: saved with it, so that its Metric or US opens offline. */
export function otherUnitsList(url: URL): string {
  // By hand, as the list's own links write it: URLSearchParams would write its commas as %2C, another address.
  const params = url.search.slice(1).split("&").filter(Boolean);
  const others = params.filter((p) => !p.startsWith("units="));
  const metric = others.length === params.length;
  const search = [...others, ...(metric ? ["units=metric"] : [])].join("&");
  return `${url.origin}${url.pathname}${search ? `?${search}` : ""}`;
}

/**
 * Whether saving a list fetches it in the other units too: only for a new answer (the same answer again keeps its
 * first time, and fetches nothing), and not when the other was itself kept within the minute (this save is that one's
 * doing). Times in ms; null for a page not kept before.
 */
export function keepsOtherUnits(before: number | null, now: number, otherSavedAt: number | null, savedAt = now): boolean {
  const newAnswer = before === null || before !== savedAt;
  return newAnswer && now - (otherSavedAt ?? 0) > 60_000;
}

/** The saved pages past their kind's limit, oldest first: the ones to drop. */
export function pastLimits(saved: SavedEntry[]): string[] {
  const dropped: string[] = [];
  for (const kind of Object.keys(MAX_SAVED) as PageKind[]) {
    const newestFirst = saved.filter((p) => p.kind === kind).sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
    dropped.push(...newestFirst.slice(MAX_SAVED[kind]).map((p) => p.url));
  }
  return dropped;
}

/** The kept scripts no saved page needs: those of a build neither running nor the build of a saved page. */
export function unneededScripts(scripts: { url: string; build: string }[], pageBuilds: Iterable<string>, current: string): string[] {
  const needed = new Set([...pageBuilds, current]);
  return scripts.filter((s) => !needed.has(s.build)).map((s) => s.url);
}

export type SavedPage = { url: string; html: string; savedAt: Date };
type Listed = { href: string; title: string; savedAt: Date };

const decode = (text: string) =>
  text
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function pageTitle(html: string): string {
  const title = decode(html.match(/<title>([^<]*)<\/title>/i)?.[1] ?? "").trim();
  return title.replace(/\s*\|[^|]*$/, "") || "Untitled page";
}

/** What the list says of a recipe's scale and units: "Pancakes at 2X, metric". */
function recipeLabel(url: URL, title: string): string {
  const scale = scaleOf(url.searchParams.get("x"));
  const metric = url.searchParams.get("units") === "metric";
  const at = scale && scale !== 1 ? ` at ${scaleLabel(scale)}` : "";
  return `${title}${at}${metric ? (at ? ", metric" : " in metric") : ""}`;
}

/** "Shopping list: Pancakes, Marinara Sauce", from the recipes the list page links. */
function listLabel(html: string): string {
  const names = [...html.matchAll(/class="list-recipe-title"[^>]*>([^<]*)</g)].map((m) => decode(m[1]));
  return names.length ? `Shopping list: ${names.join(", ")}` : "Shopping list (empty)";
}

/** The saved pages by kind, newest first: shopping lists (each once, in the units last opened), recipes, the rest. */
export function groupSavedPages(pages: SavedPage[]): { recipes: Listed[]; lists: Listed[]; others: Listed[] } {
  const groups = { recipes: [] as Listed[], lists: [] as Listed[], others: [] as Listed[] };
  for (const page of [...pages].sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime())) {
    const url = new URL(page.url);
    const href = url.pathname + url.search;
    const title = pageTitle(page.html);
    if (url.pathname === "/list") {
      // A list is kept in both unit systems; it is listed once, as last opened.
      const recipes = url.searchParams.get("r") ?? "";
      if (groups.lists.some((l) => (new URL(l.href, url).searchParams.get("r") ?? "") === recipes)) continue;
      groups.lists.push({ href, title: listLabel(page.html), savedAt: page.savedAt });
    } else if (/"@type":\s*"Recipe"/.test(page.html)) groups.recipes.push({ href, title: recipeLabel(url, title), savedAt: page.savedAt });
    else groups.others.push({ href, title, savedAt: page.savedAt });
  }
  return groups;
}

/** The offline page's list of what opens without a connection, in place of its placeholder. */
export function savedPagesHtml(pages: SavedPage[]): string {
  const { recipes, lists, others } = groupSavedPages(pages);
  if (recipes.length + lists.length + others.length === 0) {
    return "<p>Nothing is saved on this device yet. The recipes and lists you open are kept here for the next time you have no signal.</p>";
  }
  const section = (heading: string, items: Listed[]) =>
    items.length === 0
      ? ""
      : `<h2>${heading}</h2><ul class="saved-list">${items
          .map(
            (i) =>
              `<li><a href="${escapeHtml(i.href)}">${escapeHtml(i.title)}</a> <span class="saved-when">saved ${savedWhen(i.savedAt)}</span></li>`,
          )
          .join("")}</ul>`;
  // A shopper in the aisle looks for the list: it comes first.
  return section("Shopping lists", lists) + section("Recipes", recipes) + section("Other pages", others);
}

/**
 * The offline page with its list filled in, and without its scripts: it answers for another address, which the app
 * would start on and ask the network for. A plain page, its links load whole, through the service worker.
 */
export function fillOfflinePage(html: string, pages: SavedPage[]): string {
  // The list holds no <div>: the placeholder ends at the first </div>.
  const placeholder = new RegExp(`(<div[^>]*id="${SAVED_LIST_ID}"[^>]*>)[\\s\\S]*?(</div>)`);
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*data-modulepreload[^>]*>/gi, "")
    .replace(placeholder, (_all, start: string, end: string) => `${start}${savedPagesHtml(pages)}${end}`);
}

// Written by the form itself, never by the reader.
const HIDDEN = new Set(["_t", "website", "intent", "tz", "recipe", "reply_to", "thread", "before"]);

/** The not-sent page's one script: its words follow the connection, and nothing is sent but by its button. */
export const NOT_SENT_SCRIPT = `(function(){var h=document.querySelector("h1"),p=document.getElementById("not-sent-why"),was=[h.textContent,p.textContent];function show(){var on=navigator.onLine;h.textContent=on?"Not sent yet: you are back online":was[0];p.textContent=on?"Nothing was sent while this device was offline. What you typed is below: press Send again to send it now.":was[1]}addEventListener("online",show);addEventListener("offline",show);show()})()`;

/**
 * The answer to a form posted with no connection before the page's scripts ran (with them, the form says so beside
 * its fields): nothing was sent, nothing waits to be sent, and what was typed is there to send again.
 */
export function notSentPage(action: string, fields: [string, string][]): string {
  const inputs = fields
    .map(([field, value]) => {
      const name = escapeHtml(field);
      if (HIDDEN.has(field)) return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      const label = `<label for="f-${name}">${escapeHtml(field[0].toUpperCase() + field.slice(1))}</label><br>`;
      return field === "comment"
        ? `<p>${label}<textarea id="f-${name}" name="${name}" rows="6" cols="40">${escapeHtml(value)}</textarea></p>`
        : `<p>${label}<input id="f-${name}" name="${name}" value="${escapeHtml(value)}" size="40"></p>`;
    })
    .join("");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not sent: no connection | Small Batch Kitchen</title></head><body><main><h1>Not sent: no connection</h1><p id="not-sent-why">This device is offline, so nothing was sent, and nothing will be sent later on its own. What you typed is below: send it again once you have a signal.</p><form method="post" action="${escapeHtml(action)}">${inputs}<p><button type="submit">Send again</button></p></form><p><a href="${OFFLINE_PATH}">Pages saved on this device</a></p></main><script>${NOT_SENT_SCRIPT}</script></body></html>`;
}
