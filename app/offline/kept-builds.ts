// A deploy's worker keeps the old build's scripts while a page saved with it is kept, so that page still runs offline.
import { BUILD_HEADER, isBuildFile, OFFLINE_PATH, PAGES_CACHE, SCRIPTS_CACHE, unneededScripts } from "./policy";
import { BUILD, cacheEntries, PRECACHE_ENTRIES, revisionOf, scope } from "./worker-scope";

export const tagged = (response: Response, build: string) => {
  const headers = new Headers(response.headers);
  headers.set(BUILD_HEADER, build);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

export async function dropUnneededScripts() {
  const { entries: pages } = await cacheEntries(PAGES_CACHE);
  const builds = pages.map(({ response }) => response.headers.get(BUILD_HEADER) ?? "");
  const { cache, entries } = await cacheEntries(SCRIPTS_CACHE);
  const scripts = entries.map(({ request, response }) => ({ url: request.url, build: response.headers.get(BUILD_HEADER) ?? "" }));
  for (const url of unneededScripts(scripts, builds, BUILD)) await cache.delete(url);
}

/** At a deploy's install, before its activate drops the old precache: the old build's files, for its saved pages. */
export async function keepOldBuildFiles(precacheName: string) {
  const { entries: precached } = await cacheEntries(precacheName);
  const current = new Set(PRECACHE_ENTRIES.map((e) => new URL(typeof e === "string" ? e : e.url, scope.location.href).href));
  const oldOffline = precached.find((e) => new URL(e.request.url).pathname === OFFLINE_PATH && revisionOf(e.request.url) !== BUILD);
  if (!oldOffline) return;
  const oldBuild = revisionOf(oldOffline.request.url);
  // Scripts and pages kept by a worker before builds were named are the old build's.
  const { cache: scriptsCache, entries: kept } = await cacheEntries(SCRIPTS_CACHE);
  for (const { request, response } of kept) {
    if (!response.headers.has(BUILD_HEADER)) await scriptsCache.put(request, tagged(response, oldBuild));
  }
  const { cache: pagesCache, entries: pages } = await cacheEntries(PAGES_CACHE);
  for (const { request, response } of pages) {
    if (!response.headers.has(BUILD_HEADER)) await pagesCache.put(request, tagged(response, oldBuild));
  }
  const builds = new Set(pages.map((p) => p.response.headers.get(BUILD_HEADER) ?? oldBuild));
  if (!builds.has(oldBuild)) return;
  for (const { request, response } of precached) {
    if (!current.has(request.url) && isBuildFile(new URL(request.url))) await scriptsCache.put(request.url, tagged(response, oldBuild));
  }
}
