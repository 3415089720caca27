// What the service worker (app/offline/service-worker.ts) keeps on the device and how it shows it offline
// (docs/decisions/018-offline-service-worker.md). Plain functions, so the rules are tested without a browser.
import { scaleLabel, scaleOf } from "../amounts/factor";

export const OFFLINE_PATH = "/offline";
export const PAGES_CACHE = "saved-pages";
export const PICTURES_CACHE = "saved-pictures";
/** The scripts of pages opened or saved that the build's precache leaves out (vite-plugins/offline-worker.ts). */
export const SCRIPTS_CACHE = "saved-scripts";
/** A build has about 50 scripts; a deploy or two of them, the most recent kept. */
export const MAX_SAVED_SCRIPTS = 120;
/** The most recent pages a reader opened; a phone's storage is not ours to fill. */
export const MAX_SAVED_PAGES = 50;
/** A page shows one picture at the size it needs, a category page a dozen small ones. */
export const MAX_SAVED_PICTURES = 120;
/** When the device saved its copy: the worker's own Date header may be an edge copy's. */
export const SAVED_AT_HEADER = "x-saved-at";
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

export const savedCopyLine = (at: Date) => `Offline: a copy saved on this device at ${savedWhen(at)}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/**
 * The saved copy with its dated line. An attribute of <body>, drawn by the stylesheet (body[data-saved-copy]): an
 * element of its own would not be in what React hydrates, and would make it draw the page again.
 */
export function markSavedCopy(html: string, at: Date): string {
  return html.replace(/<body\b/i, `<body data-saved-copy="${escapeHtml(savedCopyLine(at))}"`);
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

/** The saved pages by kind, newest first: recipes, shopping lists, then the rest. */
export function groupSavedPages(pages: SavedPage[]): { recipes: Listed[]; lists: Listed[]; others: Listed[] } {
  const groups = { recipes: [] as Listed[], lists: [] as Listed[], others: [] as Listed[] };
  for (const page of [...pages].sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime())) {
    const url = new URL(page.url);
    const href = url.pathname + url.search;
    const title = pageTitle(page.html);
    if (url.pathname === "/list") groups.lists.push({ href, title: listLabel(page.html), savedAt: page.savedAt });
    else if (/"@type":\s*"Recipe"/.test(page.html)) groups.recipes.push({ href, title: recipeLabel(url, title), savedAt: page.savedAt });
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
  return section("Recipes", recipes) + section("Shopping lists", lists) + section("Other pages", others);
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
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not sent: no connection | Small Batch Kitchen</title></head><body><main><h1>Not sent: no connection</h1><p>This device is offline, so nothing was sent, and nothing will be sent later on its own. What you typed is below: send it again once you have a signal.</p><form method="post" action="${escapeHtml(action)}">${inputs}<p><button type="submit">Send again</button></p></form><p><a href="${OFFLINE_PATH}">Pages saved on this device</a></p></main></body></html>`;
}
