// Pages network first; the saved copy if that fails or is slow (the page follows), else the offline page (decision 018).
import { Strategy, type SerwistPlugin, type StrategyHandler } from "serwist";
import { dropUnneededScripts } from "./kept-builds";
import {
  BUILD_HEADER,
  isWholePage,
  keepsOtherUnits,
  mayKeepPage,
  mayKeepResponse,
  OPENED_AT_HEADER,
  OPENED_CACHE,
  otherUnitsList,
  pageKind,
  PAGES_CACHE,
  pastLimits,
  SAVED_AT_HEADER,
  SAVED_KIND_HEADER,
  savedListView,
  savedView,
  type PageKind,
  type SavedEntry,
} from "./policy";
import type { CopyReason } from "./copy-line";
import { markSavedCopy, type SavedPage } from "./show";
import { BUILD, cacheEntries, scope, type ExtendableEvent } from "./worker-scope";

export const OFFLINE_PAGE_HEADER = "x-offline-page";
// A page's own fetch, by the worker (to keep it, or to replace a copy shown): no wait for a slow network.
const WHOLE_FETCH_HEADER = "x-whole-fetch";
const OTHER_UNITS_HEADER = "x-other-units";
// A kitchen's Wi-Fi that is up but passes nothing gets the saved copy after this, not the browser's spinner for a minute.
const NETWORK_WAIT_MS = 6000;

export async function savedPages(withHtml: boolean): Promise<(SavedPage & SavedEntry)[]> {
  const { entries } = await cacheEntries(PAGES_CACHE);
  const opened = new Map((await cacheEntries(OPENED_CACHE)).entries.map((e) => [e.request.url, e.response.headers.get(OPENED_AT_HEADER)]));
  return Promise.all(
    entries.map(async ({ request, response }) => ({
      url: request.url,
      html: withHtml ? await response.text() : "",
      savedAt: new Date(response.headers.get(SAVED_AT_HEADER) ?? 0),
      openedAt: new Date(opened.get(request.url) ?? response.headers.get(SAVED_AT_HEADER) ?? 0),
      kind: (response.headers.get(SAVED_KIND_HEADER) ?? "page") as PageKind,
    })),
  );
}

async function shownCopy(saved: Response, reason: CopyReason, savedFor?: string): Promise<Response> {
  const at = new Date(saved.headers.get(SAVED_AT_HEADER) ?? saved.headers.get("date") ?? Date.now());
  const { status, statusText, headers } = saved;
  return new Response(markSavedCopy(await saved.text(), at, reason, savedFor), { status, statusText, headers });
}

export class SavedPages extends Strategy {
  // Fetched to replace a copy on screen, for its reload: one use each, within the minute.
  private readonly freshPages = new Map<string, { response: Response; at: number }>();
  private readonly fetching = new Map<string, Promise<boolean>>();

  constructor(private readonly offlinePage: () => Promise<Response>) {
    // A page the reader's own script asked to keep is matched by its address alone, whatever it was asked with.
    super({ cacheName: PAGES_CACHE, matchOptions: { ignoreVary: true } });
    this.plugins.push(savedCopies(this));
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    if (request.mode === "navigate") {
      const fresh = this.freshPages.get(request.url);
      this.freshPages.delete(request.url);
      // Offline by now, it is a copy like any other, and says so.
      if (fresh && Date.now() - fresh.at < 60_000) return this.fromNetwork(fresh.response);
    }
    if (request.headers.has(WHOLE_FETCH_HEADER)) return handler.fetchAndCachePut(request);

    const network = handler.fetchAndCachePut(request).then(
      (response) => response,
      () => null,
    );
    // Looked up as the fetch starts: the copy from before this answer, which is saved once it has all come.
    const savedCopy = handler.cacheMatch(request);
    // A copy gives way only to a whole page, which a stalled connection would leave blank (issue 61, 1); with none, it streams.
    const arrived = network.then(async (response) => (response && (await savedCopy) ? whole(response) : response)).catch(() => null);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const first = await Promise.race([arrived, new Promise<"slow">((done) => (timer = setTimeout(() => done("slow"), NETWORK_WAIT_MS)))]);
    clearTimeout(timer);
    if (first instanceof Response) return this.fromNetwork(first);
    const saved = await savedCopy;
    if (first === "slow") {
      if (!saved) return (await network) ?? this.offlinePage();
      handler.waitUntil(this.awaitFresh(request.url, arrived));
      return shownCopy(saved, "slow");
    }
    const reason = scope.navigator.onLine ? "unreachable" : "offline";
    if (saved) {
      // Opened offline is opened: the list in the units the shopper tapped is the one the app starts on.
      handler.waitUntil(markOpened(request.url));
      return shownCopy(saved, reason);
    }
    const kept = await savedPages(false);
    const asked = new URL(request.url);
    const view = savedView(asked, kept) ?? savedListView(asked, kept);
    const copy = view && (await handler.cacheMatch(view));
    if (!copy) return this.offlinePage();
    const url = new URL(view);
    return shownCopy(copy, reason, url.pathname + url.search);
  }

