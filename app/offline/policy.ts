import { isPlan, sameRecipePlan } from "./views";

export const OFFLINE_PATH = "/offline";
export const PAGES_CACHE = "saved-pages";
export const PICTURES_CACHE = "saved-pictures";
export const SCRIPTS_CACHE = "saved-scripts";
/** When the device saved its copy: the worker's own Date header may be an edge copy's. */
export const SAVED_AT_HEADER = "x-saved-at";
export const SAVED_KIND_HEADER = "x-saved-kind";
/** When the reader last opened a saved page (a list's other units, fetched by the worker, never was), kept apart from the pages. */
export const OPENED_CACHE = "opened-pages";
export const OPENED_AT_HEADER = "x-opened-at";
export const BUILD_HEADER = "x-build";

export type PageKind = "recipe" | "list" | "page";
/** Per kind, so that recipes never push out the list a shopper needs; a phone's storage is not ours to fill. */
export const MAX_SAVED: Record<PageKind, number> = { recipe: 50, list: 20, page: 20 };
export const MAX_SAVED_PICTURES = 400;
export const SAVED_LIST_ID = "saved-pages";

/** The manifest's start_url: the worker answers it with the shopping list last opened on this device, else the home page. */
export const APP_START_URL = "/?from=app";
export const isAppStart = (url: URL) => url.pathname === "/" && url.searchParams.get("from") === "app";

export const byLastOpened = (a: { savedAt: Date; openedAt?: Date }, b: { savedAt: Date; openedAt?: Date }) =>
  (b.openedAt ?? b.savedAt).getTime() - (a.openedAt ?? a.savedAt).getTime();

export function lastSavedList(pages: { url: string; savedAt: Date; openedAt?: Date }[]): string | null {
  const lists = pages.filter((p) => new URL(p.url).pathname === "/list").sort(byLastOpened);
  return lists.length ? lists[0].url : null;
}

export type SavePageMessage = { type: "SAVE_PAGE"; url: string; pictures: string[]; scripts: string[] };
export type KeepPagesMessage = { type: "KEEP_PAGES"; urls: string[] };
/** Sent by a saved copy on screen; answered `{ fresh: true }` on its port once a reload will show the page. */
export type RefreshMessage = { type: "REFRESH"; url: string };

/** Signed links (sig=), the owner's links, the one-click unsubscribe and the precached offline page stay off the device. */
export function mayKeepPage(url: URL): boolean {
  if (url.searchParams.has("sig")) return false;
  if (/^\/(comments|unsubscribe)(\/|$)/.test(url.pathname)) return false;
  return url.pathname !== OFFLINE_PATH;
}

// Private or no-store pages are sent for one reader alone and kept nowhere; but a plan, private only, is theirs to keep.
export function mayKeepResponse(headers: Headers, url?: URL): boolean {
  const directives = (headers.get("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim().split("=")[0]);
  if (directives.includes("no-store")) return false;
  return !directives.includes("private") || (url !== undefined && isPlan(url));
}

/** Every page of the site ends as a document does: one that doesn't was cut short on a connection that ended cleanly. */
export const isWholePage = (html: string) => html.trimEnd().endsWith("</html>");

export const isPicture = (url: URL) => url.pathname.startsWith("/assets/pictures/") || url.pathname.startsWith("/images/");
export const isBuildFile = (url: URL) => url.pathname.startsWith("/assets/") && /\.(js|css)$/.test(url.pathname);

export function pageKind(url: URL, html: string): PageKind {
  // A week is its shop too: it stays beside the lists.
  if (url.pathname === "/list" || url.pathname === "/week") return "list";
  return /"@type":\s*"Recipe"/.test(html) ? "recipe" : "page";
}

export type SavedEntry = { url: string; kind: PageKind; savedAt: Date; openedAt?: Date };

/** The newest saved copy of the recipe asked for at another scale, units or plan: its script writes the amounts again. */
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

// A list never saved, whose recipes are all kept: a saved list shows until the app writes it from them (routes/list.tsx).
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
