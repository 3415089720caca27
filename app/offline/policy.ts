// What the service worker (app/offline/service-worker.ts) keeps on the device, and for how long
// (docs/decisions/018-offline-service-worker.md); show.ts is how it shows it. Plain functions, tested without a browser.
import { isPlan, sameRecipePlan } from "./views";

export const OFFLINE_PATH = "/offline";
export const PAGES_CACHE = "saved-pages";
export const PICTURES_CACHE = "saved-pictures";
export const SCRIPTS_CACHE = "saved-scripts";
/** When the device saved its copy: the worker's own Date header may be an edge copy's. */
export const SAVED_AT_HEADER = "x-saved-at";
export const SAVED_KIND_HEADER = "x-saved-kind";
/**
 * When the reader last opened a saved page, online or not, kept apart from the pages (a page's copy is never written
 * again for it): a list's other units, which the worker fetches itself, is saved later than the units the shopper
 * chose, but was never opened (issue 61, 3). The epoch for one never opened; none for a page saved before this was.
 */
export const OPENED_CACHE = "opened-pages";
export const OPENED_AT_HEADER = "x-opened-at";
/** The build a saved page or a kept script belongs to: a build's files stay while a saved page of it does. */
export const BUILD_HEADER = "x-build";

export type PageKind = "recipe" | "list" | "page";
/** Per kind, so that recipes never push out the list a shopper needs; a phone's storage is not ours to fill. */
export const MAX_SAVED: Record<PageKind, number> = { recipe: 50, list: 20, page: 20 };
/** Every picture a saved page shows: a recipe's 9 or 10 are 32-41 KB in all at 390 px, 2x. */
export const MAX_SAVED_PICTURES = 400;
/** The placeholder the offline page leaves for the list of saved pages. */
export const SAVED_LIST_ID = "saved-pages";

/**
 * Where the installed app starts (the manifest's start_url): the shopping list last opened on this device, when the
 * service worker has one, or the home page (the worker drops the parameter it doesn't read).
 */
export const APP_START_URL = "/?from=app";
export const isAppStart = (url: URL) => url.pathname === "/" && url.searchParams.get("from") === "app";

/** Last opened first: when the reader opened it, or, for a page saved before that was recorded, when it was saved. */
export const byLastOpened = (a: { savedAt: Date; openedAt?: Date }, b: { savedAt: Date; openedAt?: Date }) =>
  (b.openedAt ?? b.savedAt).getTime() - (a.openedAt ?? a.savedAt).getTime();

/** The list the shopper opened last, in the units they chose. */
export function lastSavedList(pages: { url: string; savedAt: Date; openedAt?: Date }[]): string | null {
  const lists = pages.filter((p) => new URL(p.url).pathname === "/list").sort(byLastOpened);
  return lists.length ? lists[0].url : null;
}

/** The message a page sends its service worker to keep the page it was loaded before the worker ran. */
export type SavePageMessage = { type: "SAVE_PAGE"; url: string; pictures: string[]; scripts: string[] };
/** "Keep these recipes on this device": answered on its port with the pages kept and the pictures they show. */
export type KeepPagesMessage = { type: "KEEP_PAGES"; urls: string[] };
/** Sent by a saved copy on screen; answered `{ fresh: true }` on its port once a reload will show the page. */
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
 * file) stays off the device too: the site asked that it be kept nowhere. But for a reader's plan: private, never
 * no-store, it is theirs to keep on their own device, and only there (issue 61, 4).
 */