  /** Asks the network for a page again, keeping it; true once it came. A fetch already under way is waited for. */
  fetchAgain(event: ExtendableEvent, url: string, { otherUnits = false } = {}): Promise<boolean> {
    return (
      this.fetching.get(url) ??
      this.awaitFresh(
        url,
        this.handle({ event, request: wholeFetch(url, otherUnits) })
          .then(whole)
          .catch(() => null),
        // The other units are only kept: served from memory, a shopper's tap on them would not count as opened.
        !otherUnits,
      )
    );
  }

  private awaitFresh(url: string, network: Promise<Response | null>, forReload = true): Promise<boolean> {
    const arrived = network.then((response) => {
      if (response && forReload) this.freshPages.set(url, { response, at: Date.now() });
      return response !== null && response.ok;
    });
    this.fetching.set(url, arrived);
    return arrived.finally(() => this.fetching.get(url) === arrived && this.fetching.delete(url));
  }

  // A page the browser's own cache answered while the device is offline is a copy too, from when it was made.
  private async fromNetwork(response: Response): Promise<Response> {
    const html = response.headers.get("content-type")?.startsWith("text/html");
    if (scope.navigator.onLine || !html || response.headers.has(OFFLINE_PAGE_HEADER)) return response;
    return shownCopy(response, "offline");
  }
}

/** The answer read to its end: a connection that breaks before then fails it. */
async function whole(response: Response): Promise<Response> {
  const { status, statusText, headers } = response;
  return new Response(await response.arrayBuffer(), { status, statusText, headers });
}

export const wholeFetch = (url: string, otherUnits = false) =>
  new Request(url, {
    credentials: "same-origin",
    headers: { [WHOLE_FETCH_HEADER]: "1", ...(otherUnits ? { [OTHER_UNITS_HEADER]: "1" } : {}) },
  });

/** The reader opened this page now; `never`: the worker kept it by itself, unless the reader had opened it before. */
async function markOpened(url: string, never = false) {
  const opened = await caches.open(OPENED_CACHE);
  if (never && (await opened.match(url))) return;
  const at = never ? new Date(0) : new Date();
  await opened.put(url, new Response(null, { headers: { [OPENED_AT_HEADER]: at.toISOString() } }));
}

const savedCopies = (pages: SavedPages): SerwistPlugin => ({
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/html")) return null;
    const url = new URL(request.url);
    if (!mayKeepPage(url) || !mayKeepResponse(response.headers, url)) return null;
    const html = await response.text();
    // A cut page would be shown offline, for days, as if it were the recipe.
    if (!isWholePage(html)) return null;
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
    await markOpened(request.url, request.headers.has(OTHER_UNITS_HEADER));
    const savedAt = (r: Response | null | undefined) => (r ? new Date(r.headers.get(SAVED_AT_HEADER) ?? 0).getTime() : null);
    if (event && newResponse.headers.get(SAVED_KIND_HEADER) === "list") {
      const other = otherUnitsList(new URL(request.url));
      const kept = await (await caches.open(PAGES_CACHE)).match(other, { ignoreVary: true });
      if (keepsOtherUnits(savedAt(oldResponse), Date.now(), savedAt(kept), savedAt(newResponse) ?? Date.now())) {
        await pages.fetchAgain(event, other, { otherUnits: true });
      }
    }
    await dropPastLimits();
  },
});

async function dropPastLimits() {
  const cache = await caches.open(PAGES_CACHE);
  const dropped = pastLimits(await savedPages(false));
  const opened = await caches.open(OPENED_CACHE);
  for (const url of dropped) {
    await cache.delete(url, { ignoreVary: true });
    await opened.delete(url);
  }
  if (dropped.length) await dropUnneededScripts();
}
