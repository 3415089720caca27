// The service worker starts after the page has loaded, the app's scripts have run and the reader has begun to use the
// page (or left it), so the first view is the same with it as without (decision 018).
import type { SavePageMessage } from "./policy";

// Only a type from ./policy: its code would be one more script for every page to fetch after load.
const SERVICE_WORKER_PATH = "/sw.js";

const pictures = () => [...document.images].map((img) => img.currentSrc).filter(Boolean);
// The build's files the page ran: the worker's precache holds only those of the pages a cook keeps (the recipe, the list).
const scripts = () =>
  (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((r) => r.name).filter((href) => href.includes("/assets/"));

/** Asks the service worker to keep the page now shown: it fetched only the documents loaded through it. */
export function savePage(worker: ServiceWorker | null | undefined = navigator.serviceWorker?.controller) {
  const message: SavePageMessage = { type: "SAVE_PAGE", url: location.href, pictures: pictures(), scripts: scripts() };
  worker?.postMessage(message);
}

const FIRST_USE = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    const loadedThroughIt = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (!loadedThroughIt) savePage(registration.active);
      })
      .catch(() => {
        // No worker (a private window, storage refused): the site works as it did without one.
      });
  };
  // Installing, the worker fetches the whole build; begun as the page settles, that slowed the first view's main
  // thread (Lighthouse 82-97 here against 98-100 without it, and 92-100 five seconds after load). So it waits for
  // the reader to use the page (a touch, a key, a scroll: a cook scrolls, a shopper ticks) or to leave it.
  let started = false;
  const start = () => {
    if (started || document.readyState !== "complete") return;
    started = true;
    for (const type of FIRST_USE) removeEventListener(type, start);
    document.removeEventListener("visibilitychange", start);
    register();
  };
  for (const type of FIRST_USE) addEventListener(type, start, { passive: true });
  document.addEventListener("visibilitychange", start);
  addEventListener("click", fullLoadWhenOffline, true);
}

/**
 * Offline, a link opens as a whole page, through the service worker (the saved copy, or the offline page): moved to
 * by script, the app would ask for the page's data, which no one saved, and show its error page.
 */
function fullLoadWhenOffline(event: MouseEvent) {
  if (
    navigator.onLine ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
  // A jump within the page stays one.
  if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
  event.preventDefault();
  location.assign(link.href);
}
