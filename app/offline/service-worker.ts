// The service worker, built on its own into build/client/sw.js (scripts/offline-worker.ts) with the build's files
// to precache. Online, pages come from the network first; offline, from the copy saved when they were last opened,
// or the offline page (docs/decisions/018-offline-service-worker.md).
import { CacheFirst, ExpirationPlugin, Serwist, Strategy, type PrecacheEntry, type SerwistPlugin, type StrategyHandler } from "serwist";
import {
  BUILD_HEADER,
  fillOfflinePage,
  isAppStart,
  isBuildFile,
  isPicture,
  keepsOtherUnits,
  lastSavedList,
  markSavedCopy,
  MAX_SAVED_PICTURES,
  mayKeepPage,
  mayKeepResponse,
  NOT_SENT_SCRIPT,
  notSentPage,
  OFFLINE_PATH,
  otherUnitsList,
  pageKind,
  PAGES_CACHE,
  pastLimits,
  PICTURES_CACHE,
  SAVED_AT_HEADER,
  SAVED_KIND_HEADER,
  savedView,
  SCRIPTS_CACHE,
  unneededScripts,
  type CopyReason,
  type PageKind,
  type RefreshMessage,
  type SavedEntry,
  type SavedPage,
  type SavePageMessage,
} from "./policy";

declare const __PRECACHE_ENTRIES__: PrecacheEntry[];

// The DOM's types, not the service worker's, are in this project's tsconfig: the little used here, typed by hand.
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type MessageEvent = ExtendableEvent & { data: unknown; ports: readonly MessagePort[] };
type Scope = {
  location: Location;
  navigator: Navigator;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
};
const scope = self as unknown as Scope;

// This build, named by its offline page's revision (a hash of its scripts' names, scripts/offline-worker.ts).
const revisionOf = (url: string) => new URL(url, scope.location.href).searchParams.get("__WB_REVISION__") ?? "";
const BUILD = __PRECACHE_ENTRIES__.find((e) => typeof e !== "string" && e.url === OFFLINE_PATH)?.revision ?? "";
// Marks the offline page, which is no saved copy of anything.
const OFFLINE_PAGE_HEADER = "x-offline-page";
// A page's own fetch, by the worker (to keep it, or to replace a copy shown): no wait for a slow network.
const WHOLE_FETCH_HEADER = "x-whole-fetch";
// The site's answer, waited for this long before the saved copy is shown: a kitchen's Wi-Fi that is up but passes
// nothing gets the copy after a wait, not the browser's spinner for a minute.
const NETWORK_WAIT_MS = 6000;

const cacheEntries = async (name: string) => {
  const cache = await caches.open(name);
  const entries = await Promise.all((await cache.keys()).map(async (request) => ({ request, response: await cache.match(request) })));
  return { cache, entries: entries.filter((e): e is { request: Request; response: Response } => e.response !== undefined) };
};

async function savedPages(withHtml: boolean): Promise<(SavedPage & SavedEntry & { build: string })[]> {
  const { entries } = await cacheEntries(PAGES_CACHE);
  return Promise.all(
    entries.map(async ({ request, response }) => ({
      url: request.url,
      html: withHtml ? await response.text() : "",
      savedAt: new Date(response.headers.get(SAVED_AT_HEADER) ?? 0),
      kind: (response.headers.get(SAVED_KIND_HEADER) ?? "page") as PageKind,
      build: response.headers.get(BUILD_HEADER) ?? "",
    })),
  );
}

async function offlinePage(): Promise<Response> {
  const shell = await serwist.matchPrecache(OFFLINE_PATH);
  if (!shell) return Response.error();
  const html = fillOfflinePage(await shell.text(), await savedPages(true));
  const headers = new Headers(shell.headers);
  headers.set(OFFLINE_PAGE_HEADER, "1");
  return new Response(html, { status: 200, headers });
}

