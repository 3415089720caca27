// The service worker, built on its own into build/client/sw.js (vite-plugins/offline-worker.ts) with the build's files
// to precache. Online, pages come from the network first; offline, from the copy saved when they were last opened,
// or the offline page (docs/decisions/018-offline-service-worker.md).
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry, type SerwistPlugin } from "serwist";
import {
  fillOfflinePage,
  isAppStart,
  isBuildFile,
  isPicture,
  lastSavedList,
  markSavedCopy,
  MAX_SAVED_PAGES,
  MAX_SAVED_PICTURES,
  MAX_SAVED_SCRIPTS,
  mayKeepPage,
  mayKeepResponse,
  notSentPage,
  OFFLINE_PATH,
  PAGES_CACHE,
  PICTURES_CACHE,
  SAVED_AT_HEADER,
  SCRIPTS_CACHE,
  type SavedPage,
  type SavePageMessage,
} from "./policy";

declare const __PRECACHE_ENTRIES__: PrecacheEntry[];

// The DOM's types, not the service worker's, are in this project's tsconfig: the little used here, typed by hand.
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type Scope = {
  location: Location;
  navigator: Navigator;
  addEventListener(type: "message", listener: (event: ExtendableEvent & { data: unknown }) => void): void;
};
const scope = self as unknown as Scope;

// Marks the offline page, which is no saved copy of anything.
const OFFLINE_PAGE_HEADER = "x-offline-page";
const NOT_SENT_CSP = "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

async function savedPages(withHtml: boolean): Promise<SavedPage[]> {
  const cache = await caches.open(PAGES_CACHE);
  const saved = await Promise.all(
    (await cache.keys()).map(async (request): Promise<SavedPage | null> => {
      const res = await cache.match(request);
      if (!res) return null;
      return { url: request.url, html: withHtml ? await res.text() : "", savedAt: new Date(res.headers.get(SAVED_AT_HEADER) ?? 0) };
    }),
  );
  return saved.filter((p): p is SavedPage => p !== null);
}

async function offlinePage(): Promise<Response> {
  const shell = await serwist.matchPrecache(OFFLINE_PATH);
  if (!shell) return Response.error();
  const html = fillOfflinePage(await shell.text(), await savedPages(true));
  const headers = new Headers(shell.headers);
  headers.set(OFFLINE_PAGE_HEADER, "1");
  return new Response(html, { status: 200, headers });
}

const savedCopies: SerwistPlugin = {
  // Only a page's own 200, dated now: never an error page, a signed link's page, a post's answer or a private page.
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html")) return null;
    if (!mayKeepPage(new URL(request.url)) || !mayKeepResponse(response.headers)) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.arrayBuffer(), { status: 200, statusText: response.statusText, headers });
  },
  // A saved copy (only used when the network failed) says it is one, and from when; so does a page the browser's own
  // cache answered while the device is offline, from when it was made.
  handlerWillRespond: async ({ response }) => {
    const savedAt = response.headers.get(SAVED_AT_HEADER);
    const fromBrowserCache =
      !savedAt &&
      !scope.navigator.onLine &&
      !response.headers.has(OFFLINE_PAGE_HEADER) &&
      response.headers.get("content-type")?.startsWith("text/html");
    if (!savedAt && !fromBrowserCache) return response;
    const at = new Date(savedAt ?? response.headers.get("date") ?? Date.now());
    const { status, statusText, headers } = response;
    return new Response(markSavedCopy(await response.text(), at), { status, statusText, headers });
  },
  handlerDidError: () => offlinePage(),
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  // A kitchen's Wi-Fi that is up but passes nothing: the saved copy after a wait, not the browser's spinner for a minute.
  networkTimeoutSeconds: 6,
  // A page the reader's own script asked to keep is matched by its address alone, whatever it was asked with.
  matchOptions: { ignoreVary: true },
  plugins: [new ExpirationPlugin({ maxEntries: MAX_SAVED_PAGES, purgeOnQuotaError: true }), savedCopies],
});

// Named by their contents' hash: a kept picture is never out of date.
const pictures = new CacheFirst({
  cacheName: PICTURES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: MAX_SAVED_PICTURES, purgeOnQuotaError: true })],
});

// Named by their contents' hash too: the scripts of the pages opened that the precache leaves out.
const scripts = new CacheFirst({
  cacheName: SCRIPTS_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: MAX_SAVED_SCRIPTS, purgeOnQuotaError: true })],
});

const serwist = new Serwist({
  precacheEntries: __PRECACHE_ENTRIES__,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  // A deploy's worker takes over at once and drops the old build's files (the precache keeps only its own list).
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
            headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": NOT_SENT_CSP, "cache-control": "no-store" },
          });
        }
      },
    },
    { matcher: ({ url, sameOrigin }) => sameOrigin && isPicture(url), handler: pictures },
    { matcher: ({ url, sameOrigin }) => sameOrigin && isBuildFile(url), handler: scripts },
  ],
});

// A page this worker did not fetch (the first one, loaded before it ran; one the app moved to by script) asks to be
// kept, with the pictures it shows and the scripts it ran.
scope.addEventListener("message", (event) => {
  const data = event.data as SavePageMessage | undefined;
  if (data?.type !== "SAVE_PAGE") return;
  const own = (href: string) => new URL(href, scope.location.href).origin === scope.location.origin;
  const keep = (strategy: NetworkFirst | CacheFirst, href: string) =>
    strategy.handle({ event, request: new Request(href, { credentials: "same-origin" }) });
  const work = data.pictures.filter((href) => own(href) && isPicture(new URL(href))).map((href) => keep(pictures, href));
  // A precached one is answered from the precache, not kept twice.
  const built = (data.scripts ?? []).filter((href) => own(href) && isBuildFile(new URL(href)));
  for (const href of built) work.push(serwist.matchPrecache(href).then((hit) => hit ?? keep(scripts, href)));
  if (own(data.url) && mayKeepPage(new URL(data.url))) work.push(keep(pages, data.url));
  event.waitUntil(Promise.allSettled(work));
});

serwist.addEventListeners();