export function mayKeepResponse(headers: Headers, url?: URL): boolean {
  const directives = (headers.get("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim().split("=")[0]);
  if (directives.includes("no-store")) return false;
  return !directives.includes("private") || (url !== undefined && isPlan(url));
}

/**
 * A page that came whole: every page of the site ends as a document does, so one that doesn't was cut on its way. A
 * connection that broke fails the worker's read instead; this is for one that ended cleanly, short.
 */
export const isWholePage = (html: string) => html.trimEnd().endsWith("</html>");

export const isPicture = (url: URL) => url.pathname.startsWith("/assets/pictures/") || url.pathname.startsWith("/images/");
/** A build's script or stylesheet, named by its contents' hash. */
export const isBuildFile = (url: URL) => url.pathname.startsWith("/assets/") && /\.(js|css)$/.test(url.pathname);

export function pageKind(url: URL, html: string): PageKind {
  // A week is its shop too: it stays beside the lists.
  if (url.pathname === "/list" || url.pathname === "/week") return "list";
  return /"@type":\s*"Recipe"/.test(html) ? "recipe" : "page";
}

export type SavedEntry = { url: string; kind: PageKind; savedAt: Date; openedAt?: Date };

/**
 * The newest saved copy of the recipe asked for at another scale, in other units or with another plan: its script writes
 * the amounts again, and works the plan out (issue 61, 4).
 */
export function savedView(asked: URL, saved: SavedEntry[]): string | null {
  const views = saved
    .filter((p) => p.kind === "recipe" && sameRecipePlan(asked, new URL(p.url)))
    // A copy with no plan of its own first: a copy holds its plan's times in its data.
    .sort((a, b) => Number(isPlan(new URL(a.url))) - Number(isPlan(new URL(b.url))) || b.savedAt.getTime() - a.savedAt.getTime());
  return views[0]?.url ?? null;
}

// What a list's address may hold for its page to write it offline: its recipes, units and "Serve it all at".
const LIST_VIEW_PARAMS = new Set(["r", "units", "serve", "day", "quiet-from", "quiet-to"]);

/** The recipes a list's address names (`r=pancakes.2,beefstew.2.7_dry-red-wine-to-broth-vinegar`), by slug. */
const listSlugs = (url: URL) =>
  url.searchParams
    .getAll("r")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim().toLowerCase().split(/[._]/)[0])
    .filter(Boolean);

/**
 * A saved list to show for a list never saved (another scale, a recipe taken off, changed offline and opened again),
 * when every recipe it names is kept: the app moves to the address asked for and writes it from them (routes/list.tsx).
 * One with the same recipes first, else one that holds them all, last opened first: what shows until then.
 */
export function savedListView(asked: URL, saved: SavedEntry[]): string | null {
  if (asked.pathname !== "/list" || ![...asked.searchParams.keys()].every((k) => LIST_VIEW_PARAMS.has(k))) return null;
  const named = new Set(listSlugs(asked));
  const recipes = new Set(saved.filter((p) => p.kind === "recipe").map((p) => new URL(p.url).pathname.slice(1)));
  if (named.size === 0 || ![...named].every((slug) => recipes.has(slug))) return null;
  const lists = saved.filter((p) => p.kind === "list" && new URL(p.url).pathname === "/list").sort(byLastOpened);
  const holds = (p: SavedEntry) => new Set(listSlugs(new URL(p.url)));
  const same = lists.find((p) => holds(p).size === named.size && [...named].every((s) => holds(p).has(s)));
  return (same ?? lists.find((p) => [...named].every((s) => holds(p).has(s))))?.url ?? null;
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

/** Only a new answer fetches the other units, and not when the other was kept within the minute (its own doing). */
export function keepsOtherUnits(before: number | null, now: number, otherSavedAt: number | null, savedAt = now): boolean {
  const newAnswer = before === null || before !== savedAt;
  return newAnswer && now - (otherSavedAt ?? 0) > 60_000;
}

export function pastLimits(saved: SavedEntry[]): string[] {
  const dropped: string[] = [];
  for (const kind of Object.keys(MAX_SAVED) as PageKind[]) {
    const newestFirst = saved.filter((p) => p.kind === kind).sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime());
    dropped.push(...newestFirst.slice(MAX_SAVED[kind]).map((p) => p.url));
  }
  return dropped;
}

export function unneededScripts(scripts: { url: string; build: string }[], pageBuilds: Iterable<string>, current: string): string[] {
  const needed = new Set([...pageBuilds, current]);
  return scripts.filter((s) => !needed.has(s.build)).map((s) => s.url);
}