/** A saved copy, with the line that says why it is shown and from when; `savedFor`, when it was saved for another address. */
async function shownCopy(saved: Response, reason: CopyReason, savedFor?: string): Promise<Response> {
  const at = new Date(saved.headers.get(SAVED_AT_HEADER) ?? saved.headers.get("date") ?? Date.now());
  const { status, statusText, headers } = saved;
  return new Response(markSavedCopy(await saved.text(), at, reason, savedFor), { status, statusText, headers });
}

// Pages fetched to replace a saved copy shown while the network was slow (or while offline), for the reload that
// shows them: one use each, and not past a minute.
const freshPages = new Map<string, { response: Response; at: number }>();
const fetching = new Map<string, Promise<boolean>>();

class SavedPages extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const fresh = request.mode === "navigate" ? freshPages.get(request.url) : undefined;
    freshPages.delete(request.url);
    if (fresh && Date.now() - fresh.at < 60_000) return fresh.response;
    if (request.headers.has(WHOLE_FETCH_HEADER)) return handler.fetchAndCachePut(request);

    const network = handler.fetchAndCachePut(request).then(
      (response) => response,
      () => null,
    );
    const first = await Promise.race([network, new Promise<"slow">((done) => setTimeout(() => done("slow"), NETWORK_WAIT_MS))]);
    if (first instanceof Response) return this.fromNetwork(first);
    const saved = await handler.cacheMatch(request);
    if (first === "slow") {
      if (!saved) return (await network) ?? offlinePage();
      // The page follows when it comes: the copy's script asks for it (app/offline/register.ts).
      const arrived = network.then((response) => {
        if (response) freshPages.set(request.url, { response, at: Date.now() });
        return response !== null;
      });
      fetching.set(request.url, arrived);
      void arrived.finally(() => fetching.get(request.url) === arrived && fetching.delete(request.url));
      handler.waitUntil(network);
      return shownCopy(saved, "slow");
    }
    const reason = scope.navigator.onLine ? "unreachable" : "offline";
    if (saved) return shownCopy(saved, reason);
    const view = savedView(new URL(request.url), await savedPages(false));
    const copy = view && (await handler.cacheMatch(view));
    if (!copy) return offlinePage();
    const url = new URL(view);
    return shownCopy(copy, reason, url.pathname + url.search);
  }

  // A page the browser's own cache answered while the device is offline is a copy too, from when it was made.
  private async fromNetwork(response: Response): Promise<Response> {
    const html = response.headers.get("content-type")?.startsWith("text/html");
    if (scope.navigator.onLine || !html || response.headers.has(OFFLINE_PAGE_HEADER)) return response;
    return shownCopy(response, "offline");
  }
}

const wholeFetch = (url: string) => new Request(url, { credentials: "same-origin", headers: { [WHOLE_FETCH_HEADER]: "1" } });

/** Asks the network for a page again, keeping it; true once it came. A fetch already under way is waited for. */
function fetchAgain(event: ExtendableEvent, url: string): Promise<boolean> {
  const under = fetching.get(url);
  if (under) return under;
  const work = pages.handle({ event, request: wholeFetch(url) }).then(
    (response) => {
      freshPages.set(url, { response, at: Date.now() });
      return response.ok;
    },
    () => false,
  );
  fetching.set(url, work);
  return work.finally(() => fetching.delete(url));
}

