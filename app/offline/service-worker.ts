// Built on its own into build/client/sw.js with the build's files to precache (vite-plugins/offline-worker.ts, decision 018).
import { CacheFirst, ExpirationPlugin, Serwist } from "serwist";
import { dropUnneededScripts, keepOldBuildFiles, tagged } from "./kept-builds";
import {
  isAppStart,
  isBuildFile,
  isPicture,
  lastSavedList,
  MAX_SAVED_PICTURES,
  mayKeepPage,
  OFFLINE_PATH,
  PAGES_CACHE,
  PICTURES_CACHE,
  SCRIPTS_CACHE,
  type KeepPagesMessage,
  type RefreshMessage,
  type SavePageMessage,
} from "./policy";
import { OFFLINE_PAGE_HEADER, SavedPages, savedPages, wholeFetch } from "./saved-pages";
import { fillOfflinePage, NOT_SENT_SCRIPT, notSentPage } from "./show";
import { BUILD, PRECACHE_ENTRIES, scope, type ExtendableEvent } from "./worker-scope";

async function offlinePage(opened = false): Promise<Response> {
  const shell = await serwist.matchPrecache(OFFLINE_PATH);
  if (!shell) return Response.error();
  const html = fillOfflinePage(await shell.text(), await savedPages(true), opened);
  const headers = new Headers(shell.headers);
  headers.set(OFFLINE_PAGE_HEADER, "1");
  return new Response(html, { status: 200, headers });
}

const pages = new SavedPages(offlinePage);

// Named by their contents' hash: a kept picture is never out of date.
const pictures = new CacheFirst({
  cacheName: PICTURES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: MAX_SAVED_PICTURES, purgeOnQuotaError: true })],
});

// Scripts the precache leaves out, and an old build's while its saved pages need them (kept-builds.ts).
const scripts = new CacheFirst({
  cacheName: SCRIPTS_CACHE,
  plugins: [{ cacheWillUpdate: async ({ response }) => (response.ok ? tagged(response, BUILD) : null) }],
});

const serwist = new Serwist({
  precacheEntries: PRECACHE_ENTRIES,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
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

async function notSentCsp(): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(NOT_SENT_SCRIPT));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return `default-src 'none'; script-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

scope.addEventListener("message", (event) => {
  const data = event.data as SavePageMessage | RefreshMessage | KeepPagesMessage | undefined;
  const own = (href: string) => new URL(href, scope.location.href).origin === scope.location.origin;
  if (data?.type === "REFRESH") {
    const page = new URL(data.url);
    page.hash = "";
    if (!own(page.href) || !mayKeepPage(page)) return;
    event.waitUntil(pages.fetchAgain(event, page.href).then((fresh) => event.ports[0]?.postMessage({ fresh })));
    return;
  }
  if (data?.type === "KEEP_PAGES") {
    event.waitUntil(
      keepPages(
        event,
        data.urls.filter((href) => own(href) && mayKeepPage(new URL(href))),
      ).then((kept) => event.ports[0]?.postMessage(kept)),
    );
    return;
  }
  if (data?.type !== "SAVE_PAGE") return;
  // A page this worker did not fetch (the first one, one the app moved to by script), with its pictures and scripts.
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

/** One page after another, as if opened (a phone's connection); the pictures go back to the page, which loads them. */
async function keepPages(event: ExtendableEvent, urls: string[]): Promise<{ kept: number; pictures: string[] }> {
  let kept = 0;
  const pictures: string[] = [];
  for (const url of urls) {
    try {
      const [answer, done] = pages.handleAll({ event, request: wholeFetch(url) });
      const html = await (await answer).text();
      await done;
      if (!(await (await caches.open(PAGES_CACHE)).match(url, { ignoreVary: true }))) continue;
      kept++;
      pictures.push(...(html.match(/<picture>[\s\S]*?<\/picture>/g) ?? []));
    } catch {
      // Not come: said as a count on the page.
    }
  }
  return { kept, pictures };
}

// The offline page opened at its address lists what is saved: ahead of Serwist's precache route, whose copy lists nothing.
scope.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.mode !== "navigate" || url.origin !== scope.location.origin || url.pathname !== OFFLINE_PATH) return;
  event.stopImmediatePropagation();
  event.respondWith(offlinePage(true));
});
scope.addEventListener("install", (event) => event.waitUntil(keepOldBuildFiles(serwist.precacheStrategy.cacheName)));
scope.addEventListener("activate", (event) => event.waitUntil(dropUnneededScripts()));
serwist.addEventListeners();