const savedCopies: SerwistPlugin = {
  // Only a page's own 200: never an error page, a signed link's page, a post's answer or a private page. Dated when
  // this device got what it shows.
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html")) return null;
    const url = new URL(request.url);
    if (!mayKeepPage(url) || !mayKeepResponse(response.headers)) return null;
    const html = await response.text();
    // The same page again (the browser's cache answered within its minutes, or the edge's copy) is the copy saved then.
    const before = await (await caches.open(PAGES_CACHE)).match(request, { ignoreVary: true });
    const sameAnswer = before && (await before.clone().text()) === html;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, (sameAnswer && before.headers.get(SAVED_AT_HEADER)) || new Date().toISOString());
    headers.set(SAVED_KIND_HEADER, pageKind(url, html));
    headers.set(BUILD_HEADER, BUILD);
    return new Response(html, { status: 200, statusText: response.statusText, headers });
  },
  cacheDidUpdate: async ({ request, oldResponse, newResponse, event }) => {
    const savedAt = (r: Response | null | undefined) => (r ? new Date(r.headers.get(SAVED_AT_HEADER) ?? 0).getTime() : null);
    if (event && newResponse.headers.get(SAVED_KIND_HEADER) === "list") {
      const other = otherUnitsList(new URL(request.url));
      const kept = await (await caches.open(PAGES_CACHE)).match(other, { ignoreVary: true });
      if (keepsOtherUnits(savedAt(oldResponse), Date.now(), savedAt(kept), savedAt(newResponse) ?? Date.now())) {
        await fetchAgain(event, other);
      }
    }
    await dropPastLimits();
  },
};

async function dropPastLimits() {
  const saved = await savedPages(false);
  const cache = await caches.open(PAGES_CACHE);
  const dropped = pastLimits(saved);
  for (const url of dropped) await cache.delete(url, { ignoreVary: true });
  if (dropped.length) await dropUnneededScripts();
}

/** A build's kept scripts go once no saved page needs them. */
async function dropUnneededScripts() {
  const builds = (await savedPages(false)).map((p) => p.build);
  const { cache, entries } = await cacheEntries(SCRIPTS_CACHE);
  const scripts = entries.map(({ request, response }) => ({ url: request.url, build: response.headers.get(BUILD_HEADER) ?? "" }));
  for (const url of unneededScripts(scripts, builds, BUILD)) await cache.delete(url);
}

const tagged = (response: Response, build: string) => {
  const headers = new Headers(response.headers);
  headers.set(BUILD_HEADER, build);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/**
 * Before the deploy's worker takes over (its activate drops the old build's precache), the old build's scripts and
 * styles are kept for the pages saved with them: opened offline, those pages still run, ticks and timers included.
 */
async function keepOldBuildFiles() {
  const { entries: precached } = await cacheEntries(serwist.precacheStrategy.cacheName);
  const current = new Set(__PRECACHE_ENTRIES__.map((e) => new URL(typeof e === "string" ? e : e.url, scope.location.href).href));
  const oldOffline = precached.find((e) => new URL(e.request.url).pathname === OFFLINE_PATH && revisionOf(e.request.url) !== BUILD);
  if (!oldOffline) return;
  const oldBuild = revisionOf(oldOffline.request.url);
  // Scripts kept by a worker before builds were named are the old build's too.
  const { cache: scriptsCache, entries: kept } = await cacheEntries(SCRIPTS_CACHE);
  for (const { request, response } of kept) {
    if (!response.headers.has(BUILD_HEADER)) await scriptsCache.put(request, tagged(response, oldBuild));
  }
  const { cache: pagesCache, entries: pages } = await cacheEntries(PAGES_CACHE);
  // Pages saved by a worker before builds were named are the old build's.
  for (const { request, response } of pages) {
    if (!response.headers.has(BUILD_HEADER)) await pagesCache.put(request, tagged(response, oldBuild));
  }
  const builds = new Set(pages.map((p) => p.response.headers.get(BUILD_HEADER) ?? oldBuild));
  if (!builds.has(oldBuild)) return;
  for (const { request, response } of precached) {
    if (!current.has(request.url) && isBuildFile(new URL(request.url))) await scriptsCache.put(request.url, tagged(response, oldBuild));
  }
}

const pages = new SavedPages({
  cacheName: PAGES_CACHE,
  // A page the reader's own script asked to keep is matched by its address alone, whatever it was asked with.
  matchOptions: { ignoreVary: true },
  plugins: [savedCopies],
});

// Named by their contents' hash: a kept picture is never out of date.
const pictures = new CacheFirst({
  cacheName: PICTURES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: MAX_SAVED_PICTURES, purgeOnQuotaError: true })],
});

// Named by their contents' hash too: the scripts of the pages opened that the precache leaves out, and an old build's
// for its saved pages. They go with the last saved page that needs them (dropUnneededScripts).
const scripts = new CacheFirst({
  cacheName: SCRIPTS_CACHE,
  plugins: [{ cacheWillUpdate: async ({ response }) => (response.ok ? tagged(response, BUILD) : null) }],
});

const serwist = new Serwist({
  precacheEntries: __PRECACHE_ENTRIES__,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  // A deploy's worker takes over at once; the old build's files that saved pages need are kept (keepOldBuildFiles).
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // The installed app opens on the list last used in the shop, or on the home page.
      matcher: ({ url, request, sameOrigin }) => sameOrigin && request.mode === "navigate" && isAppStart(url),
      handler: async ({ event }) => {
        const list = lastSavedList(await savedPages(false));
        return list ? Response.redirect(list, 302) : pages.handle({ event, request: new Request(new URL("/", scope.location.href)) });
      },
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      handler: pages,
    },
    {
      // Nothing is kept: without a connection the reader is told so, with what they typed.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      method: "POST",
      handler: async ({ request }) => {
        const form = await request.clone().formData();
        try {
          return await fetch(request);
        } catch {
          const fields = [...form.entries()].map(([name, value]): [string, string] => [name, typeof value === "string" ? value : ""]);
          return new Response(notSentPage(request.url, fields), {
            status: 503,
            headers: {
              "content-type": "text/html; charset=utf-8",
              "content-security-policy": await notSentCsp(),
              "cache-control": "no-store",
            },
          });
        }
      },
    },
    { matcher: ({ url, sameOrigin }) => sameOrigin && isPicture(url), handler: pictures },
    { matcher: ({ url, sameOrigin }) => sameOrigin && isBuildFile(url), handler: scripts },
  ],
});

// The not-sent page runs one script, its own: the words change when the connection comes back.
async function notSentCsp(): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(NOT_SENT_SCRIPT));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return `default-src 'none'; script-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

scope.addEventListener("message", (event) => {
  const data = event.data as SavePageMessage | RefreshMessage | undefined;
  const own = (href: string) => new URL(href, scope.location.href).origin === scope.location.origin;
  if (data?.type === "REFRESH") {
    // A saved copy on screen asks for the page; the answer says when it is here for a reload to show.
    const page = new URL(data.url);
    page.hash = "";
    if (!own(page.href) || !mayKeepPage(page)) return;
    event.waitUntil(fetchAgain(event, page.href).then((fresh) => event.ports[0]?.postMessage({ fresh })));
    return;
  }
  if (data?.type !== "SAVE_PAGE") return;
  // A page this worker did not fetch (the first one, loaded before it ran; one the app moved to by script) asks to be
  // kept, with the pictures it shows and the scripts it ran.
  const keep = (strategy: CacheFirst, href: string) =>
    strategy.handle({ event, request: new Request(href, { credentials: "same-origin" }) });
  const work: Promise<unknown>[] = data.pictures
    .filter((href) => own(href) && isPicture(new URL(href)))
    .map((href) => keep(pictures, href));
  // A precached one is answered from the precache, not kept twice.
  const built = (data.scripts ?? []).filter((href) => own(href) && isBuildFile(new URL(href)));
  for (const href of built) work.push(serwist.matchPrecache(href).then((hit) => hit ?? keep(scripts, href)));
  if (own(data.url) && mayKeepPage(new URL(data.url))) work.push(pages.handle({ event, request: wholeFetch(data.url) }));
  event.waitUntil(Promise.allSettled(work));
});

scope.addEventListener("install", (event) => event.waitUntil(keepOldBuildFiles()));
scope.addEventListener("activate", (event) => event.waitUntil(dropUnneededScripts()));
serwist.addEventListeners();
